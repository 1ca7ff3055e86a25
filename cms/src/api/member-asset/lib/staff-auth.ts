import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';

const INQUIRY = 'api::inquiry.inquiry';
const READ = 'plugin::content-manager.explorer.read';

/** The part of a staff member's permission ability (CASL) used here. */
export interface StaffAbility {
  can(action: string, subject: unknown, field?: string): boolean;
  rulesFor(action: string, subject: string): { inverted?: boolean }[];
}

/**
 * The staff member behind a request's admin access token (Authorization: Bearer), checked the way Strapi's admin
 * auth strategy checks it (content-API routes cannot use that strategy): their permission ability, or null.
 */
export async function staffAbility(strapi: Core.Strapi, ctx: Context): Promise<StaffAbility | null> {
  const [scheme, token] = (ctx.get('authorization') || '').split(/\s+/);
  if (scheme?.toLowerCase() !== 'bearer' || !token || !strapi.sessionManager) return null;
  const admin = strapi.sessionManager('admin');
  const result = admin.validateAccessToken(token);
  if (!result.isValid || !(await admin.isSessionActive(result.payload.sessionId))) return null;
  const user = await strapi.db.query('admin::user').findOne({ where: { id: Number(result.payload.userId) }, populate: ['roles'] });
  if (!user?.isActive) return null;
  return (await strapi.admin!.services.permission.engine.generateUserAbility(user)) as StaffAbility;
}

/** Whether the role may read some inquiries at all (a first, entry-free check before any lookup). */
export const mayReadInquiries = (ability: StaffAbility) => ability.rulesFor(READ, INQUIRY).some((rule) => !rule.inverted);

/**
 * Whether the role may read this inquiry's attachments in the Content Manager: read permission on the `assets`
 * field, with the role's conditions (e.g. Strapi's "is creator") evaluated against this very inquiry, through the
 * Content Manager's own permission checker. An attachment of no inquiry belongs to no staff member.
 */
export async function mayReadAttachmentsOf(strapi: Core.Strapi, ability: StaffAbility, inquiryId: number | null): Promise<boolean> {
  if (!inquiryId) return false;
  const inquiry = await strapi.db.query(INQUIRY).findOne({ where: { id: inquiryId }, populate: { createdBy: { select: ['id'] } } });
  if (!inquiry) return false;
  const checker = strapi.plugin('content-manager').service('permission-checker').create({ userAbility: ability, model: INQUIRY });
  return checker.can.read(inquiry, 'assets') === true;
}
