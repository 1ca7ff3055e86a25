import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { signedInAdmin } from '../../../utils/admin-auth';
import { strapiServices } from '../../../services';

const INQUIRY = 'api::inquiry.inquiry';
const READ = 'plugin::content-manager.explorer.read';

/** The part of a staff member's permission ability (CASL) used here. */
export interface StaffAbility {
  can(action: string, subject: unknown, field?: string): boolean;
  rulesFor(action: string, subject: string): { inverted?: boolean }[];
}

/**
 * The staff member behind a request's admin access token (Authorization: Bearer), checked by signedInAdmin (content-API
 * routes cannot use Strapi's admin auth strategy): their permission ability, or null.
 */
export async function staffAbility(strapi: Core.Strapi, ctx: Context): Promise<StaffAbility | null> {
  const user = await signedInAdmin(strapi, ctx);
  if (!user) return null;
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
  const checker = strapiServices.permissionChecker.create({ userAbility: ability, model: INQUIRY });
  return checker.can.read(inquiry, 'assets') === true;
}
