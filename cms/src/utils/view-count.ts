import type { Core, UID } from '@strapi/strapi';
import { bumpStamp } from './read-stamps';

/**
 * Adds one to a content item's viewCount in every locale and publication state at once, as a single atomic SQL
 * increment: concurrent views never lose a count, and no document event fires (a view must not queue a site build).
 * Lists show the count, so it raises the content stamp of the read cache (read-stamps.ts). Returns false when no row
 * has that pk.
 */
export async function incrementViewCount(strapi: Core.Strapi, uid: UID.ContentType, pk: number): Promise<boolean> {
  const meta = strapi.db.metadata.get(uid);
  const column = (meta.attributes.viewCount as { columnName?: string }).columnName ?? 'view_count';
  const pkColumn = (meta.attributes.pk as { columnName?: string }).columnName ?? 'pk';
  const changed = await strapi.db.connection(meta.tableName).where(pkColumn, pk).increment(column, 1);
  if (Number(changed) > 0) await bumpStamp(strapi, 'content');
  return Number(changed) > 0;
}
