import type { Core } from '@strapi/strapi';
import { isPreviewUid, localeByStrapi, PREVIEW_KINDS, PREVIEW_PATH } from '@portal/domain';
import { adminSession, mayReadEntry, type StaffAbility } from '../../../../utils/admin-auth';
import { serverConfig } from '../../../../utils/config';
import { issuePreviewToken } from './token';

interface PreviewParams {
  documentId: string;
  locale?: string | null;
  status?: string;
}

/**
 * The Content Manager's preview handler (cms/config/admin.ts): the address of the preview page for one entry in the
 * locale the editor is looking at, or null (no Preview button content) for types without a page. Strapi calls it
 * from an authenticated admin route but leaves the permission to us: a link is made only for someone who may read
 * this very draft in the Content Manager (its type, and the role's conditions such as "own entries only" and the
 * permitted locales, checked on the entry), and it is bound to their admin session
 * (docs/staff-workspace.md#editor-preview).
 */
export async function previewUrl(strapi: Core.Strapi, uid: string, { documentId, locale }: PreviewParams): Promise<string | null> {
  if (!isPreviewUid(uid) || !documentId) return null;
  const ctx = strapi.requestContext.get();
  const session = ctx && (await adminSession(strapi, ctx as never));
  const ability = (ctx?.state as { userAbility?: StaffAbility } | undefined)?.userAbility;
  const shown = localeByStrapi(locale ?? 'en');
  if (!session || !shown || !ability?.can('plugin::content-manager.explorer.read', uid)) return null;
  const draft = { documentId, locale: shown.strapi, publishedAt: { $null: true } };
  if (!(await mayReadEntry(strapi, ability, uid, draft))) return null;
  const token = issuePreviewToken(serverConfig().ADMIN_JWT_SECRET, { uid, documentId, locale: shown.strapi, sessionId: session.sessionId });
  // Same origin as the admin: the iframe and the page's frame-ancestors 'self' agree whatever PUBLIC_URL says.
  return `${PREVIEW_PATH}/${shown.segment}/${PREVIEW_KINDS[uid]}/${documentId}?token=${token}`;
}
