import type { Core } from '@strapi/strapi';
import { SITE_CONTENT } from '../api/site-build/services/site-builds';
import { services } from '../services';

/** Document actions that change what visitors see; draft edits do not, until they are published. */
const LIVE_ACTIONS = new Set(['publish', 'unpublish', 'delete', 'discardDraft']);

/**
 * Queues a site build when an editor publishes, unpublishes or deletes site content (one document-service
 * middleware; Strapi fires it per locale and per row, the queue coalesces them into one build).
 */
export function registerSiteBuildHook(strapi: Core.Strapi) {
  strapi.documents.use(async (context, next) => {
    const result = await next();
    const params = context.params as { status?: string };
    const live = LIVE_ACTIONS.has(context.action) || (['create', 'update'].includes(context.action) && params.status === 'published');
    // Awaited: the queue row is written in the publish's transaction, so a build is queued exactly when it commits.
    if (live && SITE_CONTENT.has(context.uid)) await services.siteBuilds.queue(`${context.action} ${context.uid.split('.').pop()}`);
    return result;
  });
}
