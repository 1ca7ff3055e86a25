import type { Core } from '@strapi/strapi';
import { SITE_SHARE } from '../data/share';
import { imageId, type ImageIds } from '../lib/images';
import { DEFAULT, OTHER_LOCALES } from '../lib/l10n';
import { documents } from '../../utils/rows';

const UID = 'api::site-seo.site-seo';

/** The search and share defaults in the four locales (one single-type document), published. */
export async function seedShareDefaults(strapi: Core.Strapi, images: ImageIds) {
  const docs = documents(strapi, UID);
  const data = (locale: typeof DEFAULT) => ({
    siteName: SITE_SHARE.siteName[locale],
    organizationName: SITE_SHARE.organizationName[locale],
    description: SITE_SHARE.description[locale],
    twitterSite: SITE_SHARE.twitterSite,
    shareImage: imageId(images, SITE_SHARE.image),
  });
  const found = await docs.findFirst({ locale: DEFAULT });
  const documentId = found
    ? (await docs.update({ documentId: found.documentId, locale: DEFAULT, data: data(DEFAULT) }), found.documentId)
    : (await docs.create({ locale: DEFAULT, data: data(DEFAULT) })).documentId;
  for (const locale of OTHER_LOCALES) await docs.update({ documentId, locale, data: data(locale) });
  await docs.publish({ documentId, locale: '*' });
  return 1 + OTHER_LOCALES.length;
}
