/**
 * Issue 14 item 1, part 8 of RELIABILITY.md: the admin roles. A staff member of each role of the policy table
 * (cms/src/bootstrap/admin-policy.ts) tries every action on every content type the Content Manager knows, in every
 * content locale, through the admin API, and the staff attachment download; what the table does not grant must be
 * refused, what it grants must work, and fields the table hides must not be in the answers. Generated from the
 * table: a new content type or role is in the matrix the moment it exists.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ADMIN_POLICY, CM_ACTIONS, CONTENT_LOCALES, type CmAction, type RolePolicy } from '../../cms/src/bootstrap/admin-policy';
import { adminCli } from '../support/admin-cli';
import { adminSession, staffMember, type AdminFetch } from '../support/admin-api';
import { api } from '../support/api';
import { requestMeeting } from '../support/meetings';
import { activeMember, type Member } from '../support/members';
import { pendingMember } from './support/members';
import { memberRow } from './support/tokens';

interface ContentType {
  uid: string;
  isDisplayed: boolean;
  options?: { draftAndPublish?: boolean };
  pluginOptions?: { i18n?: { localized?: boolean } };
  attributes: Record<string, { type: string; private?: boolean }>;
}
interface Staff {
  policy: RolePolicy;
  roleId: number;
  userId: number;
  token: string;
  fetch: AdminFetch;
}
/** What a role may do with an action on a type: every entry, only its own (is-creator), or nothing. */
type Scope = 'all' | 'own' | 'none';

const CM = '/content-manager/collection-types';
/** Attributes every entry carries (ids, timestamps, authors, locale): not member data, not in any field list. */
const META = new Set(['id', 'documentId', 'createdAt', 'updatedAt', 'publishedAt', 'createdBy', 'updatedBy', 'locale', 'localizations']);
/** A documentId that exists nowhere: actions that would destroy are tried on it (refused 403, permitted 404). */
const NOWHERE = 'zzzzzzzzzzzzzzzzzzzzzzzz';

let admin: AdminFetch;
let types: ContentType[] = [];
const staff: Staff[] = [];
let owner: Member;
let attachedFile = '';
let looseFile = '';
const figures = { roles: 0, contentTypes: 0, locales: CONTENT_LOCALES.length, checks: 0, downloads: 0 };

const byCode = (code: string) => staff.find((s) => s.policy.code === code)!;
const localesOf = (type: ContentType) => (type.pluginOptions?.i18n?.localized ? [...CONTENT_LOCALES] : [null]);
const query = (locale: string | null, extra = '') => `?${[locale ? `locale=${locale}` : '', extra].filter(Boolean).join('&')}`;

/** The scope the table gives a role for an action on a type. */
function scopeOf(policy: RolePolicy, type: ContentType, action: CmAction): Scope {
  // Strapi gives the super admin every action on the types the Content Manager shows; the types it hides (Strapi's
  // own tables, and the portal's sessions, tokens, counters, bookmarks, notifications) it may only read.
  if (policy.types === 'all') return type.isDisplayed || action === 'read' ? 'all' : 'none';
  const grant = policy.types[type.uid];
  if (!grant?.actions.includes(action)) return 'none';
  if (action === 'publish' && !type.options?.draftAndPublish) return 'none';
  return policy.ownEntriesOnly ? 'own' : 'all';
}

/**
 * Attributes of the type a role must never see in an answer: private ones, and those outside its read list. (The
 * super admin is shown private attributes other than passwords by Strapi: SECURITY.md, known limits.)
 */
function hiddenFields(policy: RolePolicy, type: ContentType): string[] {
  if (policy.types === 'all') return [];
  const grant = policy.types[type.uid];
  return Object.entries(type.attributes)
    .filter(([name, a]) => !META.has(name) && (a.private === true || (grant?.read !== undefined && !grant.read.includes(name))))
    .map(([name]) => name);
}

async function uploadFile(member: Member, name: string) {
  const form = new FormData();
  form.append('target', 'QNA');
  form.append('files', new Blob([Buffer.from(`%PDF-1.4\n${name}\n%%EOF\n`)]), name);
  const res = await fetch(`${inject('baseUrl')}/api/asset-front/new`, { method: 'POST', headers: member.headers, body: form });
  expect(res.status).toBe(200);
  return (await res.json()).data.assets[0].uuid as string;
}

const staffDownload = (uuid: string, token?: string) =>
  fetch(`${inject('baseUrl')}/api/asset-front/staff/${uuid}`, token ? { headers: { Authorization: `Bearer ${token}` } } : {});

beforeAll(async () => {
  admin = await adminSession();
  types = ((await admin('GET', '/content-manager/content-types')).body.data as (ContentType & { kind: string })[]).filter(
    (t) => t.kind === 'collectionType',
  );
  const roles = (await admin('GET', '/admin/roles')).body.data as { id: number; code: string }[];
  for (const policy of ADMIN_POLICY) {
    // A role missing from the admin fails the first test; the others still check the roles that exist.
    const role = roles.find((r) => r.code === policy.code);
    if (!role) continue;
    const member = await staffMember(role.id, policy.name);
    staff.push({ policy, roleId: role.id, userId: member.id, token: member.token, fetch: member.fetch });
  }
  figures.roles = staff.length;
  figures.contentTypes = types.length;

  // Member data for every member type: a member with a meeting, an inquiry with a file, and a file of no inquiry.
  owner = await activeMember({ department: 'ROLEMARK', position: 'ROLEMARK' });
  await requestMeeting(owner, { title: 'Meeting ROLEMARK' });
  attachedFile = await uploadFile(owner, 'attached.pdf');
  looseFile = await uploadFile(owner, 'loose.pdf');
  const qna = await api('/api/qna/edit', {
    body: { siteLang: 'ENG', questionTypeCode: 'PRODUCT', title: 'Inquiry ROLEMARK', content: 'Body', url: '', assets: [attachedFile] },
    headers: owner.headers,
  });
  expect(qna.status).toBe(200);
}, 180_000);

afterAll(() => {
  const dir = process.env.RELIABILITY_REPORT_DIR;
  if (dir) fs.writeFileSync(path.join(dir, 'admin-roles.json'), JSON.stringify(figures, null, 2));
});

/** One role on one type in one locale, with what its checks share. */
function rowOf(member: Staff, type: ContentType, locale: string | null, sample: string | undefined, total: number) {
  const { policy } = member;
  const wrong: string[] = [];
  const scope = (action: CmAction) => scopeOf(policy, type, action);
  return {
    member,
    type,
    locale,
    sample,
    total,
    wrong,
    scope,
    q: query(locale),
    hidden: hiddenFields(policy, type),
    grant: policy.types === 'all' ? undefined : policy.types[type.uid],
    check(ok: boolean, what: string) {
      figures.checks++;
      if (!ok) wrong.push(`${policy.name} ${type.uid}${locale ? ` [${locale}]` : ''} ${what}`);
    },
    /** Status for an action on an entry that does not exist: refused before the lookup, or not found after it. */
    onNowhere: (action: CmAction) => (scope(action) === 'none' ? 403 : 404),
  };
}
type Row = ReturnType<typeof rowOf>;

/** Read: the whole list (all the super admin sees, or only its own entries), then one entry, and hidden fields. */
async function readChecks({ member, type, locale, sample, total, scope, q, hidden, check }: Row) {
  const shows = (entry: Record<string, unknown>) => hidden.filter((f) => f in entry);
  const list = await member.fetch('GET', `${CM}/${type.uid}${query(locale, 'page=1&pageSize=20')}`);
  const entries = (list.body?.results ?? []) as Record<string, unknown>[];
  if (scope('read') === 'none') check(list.status === 403, `list: ${list.status}, expected 403`);
  else if (scope('read') === 'all')
    check(list.status === 200 && list.body.pagination.total === total, `list: ${list.status}, ${list.body?.pagination?.total} of ${total}`);
  else check(list.status === 200 && entries.length === 0, `list: ${list.status}, ${entries.length} entries of others`);
  for (const entry of entries) if (shows(entry).length) check(false, `list shows ${shows(entry).join(', ')}`);
  if (sample) {
    const one = await member.fetch('GET', `${CM}/${type.uid}/${sample}${q}`);
    check(one.status === (scope('read') === 'all' ? 200 : 403), `read one: ${one.status}, scope ${scope('read')}`);
    if (one.status === 200 && shows(one.body.data).length) check(false, `read one shows ${shows(one.body.data).join(', ')}`);
  }
}

/** Update (also with a field the role may not write), delete, publish and create. */
async function writeChecks({ member, type, locale, sample, scope, q, grant, check, onNowhere }: Row) {
  // update: an existing entry (an empty change), else an entry that does not exist
  if (sample) {
    const res = await member.fetch('PUT', `${CM}/${type.uid}/${sample}${q}`, {});
    check(res.status === (scope('update') === 'all' ? 200 : 403), `update: ${res.status}, scope ${scope('update')}`);
  } else {
    const res = await member.fetch('PUT', `${CM}/${type.uid}/${NOWHERE}${q}`, {});
    check(res.status === onNowhere('update'), `update (no entry): ${res.status}, scope ${scope('update')}`);
  }
  // A field outside the role's write list is dropped: a written marker does not arrive.
  const readOnly = Object.entries(type.attributes).find(
    ([name, a]) => grant?.write && ['string', 'text'].includes(a.type) && !META.has(name) && !a.private && !grant.write.includes(name),
  )?.[0];
  if (sample && readOnly && scope('update') === 'all') {
    const res = await member.fetch('PUT', `${CM}/${type.uid}/${sample}${q}`, { [readOnly]: 'WRITTENBYROLE' });
    const after = (await admin('GET', `${CM}/${type.uid}/${sample}${q}`)).body.data;
    check(res.status === 200 && after[readOnly] !== 'WRITTENBYROLE', `wrote the read-only ${readOnly}: ${res.status}`);
  }

  // delete and publish: an entry that does not exist; an own-entries role also deletes one it did not create
  const deleted = await member.fetch('DELETE', `${CM}/${type.uid}/${NOWHERE}${q}`);
  check(deleted.status === onNowhere('delete'), `delete: ${deleted.status}, scope ${scope('delete')}`);
  const published = await member.fetch('POST', `${CM}/${type.uid}/${NOWHERE}/actions/publish${q}`, {});
  check(published.status === onNowhere('publish'), `publish: ${published.status}, scope ${scope('publish')}`);
  if (sample && scope('delete') === 'own') {
    const res = await member.fetch('DELETE', `${CM}/${type.uid}/${sample}${q}`);
    check(res.status === 403, `delete another's entry: ${res.status}`);
  }

  // create: an empty entry (permitted means past the permission check; a 400 for missing fields is fine). What
  // was created goes at once: by the role itself when it works on its own entries (which it must then see).
  const created = await member.fetch('POST', `${CM}/${type.uid}${q}`, {});
  if (scope('create') === 'none') check(created.status === 403, `create: ${created.status}, expected 403`);
  else check(created.status !== 403 && created.status < 500, `create: ${created.status}, expected permitted`);
  const documentId = created.status < 300 ? (created.body?.data?.documentId as string | undefined) : undefined;
  if (documentId && scope('create') === 'own') {
    const own = await member.fetch('GET', `${CM}/${type.uid}${query(locale, 'page=1&pageSize=20')}`);
    check(own.body?.results?.length === 1 && own.body.results[0].documentId === documentId, `own entry not listed`);
    const res = await member.fetch('DELETE', `${CM}/${type.uid}/${documentId}${q}`);
    check(res.status === 200, `delete own entry: ${res.status}`);
  } else if (documentId) await admin('DELETE', `${CM}/${type.uid}/${documentId}${q}`);
}

describe('issue 14.1: admin roles leak member data and bypass approval', () => {
  it('declares the admin roles in one policy table and applies it at every start', async () => {
    // Every row of the table is a role of the running admin, under its name.
    const roles = (await admin('GET', '/admin/roles')).body.data as { code: string; name: string }[];
    for (const policy of ADMIN_POLICY) expect(roles.find((r) => r.code === policy.code)?.name, policy.code).toBe(policy.name);
    expect(staff.length).toBe(ADMIN_POLICY.length);

    // Someone widens the Editor in the panel's role editor (as Strapi's first-start default had it): partners.
    const editor = byCode('strapi-editor');
    const permissionsOf = async () =>
      JSON.stringify(
        ((await admin('GET', `/admin/roles/${editor.roleId}/permissions`)).body.data as Record<string, unknown>[])
          .map(({ action, subject, properties, conditions }) => ({ action, subject, properties, conditions }))
          .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b))),
      );
    const declared = await permissionsOf();
    const current = (await admin('GET', `/admin/roles/${editor.roleId}/permissions`)).body.data as Record<string, unknown>[];
    const widened = await admin('PUT', `/admin/roles/${editor.roleId}/permissions`, {
      permissions: [
        ...current.map(({ action, subject, properties, conditions }) => ({ action, subject, properties, conditions })),
        {
          action: 'plugin::content-manager.explorer.read',
          subject: 'api::partner.partner',
          properties: { fields: ['globalName'] },
          conditions: [],
        },
      ],
    });
    expect(widened.status).toBe(200);
    expect((await editor.fetch('GET', `${CM}/api::partner.partner`)).status).toBe(200);

    // A start (the command line loads the same Strapi and runs the same bootstrap) puts the table back.
    await adminCli('list-pending');
    expect(await permissionsOf()).toBe(declared);
    expect((await editor.fetch('GET', `${CM}/api::partner.partner`)).status).toBe(403);
  }, 180_000);

  it('checks every content type x role x action through the admin API, generated from the policy table', async () => {
    const wrong: string[] = [];
    for (const type of types) {
      for (const locale of localesOf(type)) {
        const list = await admin('GET', `${CM}/${type.uid}${query(locale, 'page=1&pageSize=1&sort=id:asc')}`);
        const sample = list.body?.results?.[0]?.documentId as string | undefined;
        // The roles of a row run side by side: all of them read first, so nobody's create changes another's list.
        const rows = staff.map((member) => rowOf(member, type, locale, sample, list.body?.pagination?.total));
        await Promise.all(rows.map(readChecks));
        await Promise.all(rows.map(writeChecks));
        for (const row of rows) wrong.push(...row.wrong);
      }
    }
    expect(wrong).toEqual([]);
    expect(figures.checks).toBeGreaterThan(ADMIN_POLICY.length * types.length * CM_ACTIONS.length);
  }, 900_000);

  it('the staff attachment route requires a role that may read that inquiry, unconditionally', async () => {
    const wrong: string[] = [];
    for (const { policy, token } of staff) {
      const grant = policy.types === 'all' ? undefined : policy.types['api::inquiry.inquiry'];
      const may =
        policy.types === 'all' ||
        (!!grant?.actions.includes('read') && !policy.ownEntriesOnly && (!grant.read || grant.read.includes('assets')));
      const res = await staffDownload(attachedFile, token);
      figures.downloads++;
      if (res.status !== (may ? 200 : 403)) wrong.push(`${policy.name}: ${res.status}, expected ${may ? 200 : 403}`);
      // A file of no inquiry is nobody's on the staff.
      const loose = await staffDownload(looseFile, token);
      figures.downloads++;
      if (loose.status !== 403) wrong.push(`${policy.name} loose file: ${loose.status}`);
    }
    expect(wrong).toEqual([]);
    expect((await staffDownload(attachedFile)).status).toBe(401);

    // A role that may read inquiries only on a condition (Strapi's Author default: those its user created) may not
    // download a member's attachment, even knowing its uuid: the condition is checked against that inquiry.
    const role = await admin('POST', '/admin/roles', { name: `Conditional ${Date.now().toString(36)}`, description: 'test' });
    expect(role.status).toBe(201);
    const granted = await admin('PUT', `/admin/roles/${role.body.data.id}/permissions`, {
      permissions: [
        {
          action: 'plugin::content-manager.explorer.read',
          subject: 'api::inquiry.inquiry',
          properties: { fields: ['title', 'assets'] },
          conditions: ['admin::is-creator'],
        },
      ],
    });
    expect(granted.status).toBe(200);
    const author = await staffMember(role.body.data.id, 'Conditional');
    expect((await staffDownload(attachedFile, author.token)).status).toBe(403);
    // The Manager can, and gets the file itself.
    const res = await staffDownload(attachedFile, byCode('portal-manager').token);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('attached.pdf');
  });

  it('no role but the Administrator adds partner domains or approves members', async () => {
    const partners = (await admin('GET', `${CM}/api::partner.partner?page=1&pageSize=1&sort=id:asc`)).body.results as {
      documentId: string;
    }[];
    const partnerId = partners[0].documentId;
    const domainsOf = async () =>
      ((await admin('GET', `${CM}/api::partner.partner/${partnerId}`)).body.data.domains as { domain: string }[]).map((d) => d.domain);
    const before = await domainsOf();
    const pending = await pendingMember();
    const pendingDoc = (await admin('GET', `${CM}/plugin::users-permissions.user?filters[id][$eq]=${pending.id}`)).body.results[0]
      .documentId as string;

    for (const { policy, fetch } of staff) {
      if (policy.types === 'all' || policy.code === 'portal-administrator') continue;
      // Strapi's default Editor could: everyone on the added domain would then sign up ACTIVE without approval.
      const added = await fetch('PUT', `${CM}/api::partner.partner/${partnerId}`, {
        domains: [...before.map((domain) => ({ domain })), { domain: `${policy.code}.example.com` }],
      });
      expect(added.status, `${policy.name} adds a domain`).toBe(403);
      const approved = await fetch('PUT', `${CM}/plugin::users-permissions.user/${pendingDoc}`, { memberStatus: 'ACTIVE' });
      expect(approved.status, `${policy.name} approves`).toBe(403);
    }
    expect(await domainsOf()).toEqual(before);
    expect(memberRow(pending.id).status).toBe('APPROVAL_PENDING');

    // The Administrator approves in the panel: the approval runs (member ACTIVE, their new partner approved).
    const approved = await byCode('portal-administrator').fetch('PUT', `${CM}/plugin::users-permissions.user/${pendingDoc}`, {
      memberStatus: 'ACTIVE',
    });
    expect(approved.status).toBe(200);
    expect(memberRow(pending.id).status).toBe('ACTIVE');
  });

  it('editors see the localized content in all four locales and no member data', async () => {
    const editor = byCode('strapi-editor');
    for (const locale of CONTENT_LOCALES) {
      const all = (await admin('GET', `${CM}/api::product.product?locale=${locale}&page=1&pageSize=1`)).body.pagination.total;
      const seen = await editor.fetch('GET', `${CM}/api::product.product?locale=${locale}&page=1&pageSize=1`);
      expect(seen.status).toBe(200);
      expect(all).toBeGreaterThan(0);
      expect(seen.body.pagination.total, locale).toBe(all);
    }
    for (const uid of [
      'plugin::users-permissions.user',
      'api::inquiry.inquiry',
      'api::meeting.meeting',
      'api::member-asset.member-asset',
      'api::partner.partner',
    ])
      expect((await editor.fetch('GET', `${CM}/${uid}`)).status, uid).toBe(403);
  });
});
