/** Staff of a role and members awaiting approval, for the staff workspace's tests (docs/staff-workspace.md). */
import { inject } from 'vitest';
import type { SiteLang } from '@portal/domain';
import { adminSession, staffMember } from './admin-api';
import { listedPartner, registerAndVerify, registration } from './kit';

/** A new staff member of the role with this code (the policy table's `code`), signed in to the admin API. */
export async function staffOfRole(code: string, name: string) {
  const admin = await adminSession();
  const roles = (await admin('GET', '/admin/roles')).body.data as { id: number; code: string }[];
  const role = roles.find((r) => r.code === code);
  if (!role) throw new Error(`no admin role ${code}`);
  return staffMember(role.id, name);
}

/**
 * A member awaiting approval: registers for a listed partner with an address on a new domain of their own
 * (GENERAL_NEW_DOMAIN) and opens the mailed link. Answers the registration body (e-mail, password, names).
 */
export async function pendingMember(overrides: Record<string, unknown> = {}, lang: SiteLang = 'ENG') {
  const { pk } = await listedPartner();
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const body = await registration({
    type: 'GENERAL_NEW_DOMAIN',
    partnerPk: pk,
    email: `own.${tag}@own-${tag}.com`,
    siteLang: lang,
    ...overrides,
  });
  const verified = await registerAndVerify(body, { lang });
  if (verified.status !== 'APPROVAL_PENDING') throw new Error(`${body.email} is ${verified.status}, not awaiting approval`);
  return body;
}

/**
 * The members desk as the admin, for tests whose subject is elsewhere: a member found by e-mail, then approved or made
 * VIP through the desk's own routes (`memberApprove`, `memberVip`). The command line's `approve-member` and
 * `set-vip` do the same through the same services, each with a Strapi process of its own (seconds a call): they are
 * tested once, in tests/api/accounts.test.ts and tests/api/catalogue.test.ts.
 */
async function onMembersDesk(email: string, method: string, action: string, body?: unknown) {
  const admin = await adminSession();
  const found = await admin('GET', `/staff/members?q=${encodeURIComponent(email)}`);
  const id = (found.body?.data?.items as { id: number; email: string }[] | undefined)?.find((m) => m.email === email)?.id;
  if (!id) throw new Error(`${email} is not on the members desk: ${JSON.stringify(found.body)}`);
  const reply = await admin(method, `/staff/members/${id}/${action}`, body);
  if (reply.status !== 200) throw new Error(`${action} ${email}: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body.data;
}

/** Approves a member awaiting approval, from the members desk; answers their new status. */
export const approveMember = async (email: string): Promise<string> => (await onMembersDesk(email, 'POST', 'approve')).status;

/** Makes a member VIP (or not), from the members desk. */
export const setVip = async (email: string, vip = true): Promise<void> => void (await onMembersDesk(email, 'PUT', 'vip', { vip }));

/** A fetch of the staff routes with an admin token, in a language (X-SITE-LANG), keeping the raw reply. */
export async function staffFetch(token: string | null, method: string, path: string, body?: unknown, lang: SiteLang = 'ENG') {
  const res = await fetch(`${inject('baseUrl')}${path}`, {
    method,
    headers: {
      'Content-Type': 'application/json',
      'X-SITE-LANG': lang,
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  // Kept byte for byte: a CSV's byte-order mark is part of what is tested (res.text() would drop it).
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer());
  let json: any = null;
  try {
    json = JSON.parse(text);
  } catch {
    // a CSV or an empty body
  }
  return { status: res.status, body: json, text, headers: res.headers };
}
