/**
 * The database migrations in cms/database/migrations (docs/deploy.md#database-migrations), on the test server's
 * own database: SQLite by default, PostgreSQL when the suite runs with DATABASE_URL (.ci/api-on-postgres).
 */
import path from 'node:path';
import crypto from 'node:crypto';
import knexFactory, { type Knex } from 'knex';
import { loadSqliteDriver } from '@portal/sqlite-driver';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';

const MIGRATIONS = path.resolve(__dirname, '../../cms/database/migrations');
const CONFIRMED_AT = '2026.11.27T00.00.00.meeting-confirmed-at.js';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { up } = require(path.join(MIGRATIONS, CONFIRMED_AT)) as { up: (knex: Knex) => Promise<void> };

/** Knex's SQLite dialect on the driver the portal declares, as cms/src/utils/sqlite-driver.ts gives it to Strapi. */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const SqliteDialect = require('knex/lib/dialects/better-sqlite3') as new (config: Knex.Config) => Knex.Client;
class PortalSqlite extends SqliteDialect {
  _driver() {
    return loadSqliteDriver();
  }
}

let db: Knex;
beforeAll(() => {
  // The test server's database: on PostgreSQL a database of its own on the suite's server (own-data.ts).
  const postgres = inject('strapiEnv').DATABASE_URL;
  db = postgres
    ? knexFactory({ client: 'pg', connection: postgres })
    : knexFactory({
        client: PortalSqlite as unknown as typeof Knex.Client,
        connection: { filename: path.join(inject('dataDir'), 'portal.db') },
        useNullAsDefault: true,
      });
});
afterAll(() => db?.destroy());

/** A meeting row as an older version left it (no confirmedAt), written beside the server's own rows. */
async function legacyMeeting(status: string, meetingAt: Date | null): Promise<number> {
  const now = new Date();
  const [row] = await db('meetings')
    .insert({
      document_id: crypto.randomBytes(12).toString('hex'),
      title: `legacy ${status}`,
      meeting_status: status,
      last_updator: 'ADMIN',
      meeting_at: meetingAt,
      confirmed_at: null,
      created_at: now,
      updated_at: now,
      published_at: now,
    })
    .returning('id');
  return typeof row === 'object' ? row.id : row;
}

async function historyEvent(meetingId: number, toStatus: string, meetingAt: Date, createdAt: Date) {
  await db('meeting_events').insert({
    document_id: crypto.randomBytes(12).toString('hex'),
    meeting_id: meetingId,
    action: toStatus === 'RESERVE' ? 'CONFIRM' : 'PROPOSE',
    actor_type: 'STAFF',
    to_status: toStatus,
    meeting_at: meetingAt,
    created_at: createdAt,
    updated_at: createdAt,
    published_at: createdAt,
  });
}

/** confirmedAt as an instant (SQLite keeps milliseconds as a number, PostgreSQL a timestamp). */
async function confirmedAt(id: number): Promise<number | null> {
  const row = await db('meetings').where({ id }).first('confirmed_at', 'meeting_at');
  return row.confirmed_at === null ? null : new Date(row.confirmed_at).getTime();
}

describe('migration: confirmedAt for meetings confirmed before it existed (issue 29)', () => {
  it('ran at the server start, once', async () => {
    const done = await db('strapi_migrations').where({ name: CONFIRMED_AT }).count({ n: '*' }).first();
    expect(Number(done?.n)).toBe(1);
  });

  it('fills the confirmed slot from meetingAt or the last confirmation in the history, leaves the rest, and is idempotent', async () => {
    const slot = new Date('2030-03-04T05:00:00.000Z');
    const earlier = new Date('2030-02-01T01:00:00.000Z');
    const proposal = new Date('2030-05-06T07:00:00.000Z');
    const reserved = await legacyMeeting('RESERVE', slot);
    const change = await legacyMeeting('CHANGE', slot);
    const complete = await legacyMeeting('COMPLETE', slot);
    const proposed = await legacyMeeting('REQ_ADMIN', proposal);
    await historyEvent(proposed, 'RESERVE', earlier, new Date('2029-01-01T00:00:00Z'));
    await historyEvent(proposed, 'RESERVE', slot, new Date('2029-02-01T00:00:00Z'));
    await historyEvent(proposed, 'REQ_ADMIN', proposal, new Date('2029-03-01T00:00:00Z'));
    const neverConfirmed = await legacyMeeting('REQ_ADMIN', proposal);
    await historyEvent(neverConfirmed, 'REQ_ADMIN', proposal, new Date('2029-03-01T00:00:00Z'));
    const request = await legacyMeeting('REQUEST', proposal);
    const cancelled = await legacyMeeting('CANCEL', slot);
    const alreadySet = await legacyMeeting('RESERVE', slot);
    await db('meetings').where({ id: alreadySet }).update({ confirmed_at: earlier });

    await db.transaction((trx) => up(trx));
    const expected = {
      reserved: slot.getTime(),
      change: slot.getTime(),
      complete: slot.getTime(),
      proposed: slot.getTime(),
      neverConfirmed: null,
      request: null,
      cancelled: null,
      alreadySet: earlier.getTime(),
    };
    const read = async () => {
      const ids = { reserved, change, complete, proposed, neverConfirmed, request, cancelled, alreadySet };
      return Object.fromEntries(await Promise.all(Object.entries(ids).map(async ([k, id]) => [k, await confirmedAt(id)])));
    };
    expect(await read()).toEqual(expected);
    // Again: nothing changes (a second start, or a database migrated by hand).
    await db.transaction((trx) => up(trx));
    expect(await read()).toEqual(expected);
  });
});
