/**
 * Responsive pictures (docs/architecture.md#pictures): the CMS makes AVIF and WebP copies of every uploaded
 * photo once, at upload time, at these widths (never wider than the photo); the site reads them as an index by
 * the original's address and every visitor picture is written by `pictureHtml`, so no page links the original.
 */
export const PICTURE_WIDTHS = [390, 780, 1280, 1920] as const;

export const PICTURE_TYPES = ['image/avif', 'image/webp'] as const;
export type PictureType = (typeof PICTURE_TYPES)[number];

export interface PictureVariant {
  url: string;
  width: number;
  type: PictureType;
}

/** Where the subject is, in percent from the left and the top (the media library's focal point). */
export interface FocalPoint {
  x: number;
  y: number;
}

export interface PictureInfo {
  width: number | null;
  height: number | null;
  focalPoint: FocalPoint | null;
  variants: PictureVariant[];
}

/** The site's pictures by the address of their original upload (GET /api/site-images). */
export type PictureIndex = Record<string, PictureInfo>;

export interface PictureOptions {
  src: string;
  /** Art direction: another picture below `mobileMedia` (the banners' phone image). */
  mobileSrc?: string;
  mobileMedia?: string;
  /** The rendered width per layout, e.g. '(max-width: 720px) 100vw, 25vw'. */
  sizes: string;
  width: number;
  height: number;
  alt?: string;
  className?: string;
  /** The page's largest paint: eager and high priority; everything else is lazy. */
  priority?: boolean;
  /**
   * In the first screen beside the priority picture and of the same size: eager at normal priority. The browser
   * names the largest paint among equal pictures by sub-pixel size, so a lazy neighbour can become it and wait for
   * layout before it loads (the showroom lobby, issue 29).
   */
  eager?: boolean;
  /** Extra attributes on the <img> (data-* hooks of scripts). */
  attrs?: Record<string, string>;
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const attr = (value: string | number) => String(value).replace(/[&<>"']/g, (c) => ENTITIES[c]);

/** The `srcset` of one type of a picture, narrowest first; '' when it has no copy of that type. */
export function pictureSrcset(info: PictureInfo | undefined, type: PictureType): string {
  return (info?.variants ?? [])
    .filter((v) => v.type === type)
    .sort((a, b) => a.width - b.width)
    .map((v) => `${v.url} ${v.width}w`)
    .join(', ');
}

/**
 * The fallback address for browsers without <picture> sources: the WebP copy nearest 1280 px, the original only
 * when the picture has no copies (a picture uploaded before copies were made, or one too small to need them).
 */
export function pictureFallback(images: PictureIndex, src: string): string {
  const webp = (images[src]?.variants ?? []).filter((v) => v.type === 'image/webp').sort((a, b) => a.width - b.width);
  return (webp.filter((v) => v.width <= 1280).at(-1) ?? webp[0])?.url ?? src;
}

/** CSS object-position for the picture's focal point ('' for the centre, the default). */
export function focalPosition(info: PictureInfo | undefined): string {
  const point = info?.focalPoint;
  return point ? `object-position: ${point.x}% ${point.y}%` : '';
}

function sources(images: PictureIndex, src: string, sizes: string, media?: string): string {
  return PICTURE_TYPES.map((type) => {
    const srcset = pictureSrcset(images[src], type);
    if (!srcset) return '';
    const mediaAttr = media ? ` media="${attr(media)}"` : '';
    return `<source type="${type}"${mediaAttr} srcset="${attr(srcset)}" sizes="${attr(sizes)}">`;
  }).join('');
}

/** One visitor picture as <picture>: AVIF and WebP sources with `sizes`, the focal point, lazy unless `priority`. */
export function pictureHtml(images: PictureIndex, o: PictureOptions): string {
  const mobile = o.mobileSrc && o.mobileSrc !== o.src ? o.mobileSrc : undefined;
  const media = o.mobileMedia ?? '(max-width: 720px)';
  const style = focalPosition(images[o.src]);
  const img = {
    ...(o.className ? { class: o.className } : {}),
    src: pictureFallback(images, o.src),
    alt: o.alt ?? '',
    width: String(o.width),
    height: String(o.height),
    loading: o.priority || o.eager ? 'eager' : 'lazy',
    ...(o.priority ? { fetchpriority: 'high' } : {}),
    decoding: 'async',
    ...(style ? { style } : {}),
    ...o.attrs,
  };
  const imgAttrs = Object.entries(img)
    .map(([name, value]) => ` ${name}="${attr(value)}"`)
    .join('');
  const mobileSources = mobile ? sources(images, mobile, '100vw', media) : '';
  // A phone picture without copies still replaces the desktop one below the breakpoint.
  const mobileFallback = mobile && !mobileSources ? `<source media="${attr(media)}" srcset="${attr(mobile)}">` : '';
  return `<picture>${mobileSources}${mobileFallback}${sources(images, o.src, o.sizes)}<img${imgAttrs}></picture>`;
}

/** The attributes of `<link rel="preload" as="image">` for a priority picture (its AVIF copies, else WebP). */
export function picturePreload(images: PictureIndex, src: string, sizes: string, media?: string): Record<string, string> {
  const type = PICTURE_TYPES.find((t) => pictureSrcset(images[src], t));
  const where: Record<string, string> = media ? { media } : {};
  if (!type) return { href: src, ...where };
  return { href: pictureFallback(images, src), imagesrcset: pictureSrcset(images[src], type), imagesizes: sizes, type, ...where };
}
