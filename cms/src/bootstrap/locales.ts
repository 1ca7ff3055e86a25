import type { Core } from '@strapi/strapi';
import { DEFAULT_LOCALE, LOCALES } from '@portal/domain';

/** Makes sure the four content locales exist, English being the default. */
export async function ensureLocales(strapi: Core.Strapi) {
  const service = strapi.plugin('i18n').service('locales');
  const existing: { code: string }[] = await service.find();
  for (const { strapi: code, name } of LOCALES) {
    if (!existing.some((l) => l.code === code)) await service.create({ code, name: `${name} (${code})` });
  }
  await service.setDefaultLocale({ code: DEFAULT_LOCALE.strapi });
}
