import type { Core } from '@strapi/strapi';
import { MANAGERS } from '../data/managers';
import { MEETING_PLATFORMS, QUESTION_TYPES } from '../data/meetings';
import { PARTNERS } from '../data/partners';
import { mapL10n } from '../lib/l10n';
import { upsertLocalized, upsertPlain } from '../lib/upsert';

/** Partners with their e-mail domains, the provider's managers, meeting platforms and inquiry types. */
export async function seedDirectory(strapi: Core.Strapi) {
  const partners = await upsertPlain(
    strapi,
    'api::partner.partner',
    'globalName',
    PARTNERS.map(({ domains, ...p }) => ({ ...p, domains: domains.map((domain) => ({ domain })) })),
  );
  const managers = await upsertPlain(
    strapi,
    'api::manager.manager',
    'email',
    MANAGERS.map((m) => ({ ...m, active: true })),
  );
  const platforms = await upsertPlain(strapi, 'api::meeting-platform.meeting-platform', 'value', MEETING_PLATFORMS);
  const questionTypes = await upsertLocalized(
    strapi,
    'api::question-type.question-type',
    'code',
    QUESTION_TYPES.map((q) => ({
      key: q.code,
      shared: { sortOrder: q.sortOrder },
      localized: mapL10n(q.name, (name) => ({ name })),
    })),
  );
  return {
    partners: partners.size,
    managers: managers.size,
    platforms: platforms.size,
    questionTypes: questionTypes.size,
  };
}
