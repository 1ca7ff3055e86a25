import type { Core, UID } from '@strapi/strapi';

/**
 * Content keeps an integer `pk` that is the same in every locale and in draft and published rows (Strapi's own
 * row ids differ per locale and state). The API speaks in pks, as the spec does. New documents get max + 1.
 */
export function registerStablePk(strapi: Core.Strapi) {
  strapi.documents.use(async (context, next) => {
    if (context.action !== 'create') return next();
    const attributes = strapi.getModel(context.uid as UID.ContentType)?.attributes ?? {};
    const params = context.params as { data?: Record<string, unknown>; documentId?: string };
    if (!('pk' in attributes) || !params.data || params.data.pk != null) return next();
    const last = await strapi.db.query(context.uid as UID.ContentType).findOne({ select: ['pk'], orderBy: { pk: 'desc' } });
    params.data.pk = (Number(last?.pk) || 0) + 1;
    return next();
  });
}
