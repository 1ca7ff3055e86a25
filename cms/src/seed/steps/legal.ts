import type { Core } from '@strapi/strapi';
import { LEGAL_TEXTS } from '../data/legal';
import { mapL10n } from '../lib/l10n';
import { publishAll, upsertLocalized } from '../lib/upsert';

const UID = 'api::legal-text.legal-text';

/** Terms of use, privacy policy and marketing consent, one document per kind in four locales. */
export async function seedLegalTexts(strapi: Core.Strapi) {
  const ids = await upsertLocalized(
    strapi,
    UID,
    'kind',
    LEGAL_TEXTS.map((l) => ({
      key: l.kind,
      shared: { announcedOn: l.announcedOn, effectiveOn: l.effectiveOn },
      localized: mapL10n(l.title, (title, locale) => ({ title, body: l.body[locale] })),
    })),
  );
  await publishAll(strapi, UID, ids.values());
  return ids.size;
}
