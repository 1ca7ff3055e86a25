import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';

/**
 * Whether a request carries a live admin-panel session of a staff member who may read inquiries (Content Manager
 * read permission on api::inquiry.inquiry: the Manager role and the super admin). Content-API routes cannot use
 * Strapi's admin auth strategy, so this checks the admin access token the same way that strategy does.
 */
export async function isInquiryStaff(strapi: Core.Strapi, ctx: Context): Promise<boolean> {
  const [scheme, token] = (ctx.get('authorization') || '').split(/\s+/);
  if (scheme?.toLowerCase() !== 'bearer' || !token || !strapi.sessionManager) return false;
  const admin = strapi.sessionManager('admin');
  const result = admin.validateAccessToken(token);
  if (!result.isValid || !(await admin.isSessionActive(result.payload.sessionId))) return false;
  const user = await strapi.db.query('admin::user').findOne({ where: { id: Number(result.payload.userId) }, populate: ['roles'] });
  if (!user?.isActive) return false;
  const ability = await strapi.admin!.services.permission.engine.generateUserAbility(user);
  return ability.can('plugin::content-manager.explorer.read', 'api::inquiry.inquiry');
}
