// The test kit's core, shared by the API, browser and reliability tests (through tests/support/kit.ts), the bench
// (bench/lib/dataset.mjs) and the reliability scripts (scripts/reliability/lib.mjs): calls to a running portal,
// every successful reply of a known call parsed with its reply schema from the call table (docs/api.md), the mails
// of the local outbox, and members made as people make them (register, open the mailed link, sign in). Plain
// JavaScript, so the node scripts import it as it is; '@portal/domain' resolves to its build there and to its
// source under vitest.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { CALLS, callByPath, callPath } from '@portal/domain';

/** A successful reply that does not have its call's shape: names the call and lists zod's issues. */
export class ReplyShapeError extends Error {
  /**
   * @param {string} name
   * @param {import('zod').ZodIssue[]} issues
   */
  constructor(name, issues) {
    super(
      `reply of ${name} (${CALLS[/** @type {import('@portal/domain').CallName} */ (name)].path}) does not match its schema:\n` +
        issues.map((i) => `  ${i.path.join('.') || '(root)'}: ${i.message}`).join('\n'),
    );
    this.name = 'ReplyShapeError';
    this.issues = issues;
  }
}

/**
 * Parses a successful reply body of a call with the call's reply schema (`{ data }` around it); throws a
 * ReplyShapeError with the zod issues when it does not match. Answers the parsed `data`.
 * @param {import('@portal/domain').CallName} name
 * @param {unknown} body
 */
export function checkReply(name, body) {
  const schema = CALLS[name].reply;
  if (!schema) return body;
  const envelope = /** @type {{ data?: unknown }} */ (body);
  if (typeof envelope !== 'object' || envelope === null || !('data' in envelope))
    throw new ReplyShapeError(name, [{ code: 'custom', path: ['data'], message: 'the reply has no data', fatal: true }]);
  const parsed = schema.safeParse(envelope.data);
  if (!parsed.success) throw new ReplyShapeError(name, parsed.error.issues);
  return parsed.data;
}

/**
 * @typedef {{ status: number, body: any, headers: Headers }} KitReply
 * @typedef {{ method?: string, body?: unknown, lang?: string, headers?: Record<string, string>, signal?: AbortSignal,
 *   check?: boolean }} RequestOptions
 */

/**
 * Sends one request to `base` + `apiPath`: a JSON body (a string is sent as it is, to test malformed input), the
 * X-SITE-LANG header (ENG unless told). Never throws on an HTTP error status; a 2xx reply of a call in the call
 * table is parsed with its reply schema (ReplyShapeError on a shape change) unless `check` is false.
 * @param {string} base
 * @param {string} apiPath
 * @param {RequestOptions} [options]
 * @returns {Promise<KitReply>}
 */
export async function request(base, apiPath, { method = 'POST', body, lang = 'ENG', headers = {}, signal, check = true } = {}) {
  const res = await fetch(`${base}${apiPath}`, {
    method,
    signal,
    headers: { 'Content-Type': 'application/json', 'X-SITE-LANG': lang, ...headers },
    body: method === 'GET' || method === 'HEAD' ? undefined : typeof body === 'string' ? body : JSON.stringify(body ?? {}),
  });
  const text = await res.text();
  let parsed = /** @type {any} */ (text);
  try {
    parsed = JSON.parse(text);
  } catch {
    /* not JSON: keep the text */
  }
  const name = check && res.status >= 200 && res.status < 300 ? callByPath(method, apiPath) : undefined;
  if (name) checkReply(name, parsed);
  return { status: res.status, body: parsed, headers: res.headers };
}

/**
 * Calls by name from the call table: its method and path (`params` fill `:name` parts). The reply is checked like
 * `request` does; `data` is the parsed `data` of a successful reply.
 * @param {string} base
 * @param {import('@portal/domain').CallName} name
 * @param {RequestOptions & { params?: Record<string, string | number> }} [options]
 */
export async function callApi(base, name, { params, ...options } = {}) {
  const reply = await request(base, callPath(name, params), { ...options, method: CALLS[name].method });
  const ok = reply.status >= 200 && reply.status < 300;
  return { ...reply, data: ok && CALLS[name].reply ? reply.body.data : undefined };
}

// ---- Inquiry attachments: the multipart upload and the authorised download ----

/**
 * A PDF (by its signature, which the upload's type check reads) of `size` bytes whose body is random, so a
 * byte-for-byte comparison after a round trip means something.
 * @param {number} size
 */
export function randomPdf(size) {
  const bytes = new Uint8Array(crypto.randomBytes(size));
  bytes.set(new TextEncoder().encode('%PDF-1.4\n'));
  return bytes;
}

/**
 * The multipart upload an island sends (`target`, repeated `files`); answers `{ status, body }` (body parsed, checked
 * against the call table's reply when it succeeds).
 * @param {string} base
 * @param {{ name: string, bytes: Uint8Array }[]} files
 * @param {{ headers?: Record<string, string>, target?: string }} [options]
 */
export async function uploadAttachments(base, files, { headers = {}, target = 'QNA' } = {}) {
  const form = new FormData();
  form.append('target', target);
  for (const f of files) form.append('files', new Blob([f.bytes]), f.name);
  const res = await fetch(`${base}${callPath('assetUpload')}`, {
    method: 'POST',
    headers: { 'X-SITE-LANG': 'ENG', ...headers },
    body: form,
  });
  const body = await res.json().catch(() => null);
  if (res.ok) checkReply('assetUpload', body);
  return { status: res.status, body };
}

/**
 * A member's download of an attachment (the authorised route); the raw response.
 * @param {string} base
 * @param {string} uuid
 * @param {Record<string, string>} [headers]
 */
export const downloadAttachment = (base, uuid, headers = {}) => fetch(`${base}${callPath('assetFile', { uuid })}`, { headers });

// ---- The media library, as an editor's browser uploads to it ----

/** A valid 1x1 PNG: Strapi reads an image's size on upload, so the bytes must be a real image. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * Signs in to the admin panel as `admin` (from an address of its own) and uploads one PNG to the media library
 * (POST /upload, as the panel does). Answers the upload's status and its file record (`url`, `provider`).
 * @param {string} base
 * @param {{ email: string, password: string }} admin
 * @param {string} name
 */
export async function uploadMedia(base, admin, name) {
  const login = await request(base, '/admin/login', { body: admin, headers: fromAddress(), check: false });
  if (login.status !== 200) throw new Error(`admin login failed: ${login.status}`);
  const form = new FormData();
  form.append('files', new Blob([new Uint8Array(TINY_PNG)], { type: 'image/png' }), name);
  const res = await fetch(`${base}/upload`, { method: 'POST', headers: { Authorization: `Bearer ${login.body.data.token}` }, body: form });
  const body = await res.json().catch(() => null);
  return {
    status: res.status,
    file: /** @type {{ url: string, provider: string, formats?: Record<string, { url: string, mime: string }> }} */ (
      Array.isArray(body) ? body[0] : {}
    ),
  };
}

// ---- The outbox: mails the local mailer writes as .eml files to <data dir>/outbox ----

/**
 * @typedef {{ file: string, to: string, subject: string, text: string, html: string, language: string,
 *   calendar: string }} Mail
 */

/**
 * Every mail sent to an address, oldest first.
 * @param {string} dataDir
 * @param {string} address
 * @returns {Promise<Mail[]>}
 */
export async function mailsTo(dataDir, address) {
  const dir = path.join(dataDir, 'outbox');
  if (!fs.existsSync(dir)) return [];
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.toLowerCase().includes(address.toLowerCase()))
    .sort();
  return Promise.all(
    files.map(async (file) => {
      const parsed = await simpleParser(fs.readFileSync(path.join(dir, file)));
      return {
        file,
        to: address,
        subject: parsed.subject ?? '',
        text: parsed.text ?? '',
        html: typeof parsed.html === 'string' ? parsed.html : '',
        language: String(parsed.headers.get('content-language') ?? ''),
        calendar: parsed.attachments.find((a) => a.contentType.startsWith('text/calendar'))?.content.toString('utf8') ?? '',
      };
    }),
  );
}

/**
 * The newest mail to an address (waits up to `waitMs`: the mail is written right after the reply).
 * @param {string} dataDir
 * @param {string} address
 * @param {number} [waitMs]
 */
export async function latestMail(dataDir, address, waitMs = 2000) {
  for (const end = Date.now() + waitMs; ;) {
    const mails = await mailsTo(dataDir, address);
    if (mails.length) return mails[mails.length - 1];
    if (Date.now() > end) throw new Error(`no mail to ${address}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * The first link in a mail's text whose path contains `route`, as a URL.
 * @param {Mail} mail
 * @param {string} route
 */
export function linkIn(mail, route) {
  const match = mail.text.match(new RegExp(`https?://\\S*${route}\\S*`));
  if (!match) throw new Error(`no ${route} link in "${mail.subject}"`);
  return new URL(match[0]);
}

// ---- Members, made through the public API as a person makes them ----

let counter = 0;
/** A short id unique in this process and across processes of the same moment. */
const uniqueId = () => `${Date.now().toString(36)}${(counter++).toString(36)}${Math.floor(Math.random() * 1e4)}`;
const octet = () => Math.floor(Math.random() * 250);

/**
 * A client address of its own, honoured by servers that trust one proxy hop (the tests' and the reliability
 * scripts'; docs/sign-in-limits.md): throttling keyed by address stays apart between callers.
 */
export const fromAddress = () => ({ 'X-Forwarded-For': `10.${octet()}.${octet()}.${octet()}` });

/**
 * The first listed (approved) partner and one of its domains.
 * @param {string} base
 */
export async function listedPartner(base) {
  const partner = (await callApi(base, 'partnerList')).data.items[0];
  return { pk: /** @type {number} */ (partner.pk), domain: /** @type {string} */ (partner.domains[0].domain) };
}

/**
 * A valid GENERAL registration body for a partner, with a fresh e-mail and mobile number; override any field.
 * @param {{ pk: number, domain: string }} partner
 * @param {Record<string, unknown>} [overrides]
 * @param {string} [tag] the start of the e-mail's local part
 * @returns {Record<string, any>}
 */
export function registrationFor(partner, overrides = {}, tag = 'm') {
  const digits = String(Math.floor(Math.random() * 1e8)).padStart(8, '0');
  return {
    type: 'GENERAL',
    lastName: 'Kim',
    firstName: 'Minjun',
    partnerPk: partner.pk,
    email: `${tag}.${uniqueId()}@${partner.domain}`,
    password: 'secret!pass1',
    passwordConfirmation: 'secret!pass1',
    mobileCountryPk: 410,
    mobileNum: `010-${digits.slice(0, 4)}-${digits.slice(4)}`,
    siteLang: 'ENG',
    productCategories: [1, 9],
    agreementTermsOfService: true,
    agreementPrivacyPolicy: true,
    agreementMarketing: false,
    ...overrides,
  };
}

/**
 * Registers (`body`: a registration) and opens the mailed verification link. Answers the verification's reply
 * (`status` ACTIVE, or APPROVAL_PENDING for a new partner); throws when either call fails.
 * @param {{ base: string, dataDir: string }} server
 * @param {Record<string, any>} body
 * @param {{ lang?: string, headers?: Record<string, string> }} [options]
 */
export async function registerAndVerify({ base, dataDir }, body, { lang = 'ENG', headers = fromAddress() } = {}) {
  const up = await callApi(base, 'signUp', { body, lang, headers });
  if (up.status !== 200) throw new Error(`sign-up failed: ${up.status} ${JSON.stringify(up.body)}`);
  const link = linkIn(await latestMail(dataDir, body.email, 10_000), '/registrycomplete');
  const check = await callApi(base, 'checkAuthEmail', {
    body: { uuid: link.searchParams.get('uuid'), type: link.searchParams.get('type'), password: body.password },
  });
  if (check.status !== 200) throw new Error(`verification failed: ${check.status} ${JSON.stringify(check.body)}`);
  return check.data;
}

/**
 * Signs in; answers the tokens and the member headers (with the caller's address headers).
 * @param {string} base
 * @param {{ email: string, password: string }} credentials
 * @param {{ lang?: string, headers?: Record<string, string> }} [options]
 */
async function signIn(base, { email, password }, { lang = 'ENG', headers = {} } = {}) {
  const reply = await callApi(base, 'signIn', { body: { email, password }, lang, headers });
  if (reply.status !== 200) throw new Error(`sign-in failed: ${reply.status} ${JSON.stringify(reply.body)}`);
  const { accessToken, sessionToken } = reply.data;
  return {
    accessToken: /** @type {string} */ (accessToken),
    sessionToken: /** @type {string} */ (sessionToken),
    headers: { 'X-ACCESS-TOKEN': accessToken, 'X-SESSION-TOKEN': sessionToken, ...headers },
  };
}

/**
 * @typedef {{ id: number, email: string, password: string, accessToken: string, sessionToken: string,
 *   headers: Record<string, string>, body: Record<string, any> }} Member
 */

/**
 * A signed-in ACTIVE member: registers for a listed partner (fields from `overrides`), opens the mailed link,
 * has an operator approve it when the link leaves it awaiting approval (`approve`, given the e-mail), and signs
 * in from an address of its own. `id` is the member's row id (from the access token).
 * @param {{ base: string, dataDir: string }} server
 * @param {{ overrides?: Record<string, unknown>, lang?: string, tag?: string,
 *   approve?: (email: string) => Promise<unknown> }} [options]
 * @returns {Promise<Member>}
 */
export async function createMember(server, { overrides = {}, lang = 'ENG', tag = 'm', approve } = {}) {
  const body = registrationFor(await listedPartner(server.base), overrides, tag);
  const address = fromAddress();
  const verified = await registerAndVerify(server, body, { lang, headers: address });
  if (verified.status !== 'ACTIVE') {
    if (!approve) throw new Error(`member ${body.email} is ${verified.status} and no approval was given`);
    await approve(body.email);
  }
  const session = await signIn(server.base, body, { lang, headers: address });
  const id = JSON.parse(Buffer.from(session.accessToken.split('.')[1], 'base64url').toString()).id;
  return { id, email: body.email, password: body.password, ...session, body };
}

export const DAY = 86_400_000;
/** 'YYYY-MM-DD HH:mm' in UTC for a time `ms` from now (the meeting form's and the CLI's format, offset +00:00). */
export const utcWallTime = (ms) => new Date(Date.now() + ms).toISOString().slice(0, 16).replace('T', ' ');

/**
 * A valid meeting request body (POST /api/meeting/edit) for the catalogue `choice` (productCategoryPk1/2,
 * productPk), 20 days ahead over Webex; `overrides` replace fields.
 * @template {Record<string, unknown>} C
 * @param {C} choice
 * @param {Record<string, unknown>} [overrides]
 */
export function meetingRequestBody(choice, overrides = {}) {
  return {
    title: 'Cockpit module roadmap',
    ...choice,
    siteLang: 'ENG',
    requestAnywhen: false,
    requestMeetingAt: utcWallTime(20 * DAY),
    requestTimeZone: '+00:00',
    requestPlatform: 'Webex',
    requesterJoin: true,
    requestDescription: 'We would like to discuss the 2027 cockpit roadmap.',
    meetingUsers: [],
    ...overrides,
  };
}
