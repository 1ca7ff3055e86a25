/**
 * One shape for the cards and the modal of the exhibition and media-centre pages (docs/product/content.md#exhibitions), built at build time from the visitor lists and in the browser from the VIP lists. Browser code imports
 * this file, so it stays free of zod: contract types only, and the format helpers.
 */
import {
  type Exhibition,
  type ExhibitionEvent,
  type MediaNews,
  type PictureIndex,
  type Seo,
  formatDate,
  pictureFallback,
  type Locale,
} from '@portal/domain';

/** A playable video: a file served by the site (<video>), or a YouTube embed when movUrl is a YouTube id or link. */
export interface VideoSource {
  kind: 'file' | 'youtube';
  src: string;
}

export interface ShowcaseItem {
  pk: number;
  title: string;
  categoryPk: number;
  category: string;
  createAt: string;
  /** createAt in the locale's display format. */
  date: string;
  views: number;
  imagePc: string;
  imageMob: string;
  /** Set for exhibitions and YOUTUBE media items; null for image-slide items. */
  video: VideoSource | null;
  /** The SLIDE pictures of an image-slide media item. */
  slides: string[];
  /** The description on wide screens and at 720 px or less (exhibitions have one text for both). */
  textPc: string;
  textMob: string;
  /** The editor's search and share settings (null: the item's own title, text and picture are used). */
  seo: Seo | null;
  /** An exhibition's show dates and place; null for media items and exhibitions without them. */
  event: ExhibitionEvent | null;
  /** A VIP item (viewTarget VIP): it has no prebuilt page, so its address is the VIP page's. */
  vip: boolean;
  /** The copies of its pictures from its reply ({} once they are served: withServedPictures). */
  pictures: PictureIndex;
}

const YOUTUBE_ID = /^[\w-]{11}$/;
const VIDEO_FILE = /\.(webm|mp4|m4v|ogv|ogg|mov)(\?.*)?$/i;

/** The YouTube id in a watch, short or embed link; null for other addresses. */
function youtubeId(url: URL): string | null {
  const host = url.hostname.replace(/^(www\.|m\.)/, '');
  if (host === 'youtu.be') return url.pathname.slice(1) || null;
  if (!host.endsWith('youtube.com') && !host.endsWith('youtube-nocookie.com')) return null;
  return url.searchParams.get('v') ?? url.pathname.match(/\/(?:embed|shorts|v)\/([\w-]+)/)?.[1] ?? null;
}

/** How to play a movUrl: a site path or a video file plays in <video>, a YouTube id or link embeds; null when empty. */
export function videoSource(movUrl: string | null | undefined): VideoSource | null {
  const value = (movUrl ?? '').trim();
  if (!value) return null;
  if (value.startsWith('/') && !value.startsWith('//')) return { kind: 'file', src: value };
  if (YOUTUBE_ID.test(value)) return { kind: 'youtube', src: `https://www.youtube.com/embed/${value}` };
  try {
    const url = new URL(value);
    const id = youtubeId(url);
    if (id && YOUTUBE_ID.test(id)) return { kind: 'youtube', src: `https://www.youtube.com/embed/${id}` };
    return /^https?:$/.test(url.protocol) && VIDEO_FILE.test(url.pathname) ? { kind: 'file', src: url.href } : null;
  } catch {
    // A relative path without the leading slash ('media/video/x.webm'); never '//host' (another site).
    return /^[\w-][\w./%-]*$/.test(value) && VIDEO_FILE.test(value) ? { kind: 'file', src: `/${value}` } : null;
  }
}

/** The fields every item has, whatever list it comes from. */
function base(item: Exhibition | MediaNews, category: string, locale: Locale) {
  return {
    pk: item.pk,
    title: item.title,
    categoryPk: item.commonCodePk ?? 0,
    category,
    createAt: item.createAt,
    date: formatDate(item.createAt, locale),
    views: item.viewCnt ?? 0,
    vip: item.viewTarget === 'VIP',
    imagePc: item.assetImgPc?.url || item.assetImgMob?.url || '',
    imageMob: item.assetImgMob?.url || item.assetImgPc?.url || '',
    seo: item.seo ?? null,
    pictures: item.pictures ?? {},
  };
}

/** An exhibition as a card and a video modal. */
export function fromExhibition(item: Exhibition, locale: Locale): ShowcaseItem {
  return {
    ...base(item, item.commonCodeText, locale),
    video: videoSource(item.movUrl),
    slides: [],
    textPc: item.content,
    textMob: item.content,
    event: item.event ?? null,
  };
}

/** A media-centre item: YOUTUBE plays its video, any other type shows its SLIDE pictures. */
export function fromMediaNews(item: MediaNews, locale: Locale): ShowcaseItem {
  const youtube = item.mediaType === 'YOUTUBE';
  return {
    ...base(item, item.categoryName, locale),
    video: youtube ? videoSource(item.movUrl) : null,
    slides: youtube ? [] : item.assets.filter((a) => a.assetTarget === 'SLIDE').map((a) => a.url),
    textPc: item.contentPc,
    textMob: item.contentMob || item.contentPc,
    event: null,
  };
}

/**
 * The item as the browser's scripts get it (the dialog's poster and slides, the cards a script rebuilds): each
 * picture address a served copy, never the upload (docs/architecture.md#pictures).
 */
export function withServedPictures(item: ShowcaseItem, pictures: PictureIndex): ShowcaseItem {
  const served = (url: string) => (url ? pictureFallback(pictures, url) : url);
  // The page carries the list as JSON: the addresses served, and not the copies' index again.
  return { ...item, imagePc: served(item.imagePc), imageMob: served(item.imageMob), slides: item.slides.map(served), pictures: {} };
}
