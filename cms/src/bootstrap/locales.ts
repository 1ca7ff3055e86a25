import type { Core } from '@strapi/strapi';
import { DEFAULT_LOCALE, LOCALES } from '@portal/domain';
import { strapiServices } from '../services';

/** Makes sure the four content locales exist, English being the default. */
export async function ensureLocales(_strapi: Core.Strapi) {
  const service = strapiServices.locales;
  const existing = await service.find();
  for (const { strapi: code, name } of LOCALES) {
    if (!existing.some((l) => l.code === code)) await service.create({ code, name: `${name} (${code})` });
  }
  await service.setDefaultLocale({ code: DEFAULT_LOCALE.strapi });
}
