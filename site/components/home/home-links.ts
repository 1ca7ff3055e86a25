/** Link and media helpers of the home page's carousels. */
import { safeUrl, type Exhibition, type KeyVisual, type LangSegment } from '@portal/domain';
import { localizedPath, switchLanguage } from '../../lib/urls';

const EXTERNAL = /^([a-z][a-z0-9+.-]*:|\/\/)/i;

/**
 * Where a banner or press-kit button leads: external addresses as they are, site paths in the page's language; null
 * when unset or when the target fails the link rule of markdown links (`safeUrl`: no `javascript:`, `data:`, ...),
 * which the CMS also applies on save, so a value written past it still never reaches an href.
 */
export function bannerHref(lang: LangSegment, url: string | null | undefined): string | null {
  const value = (url ?? '').trim();
  if (!value || value === '#' || !safeUrl(value)) return null;
  if (EXTERNAL.test(value)) return value;
  return switchLanguage(value.startsWith('/') ? value : `/${value}`, lang);
}

/** Where a press-kit button leads: a file shipped under public/ (/presskit/x.vcf) as it is, else like a banner link. */
export function pressKitHref(lang: LangSegment, url: string): string | null {
  return /\.\w{2,5}$/.test(url) && url.startsWith('/') && !url.startsWith('//') ? url : bannerHref(lang, url);
}

/** Link attributes for a banner's target: "other" opens a new tab (without giving it our window). */
export function bannerTarget(target: KeyVisual['linkPcTarget']): { target?: string; rel?: string } {
  return target === 'other' ? { target: '_blank', rel: 'noopener noreferrer' } : {};
}

/** The detail address of an exhibition from the home carousel. */
export function exhibitionHref(lang: LangSegment, item: Exhibition): string {
  return localizedPath(lang, `/exhibition/all/${item.pk}`);
}

/** The card image of an exhibition: its PC image, else its mobile one; null when it has neither. */
export function exhibitionImage(item: Exhibition): string | null {
  return item.assetImgPc?.url || item.assetImgMob?.url || null;
}

/** Banners fill the viewport's width at every size. */
export const BANNER_SIZES = '100vw';

/** A banner's desktop and phone picture addresses (either stands in for the other); null when it has neither. */
export function bannerPictures(banner: KeyVisual): { pc: string; mob: string } | null {
  const pc = banner.assetImgPc?.url || banner.assetImgMob?.url || '';
  return pc ? { pc, mob: banner.assetImgMob?.url || pc } : null;
}
