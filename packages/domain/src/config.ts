import { z } from './zod.js';

/**
 * The portal's configuration: every environment variable the CMS, the site build and the scripts read, declared once
 * with its type, default and meaning. `readConfig(env)` checks them all and returns typed values; a bad value is a
 * ConfigError naming the variable and what it expects. docs/configuration.md is generated from these declarations
 * (`npm run docs:config`). Nothing runs at import and readConfig is pure: the callers pass the environment in, and
 * only readConfigOrExit, for a process's entry point, prints and exits.
 */

/** The port the portal listens on when PORT is unset. */
export const DEFAULT_PORT = 1337;

/** The parts of the portal that read configuration (the docs say which part reads each variable). */
export const CONFIG_PARTS = {
  cms: 'CMS (Strapi)',
  site: 'site build (Astro)',
  scripts: 'scripts (`npm start`, `npm test`, `npm run build:site`, CLI)',
} as const;
export type ConfigPart = keyof typeof CONFIG_PARTS;

/** The docs' sections, in order. */
export const CONFIG_GROUPS = {
  server: 'Server',
  database: 'Database',
  accounts: 'Accounts and sessions',
  mail: 'Mail',
  storage: 'Object storage (S3-compatible)',
  content: 'Content, site builds and search',
  secrets: 'Secrets (generated into `<data folder>/secrets.json` when unset)',
  internal: 'Set by the scripts themselves',
} as const;
type ConfigGroup = keyof typeof CONFIG_GROUPS;

/** A value's check: turns the raw text into a typed value, or says what was expected. */
type Check<T> = (raw: string) => { value: T } | { expected: string };

interface Declaration<T> {
  /** What the variable does, for the docs (Markdown, one sentence or two). */
  does: string;
  /** The default as the docs show it (Markdown); none shown means unset is off or none. */
  shownDefault?: string;
  group: ConfigGroup;
  readBy: ConfigPart[];
  check: Check<T>;
  fallback: T;
  /** Never echoed in an error message (passwords, keys, connection strings with credentials). */
  secret?: boolean;
  /** Started this way, the part refuses to run without the variable. */
  requiredBy?: ConfigPart;
  /** The variable that replaces this one; reading it stays for one release. */
  replacedBy?: string;
}

/** One declared variable; its zod type parses the raw string (empty counts as unset) into the typed value. */
export interface ConfigVariable<T = unknown> extends Omit<Declaration<T>, 'check' | 'fallback'> {
  type: z.ZodType<T, string | undefined>;
}

function declare<T>(d: Declaration<T>): ConfigVariable<T> {
  const { check, fallback, ...doc } = d;
  const type = z
    .string()
    .optional()
    .transform((raw, ctx): T => {
      if (raw === undefined || raw.trim() === '') return fallback;
      const result = check(raw.trim());
      if ('value' in result) return result.value;
      ctx.addIssue({ code: 'custom', message: result.expected });
      return z.NEVER;
    })
    .describe(d.does);
  return { ...doc, type };
}

// The value checks, each saying what it expects.
const text: Check<string> = (raw) => ({ value: raw });
const wholeNumber =
  (min: number, max = Number.MAX_SAFE_INTEGER): Check<number> =>
  (raw) =>
    /^\d+$/.test(raw) && Number(raw) >= min && Number(raw) <= max
      ? { value: Number(raw) }
      : { expected: max === Number.MAX_SAFE_INTEGER ? `a whole number, ${min} or more` : `a whole number from ${min} to ${max}` };
const positiveNumber: Check<number> = (raw) =>
  /^\d+(\.\d+)?$/.test(raw) && Number(raw) > 0 ? { value: Number(raw) } : { expected: 'a number greater than 0' };
const FLAG_WORDS: Record<string, boolean> = { true: true, on: true, '1': true, yes: true, false: false, off: false, '0': false, no: false };
const flag: Check<boolean> = (raw) =>
  raw.toLowerCase() in FLAG_WORDS ? { value: FLAG_WORDS[raw.toLowerCase()] } : { expected: 'true or false (on/off, 1/0 also work)' };
const httpUrl: Check<string> = (raw) => {
  try {
    const url = new URL(raw);
    if (url.protocol === 'http:' || url.protocol === 'https:') return { value: raw.replace(/\/+$/, '') };
  } catch {
    // falls through to the expectation
  }
  return { expected: 'an http(s) URL such as https://partners.example.com' };
};
const commaList = (raw: string) =>
  raw
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
const origins: Check<string[]> = (raw) => {
  const parsed = commaList(raw).map((v) => ('value' in httpUrl(v) ? new URL(v).origin : undefined));
  return parsed.every((o): o is string => !!o) && parsed.length
    ? { value: [...new Set(parsed)] }
    : { expected: 'comma-separated http(s) origins such as https://partners.example.com (no *)' };
};
const postgresUrl: Check<string> = (raw) => {
  try {
    if (['postgres:', 'postgresql:'].includes(new URL(raw).protocol)) return { value: raw };
  } catch {
    // falls through to the expectation
  }
  return { expected: 'a PostgreSQL connection URL: postgres://user:password@host:5432/database' };
};
// The forms `ms` accepts (jsonwebtoken's expiresIn): 7d, 12h, 90m, "2 days"; a bare number is milliseconds.
const DURATION =
  /^\d+(\.\d+)? *(ms|msecs?|milliseconds?|s|secs?|seconds?|m|mins?|minutes?|h|hrs?|hours?|d|days?|w|weeks?|y|yrs?|years?)?$/i;
const duration: Check<string> = (raw) => (DURATION.test(raw) ? { value: raw } : { expected: 'a duration such as 7d, 12h or 90m' });
const cron: Check<string> = (raw) =>
  [5, 6].includes(raw.split(/\s+/).length)
    ? { value: raw }
    : { expected: 'a cron rule of 5 or 6 fields (seconds first), e.g. "0 * * * * *"' };
const keyList: Check<string[]> = (raw) => {
  const keys = commaList(raw);
  return keys.length ? { value: keys } : { expected: 'one or more comma-separated keys' };
};
const oneOf =
  <T extends string>(...values: T[]): Check<T> =>
  (raw) =>
    values.includes(raw as T) ? { value: raw as T } : { expected: `one of ${values.join(', ')}` };

// S3's rules for bucket names: 3-63 lower-case letters, digits, dots and hyphens, a letter or digit at both ends.
const bucketName: Check<string> = (raw) =>
  /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(raw)
    ? { value: raw }
    : { expected: 'a bucket name: 3-63 lower-case letters, digits, dots and hyphens' };

const none = undefined as string | undefined;
const secret = <T = string>(does: string, check: Check<T> = text as Check<T>) =>
  declare({ does, group: 'secrets', readBy: ['cms'], check, fallback: undefined as T | undefined, secret: true, requiredBy: 'cms' });

/** Every variable of the portal, by name. The order is the docs' order within each group. */
export const CONFIG_VARIABLES = {
  PORT: declare({
    does: 'The port the portal listens on: pages, `/api`, `/admin` and `/uploads` on one origin.',
    shownDefault: `\`${DEFAULT_PORT}\``,
    group: 'server',
    readBy: ['cms', 'site', 'scripts'],
    check: wholeNumber(1, 65535),
    fallback: DEFAULT_PORT,
  }),
  HOST: declare({
    does: 'The address the portal listens on.',
    shownDefault: '`0.0.0.0`',
    group: 'server',
    readBy: ['cms', 'scripts'],
    check: text,
    fallback: '0.0.0.0',
  }),
  PUBLIC_URL: declare({
    does:
      'The public origin of the portal: links in mails, canonical and hreflang links, `/sitemap.xml`, `/robots.txt`, ' +
      "the default allowed CORS origin and Strapi's own absolute URLs.",
    shownDefault: '`http://localhost:PORT`',
    group: 'server',
    readBy: ['cms', 'site'],
    check: httpUrl,
    fallback: none,
  }),
  PUBLIC_SITE_URL: declare({
    does: 'Deprecated: the former name of `PUBLIC_URL` for the site build. Still read when `PUBLIC_URL` is unset, with a warning.',
    group: 'server',
    readBy: ['cms', 'site'],
    check: httpUrl,
    fallback: none,
    replacedBy: 'PUBLIC_URL',
  }),
  TRUSTED_PROXIES: declare({
    does: 'How many proxies in front of the portal append to `X-Forwarded-For`; the client address is read behind them (docs/sign-in-limits.md).',
    shownDefault: '`0` (`1` when `IS_PROXIED=true`)',
    group: 'server',
    readBy: ['cms'],
    check: wholeNumber(0),
    fallback: undefined as number | undefined,
  }),
  IS_PROXIED: declare({
    does: 'Older switch: `true` means `TRUSTED_PROXIES=1`.',
    shownDefault: '`false`',
    group: 'server',
    readBy: ['cms'],
    check: flag,
    fallback: false,
  }),
  CORS_ORIGINS: declare({
    does: 'Comma-separated origins that may call the API cross-origin with credentials (`*` is refused); the origin a request was sent to is always allowed.',
    shownDefault: 'the origin of `PUBLIC_URL`',
    group: 'server',
    readBy: ['cms'],
    check: origins,
    fallback: undefined as string[] | undefined,
  }),
  WEBHOOKS_POPULATE_RELATIONS: declare({
    does: "Strapi's webhook payloads include relations.",
    shownDefault: '`false`',
    group: 'server',
    readBy: ['cms'],
    check: flag,
    fallback: false,
  }),
  PORTAL_DATA_DIR: declare({
    does: 'The data folder: SQLite database, uploads, secrets, outbox and site builds.',
    shownDefault: '`.data` in the repository',
    group: 'server',
    readBy: ['cms', 'scripts'],
    check: text,
    fallback: none,
  }),
  STRAPI_LOG_LEVEL: declare({
    does: 'The log level of command-line tasks that load Strapi (`npm run seed`, `npm run admin`).',
    shownDefault: '`warn`',
    group: 'server',
    readBy: ['scripts'],
    check: oneOf('fatal', 'error', 'warn', 'info', 'http', 'verbose', 'debug', 'silly'),
    fallback: 'warn',
  }),
  LOG_FORMAT: declare({
    does: "The server's log lines: `json`, one object per line with the request's id (docs/deploy.md#logs-and-request-ids), or `pretty`, Strapi's coloured text for a terminal.",
    shownDefault: '`json`',
    group: 'server',
    readBy: ['cms'],
    check: oneOf('json', 'pretty'),
    fallback: 'json',
  }),

  DATABASE_URL: declare({
    does: 'A PostgreSQL connection URL; when set the portal uses PostgreSQL instead of SQLite.',
    shownDefault: 'unset: SQLite `<data folder>/portal.db`',
    group: 'database',
    readBy: ['cms'],
    check: postgresUrl,
    fallback: none,
    secret: true,
  }),
  DATABASE_SSL: declare({
    does: 'Connect to PostgreSQL over TLS and verify the server certificate against the system CAs, or `DATABASE_SSL_CA` when set.',
    shownDefault: '`false`',
    group: 'database',
    readBy: ['cms'],
    check: flag,
    fallback: false,
  }),
  DATABASE_SSL_CA: declare({
    does: "A PEM file of the CA that signed the PostgreSQL server's certificate (a private or cloud CA); setting it turns TLS on. The server's name must match the certificate.",
    group: 'database',
    readBy: ['cms'],
    check: text,
    fallback: none,
  }),
  DATABASE_POOL_MIN: declare({
    does: 'Fewest PostgreSQL connections kept open.',
    shownDefault: '`2`',
    group: 'database',
    readBy: ['cms'],
    check: wholeNumber(0),
    fallback: 2,
  }),
  DATABASE_POOL_MAX: declare({
    does: "Most PostgreSQL connections each process opens at once; all processes together must stay under the server's `max_connections` (docs/deploy.md#postgresql).",
    shownDefault: '`10`',
    group: 'database',
    readBy: ['cms'],
    check: wholeNumber(1),
    fallback: 10,
  }),
  DATABASE_FILENAME: declare({
    does: 'The SQLite file, relative to the data folder.',
    shownDefault: '`portal.db`',
    group: 'database',
    readBy: ['cms'],
    check: text,
    fallback: 'portal.db',
  }),
  DATABASE_CONNECTION_TIMEOUT: declare({
    does: 'How long (ms) a query waits for a free connection.',
    shownDefault: '`60000`',
    group: 'database',
    readBy: ['cms'],
    check: wholeNumber(1),
    fallback: 60_000,
  }),

  PORTAL_ADMIN_EMAIL: declare({
    does: 'The first admin account, created on the first start when the admin has no user.',
    shownDefault: '`admin@portal.local` (stored in `secrets.json`)',
    group: 'accounts',
    readBy: ['cms', 'scripts'],
    check: text,
    fallback: none,
  }),
  PORTAL_ADMIN_PASSWORD: declare({
    does: "The first admin account's password. Unset, one is generated, printed by the first start only, and removed from `secrets.json` once the admin changes it.",
    shownDefault: 'generated, in `secrets.json`',
    group: 'accounts',
    readBy: ['cms', 'scripts'],
    check: text,
    fallback: none,
    secret: true,
  }),
  ACCESS_TOKEN_TTL: declare({
    does: 'Lifetime of a member access token.',
    shownDefault: '`7d`',
    group: 'accounts',
    readBy: ['cms'],
    check: duration,
    fallback: '7d',
  }),
  SESSION_IDLE_MINUTES: declare({
    does: 'A member session ends after this much inactivity; a new tab gets a session only while its sign-in has a live one.',
    shownDefault: '`120`',
    group: 'accounts',
    readBy: ['cms'],
    check: positiveNumber,
    fallback: 120,
  }),
  SESSION_MAX_HOURS: declare({
    does: 'Every sign-in, with all its sessions, ends this long after the password was entered.',
    shownDefault: '`12`',
    group: 'accounts',
    readBy: ['cms'],
    check: positiveNumber,
    fallback: 12,
  }),

  SMTP_HOST: declare({
    does: 'Send mail by SMTP through this host; unset, mails are written as `.eml` files to `<data folder>/outbox`.',
    group: 'mail',
    readBy: ['cms'],
    check: text,
    fallback: none,
  }),
  SMTP_PORT: declare({
    does: 'The SMTP port.',
    shownDefault: '`587`',
    group: 'mail',
    readBy: ['cms'],
    check: wholeNumber(1, 65535),
    fallback: 587,
  }),
  SMTP_SECURE: declare({
    does: 'Use TLS from the start (port 465); otherwise STARTTLS when the server offers it.',
    shownDefault: '`false`',
    group: 'mail',
    readBy: ['cms'],
    check: flag,
    fallback: false,
  }),
  SMTP_USERNAME: declare({
    does: 'SMTP user name (unset: no authentication).',
    group: 'mail',
    readBy: ['cms'],
    check: text,
    fallback: none,
  }),
  SMTP_PASSWORD: declare({ does: 'SMTP password.', group: 'mail', readBy: ['cms'], check: text, fallback: none, secret: true }),
  MAIL_FROM: declare({
    does: 'The sender of every mail.',
    shownDefault: '`Partner Portal <no-reply@portal.local>`',
    group: 'mail',
    readBy: ['cms'],
    check: text,
    fallback: 'Partner Portal <no-reply@portal.local>',
  }),
  MAIL_FROM_DOMAIN: declare({
    does: 'The domain of calendar invitation UIDs (`meeting-<pk>@domain`).',
    shownDefault: '`portal.local`',
    group: 'mail',
    readBy: ['cms'],
    check: text,
    fallback: 'portal.local',
  }),
  MAIL_OUTBOX_CRON: declare({
    does: 'When each process looks for queued mails to send or retry (cron rule, seconds first); a new mail is also tried right after its change commits (docs/product/notifications.md#mail).',
    shownDefault: '`*/10 * * * * *` (every 10 s)',
    group: 'mail',
    readBy: ['cms'],
    check: cron,
    fallback: '*/10 * * * * *',
  }),
  MAIL_RETRY_MAX_SECONDS: declare({
    does: 'The longest wait between two attempts at a mail the SMTP server refused or could not take (the wait doubles from 2 s up to this).',
    shownDefault: '`600`',
    group: 'mail',
    readBy: ['cms'],
    check: wholeNumber(1),
    fallback: 600,
  }),
  MEETING_REMINDER_CRON: declare({
    does: 'When the meeting reminders are checked (cron rule, seconds first; docs/meetings.md).',
    shownDefault: '`0 * * * * *` (every minute)',
    group: 'mail',
    readBy: ['cms'],
    check: cron,
    fallback: '0 * * * * *',
  }),

  S3_BUCKET: declare({
    does:
      'Store public uploads (the media library, under `uploads/`) and private inquiry attachments (under `private/`) in this bucket; ' +
      'unset, both stay in the data folder.',
    group: 'storage',
    readBy: ['cms'],
    check: bucketName,
    fallback: none,
  }),
  S3_REGION: declare({
    does: "The bucket's region.",
    shownDefault: '`us-east-1`',
    group: 'storage',
    readBy: ['cms'],
    check: text,
    fallback: 'us-east-1',
  }),
  S3_ENDPOINT: declare({
    does: 'The address of an S3-compatible service (MinIO, R2, Ceph); unset for AWS. Set, objects are addressed by path (`<endpoint>/<bucket>/<key>`).',
    group: 'storage',
    readBy: ['cms'],
    check: httpUrl,
    fallback: none,
  }),
  S3_ACCESS_KEY_ID: declare({
    does: "The access key; unset (with the secret), the AWS SDK's own chain is used (an instance role, `AWS_*` variables).",
    group: 'storage',
    readBy: ['cms'],
    check: text,
    fallback: none,
  }),
  S3_SECRET_ACCESS_KEY: declare({
    does: 'The secret of `S3_ACCESS_KEY_ID`.',
    group: 'storage',
    readBy: ['cms'],
    check: text,
    fallback: none,
    secret: true,
  }),
  S3_PUBLIC_URL: declare({
    does: "Where browsers fetch public uploads, up to the bucket's root (a CDN in front of the bucket); added to the pages' and the admin panel's CSP.",
    shownDefault: "the bucket's own address",
    group: 'storage',
    readBy: ['cms'],
    check: httpUrl,
    fallback: none,
  }),
  S3_UPLOADS_ACL: declare({
    does:
      'The ACL given to public uploads: `public-read`, or `none` for buckets that refuse ACLs (then a bucket policy on `uploads/*` or a CDN makes them readable). ' +
      'Private attachments never get one.',
    shownDefault: '`public-read`',
    group: 'storage',
    readBy: ['cms'],
    check: oneOf('public-read', 'none'),
    fallback: 'public-read',
  }),

  PORTAL_AUTO_SEED: declare({
    does: 'Seed the demo content at start when the database has no product.',
    shownDefault: '`true`',
    group: 'content',
    readBy: ['cms'],
    check: flag,
    fallback: true,
  }),
  PICTURE_CACHE_DIR: declare({
    does:
      "A folder where the AVIF/WebP copies of uploaded pictures are kept by the picture's content, so the same picture uploaded again is not encoded again (docs/architecture.md#pictures). " +
      'For tests and demo machines, whose every fresh database seeds the same ~200 pictures; leave unset in production.',
    group: 'content',
    readBy: ['cms'],
    check: text,
    fallback: none,
  }),
  PORTAL_REBUILD_SITE: declare({
    does: '`npm start` rebuilds the static site even when one is live.',
    shownDefault: '`false`',
    group: 'content',
    readBy: ['scripts'],
    check: flag,
    fallback: false,
  }),
  PORTAL_SITE_BUILDS: declare({
    does: 'This instance takes site builds from the queue; `off` on instances too small for a build (about 1 GB and one core for a minute). Publishing queues a build in every instance either way, and one build runs at a time across all of them.',
    shownDefault: '`on`',
    group: 'content',
    readBy: ['cms'],
    check: flag,
    fallback: true,
  }),
  SITE_BUILD_DEBOUNCE_MS: declare({
    does: 'Quiet period (ms) after the last publish before a site build starts.',
    shownDefault: '`3000`',
    group: 'content',
    readBy: ['cms'],
    check: wholeNumber(0),
    fallback: 3000,
  }),
  SITE_BUILD_LEASE_SECONDS: declare({
    does: 'How long a site build stays with the instance running it without word from it (it renews the lease every third of this); a build whose instance died is started again by another after this.',
    shownDefault: '`60`',
    group: 'content',
    readBy: ['cms'],
    check: wholeNumber(3),
    fallback: 60,
  }),
  PAGE_CACHE_SECONDS: declare({
    does: 'How long a shared cache (CDN, caching proxy) may serve a page without asking the portal (`s-maxage`); browsers always ask (`max-age=0`). Set a purge hook (`SITE_PURGE_URL` or `SITE_PURGE_COMMAND`) before raising it: without one, a publish shows on the CDN only after this (docs/deploy.md#cdn).',
    shownDefault: '`300`',
    group: 'content',
    readBy: ['cms'],
    check: wholeNumber(0),
    fallback: 300,
  }),
  PAGE_STALE_SECONDS: declare({
    does: 'How long past `PAGE_CACHE_SECONDS` a shared cache may still answer with its copy while it fetches a fresh one (`stale-while-revalidate`).',
    shownDefault: '`60`',
    group: 'content',
    readBy: ['cms'],
    check: wholeNumber(0),
    fallback: 60,
  }),
  SITE_PURGE_URL: declare({
    does: 'Called once after each site build goes live, to purge the CDN: `SITE_PURGE_METHOD` with a JSON body `{"build":id,"paths":["/*"]}`; a 2xx is success, anything else is retried (docs/deploy.md#purging-after-a-publish).',
    group: 'content',
    readBy: ['cms'],
    check: httpUrl,
    fallback: none,
  }),
  SITE_PURGE_METHOD: declare({
    does: 'The HTTP method of the purge call.',
    shownDefault: '`POST`',
    group: 'content',
    readBy: ['cms'],
    check: oneOf('POST', 'PURGE'),
    fallback: 'POST' as 'POST' | 'PURGE',
  }),
  SITE_PURGE_TOKEN: declare({
    does: 'Sent with the purge call as `Authorization: Bearer <token>`.',
    group: 'content',
    readBy: ['cms'],
    check: text,
    fallback: none,
    secret: true,
  }),
  SITE_PURGE_COMMAND: declare({
    does: 'A shell command run once after each site build goes live (with or instead of `SITE_PURGE_URL`), with `PURGE_BUILD` and `PURGE_PATHS` in its environment; exit code 0 is success, anything else is retried (docs/deploy.md#purging-after-a-publish).',
    group: 'content',
    readBy: ['cms'],
    check: text,
    fallback: none,
  }),
  PORTAL_SITE_DIR: declare({
    does: 'The folder of the built site, which every instance serves from: a folder all instances reach (a network volume) when they run on several machines.',
    shownDefault: '`site` in the data folder',
    group: 'content',
    readBy: ['cms', 'scripts'],
    check: text,
    fallback: none,
  }),
  PUBLIC_NOTIFICATION_POLLING: declare({
    does: '`false`: the bell loads once per page instead of polling every 10 s (baked in at site build).',
    shownDefault: '`true`',
    group: 'content',
    readBy: ['site'],
    check: flag,
    fallback: true,
  }),
  SEARCH_REFRESH_MS: declare({
    does: 'How often (ms, at most) a process checks whether searched content changed (docs/search.md).',
    shownDefault: '`1000`',
    group: 'content',
    readBy: ['cms'],
    check: wholeNumber(0),
    fallback: 1000,
  }),

  APP_KEYS: secret("Strapi's session keys, comma-separated.", keyList),
  API_TOKEN_SALT: secret("Salt of Strapi's API tokens."),
  ADMIN_JWT_SECRET: secret("Signs the admin panel's tokens."),
  TRANSFER_TOKEN_SALT: secret("Salt of Strapi's transfer tokens."),
  JWT_SECRET: secret("Signs members' access tokens."),
  ENCRYPTION_KEY: secret("Encrypts what Strapi stores encrypted (admin API tokens' shown values)."),

  CMS_URL: declare({
    does: 'Where the site build reads the content; `npm run build:site` against a portal elsewhere.',
    shownDefault: '`http://127.0.0.1:PORT`',
    group: 'internal',
    readBy: ['site', 'scripts'],
    check: httpUrl,
    fallback: none,
  }),
  SITE_OUT_DIR: declare({
    does: 'The folder a site build writes (each build gets a fresh one under `<data folder>/site/builds`).',
    shownDefault: '`./dist`',
    group: 'internal',
    readBy: ['site'],
    check: text,
    fallback: './dist',
  }),
  SITE_RENDERER_SAVE: declare({
    does: 'Set by the site build for a full build: where it keeps the renderer the content builds after it use (docs/architecture.md#content-builds).',
    shownDefault: 'unset: none kept',
    group: 'internal',
    readBy: ['site'],
    check: text,
    fallback: none,
  }),
  PORTAL_CRON: declare({
    does: '`off` in command-line processes: the reminders and sweeps run in the servers only.',
    shownDefault: '`on`',
    group: 'internal',
    readBy: ['cms'],
    check: flag,
    fallback: true,
  }),
};

type ConfigName = keyof typeof CONFIG_VARIABLES;
type Values = { [K in ConfigName]: z.output<(typeof CONFIG_VARIABLES)[K]['type']> };
type SecretName = 'APP_KEYS' | 'API_TOKEN_SALT' | 'ADMIN_JWT_SECRET' | 'TRANSFER_TOKEN_SALT' | 'JWT_SECRET' | 'ENCRYPTION_KEY';

/** The checked configuration; values whose default depends on another variable are resolved. */
export type PortalConfig = Omit<Values, 'PUBLIC_URL' | 'CORS_ORIGINS' | 'TRUSTED_PROXIES' | 'CMS_URL'> & {
  /** PUBLIC_URL (or the deprecated PUBLIC_SITE_URL), else http://localhost:PORT; never a trailing slash. */
  PUBLIC_URL: string;
  /** Whether the public URL was given: Strapi's own absolute URLs stay relative otherwise. */
  publicUrlGiven: boolean;
  CORS_ORIGINS: string[];
  TRUSTED_PROXIES: number;
  CMS_URL: string;
};
/** The configuration the Strapi server starts with: its secrets are there. */
export type ServerConfig = PortalConfig & { [K in SecretName]: NonNullable<Values[K]> };

const shape = Object.fromEntries(Object.entries(CONFIG_VARIABLES).map(([name, v]) => [name, v.type])) as {
  [K in ConfigName]: (typeof CONFIG_VARIABLES)[K]['type'];
};
const schema = z.object(shape);

/** One variable's problem: its name, what it expects, and the value given (unless secret). */
export interface ConfigIssue {
  variable: string;
  expected: string;
  given?: string;
}

/** A bad or missing variable: the message names each one and what it expects, and points to the docs. */
export class ConfigError extends Error {
  constructor(readonly issues: ConfigIssue[]) {
    super(
      `Configuration error (see docs/configuration.md):\n${issues
        .map((i) => `  ${i.variable}: expected ${i.expected}${i.given === undefined ? '' : `, got ${JSON.stringify(i.given)}`}`)
        .join('\n')}`,
    );
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;
const given = (env: Env, name: string) => (env[name]?.trim() ? env[name] : undefined);

/**
 * Checks every variable in `env` and returns the typed configuration. `part` names the part starting: its required
 * variables must be set. Throws a ConfigError listing every bad or missing variable at once.
 */
export function readConfig(env: Env, part: 'cms'): ServerConfig;
export function readConfig(env: Env, part?: ConfigPart): PortalConfig;
export function readConfig(env: Env, part?: ConfigPart): PortalConfig {
  const issues: ConfigIssue[] = [];
  const result = schema.safeParse(env);
  if (!result.success) {
    for (const issue of result.error.issues) {
      const variable = String(issue.path[0]);
      const declared = CONFIG_VARIABLES[variable as ConfigName] as ConfigVariable;
      issues.push({ variable, expected: issue.message, given: declared.secret ? undefined : env[variable] });
    }
  }
  for (const [variable, declared] of Object.entries(CONFIG_VARIABLES) as [string, ConfigVariable][]) {
    if (part && declared.requiredBy === part && !given(env, variable))
      issues.push({ variable, expected: 'a value (`npm start` and the test scripts generate it into secrets.json)' });
  }
  // A key without its secret (or the reverse) would fall back to the SDK's chain silently: name the missing one.
  for (const [one, other] of [
    ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'],
    ['S3_SECRET_ACCESS_KEY', 'S3_ACCESS_KEY_ID'],
  ])
    if (given(env, one) && !given(env, other)) issues.push({ variable: other, expected: `a value: ${one} is set` });
  if (issues.length || !result.success) throw new ConfigError(issues);
  const values = result.data as Values;
  const publicUrl = values.PUBLIC_URL ?? values.PUBLIC_SITE_URL;
  const PUBLIC_URL = publicUrl ?? `http://localhost:${values.PORT}`;
  return {
    ...values,
    PUBLIC_URL,
    publicUrlGiven: publicUrl !== undefined,
    CORS_ORIGINS: values.CORS_ORIGINS ?? [new URL(PUBLIC_URL).origin],
    TRUSTED_PROXIES: values.TRUSTED_PROXIES ?? (values.IS_PROXIED ? 1 : 0),
    CMS_URL: values.CMS_URL ?? `http://127.0.0.1:${values.PORT}`,
  };
}

/** Warnings for variables that still work but are on their way out (printed once by whoever starts). */
export function configWarnings(env: Env): string[] {
  const warnings: string[] = [];
  for (const [old, declared] of Object.entries(CONFIG_VARIABLES) as [string, ConfigVariable][]) {
    if (!declared.replacedBy || !given(env, old)) continue;
    warnings.push(
      given(env, declared.replacedBy)
        ? `${old} is ignored: ${declared.replacedBy} is set (${old} is deprecated, see docs/configuration.md)`
        : `${old} is deprecated: rename it to ${declared.replacedBy} (docs/configuration.md)`,
    );
  }
  return warnings;
}

/**
 * readConfig for a process's entry point (the server, a script, the site build): a ConfigError prints its message,
 * which names each variable, and ends the process with exit code 1 instead of a stack trace.
 */
export function readConfigOrExit(env: Env, part: 'cms'): ServerConfig;
export function readConfigOrExit(env: Env, part?: ConfigPart): PortalConfig;
export function readConfigOrExit(env: Env, part?: ConfigPart): PortalConfig {
  try {
    return readConfig(env, part);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`\n${error.message}\n`);
    process.exit(1);
  }
}
