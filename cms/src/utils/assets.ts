import type { Asset } from '@portal/domain';

/** A Strapi media row as the document service returns it. */
export interface MediaFile {
  documentId?: string;
  hash?: string;
  name?: string;
  url?: string;
  mime?: string;
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
  fields: ['documentId', 'hash', 'name', 'url', 'mime'] as ('documentId' | 'hash' | 'name' | 'url' | 'mime')[],
};
