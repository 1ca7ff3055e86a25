import type { Core } from '@strapi/strapi';
import { LOCALES } from '@portal/domain';
import { strapiServices } from '../services';

const NAMES: Record<string, string> = { en: 'English (en)', ko: 'Korean (ko)', zh: 'Chinese (zh)', ja: 'Japanese (ja)' };

/** Makes sure the four content locales exist, English being the default. */
export async function ensureLocales(_strapi: Core.Strapi) {
  const service = strapiServices.locales;
  const existing = await service.find();
  for (const { strapi: code } of LOCALES) {
    if (!existing.some((l) => l.code === code)) await service.create({ code, name: NAMES[code] });
  }
  await service.setDefaultLocale({ code: 'en' });
}
