import { PICTURE_TYPES, type Asset, type FocalPoint, type PictureIndex, type PictureInfo, type PictureType } from '@portal/domain';
import type { DocumentRow } from './rows';

/** The fields of a media relation worth fetching (a populate's `{ fields }`). */
export const MEDIA_FIELDS = {
  fields: ['documentId', 'hash', 'name', 'url', 'mime', 'width', 'height', 'formats', 'focalPoint'],
} as const;

/** A Strapi media row as a read populating it with `MEDIA_FIELDS` returns it. */
export type MediaFile = Omit<DocumentRow<'plugin::upload.file', typeof MEDIA_FIELDS>, 'id'>;
/** What a picture index needs of a file (the site-images read selects only these). */
type PictureFile = Pick<MediaFile, 'url' | 'width' | 'height' | 'formats' | 'focalPoint'>;

const isPictureType = (mime: unknown): mime is PictureType => (PICTURE_TYPES as readonly unknown[]).includes(mime);
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The picture copies among an upload's `formats` (a JSON column): the AVIF/WebP copies the upload extension stores
 * there (extensions/upload/picture-variants.ts), each `{ url, width, mime }`.
 */
function variantsOf(formats: unknown): PictureInfo['variants'] {
  if (!isRecord(formats)) return [];
  return Object.values(formats).flatMap((f) =>
    isRecord(f) && isPictureType(f.mime) && typeof f.url === 'string' && typeof f.width === 'number'
      ? [{ url: f.url, width: f.width, type: f.mime }]
      : [],
  );
}

/** Whether an upload's `focalPoint` (a JSON column the media library writes as `{ x, y }`) is set. */
const isFocalPoint = (value: unknown): value is FocalPoint => isRecord(value) && typeof value.x === 'number' && typeof value.y === 'number';

/** One upload's copies and focal point (docs/architecture.md#pictures); null when it has neither (kept as uploaded). */
function pictureInfo(file: PictureFile): PictureInfo | null {
  const variants = variantsOf(file.formats);
  const focalPoint = isFocalPoint(file.focalPoint) ? file.focalPoint : null;
  if (variants.length === 0 && !focalPoint) return null;
  return { width: file.width ?? null, height: file.height ?? null, focalPoint, variants };
}

/** The picture index of the files a reply carries, so the browser writes the same <picture> as the site build. */
export function picturesOf(files: (PictureFile | null | undefined)[]): PictureIndex {
  const index: PictureIndex = {};
  for (const file of files) {
    const info = file?.url ? pictureInfo(file) : null;
    if (file?.url && info) index[file.url] = info;
  }
  return index;
}

/** A media file in the spec's asset shape ({ uuid, name, url, contentType }); null when there is none. */
export function toAsset(file: MediaFile | null | undefined, assetTarget?: Asset['assetTarget']): Asset | null {
  if (!file?.url) return null;
  return {
    uuid: file.documentId ?? file.hash ?? '',
    name: file.name ?? '',
    url: file.url,
    contentType: file.mime ?? '',
    ...(assetTarget ? { assetTarget } : {}),
  };
}

/** PC, mobile and slide images as the spec's `assets` list with their targets. */
export function toAssetList(
  pc: MediaFile | null | undefined,
  mob: MediaFile | null | undefined,
  slides: MediaFile[] | null | undefined,
): Asset[] {
  return [toAsset(pc, 'PC'), toAsset(mob, 'MOB'), ...(slides ?? []).map((s) => toAsset(s, 'SLIDE'))].filter((a): a is Asset => a !== null);
}
