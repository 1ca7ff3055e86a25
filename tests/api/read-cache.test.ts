/**
 * The read cache (cms/src/middlewares/read-cache.ts, docs/architecture.md#read-cache): hot reads are answered from
 * memory while the database's change stamps hold. These tests prove the answers stay fresh: a member's write shows
 * in their next read, a publish shows at once, a second server process on the same database sees both, and the
 * HTTP caching headers (ETag, 304, Cache-Control) are right.
 */
import { describe, expect, inject, it } from 'vitest';
import { startStrapi } from '../../scripts/lib/strapi-process.mjs';
import { freePort } from '../../scripts/lib/run.mjs';
import { request } from '../support/kit-core.mjs';
import { activeMember, api, type ApiOptions, type ApiReply } from '../support/kit';
import { adminSession } from '../support/admin-api';
import { meetingRequest, requestMeeting } from '../support/meetings';

const CM = '/content-manager/collection-types/api::product.product';
const PRODUCT_PK = 24;

/** The product's English document in the admin, to publish a change to it and back. */
async function productDocument() {
  const admin = await adminSession();
  const doc = (await admin('GET', `${CM}?locale=en&pageSize=100`)).body.results.find((d: { pk: number }) => d.pk === PRODUCT_PK);
  const publish = async (model: string) =>
    expect((await admin('POST', `${CM}/${doc.documentId}/actions/publish?locale=en`, { model })).status).toBe(200);
  return { model: doc.model as string, publish };
}

const modelIn = (reply: ApiReply) => reply.body.data.products.find((p: { pk: number }) => p.pk === PRODUCT_PK)?.model;

describe('read cache freshness', () => {
  it('a member’s write shows in their next read, and only in theirs', async () => {
    const member = await activeMember();
    const other = await activeMember();
    const bookmarks = () => api('/api/user/bookmark/list', { headers: member.headers, body: {} });
    const flagged = async (headers: Record<string, string> | undefined) =>
      (await api('/api/product/list', { headers, body: {} })).body.data.products.find((p: { pk: number }) => p.pk === PRODUCT_PK).bookmark;

    // Read twice first, so the second answer comes from the cache.
    for (let i = 0; i < 2; i++) {
      expect((await bookmarks()).body.data.products).toEqual([]);
      expect(await flagged(member.headers)).toBe(false);
      expect(await flagged(undefined)).toBe(false);
    }
    expect((await api('/api/user/bookmark/edit', { headers: member.headers, body: { productPk: PRODUCT_PK } })).body.data.bookmark).toBe(
      true,
    );
    expect((await bookmarks()).body.data.products.map((p: { pk: number }) => p.pk)).toEqual([PRODUCT_PK]);
    expect(await flagged(member.headers)).toBe(true);
    // A visitor's and another member's answers are theirs, not the member's.
    expect(await flagged(undefined)).toBe(false);
    expect(await flagged(other.headers)).toBe(false);

    // A new meeting shows in the very next list.
    const lists = async () =>
      (await api('/api/meeting/list', { headers: member.headers })).body.data.requestList.map((m: { pk: number }) => m.pk);
    const before = await lists();
    expect(await lists()).toEqual(before);
    const pk = await requestMeeting(member);
    expect(await lists()).toContain(pk);
  });

  it('a publish shows in the next read', async () => {
    const product = await productDocument();
    const marker = `Cached${Date.now().toString(36)}`;
    const list = () => api('/api/product/list', { body: {} });
    expect(modelIn(await list())).toBe(product.model);
    expect(modelIn(await list())).toBe(product.model);
    try {
      await product.publish(`${marker} Grille`);
      expect(modelIn(await list())).toBe(`${marker} Grille`);
    } finally {
      await product.publish(product.model);
    }
    expect(modelIn(await list())).toBe(product.model);
  });

  it('a second server process on the same database sees the first one’s writes at its next read', async () => {
    const second = await startStrapi({ port: await freePort(), env: inject('strapiEnv'), quiet: true });
    const onSecond = (path: string, options: ApiOptions = {}) => request(second.url, path, options) as Promise<ApiReply>;
    try {
      const member = await activeMember();
      const product = await productDocument();
      const marker = `Elsewhere${Date.now().toString(36)}`;
      // The second process keeps its answers...
      for (let i = 0; i < 2; i++) {
        expect(modelIn(await onSecond('/api/product/list', { body: {} }))).toBe(product.model);
        expect((await onSecond('/api/user/bookmark/list', { headers: member.headers, body: {} })).body.data.products).toEqual([]);
      }
      // ...until the first one writes: a publish and a member's bookmark.
      try {
        await product.publish(`${marker} Lamp`);
        expect((await api('/api/user/bookmark/edit', { headers: member.headers, body: { productPk: PRODUCT_PK } })).status).toBe(200);
        expect(modelIn(await onSecond('/api/product/list', { body: {} }))).toBe(`${marker} Lamp`);
        const marked = await onSecond('/api/user/bookmark/list', { headers: member.headers, body: {} });
        expect(marked.body.data.products.map((p: { pk: number }) => p.pk)).toEqual([PRODUCT_PK]);
      } finally {
        await product.publish(product.model);
      }
      // And the other way round: the second process writes, the first one reads.
      expect((await api('/api/user/bookmark/list', { headers: member.headers, body: {} })).body.data.products).toHaveLength(1);
      expect((await onSecond('/api/user/bookmark/edit', { headers: member.headers, body: { productPk: PRODUCT_PK } })).status).toBe(200);
      expect((await api('/api/user/bookmark/list', { headers: member.headers, body: {} })).body.data.products).toEqual([]);

      // Both processes writing at once: meeting requests (a transaction that reads, then writes) and bookmarks. SQLite
      // lets one process write at a time; a transaction that had read before another process's commit could not
      // write (SQLITE_BUSY_SNAPSHOT, a 500) until transactions took the write lock first (docs/architecture.md#sqlite).
      const members = await Promise.all([activeMember(), activeMember(), activeMember(), activeMember()]);
      const bodies = await Promise.all(members.map((m) => meetingRequest(m)));
      const writes = members.flatMap((m, i) =>
        Array.from({ length: 6 }, (_, round) => {
          const send = (round + i) % 2 ? api : onSecond;
          return round % 3
            ? send('/api/meeting/edit', { headers: m.headers, body: bodies[i] })
            : send('/api/user/bookmark/edit', { headers: m.headers, body: { productPk: PRODUCT_PK } });
        }),
      );
      const statuses = (await Promise.all(writes)).map((reply) => reply.status);
      expect(statuses.filter((status) => status !== 200)).toEqual([]);
    } finally {
      await second.stop();
    }
  }, 180_000);

  it('a view count shows in the next list (raw SQL increments raise the stamp too)', async () => {
    const views = async () =>
      (await api('/api/exhibition/list', { body: { rowPerPage: 100 } })).body.data.data.items.map((e: { pk: number; viewCnt: number }) => [
        e.pk,
        e.viewCnt,
      ]);
    const [[pk, count]] = await views();
    expect((await views())[0]).toEqual([pk, count]);
    expect((await api('/api/exhibition/upcount', { body: { pk } })).status).toBe(200);
    expect(new Map(await views()).get(pk)).toBe(count + 1);
  });
});

describe('read cache and HTTP caching', () => {
  it('answers public reads with a strong ETag, 304 on a match, and public no-cache', async () => {
    const first = await api('/api/product-category/list', { body: { parentPk: 0 } });
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers.get('cache-control')).toBe('public, no-cache');
    expect(first.headers.get('vary')).toMatch(/X-SITE-LANG/i);
    const again = await api('/api/product-category/list', { body: { parentPk: 0 }, headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    // Another language is another answer with another ETag.
    const korean = await api('/api/product-category/list', { body: { parentPk: 0 }, lang: 'KOR', headers: { 'If-None-Match': etag } });
    expect(korean.status).toBe(200);
    expect(korean.headers.get('etag')).not.toBe(etag);
    expect(korean.body.data).not.toEqual(first.body.data);
  });

  it('answers member reads privately, and a changed answer gets a new ETag', async () => {
    const member = await activeMember();
    const show = (headers: Record<string, string> = {}) => api('/api/user/account/show', { headers: { ...member.headers, ...headers } });
    const first = await show();
    expect(first.headers.get('cache-control')).toBe('private, no-cache');
    const etag = first.headers.get('etag')!;
    expect((await show({ 'If-None-Match': etag })).status).toBe(304);
    expect((await api('/api/user/bookmark/edit', { headers: member.headers, body: { productPk: PRODUCT_PK } })).status).toBe(200);
    // The member data changed: the answer is made again (same bytes here, so the same strong ETag is right).
    const after = await show();
    expect(after.status).toBe(200);
    expect(after.body).toEqual(first.body);
    const bookmarks = await api('/api/user/bookmark/list', { headers: member.headers, body: {} });
    const bookmarksEtag = bookmarks.headers.get('etag')!;
    await api('/api/user/bookmark/edit', { headers: member.headers, body: { productPk: PRODUCT_PK } });
    const changed = await api('/api/user/bookmark/list', { headers: { ...member.headers, 'If-None-Match': bookmarksEtag }, body: {} });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(bookmarksEtag);
  });

  it('never answers a cached member read to a signed-out session or another member', async () => {
    const member = await activeMember();
    const other = await activeMember();
    const first = await api('/api/user/account/show', { headers: member.headers });
    expect((await api('/api/user/account/show', { headers: member.headers })).body).toEqual(first.body);
    const etag = first.headers.get('etag')!;
    const theirs = await api('/api/user/account/show', { headers: { ...other.headers, 'If-None-Match': etag } });
    expect(theirs.status).toBe(200);
    expect(theirs.body.data.user.email).toBe(other.email);
    expect((await api('/api/user/account/show', { headers: { 'If-None-Match': etag } })).status).toBe(401);
    expect((await api('/api/sign/out', { headers: member.headers })).status).toBe(200);
    expect((await api('/api/user/account/show', { headers: member.headers })).status).toBe(401);
    expect((await api('/api/user/account/show', { headers: { ...member.headers, 'If-None-Match': etag } })).status).toBe(401);
  });
});
