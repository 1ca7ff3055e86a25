import type { Core } from '@strapi/strapi';
import { LRUCache } from 'lru-cache';
import { localeBySiteLang, type Locale } from '@portal/domain';
import { services } from '../../../services';
import { config } from '../../../utils/config';
import { documents, rows, type Row } from '../../../utils/rows';
import { listsDomain } from '../../partner/lib/partner-entry';

export const USER_UID = 'plugin::users-permissions.user';

/** How the account services read a member: with the partner and its domains. */
const MEMBER_READ = { populate: { partner: { populate: { domains: true } } } } as const;

/** A member row as the account services read it, typed from the schema (cms/src/utils/rows.ts). */
export type MemberRow = Row<typeof USER_UID, typeof MEMBER_READ>;

/** The product categories a member follows: a JSON column, so its value is checked here, once. */
export const interestsOf = (member: Pick<MemberRow, 'productCategoryPks'>): number[] =>
  Array.isArray(member.productCategoryPks) ? member.productCategoryPks.filter((pk): pk is number => typeof pk === 'number') : [];

/** Members still on the books: withdrawn members keep no personal data and free their e-mail and mobile. */
export const notWithdrawn = { memberStatus: { $ne: 'WITHDRAWN' } };

/** Members who proved their e-mail: only they hold a mobile number (SECURITY.md, registration squatting). */
export const verified = { memberStatus: { $in: ['APPROVAL_PENDING', 'ACTIVE'] } };

/**
 * The member with this e-mail who has not withdrawn, with the password hash and partner. A pending registration
 * whose links have all expired no longer exists: it is removed here, on the first look after its expiry.
 */
export async function findMemberByEmail(strapi: Core.Strapi, email: string): Promise<MemberRow | null> {
  const member = await rows(strapi, USER_UID).findOne({ where: { email: email.toLowerCase(), ...notWithdrawn }, ...MEMBER_READ });
  if (member?.memberStatus !== 'EMAIL_PENDING') return member;
  return (await services.registration.dropExpiredPending(member)) ? null : member;
}

/** A member by id, with the partner and its domains. */
export function findMemberById(strapi: Core.Strapi, id: number): Promise<MemberRow | null> {
  return rows(strapi, USER_UID).findOne({ where: { id }, ...MEMBER_READ });
}

/** The member's own language, for mails written outside a request in their language. */
export const memberLocale = (member: { siteLang?: string | null }): Locale => localeBySiteLang(member.siteLang);

/** Whether an e-mail's domain is one of the partner's listed domains. */
export function domainListed(email: string, partner: MemberRow['partner']): boolean {
  const domain = email.split('@')[1];
  return Boolean(domain && partner && listsDomain(partner, domain));
}

/** The public base URL of the site, for links in mails (PUBLIC_URL, or this server). */
export function siteUrl(): string {
  return config().PUBLIC_URL;
}

/** Updates a member through the document service, which hashes a new password like users-permissions does. */
export async function updateMember(strapi: Core.Strapi, member: Pick<MemberRow, 'documentId'>, data: Record<string, unknown>) {
  await documents(strapi, USER_UID).update({ documentId: member.documentId, data });
}

/** The part of users-permissions' JWT service the member tokens use. */
interface JwtService {
  issue(payload: AccessClaims & { typ: 'member' }): string;
  verify(token: string): Promise<Partial<Record<keyof AccessClaims | 'typ', unknown>>>;
}
const jwt = (strapi: Core.Strapi) => strapi.plugin('users-permissions').service('jwt') as JwtService;

/** What a member's access token says: the member, the session version it was issued at and its sign-in. */
interface AccessClaims {
  id: number;
  sv: number;
  sid: string;
}

/**
 * A signed access token whose session version must still match (bumped at logout, password change, withdrawal). It
 * names its sign-in (`sid`): a new tab's session comes only from a sign-in that is still live (sessions.ts).
 */
export function issueAccessToken(strapi: Core.Strapi, member: Pick<MemberRow, 'id' | 'sessionVersion'>, signIn: string): string {
  return jwt(strapi).issue({ id: member.id, sv: member.sessionVersion ?? 0, typ: 'member', sid: signIn });
}

type ReadClaims = { id: number; sv: number | undefined; sid: string | undefined };

/**
 * Tokens whose signature this process has checked, with their claims and expiry: a signed token never changes, and
 * every member call (the 10-second poll above all) presents the same one again, so the signature is checked once
 * per token instead of once per call. Whether the token still counts is the session version's and the session's
 * business (member-auth), which are read on every call.
 */
const checkedTokens = new LRUCache<string, { claims: ReadClaims; expiresMs: number }>({ max: 10_000 });

/**
 * The claims of a member's access token with a valid signature and an expiry, or undefined (forged, expired, without
 * `exp`, not a member's).
 * `sv` and `sid` stay undefined when the token lacks them: such a token matches no session version.
 */
export async function readAccessToken(strapi: Core.Strapi, token: string): Promise<ReadClaims | undefined> {
  const checked = checkedTokens.get(token);
  if (checked && checked.expiresMs > Date.now()) return checked.claims;
  let payload: Awaited<ReturnType<JwtService['verify']>> & { exp?: unknown };
  try {
    payload = await jwt(strapi).verify(token);
  } catch {
    return undefined;
  }
  // A token without an expiry would never end: only tokens this server issued (always with `exp`) count.
  if (payload.typ !== 'member' || typeof payload.id !== 'number' || typeof payload.exp !== 'number') return undefined;
  const claims = {
    id: payload.id,
    sv: typeof payload.sv === 'number' ? payload.sv : undefined,
    sid: typeof payload.sid === 'string' ? payload.sid : undefined,
  };
  checkedTokens.set(token, { claims, expiresMs: payload.exp * 1000 });
  return claims;
}
