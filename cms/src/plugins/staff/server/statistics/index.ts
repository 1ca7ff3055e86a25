import type { Context } from 'koa';
import { DEFAULT_LOCALE, MEETING_STATUSES, MENU_TYPES, statisticsPeriodInput, type StatisticsPeriod } from '@portal/domain';
import { respondToStaff } from '../../../../utils/api-error';
import { parseInput } from '../../../../utils/http';
import { rows } from '../../../../utils/rows';
import { waitingCounts } from '../summary';

/** A table and its column names as Strapi maps them (snake_case by default). */
function table(uid: 'api::statistics.product-view' | 'api::statistics.menu-visit' | 'api::meeting.meeting') {
  const meta = strapi.db.metadata.get(uid);
  const column = (name: string) => (meta.attributes[name] as { columnName?: string }).columnName ?? name;
  return { name: meta.tableName, column };
}

/** `{ key: count }` of a grouped count, every key of `keys` present (0 when none). */
const counts = <K extends string>(keys: readonly K[], rows: { key: string; n: number | string }[]) =>
  Object.fromEntries(keys.map((k) => [k, Number(rows.find((r) => r.key === k)?.n ?? 0)])) as Record<K, number>;

/**
 * The statistics on the admin home (docs/staff-workspace.md#statistics). Each is one grouped count over an indexed
 * range (cms/src/bootstrap/indexes.ts: the visit tables by start time), so the growing statistic tables are read
 * only within the period asked for.
 */
const statistics = {
  /** The most viewed products in the period: one row per product view started in it (api/statistics). */
  async products({ from, to }: StatisticsPeriod, limit = 10) {
    const t = table('api::statistics.product-view');
    const viewed = (await strapi.db
      .connection(t.name)
      .select({ pk: t.column('productPk') })
      .count({ n: '*' })
      .where(t.column('startedAt'), '>=', from)
      .andWhere(t.column('startedAt'), '<', to)
      .groupBy(t.column('productPk'))
      .orderBy([
        { column: 'n', order: 'desc' },
        { column: 'pk', order: 'asc' },
      ])
      .limit(limit)) as { pk: number; n: number | string }[];
    const pks = viewed.map((r) => Number(r.pk));
    const products = pks.length
      ? await rows(strapi, 'api::product.product').findMany({
          where: { pk: { $in: pks }, locale: DEFAULT_LOCALE.strapi, publishedAt: { $notNull: true } },
          select: ['pk', 'model'],
        })
      : [];
    const model = new Map(products.map((p) => [p.pk, p.model]));
    return { items: viewed.map((r) => ({ pk: Number(r.pk), model: model.get(Number(r.pk)) ?? null, views: Number(r.n) })) };
  },

  /** Visits of the meeting and inquiry pages started in the period (the menus members enter). */
  async visits({ from, to }: StatisticsPeriod) {
    const t = table('api::statistics.menu-visit');
    const rows = (await strapi.db
      .connection(t.name)
      .select({ key: t.column('type') })
      .count({ n: '*' })
      .where(t.column('startedAt'), '>=', from)
      .andWhere(t.column('startedAt'), '<', to)
      .groupBy(t.column('type'))) as { key: string; n: number }[];
    return { visits: counts(MENU_TYPES, rows) };
  },

  /** Meetings requested in the period, by their status now. */
  async meetings({ from, to }: StatisticsPeriod) {
    const t = table('api::meeting.meeting');
    const rows = (await strapi.db
      .connection(t.name)
      .select({ key: t.column('meetingStatus') })
      .count({ n: '*' })
      .where(t.column('createdAt'), '>=', from)
      .andWhere(t.column('createdAt'), '<', to)
      .groupBy(t.column('meetingStatus'))) as { key: string; n: number }[];
    return { meetings: counts(MEETING_STATUSES, rows) };
  },

  /** What is open now: inquiries waiting for an answer, members waiting for approval. */
  async open() {
    // The same counts as the "Waiting for you" widget (summary.ts), here for every role with statistics.
    const [inquiries, approvals] = await Promise.all([waitingCounts.inquiries(), waitingCounts.members()]);
    return { openInquiries: inquiries, pendingApprovals: approvals };
  },
};

/** GET /staff/statistics/<name>?from&to (ISO instants; `open` takes none): `{ data: ... }`. */
export const statisticsController = {
  async products(ctx: Context) {
    const p = parseInput(ctx, statisticsPeriodInput);
    if (p) await respondToStaff(ctx, 'statisticsProducts', () => statistics.products(p));
  },
  async visits(ctx: Context) {
    const p = parseInput(ctx, statisticsPeriodInput);
    if (p) await respondToStaff(ctx, 'statisticsVisits', () => statistics.visits(p));
  },
  async meetings(ctx: Context) {
    const p = parseInput(ctx, statisticsPeriodInput);
    if (p) await respondToStaff(ctx, 'statisticsMeetings', () => statistics.meetings(p));
  },
  async open(ctx: Context) {
    await respondToStaff(ctx, 'statisticsOpen', () => statistics.open());
  },
};
