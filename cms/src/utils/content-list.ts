import type { Core, UID } from '@strapi/strapi';
import type { Locale, PagedListInput } from '@portal/domain';
import { incrementViewCount } from './view-count';
import { documents, rows, type DocumentRead, type DocumentRow } from './rows';

/** Who is asking decides which viewTargets are visible: visitors and normal members ALL + NORMAL, VIP ALL + VIP. */
export function visibleTargets(viewer: { vip: boolean }): string[] {
  return viewer.vip ? ['ALL', 'VIP'] : ['ALL', 'NORMAL'];
}

/**
 * One page of published, localized content (exhibitions, media news, showroom sites): filtered by category and
 * view target, ordered by newest or most viewed. Shared by every paged content list so their rules cannot drift.
 */
export async function pagedContent<U extends UID.ContentType, P extends DocumentRead<U>>(
  strapi: Core.Strapi,
  uid: U,
  locale: Locale,
  input: PagedListInput,
  query: P,
  viewTargets?: string[],
): Promise<{ items: DocumentRow<U, P & { status: 'published' }>[]; totalCount: number }> {
  const filters: Record<string, unknown> = {};
  if (input.commonCodePk) filters.category = { pk: input.commonCodePk };
  if (viewTargets) filters.viewTarget = { $in: viewTargets };
  const typed = documents(strapi, uid);
  const base = { locale: locale.strapi, status: 'published' as const, filters };
  const [items, totalCount] = await Promise.all([
    typed.findMany<P & { status: 'published' }>({
      ...query,
      ...base,
      sort: input.orderBy === 'view' ? ['viewCount:desc', 'createdAt:desc'] : ['createdAt:desc', 'pk:desc'],
      start: (input.pageNo - 1) * input.rowPerPage,
      limit: input.rowPerPage,
    }),
    typed.count(base),
  ]);
  return { items, totalCount };
}

/** The view targets the caller of a request may see (visitors count as normal). */
export function viewerTargets(ctx: { state: { member?: { vip?: boolean } } }): string[] {
  return visibleTargets({ vip: Boolean(ctx.state.member?.vip) });
}

/** What a caller may count a view of: the static pages show NORMAL items to everyone, VIP members see VIP too. */
export function countableTargets(ctx: { state: { member?: { vip?: boolean } } }): string[] {
  return ctx.state.member?.vip ? ['ALL', 'NORMAL', 'VIP'] : ['ALL', 'NORMAL'];
}

/**
 * Counts one view of a published item the caller may see; 404 when there is none (so hidden VIP items cannot be
 * probed by counting them).
 */
export async function countView(strapi: Core.Strapi, uid: UID.ContentType, pk: number, viewTargets?: string[]): Promise<boolean> {
  const where: Record<string, unknown> = { pk, publishedAt: { $notNull: true } };
  if (viewTargets) where.viewTarget = { $in: viewTargets };
  if (!(await rows(strapi, uid).count({ where }))) return false;
  return incrementViewCount(strapi, uid, pk);
}
