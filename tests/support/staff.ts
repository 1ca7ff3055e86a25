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
