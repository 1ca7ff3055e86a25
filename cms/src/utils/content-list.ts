import type { Core, UID } from '@strapi/strapi';
import type { Locale, PagedListInput } from '@portal/member-app/contract';

/** Who is asking decides which viewTargets are visible: visitors and normal members ALL + NORMAL, VIP ALL + VIP. */
export function visibleTargets(viewer: { vip: boolean }): string[] {
  return viewer.vip ? ['ALL', 'VIP'] : ['ALL', 'NORMAL'];
}

/**
 * One page of published, localized content (exhibitions, media news, showroom sites): filtered by category and
 * view target, ordered by newest or most viewed. Shared by every paged content list so their rules cannot drift.
 */
export async function pagedContent<Row>(
  strapi: Core.Strapi,
  uid: UID.ContentType,
  locale: Locale,
  input: PagedListInput,
  query: { fields: readonly string[]; populate: object; viewTargets?: string[] },
): Promise<{ items: Row[]; totalCount: number }> {
  const filters: Record<string, unknown> = {};
  if (input.commonCodePk) filters.category = { pk: input.commonCodePk };
  if (query.viewTargets) filters.viewTarget = { $in: query.viewTargets };
  const documents = strapi.documents(uid as never);
  const base = { locale: locale.strapi, status: 'published' as const, filters };
  const [rows, totalCount] = await Promise.all([
    documents.findMany({
      ...base,
      fields: query.fields,
      populate: query.populate,
      sort: input.orderBy === 'view' ? ['viewCount:desc', 'createdAt:desc'] : ['createdAt:desc', 'pk:desc'],
      start: (input.pageNo - 1) * input.rowPerPage,
      limit: input.rowPerPage,
    } as never),
    documents.count(base as never),
  ]);
  return { items: rows as unknown as Row[], totalCount };
}
