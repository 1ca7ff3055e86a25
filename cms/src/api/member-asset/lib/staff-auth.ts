import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { mayReadEntry, signedInAdmin, type StaffAbility } from '../../../utils/admin-auth';

const INQUIRY = 'api::inquiry.inquiry';
const READ = 'plugin::content-manager.explorer.read';

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
 * Whether the role may read this inquiry's attachments in the Content Manager: read permission on the `assets` field
 * of this very inquiry. An attachment of no inquiry belongs to no staff member.
 */
export async function mayReadAttachmentsOf(strapi: Core.Strapi, ability: StaffAbility, inquiryId: number | null): Promise<boolean> {
  return inquiryId ? mayReadEntry(strapi, ability, INQUIRY, { id: inquiryId }, 'assets') : false;
}
