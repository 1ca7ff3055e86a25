/**
 * Hostile requests for every route of the route table: bodies generated from the zod contract (valid ones, then
 * bent: wrong types, missing and extra fields) and beyond it (huge strings, unicode edge cases, prototype-pollution
 * keys, injection-shaped strings, malformed JSON and multipart, wrong content types), hostile query strings for the
 * GET routes and hostile path parameters.
 */
import fc from 'fast-check';
import type { ZodType } from 'zod';
import { CALLS, type CallName } from '@portal/domain';
import { concrete, type ApiRoute } from './routes';
import { validInputOf } from './zod-arbitrary';

/**
 * The calls whose bodies are generated valid and then bent, with the request schema the call table gives each
 * (the controllers parse with the same); other calls get hostile bodies only.
 */
const GENERATED: CallName[] = [
  'signIn',
  'signUp',
  'findEmail',
  'sendPasswordAuthEmail',
  'checkPasswordAuthEmail',
  'resetPassword',
  'checkAuthEmail',
  'accountEdit',
  'accountResetPassword',
  'notificationRead',
  'commonCodeList',
  'productViewStart',
  'productViewEnd',
  'menuStart',
  'menuEnd',
  'partnerDomainList',
  'partnerShowByDomain',
  'productCategoryList',
  'productList',
  'productSearch',
  'productSuggest',
  'productShow',
  'bookmarkEdit',
  'bookmarkList',
  'exhibitionSiteList',
  'exhibitionSiteUpcount',
  'keyVisualUpcount',
  'exhibitionList',
  'exhibitionUpcount',
  'mediaNewsList',
  'mediaNewsUpcount',
];
const SCHEMAS: Record<string, ZodType> = Object.fromEntries(
  GENERATED.map((name) => [CALLS[name].path, (CALLS[name] as { request: ZodType }).request]),
);

const validArbitraries = new Map<string, fc.Arbitrary<unknown> | null>();

/** Valid bodies for a call, when its schema can be generated (others fall back to hostile bodies). */
function validBody(path: string): fc.Arbitrary<unknown> | null {
  if (!validArbitraries.has(path)) {
    let arb: fc.Arbitrary<unknown> | null = null;
    const schema = SCHEMAS[path];
    if (schema) {
      try {
        arb = validInputOf(schema);
      } catch {
        arb = null; // a kind of schema zod-arbitrary.ts does not generate
      }
    }
    validArbitraries.set(path, arb);
  }
  return validArbitraries.get(path)!;
}

const NASTY_STRINGS = [
  "' OR '1'='1' --",
  '"; DROP TABLE up_users; --',
  "1; SELECT * FROM up_users WHERE '1'='1",
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '{{7*7}}${7*7}<%= 7*7 %>',
  '../../../../etc/passwd',
  '..%2F..%2F..%2Fetc%2Fpasswd',
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\uDFFF\uD800',
  '\uFEFF\u200B\u202E',
  '👩‍👩‍👧‍👦'.repeat(40),
  '𝕏'.repeat(300),
  'Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǧ̗͚̚o̙̔ͮ̇͐̇',
  'مرحبا بالعالم',
  '\r\nSet-Cookie: x=1',
  '{"$gt":""}',
  '$where',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  '0x7fffffff',
  ' ',
  '',
  'a'.repeat(70_000),
  'test@example.com',
  'a@b.co',
];
const PROTO_KEYS = ['__proto__', 'constructor', 'prototype'];
const FIELD_KEYS = [
  'id',
  'pk',
  'documentId',
  'role',
  'memberStatus',
  'vip',
  'blocked',
  'email',
  'password',
  'sessionVersion',
  '$where',
  '$gt',
];

const hostileString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 2, arbitrary: fc.fullUnicodeString({ maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ minLength: 200, maxLength: 3000 }) },
);
const hostileKey = fc.oneof(fc.constantFrom(...PROTO_KEYS, ...FIELD_KEYS), fc.fullUnicodeString({ maxLength: 12 }));
const hostileNumber = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -1, 1, 2 ** 31, 2 ** 53, -(2 ** 63), 1e308, Number.MIN_VALUE, 0.5),
);
const { value: hostileValue } = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileString,
    hostileNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(hostileKey, tie('value'), { maxKeys: 4 }),
  ),
}));

/** A JSON text with a prototype-pollution key written literally (JSON.stringify cannot produce one). */
const protoJson = fc
  .tuple(fc.constantFrom(...PROTO_KEYS), fc.dictionary(fc.string({ maxLength: 8 }), hostileValue, { maxKeys: 2 }))
  .map(([key, value]) => `{"${key}":{"isAdmin":true,"polluted":1},"x":${JSON.stringify(value)}}`);

/** A valid body bent one way: a field dropped, a field with a hostile value, or extra (privileged) fields added. */
function bent(valid: fc.Arbitrary<unknown>) {
  return fc
    .tuple(valid, fc.nat(), hostileKey, hostileValue, fc.constantFrom('drop', 'replace', 'extra'))
    .map(([body, n, key, value, how]) => {
      const copy: Record<string, unknown> = { ...(body as Record<string, unknown>) };
      const keys = Object.keys(copy);
      if (how === 'drop' && keys.length) delete copy[keys[n % keys.length]];
      else if (how === 'replace' && keys.length) copy[keys[n % keys.length]] = value;
      else Object.defineProperty(copy, key, { value, enumerable: true, configurable: true, writable: true });
      return copy;
    });
}

const MALFORMED_JSON = [
  '{',
  '{"email":',
  '{"a":1,}',
  "{'a':1}",
  'null',
  'true',
  '"string"',
  '[]',
  '[{"a":1}]',
  '1e999999',
  '{"a":1}{"b":2}',
  '\uFEFF{"a":1}',
  '{"a":"\\uD800"}',
  '{"a":"\\u0000"}',
  '{"a":' + '['.repeat(5000) + ']'.repeat(5000) + '}',
  '',
];

export interface HostileRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string | Buffer;
  /** What was generated, for the failure message. */
  label: string;
}

function multipart(boundary: string, parts: { name: string; filename?: string; type?: string; data: string }[], truncate: boolean) {
  const text = parts
    .map(
      (p) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"${p.filename ? `; filename="${p.filename}"` : ''}\r\n` +
        (p.type ? `Content-Type: ${p.type}\r\n` : '') +
        `\r\n${p.data}\r\n`,
    )
    .join('');
  return truncate ? text.slice(0, Math.max(5, text.length - 7)) : `${text}--${boundary}--\r\n`;
}

const multipartBody = fc
  .tuple(
    fc.constantFrom('----x', 'zz', 'a'.repeat(71)),
    fc.array(
      fc.record({
        name: fc.oneof(fc.constantFrom('files', 'data', 'email', '__proto__'), fc.string({ maxLength: 8 })),
        filename: fc.option(fc.constantFrom('a.html', 'x.svg', '../../evil.js', 'a\u0000.png', '😀.pdf'), { nil: undefined }),
        type: fc.option(fc.constantFrom('text/html', 'image/svg+xml', 'application/json', 'image/png'), { nil: undefined }),
        data: fc.oneof(hostileString, fc.constant('<svg onload=alert(1)>')),
      }),
      { maxLength: 3 },
    ),
    fc.boolean(),
    fc.boolean(),
  )
  .map(([boundary, parts, truncate, wrongBoundary]) => ({
    contentType: `multipart/form-data; boundary=${wrongBoundary ? 'other' : boundary}`,
    body: multipart(boundary, parts, truncate),
  }));

/** Body and content type, from valid-by-the-contract to garbage. */
function bodyFor(path: string): fc.Arbitrary<{ contentType?: string; body: string | Buffer; label: string }> {
  const valid = validBody(path);
  const json = (arb: fc.Arbitrary<unknown>, label: string) =>
    arb.map((v) => ({ contentType: 'application/json', body: JSON.stringify(v), label }));
  const options = [
    { weight: 3, arbitrary: json(hostileValue, 'hostile JSON value') },
    { weight: 2, arbitrary: json(fc.dictionary(hostileKey, hostileValue, { maxKeys: 6 }), 'hostile object') },
    { weight: 1, arbitrary: protoJson.map((body) => ({ contentType: 'application/json', body, label: 'prototype keys' })) },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(...MALFORMED_JSON)
        .map((body) => ({ contentType: 'application/json', body, label: `malformed JSON ${JSON.stringify(body)}` })),
    },
    { weight: 1, arbitrary: multipartBody.map((m) => ({ ...m, label: 'multipart' })) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.constantFrom(
            'text/plain',
            'application/x-www-form-urlencoded',
            'application/xml',
            'application/json; charset=utf-16',
            'application/json; charset=nonsense',
            'application/octet-stream',
            undefined,
          ),
          fc.oneof(
            hostileString,
            fc.constant('__proto__[isAdmin]=1&constructor[prototype][x]=1&email=a'),
            fc.constant('<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>'),
          ),
        )
        .map(([contentType, body]) => ({ contentType, body, label: `content type ${contentType}` })),
    },
    {
      weight: 1,
      arbitrary: fc
        .uint8Array({ minLength: 1, maxLength: 64 })
        .map((bytes) => ({ contentType: 'application/json', body: Buffer.from(bytes), label: 'random bytes' })),
    },
  ];
  if (valid) {
    options.push({ weight: 3, arbitrary: json(valid, 'valid by the contract') });
    options.push({ weight: 4, arbitrary: json(bent(valid), 'contract body bent') });
  }
  return fc.oneof(...options);
}

const QUERY_KEYS = [
  'filters[password][$eq]',
  'filters[email][$contains]',
  'filters[createdBy][email][$startsWith]',
  'filters[$or][0][resetPasswordToken][$notNull]',
  'populate',
  'populate[createdBy]',
  'populate[0]',
  'fields[0]',
  'sort',
  'pagination[pageSize]',
  'pagination[page]',
  'pagination[limit]',
  'locale',
  'status',
  '__proto__[x]',
];
const QUERY_VALUES = [
  '*',
  'password',
  'email',
  'resetPasswordToken',
  'true',
  '-1',
  '999999999',
  'password:asc',
  'draft',
  '../../x',
  'ko',
  'a'.repeat(2000),
];
/** Percent-encodes; a lone surrogate (which encodeURIComponent refuses) becomes the legacy %uD800 form. */
function enc(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return escape(value);
  }
}
const queryString = fc
  .array(
    fc.tuple(
      fc.oneof(fc.constantFrom(...QUERY_KEYS), fc.string({ maxLength: 10 })),
      fc.oneof(fc.constantFrom(...QUERY_VALUES), hostileString),
    ),
    {
      maxLength: 4,
    },
  )
  .map((pairs) => pairs.map(([k, v]) => `${enc(k).replace(/%5B/g, '[').replace(/%5D/g, ']')}=${enc(v)}`).join('&'));
const pathParam = fc.oneof(
  fc.constantFrom(
    '1',
    '0',
    '-1',
    '99999999',
    'abc',
    '1%20OR%201=1',
    '%2e%2e%2f%2e%2e%2fadmin',
    '%00',
    'me',
    'count',
    encodeURIComponent('😀'),
  ),
  fc.fullUnicodeString({ maxLength: 10 }).map(enc),
);

export type Identity = 'visitor' | 'member' | 'garbage';

/** Identity headers: none, the fuzzing member's real tokens, or hostile token values. */
export function identityHeaders(identity: Identity, member: Record<string, string>, garbage: string): Record<string, string> {
  if (identity === 'member') return member;
  if (identity === 'garbage')
    return { 'X-Access-Token': garbage, 'X-Session-Token': garbage, Authorization: `Bearer ${garbage}`, 'X-SITE-LANG': garbage };
  return {};
}

const garbageToken = fc.oneof(
  fc.constantFrom(
    'null',
    'undefined',
    'eyJhbGciOiJub25lIn0.eyJpZCI6MSwidHlwIjoibWVtYmVyIiwic3YiOjB9.',
    'a.b.c',
    'Bearer',
    ' ',
    'x'.repeat(8000),
  ),
  fc.string({ maxLength: 200 }).map((s) => s.replace(/[^\x20-\x7e]/g, '')),
);

/** One hostile request for a route. */
export function requestFor(route: ApiRoute): fc.Arbitrary<{ identity: Identity; garbage: string; request: HostileRequest }> {
  const isRead = route.method === 'GET';
  const payload = isRead
    ? fc.record({ query: queryString, param: pathParam }).map(({ query, param }) => ({
        url: `${concrete(route.path, param)}${query ? `?${query}` : ''}`,
        contentType: undefined as string | undefined,
        body: undefined as string | Buffer | undefined,
        label: `query ${query}`,
      }))
    : fc.record({ param: pathParam, b: bodyFor(route.path) }).map(({ param, b }) => ({ url: concrete(route.path, param), ...b }));
  return fc
    .record({
      identity: fc.constantFrom<Identity>('visitor', 'member', 'member', 'garbage'),
      garbage: garbageToken,
      lang: fc.constantFrom('ENG', 'KOR', 'CHN', 'JPN', 'eng', '', 'xx'),
      // Its own client address most of the time, so per-address throttling does not hide the deeper checks.
      address: fc.oneof(fc.ipV4(), fc.ipV4(), fc.constantFrom('garbage', '::1, 10.0.0.1', '999.1.1.1', '')),
      payload,
    })
    .map(({ identity, garbage, lang, address, payload: p }) => ({
      identity,
      garbage,
      request: {
        method: route.method,
        url: p.url,
        headers: { 'X-SITE-LANG': lang, 'X-Forwarded-For': address, ...(p.contentType ? { 'Content-Type': p.contentType } : {}) },
        body: p.body,
        label: `${identity} ${route.method} ${p.url} [${p.label}]`,
      },
    }));
}
