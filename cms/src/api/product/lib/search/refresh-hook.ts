import type { Core } from '@strapi/strapi';
import { STAMPED_TYPES } from './sources';
import { services } from '../../../../services';

/**
 * Tells this process's search index that searched content changed (one document-service middleware, like the site
 * build's), so it rebuilds within a fraction of a second instead of at the next stamp check. Other processes see
 * the change through the content stamp in the database (services/search.ts).
 */
export function registerSearchRefresh(strapi: Core.Strapi) {
  const types = new Set<string>(STAMPED_TYPES);
  strapi.documents.use(async (context, next) => {
    const result = await next();
    if (types.has(context.uid) && !['findOne', 'findMany', 'findFirst', 'count'].includes(context.action)) services.search.changed();
    return result;
  });
}
