/**
 * The test kit (docs/api.md, "Call table"): calls to the Strapi the global setup started, by path (`api`) or by
 * call name (`call`), each successful reply of a known call parsed with its reply schema, so a shape change fails
 * the test with zod's issue list; the outbox; members made as people make them. The bench and the reliability
 * scripts use the same core (kit-core.mjs).
 */
import { inject } from 'vitest';
import type { CallName, CallReply, CallRequest, SiteLang } from '@portal/domain';
import * as core from './kit-core.mjs';

export type { SiteLang };
export type Member = core.Member;
export type Mail = core.Mail;
export { checkReply, fromAddress, linkIn, ReplyShapeError } from './kit-core.mjs';

export interface ApiReply<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export interface ApiOptions {
  method?: string;
  /** A JSON body, or a raw string to test malformed input. */
  body?: unknown;
  lang?: SiteLang;
  headers?: Record<string, string>;
}

const server = () => ({ base: inject('baseUrl'), dataDir: inject('dataDir') });

/** Sends one call by path (POST unless told); the reply of a call in the call table is checked when it succeeds. */
export function api<T = any>(path: string, options: ApiOptions = {}): Promise<ApiReply<T>> {
  return core.request(inject('baseUrl'), path, options);
}

export interface CallResult<N extends CallName> extends ApiReply {
  /** The parsed `data` of a successful reply (undefined for a failure: read `status` and `body.errors`). */
  data: CallReply<N>;
}

/** Sends one call by its name in the call table, with a typed body; a successful reply is parsed with its schema. */
export async function call<N extends CallName>(
  name: N,
  body?: CallRequest<N> | string,
  options: Omit<ApiOptions, 'method' | 'body'> & { params?: Record<string, string | number> } = {},
): Promise<CallResult<N>> {
  return (await core.callApi(inject('baseUrl'), name, { ...options, body })) as CallResult<N>;
}

/** Every mail sent to an address, oldest first. */
export const mailsTo = (address: string) => core.mailsTo(inject('dataDir'), address);
/** The newest mail to an address (waits briefly: the mail is written right after the reply). */
export const latestMail = (address: string) => core.latestMail(inject('dataDir'), address);

/** A listed, approved partner and one of its domains. */
export const listedPartner = () => core.listedPartner(inject('baseUrl'));

/** A valid registration body for a listed partner; override any field. */
export async function registration(overrides: Record<string, unknown> = {}): Promise<Record<string, any>> {
  return core.registrationFor(await listedPartner(), overrides);
}

/** Registers (a registration body) and opens the mailed verification link; answers the verification's reply. */
export const registerAndVerify = (body: Record<string, any>, options: { lang?: SiteLang; headers?: Record<string, string> } = {}) =>
  core.registerAndVerify(server(), body, options);

/** Registers a GENERAL member for a listed partner, verifies the e-mail through the mailed link and signs in. */
export function activeMember(overrides: Record<string, unknown> = {}, lang: SiteLang = 'ENG'): Promise<Member> {
  return core.createMember(server(), { overrides, lang });
}
