/**
 * Local video paths stored by the seed. Nothing is downloaded: the files are generated into the site's public
 * folder by the media script, which reads this list (`SEED_VIDEO_PATHS`) so both sides agree on the names.
 */
const video = (name: string) => `/media/video/${name}.webm`;

export const VIDEO = {
  ces: video('exhibition-ces'),
  iaa: video('exhibition-iaa'),
  autoChina: video('exhibition-auto-china'),
  techDay: video('exhibition-tech-day'),
  company: video('media-company'),
  marketing: video('media-marketing'),
  catalogue: video('media-catalogue'),
  bannerShowroom: video('banner-showroom'),
  site: (n: number) => video(`site-${n}`),
};

/** A showroom file: /media/showroom/<station>/<file>. */
export const showroomPath = (station: string, file: string) => `/media/showroom/${station}/${file}`;
