/**
 * The locale's search and share defaults for the page head (site/lib/share.ts): the editors' single type when
 * published, the messages otherwise, so a site without it still has a name and a description.
 */
import { localeBySegment, type LangSegment } from '@portal/domain';
import { getSiteSeo } from './cms';
import { t } from './i18n';
import { absoluteUrl } from './seo';
import type { Organization, ShareDefaults } from './share';

/** The defaults of a language. */
export async function shareDefaults(lang: LangSegment): Promise<ShareDefaults> {
  const seo = await getSiteSeo(localeBySegment(lang)!);
  const brand = t(lang, 'meta.brand');
  return {
    siteName: seo?.siteName || brand,
    organizationName: seo?.organizationName || seo?.siteName || brand,
    description: seo?.description || t(lang, 'seo.default.description'),
    image: seo?.shareImage ?? null,
    twitterSite: seo?.twitterSite ?? '',
  };
}

/** The company as structured data names it: the defaults' organization, the site's origin and its logo. */
export function organization(defaults: ShareDefaults, lang: LangSegment, site: URL | undefined): Organization {
  return { name: defaults.organizationName, url: absoluteUrl(`/${lang}/main`, site), logo: absoluteUrl('/logo.svg', site) };
}
