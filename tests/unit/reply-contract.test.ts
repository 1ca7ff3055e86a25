/**
 * A call of the table answers through `respondTo` (cms/src/utils/api-error.ts): outside production its reply is
 * parsed with the call's reply schema at the boundary, and a reply off the contract answers 500 with a logged error
 * that names the call and the field, instead of reaching an island that reads it. The staff workspace's calls
 * (STAFF_CALLS) answer the same way through `respondToStaff`.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, checkReply, respondTo, respondToStaff } from '../../cms/src/utils/api-error';

type Context = Parameters<typeof respondTo>[0];

/** The part of a Koa context the answer writes: status, body, headers, and the request's language header. */
function context(headers: Record<string, string> = {}) {
  const sent: Record<string, string> = {};
  const ctx = {
    status: 404,
    body: undefined as unknown,
    sent,
    get: (name: string) => headers[name.toLowerCase()] ?? '',
    set: (fields: Record<string, string>) => Object.assign(sent, fields),
  };
  return ctx as typeof ctx & Context;
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('respondTo', () => {
  it('answers { data } when the reply fits the call', async () => {
    const ctx = context();
    await respondTo(ctx, 'bookmarkEdit', async () => ({ productPk: 5, bookmark: true }));
    expect(ctx.status).toBe(200);
    expect(ctx.body).toEqual({ data: { productPk: 5, bookmark: true } });
  });

  it('answers 500 and logs the call and the field when a reply is off its contract', async () => {
    const logged: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((message: string) => void logged.push(message));
    const ctx = context();
    // A controller whose data does not match: what the type check stops at compile time, seen at run time.
    await respondTo(
      ctx,
      'bookmarkEdit',
      async () => ({ productPk: '5', bookmark: true }) as unknown as { productPk: number; bookmark: boolean },
    );
    expect(ctx.status).toBe(500);
    expect(ctx.body).toEqual({ errors: { _: ['bookmarkEdit: the reply does not match its contract'] } });
    expect(logged).toHaveLength(1);
    expect(logged[0]).toContain('call bookmarkEdit answered off its contract (/api/user/bookmark/edit)');
    expect(logged[0]).toMatch(/productPk: .*number/);
  });

  it('checks the reply as the client reads it: through JSON', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const ctx = context();
    // NaN is a number to the schema but null in the JSON the island parses.
    await respondTo(ctx, 'exhibitionUpcount', async () => ({ pk: Number.NaN }));
    expect(ctx.status).toBe(500);
  });

  it('answers an ApiError with its status and translated errors, without parsing', async () => {
    const ctx = context({ 'x-site-lang': 'ENG' });
    await respondTo(ctx, 'bookmarkEdit', async () => {
      throw ApiError.field(404, 'productPk', 'error.notFound');
    });
    expect(ctx.status).toBe(404);
    expect(Object.keys((ctx.body as { errors: object }).errors)).toEqual(['productPk']);
  });

  it('does not parse in production', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    const ctx = context();
    await respondTo(
      ctx,
      'bookmarkEdit',
      async () => ({ productPk: '5', bookmark: true }) as unknown as { productPk: number; bookmark: boolean },
    );
    expect(ctx.status).toBe(200);
  });

  it('is typed by the call: a controller answering another shape does not compile', async () => {
    const ctx = context();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // @ts-expect-error bookmarkEdit answers { productPk, bookmark }, not { pk }
    await respondTo(ctx, 'bookmarkEdit', async () => ({ pk: 5 }));
    expect(ctx.status).toBe(500);
    // @ts-expect-error notificationStream answers an event stream, not { data } (checked by the typecheck only)
    const notJson = () => respondTo(ctx, 'notificationStream', async () => ({}));
    expect(notJson).toBeTypeOf('function');
  });

  it('checks a body a controller prepared itself (the remembered search reply, sent as bytes)', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fits = context();
    fits.status = 200;
    fits.body = Buffer.from(JSON.stringify({ data: { productPk: 1, bookmark: false } }));
    checkReply(fits, 'bookmarkEdit');
    expect(fits.status).toBe(200);
    const off = context();
    off.status = 200;
    off.body = Buffer.from(JSON.stringify({ data: { productPk: 1 } }));
    checkReply(off, 'bookmarkEdit');
    expect(off.status).toBe(500);
  });
});

describe('respondToStaff', () => {
  it('answers { data } when the reply fits the staff call', async () => {
    const ctx = context();
    await respondToStaff(ctx, 'meetingAssign', async () => ({ pk: 3, manager: null }));
    expect(ctx.status).toBe(200);
    expect(ctx.body).toEqual({ data: { pk: 3, manager: null } });
  });

  it('answers 500 and logs the staff call, its path and the field when a reply is off its contract', async () => {
    const logged: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((message: string) => void logged.push(message));
    const ctx = context();
    // The desk reads `waiting` by tool: a count that is not a number would show as nothing.
    await respondToStaff(ctx, 'summary', async () => ({ waiting: { meetings: '2' } }) as unknown as { waiting: { meetings: number } });
    expect(ctx.status).toBe(500);
    expect(ctx.body).toEqual({ errors: { _: ['summary: the reply does not match its contract'] } });
    expect(logged).toHaveLength(1);
    expect(logged[0]).toContain('staff call summary answered off its contract (/staff/summary)');
    expect(logged[0]).toMatch(/waiting\.meetings: .*number/);
  });

  it('does not parse in production', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    const ctx = context();
    await respondToStaff(ctx, 'summary', async () => ({ waiting: { meetings: '2' } }) as unknown as { waiting: { meetings: number } });
    expect(ctx.status).toBe(200);
  });

  it('is typed by the staff call: another shape, or a CSV call, does not compile', async () => {
    const ctx = context();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // @ts-expect-error meetingAssign answers { pk, manager }, not { pk, assignee }
    await respondToStaff(ctx, 'meetingAssign', async () => ({ pk: 3, assignee: null }));
    expect(ctx.status).toBe(500);
    // @ts-expect-error meetingsExport answers a CSV file, not { data } (checked by the typecheck only)
    const notJson = () => respondToStaff(ctx, 'meetingsExport', async () => ({}));
    expect(notJson).toBeTypeOf('function');
  });
});
