import type { Core, UID } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { rows } from '../../../utils/rows';

/** The types an editor can schedule: the site content with a launch or an end date (docs/editors.md). */
export const SCHEDULED_TYPES = [
  'api::exhibition.exhibition',
  'api::media-news.media-news',
  'api::key-visual.key-visual',
  'api::product.product',
  'api::legal-text.legal-text',
] as const satisfies readonly UID.ContentType[];

type ScheduledType = (typeof SCHEDULED_TYPES)[number];
type Action = 'publish' | 'unpublish';

/** The document field that holds each action's time; kept on the draft, the row an editor saves. */
const FIELD: Record<Action, 'publishAt' | 'unpublishAt'> = { publish: 'publishAt', unpublish: 'unpublishAt' };

/** One scheduled action, as the admin home lists it. */
export interface ScheduledItem {
  uid: ScheduledType;
  documentId: string;
  title: string;
  action: Action;
  at: string;
}

/** The field that names an entry of each type (its form's main field). */
const TITLE: Record<ScheduledType, string> = {
  'api::exhibition.exhibition': 'title',
  'api::media-news.media-news': 'title',
  'api::key-visual.key-visual': 'title',
  'api::product.product': 'model',
  'api::legal-text.legal-text': 'title',
};

/** How often every server looks for due items: well inside the minute an editor is promised. */
export const SCHEDULE_RULE = '*/10 * * * * *';

/**
 * Scheduled publishing (docs/editors.md#schedule-an-exhibition, docs/architecture.md#scheduled-publishing). An
 * editor saves a draft with "Publish at" or "Unpublish at"; every server looks for due drafts every ten seconds.
 * Each due document is claimed by a conditional update that clears its time (`... WHERE publishAt <= now`), in the
 * same transaction as the publish itself: only one server's update matches, so the action runs exactly once, and a
 * server that dies before the commit leaves the time in place for the next look, by any server or after a
 * restart. The publish queues a site build in that transaction like an editor's publish, and the queue coalesces
 * a batch's publishes into one build. A publish and an unpublish both due (a server down over both times) run in
 * that order.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  /** The drafts whose time for `action` has come (non-localized time: every locale's draft carries it). */
  async function dueDocuments(uid: ScheduledType, action: Action, now: Date): Promise<string[]> {
    const due = await rows(strapi, uid).findMany({
      select: ['documentId'],
      where: { publishedAt: null, [FIELD[action]]: { $lte: now } },
      limit: 200,
    });
    return [...new Set(due.map((row) => row.documentId))];
  }

  /** Claims and runs one action on one document; false when another server took it first. */
  async function run(uid: ScheduledType, action: Action, documentId: string, now: Date): Promise<boolean> {
    return strapi.db.transaction(async () => {
      const field = FIELD[action];
      const { count } = await rows(strapi, uid).updateMany({
        where: { documentId, publishedAt: null, [field]: { $lte: now } },
        data: { [field]: null },
      });
      if (!count) return false;
      // Its published rows carry the time too (copied at an earlier publish): cleared, so none is left behind.
      await rows(strapi, uid).updateMany({ where: { documentId, [field]: { $notNull: true } }, data: { [field]: null } });
      if (action === 'publish') {
        await strapi.documents(uid).publish({ documentId, locale: '*' });
        return true;
      }
      // Nothing live (an editor unpublished it by hand first): the time is cleared, and no build is queued.
      if (!(await rows(strapi, uid).count({ where: { documentId, publishedAt: { $notNull: true } } }))) return false;
      await strapi.documents(uid).unpublish({ documentId, locale: '*' });
      return true;
    });
  }

  return {
    /**
     * What is scheduled, soonest first, of the types `readable` allows: each document's draft once (its English
     * title when it has one; the times are the same in every locale).
     */
    async upcoming(readable: (uid: string) => boolean, limit = 20): Promise<ScheduledItem[]> {
      const items = new Map<string, ScheduledItem & { locale: string }>();
      for (const uid of SCHEDULED_TYPES.filter(readable)) {
        for (const action of ['publish', 'unpublish'] as const) {
          const rows = (await strapi.db.query(uid).findMany({
            select: ['documentId', 'locale', TITLE[uid], FIELD[action]],
            where: { publishedAt: null, [FIELD[action]]: { $notNull: true } },
            orderBy: { [FIELD[action]]: 'asc' },
            limit: limit * 4,
          })) as Record<string, string>[];
          for (const row of rows) {
            const key = `${uid} ${row.documentId} ${action}`;
            if (items.has(key) && items.get(key)!.locale === 'en') continue;
            const at = new Date(row[FIELD[action]]).toISOString();
            items.set(key, { uid, documentId: row.documentId, title: row[TITLE[uid]] ?? '', action, at, locale: row.locale });
          }
        }
      }
      return [...items.values()]
        .sort((a, b) => a.at.localeCompare(b.at))
        .slice(0, limit)
        .map(({ locale: _locale, ...item }) => item);
    },

    /** Publishes and unpublishes what is due at `now`; returns how many documents changed here. */
    async runDue(now = new Date()): Promise<number> {
      let done = 0;
      for (const action of ['publish', 'unpublish'] as const) {
        for (const uid of SCHEDULED_TYPES) {
          for (const documentId of await dueDocuments(uid, action, now)) {
            try {
              if (await run(uid, action, documentId, now)) done += 1;
            } catch (error) {
              // A draft that cannot be published (a required text missing in a locale) stays scheduled and is
              // named in the log at every look until an editor fixes or unschedules it.
              strapi.log.error(`schedule: ${action} ${uid} ${documentId} failed: ${(error as Error).message}`);
            }
          }
        }
      }
      return done;
    },
  };
};

/**
 * Keeps the schedule an editors' matter: the times are left out of every content-API answer (the REST reads of
 * the site and anyone's), while the admin, which editors use, shows them. Not `private` in the schema, which would
 * hide them from the staff roles too (cms/src/bootstrap/admin-policy.ts grants a type's non-private fields).
 */
export function hideScheduleFromApi(strapi: Core.Strapi) {
  const scheduled = new Set<string>(SCHEDULED_TYPES);
  const withoutTimes = (schema: { uid?: string }) => async (data: unknown) => {
    if (!schema.uid || !scheduled.has(schema.uid) || !data || typeof data !== 'object') return data;
    const { publishAt: _publishAt, unpublishAt: _unpublishAt, ...rest } = data as Record<string, unknown>;
    return rest;
  };
  // Strapi calls each with the answer's schema, then the data (its declared type misses the first step).
  strapi.sanitizers.add('content-api.output', withoutTimes as unknown as Parameters<typeof strapi.sanitizers.add>[1]);
}

/** Refuses an "Unpublish at" that is not after "Publish at", naming the field (a 400 in the admin). */
export function registerScheduleCheck(strapi: Core.Strapi) {
  const scheduled = new Set<string>(SCHEDULED_TYPES);
  strapi.documents.use(async (context, next) => {
    if (!scheduled.has(context.uid) || !['create', 'update'].includes(context.action)) return next();
    const data = (context.params as { data?: { publishAt?: string | null; unpublishAt?: string | null } }).data;
    if (data?.publishAt && data.unpublishAt && new Date(data.unpublishAt) <= new Date(data.publishAt))
      throw new errors.ValidationError('"Unpublish at" must be later than "Publish at"', {
        errors: [{ path: ['unpublishAt'], message: '"Unpublish at" must be later than "Publish at"', name: 'ValidationError' }],
      });
    return next();
  });
}
