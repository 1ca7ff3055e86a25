import { imageId, type ImageIds } from './images';
import type { L10n } from './l10n';

/** What an editor wrote in an item's search and share part (cms/src/seed/data/share.ts). */
export interface SeedShare {
  metaTitle: L10n;
  metaDescription: L10n;
  image: string;
}

/** An item's search and share part in one locale: the editor's own text and picture where the seed has them, else empty. */
export function seoPart(images: ImageIds, share: SeedShare | undefined, locale: keyof L10n) {
  if (!share) return { noIndex: false };
  return {
    metaTitle: share.metaTitle[locale],
    metaDescription: share.metaDescription[locale],
    shareImage: imageId(images, share.image),
    noIndex: false,
  };
}
