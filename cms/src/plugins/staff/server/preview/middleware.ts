import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { localeBySegment, PREVIEW_KINDS, PREVIEW_PATH } from '@portal/domain';
import { ApiError, replyError } from '../../../../utils/api-error';
import { serverConfig } from '../../../../utils/config';
import { htmlPageHeaders } from '../../../../utils/page-security';
import { loadDraft } from './drafts';
import { renderPreviewPage } from './render';
import { readPreviewToken } from './token';

/** /preview/{lang}/{kind}/{documentId}: the address the preview handler gives (./url.ts). */
const PREVIEW_ADDRESS = new RegExp(`^${PREVIEW_PATH}/([a-z]{2})/([a-z]+)/([A-Za-z0-9]+)/?$`);

/** Never kept by a browser or a proxy, never indexed: a draft is for the editor looking at it now. */
const PRIVATE = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex, nofollow' };

/**
 * The editor preview (docs/staff-workspace.md#editor-preview): a draft rendered on request by the live build's
 * preview page, for the holder of a preview token the admin made for exactly this entry and locale, while the admin
 * session that asked for it lasts. Everything else under /preview is refused: 401 without a valid token, 403 for a
 * token of another entry or language. Drafts never go into the static site. The plugin provides it as
 * `plugin::staff.preview`, which cms/config/middlewares.ts puts in the chain.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  return async (ctx: Context, next: Next) => {
    const isRead = ctx.method === 'GET' || ctx.method === 'HEAD';
    if (!isRead || (ctx.path !== PREVIEW_PATH && !ctx.path.startsWith(`${PREVIEW_PATH}/`))) return next();
    ctx.set(PRIVATE);
    const scope = typeof ctx.query.token === 'string' ? readPreviewToken(serverConfig().ADMIN_JWT_SECRET, ctx.query.token) : null;
    if (!scope || !(await strapi.sessionManager('admin').isSessionActive(scope.sessionId)))
      return replyError(ctx, ApiError.field(401, 'token', 'preview.error.token'));
    const [, segment, kind, documentId] = PREVIEW_ADDRESS.exec(ctx.path) ?? [];
    if (PREVIEW_KINDS[scope.uid] !== kind || scope.documentId !== documentId || localeBySegment(segment)?.strapi !== scope.locale)
      return replyError(ctx, ApiError.field(403, 'token', 'preview.error.scope'));

    const draft = await loadDraft(strapi, scope.uid, scope.documentId, scope.locale);
    if (!draft) return replyError(ctx, ApiError.field(404, 'documentId', 'error.notFound'));
    // A legal text is shown as the page of its kind (terms, privacy, marketing): a draft without one has no page yet.
    if (draft.kind === 'legal' && !draft.text.kind) return replyError(ctx, ApiError.field(422, 'kind', 'preview.error.legalKind'));
    const page = await renderPreviewPage(strapi, ctx.req, draft);
    if (!page) return replyError(ctx, ApiError.field(503, 'site', 'preview.error.noBuild'));
    ctx.status = page.status;
    ctx.set({ ...htmlPageHeaders(page.html), ...PRIVATE });
    ctx.type = 'text/html; charset=utf-8';
    ctx.body = page.html;
  };
};
