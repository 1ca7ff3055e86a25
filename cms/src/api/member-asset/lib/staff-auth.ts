import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { signedInAdmin } from '../../../utils/admin-auth';

/**
 * Whether a request carries a live admin-panel session of a staff member who may read inquiries (Content Manager
 * read permission on api::inquiry.inquiry: the Manager role and the super admin). Content-API routes cannot use
 * Strapi's admin auth strategy, so the admin token is checked by signedInAdmin.
 */
export async function isInquiryStaff(strapi: Core.Strapi, ctx: Context): Promise<boolean> {
  const user = await signedInAdmin(strapi, ctx);
  if (!user) return false;
  const ability = await strapi.admin!.services.permission.engine.generateUserAbility(user);
  return ability.can('plugin::content-manager.explorer.read', 'api::inquiry.inquiry');
}
