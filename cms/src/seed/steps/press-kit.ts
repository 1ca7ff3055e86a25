import type { Core } from '@strapi/strapi';
import { PRESS_KIT_LINKS } from '../data/press-kit';
import { mapL10n } from '../lib/l10n';
import { publishAll, upsertLocalized } from '../lib/upsert';

const UID = 'api::press-kit-link.press-kit-link';

/** The press kit's five targets, one document per button in four locales. */
export async function seedPressKit(strapi: Core.Strapi) {
  const ids = await upsertLocalized(
    strapi,
    UID,
    'item',
    PRESS_KIT_LINKS.map((link) => ({ key: link.item, shared: {}, localized: mapL10n(link.url, (url) => ({ url })) })),
  );
  await publishAll(strapi, UID, ids.values());
  return ids.size;
}
