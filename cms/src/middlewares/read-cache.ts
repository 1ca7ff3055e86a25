import { createHash } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { LRUCache } from 'lru-cache';
import { CALLS, type CallAccess, type CallDefinition, type CallName } from '@portal/domain';
import { liveSessionReader } from '../api/member/lib/live-session';
import { stampReader, type ReadStamps } from '../utils/read-stamps';

/**
 * Who a cached call is for, from the call's access in the contract: `public` answers every caller alike; `viewer`
 * answers visitors alike and each signed-in member apart (bookmark flags, VIP items); `member` each member apart.
 */
type Audience = Extract<CallAccess, 'public' | 'viewer' | 'member'>;

/**
 * The reads the cache serves (docs/architecture.md#read-cache): calls whose answer depends only on the database,
 * the request body, X-SITE-LANG, the member and the day, and that write nothing. Search and suggest are not here:
 * they answer from the search index, which refreshes on its own schedule (docs/search.md).
 */
const CACHED_READS: CallName[] = [
  'countryList',
  'commonCodeList',
  'partnerList',
  'partnerDomainList',
  'partnerShowByDomain',
  'productCategoryGnbList',
  'productCategoryList',
  'keyVisualList',
  'exhibitionSiteList',
  'techGalleryProducts',
  'productList',
  'exhibitionList',
  'mediaNewsList',
  'productShow',
  'vipExhibitionList',
  'vipMediaNewsList',
  'accountShow',
  'bookmarkList',
  'userProductCategoryList',
  'meetingMainsiteList',
  'meetingList',
  'meetingDetail',
  'meetingEditData',
  'meetingNew',
  'meetingProductCategoryList',
  'meetingProductList',
  'inquiryList',
  'questionTypes',
  'notificationList',
];
const READS = new Map<string, Audience>(
  CACHED_READS.map((name) => {
    const { method, path, access } = CALLS[name] as CallDefinition;
    if (access !== 'public' && access !== 'viewer' && access !== 'member') throw new Error(`read cache: ${name} is ${access}`);
    return [`${method} ${path}`, access];
  }),
);

/**
 * One cached answer: the JSON as UTF-8 bytes (encoded once, not at every send; outside V8's heap), its ETag, and the
 * stamps (and day) it was made under.
 */
interface Entry {
  version: string;
  body: Buffer;
  etag: string;
}

/** A strong ETag naming the bytes. */
const etagOf = (body: Buffer) => `"${createHash('sha1').update(body).digest('base64url')}"`;

/** The server's local day: the notification list marks what is older than today (`yesterday`). */
const today = () => new Date().toDateString();

/**
 * The read cache (docs/architecture.md#read-cache): answers the reads above from memory while the database's change
 * stamps (utils/read-stamps.ts) are the ones the answer was made under. It sits after the body parser, so CORS,
 * security headers and logging are the chain's as for any call; on a hit it costs member-auth's fast check
 * (signature, one indexed query), one stamp read and a map lookup instead of the router, member-auth and the
 * handler. A miss runs the normal path and keeps its 200 answer. Every answer gets an ETag (304 for a matching
 * If-None-Match) and Cache-Control: `private` for a member's, `public` for everyone's, `no-cache` for both, so a
 * browser or CDN may keep it but asks first.
 */
export default (config: { maxBytes?: number } = {}, { strapi }: { strapi: Core.Strapi }) => {
  const liveSession = liveSessionReader(strapi);
  let stamps: (() => Promise<ReadStamps>) | undefined;
  const cache = new LRUCache<string, Entry>({
    maxSize: config.maxBytes ?? 32 * 2 ** 20,
    sizeCalculation: (entry, key) => entry.body.length + key.length + 64,
  });

  /** The member the call is for (0: a visitor), or undefined when only the normal path can tell. */
  async function audienceMember(ctx: Context, audience: Audience): Promise<number | undefined> {
    if (audience === 'public' || (audience === 'viewer' && !ctx.get('x-access-token'))) return 0;
    // A signed-in call the fast check cannot pass (stale, ended, due a touch) takes member-auth's path.
    return (await liveSession((name) => ctx.get(name)))?.id;
  }

  function answer(ctx: Context, entry: Entry, memberId: number) {
    ctx.set('ETag', entry.etag);
    ctx.set('Cache-Control', memberId ? 'private, no-cache' : 'public, no-cache');
    ctx.vary('X-SITE-LANG');
    if (memberId || ctx.get('x-access-token')) ctx.vary('X-ACCESS-TOKEN');
    if (ctx.get('if-none-match') === entry.etag) {
      ctx.status = 304;
      return;
    }
    ctx.status = 200;
    ctx.type = 'application/json';
    ctx.body = entry.body;
  }

  /** Misses being answered, by version and key: a burst of one read runs its handler once (single flight). */
  const inFlight = new Map<string, Promise<Entry | undefined>>();

  /** Runs the normal path and keeps its answer; undefined when it is not one to keep (not a 200 JSON, another member). */
  async function fill(ctx: Context, next: Next, key: string, version: string, memberId: number): Promise<Entry | undefined> {
    await next();
    const body: unknown = ctx.body;
    if (ctx.status !== 200 || !body || typeof body !== 'object' || Buffer.isBuffer(body) || 'pipe' in body) return undefined;
    // A member's answer is kept only for the member the normal path signed in (a visitor for a viewer read).
    const signedIn = (ctx.state.member as { id: number } | undefined)?.id ?? 0;
    if (signedIn !== memberId) return undefined;
    const bytes = Buffer.from(JSON.stringify(body));
    const fresh: Entry = { version, body: bytes, etag: ctx.response.get('ETag') || etagOf(bytes) };
    cache.set(key, fresh);
    return fresh;
  }

  return async (ctx: Context, next: Next) => {
    const audience = READS.get(`${ctx.method} ${ctx.path}`);
    if (!audience) return next();
    const memberId = await audienceMember(ctx, audience);
    if (memberId === undefined) return next();
    stamps ??= stampReader(strapi);
    // Read before the handler runs: a write committed meanwhile raises a stamp, so the answer kept below can only
    // be as new as or newer than its version says, never older.
    const now = await stamps();
    const version = `${now.content}.${memberId ? now.member : 0}.${today()}`;
    const input = ctx.method === 'GET' ? ctx.querystring : JSON.stringify(ctx.request.body ?? null);
    const key = `${ctx.method} ${ctx.path}\n${memberId}\n${ctx.get('x-site-lang')}\n${input}`;
    const entry = cache.get(key);
    if (entry?.version === version) return answer(ctx, entry, memberId);
    // The same read already being answered under the same stamps: wait for it instead of running the handler again
    // (after a publish every connection misses at once). Its answer is what a hit a moment later would send.
    const flight = `${version}\n${key}`;
    const running = inFlight.get(flight);
    if (running) {
      const made = await running;
      return made ? answer(ctx, made, memberId) : next();
    }
    const filling = fill(ctx, next, key, version, memberId);
    inFlight.set(
      flight,
      filling.catch(() => undefined),
    );
    try {
      const fresh = await filling;
      if (fresh) answer(ctx, fresh, memberId);
    } finally {
      inFlight.delete(flight);
    }
  };
};
