import { PICTURE_TYPES, type Asset, type FocalPoint, type PictureIndex, type PictureInfo, type PictureType } from '@portal/domain';

/** A Strapi media row as the document service returns it. */
export interface MediaFile {
  documentId?: string;
  hash?: string;
  name?: string;
  url?: string;
  mime?: string;
  width?: number | null;
  height?: number | null;
  /** The upload plugin's formats: here the AVIF/WebP copies (extensions/upload/picture-variants.ts). */
  formats?: Record<string, { url: string; width: number; mime: string }> | null;
  focalPoint?: FocalPoint | null;
}

const isPictureType = (mime: string): mime is PictureType => (PICTURE_TYPES as readonly string[]).includes(mime);

/** One upload's copies and focal point (docs/architecture.md#pictures); null when it has neither (kept as uploaded). */
function pictureInfo(file: MediaFile): PictureInfo | null {
  const variants = Object.values(file.formats ?? {})
    .filter((f) => isPictureType(f.mime))
    .map((f) => ({ url: f.url, width: f.width, type: f.mime as PictureType }));
  if (variants.length === 0 && !file.focalPoint) return null;
  return { width: file.width ?? null, height: file.height ?? null, focalPoint: file.focalPoint ?? null, variants };
}

/** The picture index of the files a reply carries, so the browser writes the same <picture> as the site build. */
export function picturesOf(files: (MediaFile | null | undefined)[]): PictureIndex {
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

/** The fields of a media relation worth fetching. */
export const MEDIA_FIELDS = {
  fields: ['documentId', 'hash', 'name', 'url', 'mime', 'width', 'height', 'formats', 'focalPoint'] as (keyof MediaFile)[],
};
