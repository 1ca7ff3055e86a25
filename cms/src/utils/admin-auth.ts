import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { strapiServices } from '../services';
import { rows, type Row } from './rows';

/** An admin-panel user's read: with roles, as Strapi's permission engine needs them. */
const ADMIN_READ = { populate: ['roles'] } as const;

/** An admin-panel user as stored, with roles. */
export type AdminUser = Row<'admin::user', typeof ADMIN_READ>;

/** The part of a staff member's permission ability (CASL) that the checks below use. */
export interface StaffAbility {
  can(action: string, subject: unknown, field?: string): boolean;
  rulesFor(action: string, subject: string): { inverted?: boolean }[];
}

/** The admin-panel session a request's `Authorization: Bearer` token belongs to, with its active user; or null. */
export async function adminSession(strapi: Core.Strapi, ctx: Context): Promise<{ user: AdminUser; sessionId: string } | null> {
  const [scheme, token] = (ctx.get('authorization') || '').split(/\s+/);
  if (scheme?.toLowerCase() !== 'bearer' || !token || !strapi.sessionManager) return null;
  const admin = strapi.sessionManager('admin');
  const result = admin.validateAccessToken(token);
  if (!result.isValid || !(await admin.isSessionActive(result.payload.sessionId))) return null;
  const user = await rows(strapi, 'admin::user').findOne({ ...ADMIN_READ, where: { id: Number(result.payload.userId) } });
  return user?.isActive ? { user, sessionId: String(result.payload.sessionId) } : null;
}

/**
 * The active admin user whose live admin-panel session the request's `Authorization: Bearer` token belongs to, or
 * null. Checks the token the way Strapi's admin auth strategy does; for code that runs outside admin routes
 * (content-API routes, global middlewares that must decide before reading a body).
 */
export async function signedInAdmin(strapi: Core.Strapi, ctx: Context): Promise<AdminUser | null> {
  return (await adminSession(strapi, ctx))?.user ?? null;
}

/**
 * Whether the role may read one entry (or one of its fields) in the Content Manager: read permission with the role's
 * conditions (e.g. Strapi's "is creator", the permitted locales) evaluated against this very entry, through the
 * Content Manager's own permission checker. `where` picks the row (one locale, draft or published); none: false.
 */
export async function mayReadEntry(
  strapi: Core.Strapi,
  ability: StaffAbility,
  model: string,
  where: Record<string, unknown>,
  field?: string,
): Promise<boolean> {
  const entry = await strapi.db.query(model as never).findOne({ where, populate: { createdBy: { select: ['id'] } } });
  if (!entry) return false;
  const checker = strapiServices.permissionChecker.create({ userAbility: ability, model });
  return checker.can.read(entry, field) === true;
}
