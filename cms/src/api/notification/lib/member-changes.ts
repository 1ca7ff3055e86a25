import type { Core } from '@strapi/strapi';
import pg from 'pg';

/**
 * Member changes, pushed (docs/architecture.md#push-to-members): each write of a member's notification stamp
 * (services/notifications.ts `touch`) is published once its transaction commits, and every open stream of that
 * member, in any process, hears it. On PostgreSQL through `NOTIFY` on one channel, which each process `LISTEN`s to
 * on a connection of its own; on SQLite (one process) in memory.
 */

/**
 * A member's new change stamp; null asks each stream to check again: its session (the member's sessions were
 * ended) and its stamp (the listening connection was lost meanwhile, and may have missed some).
 */
type StampListener = (stamp: number | null) => void;

const CHANNEL = 'portal_member_changes';
/** A lost listening connection is opened again after these waits (the last one repeats). */
const RECONNECT_MS = [500, 1000, 2000, 5000, 10_000];

interface Change {
  memberId: number;
  stamp: number | null;
}

export interface MemberChanges {
  /** Tells every stream of the member, in every process; call it after the commit. */
  publish(memberId: number, stamp: number | null): Promise<void>;
  /** Listens for one member's changes; answers the unsubscribe. */
  subscribe(memberId: number, listener: StampListener): () => void;
  /** Opens the listening connection (PostgreSQL); resolves once it listens. */
  start(): Promise<void>;
  stop(): Promise<void>;
}

const parse = (payload: string | undefined): Change | null => {
  try {
    const value = JSON.parse(payload ?? '') as Partial<Change>;
    return Number.isInteger(value.memberId) && (value.stamp === null || Number.isInteger(value.stamp)) ? (value as Change) : null;
  } catch {
    return null;
  }
};

export function memberChanges(strapi: Core.Strapi): MemberChanges {
  const listeners = new Map<number, Set<StampListener>>();
  const postgres = strapi.config.get('database.connection.client') === 'postgres';
  let client: pg.Client | null = null;
  let stopped = false;
  let attempt = 0;
  let retry: ReturnType<typeof setTimeout> | undefined;

  const deliver = (memberId: number, stamp: number | null) => {
    for (const listener of listeners.get(memberId) ?? []) listener(stamp);
  };
  const deliverToAll = () => {
    for (const memberId of listeners.keys()) deliver(memberId, null);
  };

  async function listen(): Promise<void> {
    const connection = strapi.config.get('database.connection.connection') as pg.ClientConfig;
    const next = new pg.Client(connection);
    const lost = (error?: Error) => {
      if (client !== next) return;
      client = null;
      void next.end().catch(() => undefined);
      if (stopped) return;
      strapi.log.warn(`push: the listening connection was lost (${error?.message ?? 'closed'}); opening it again`);
      const wait = RECONNECT_MS[Math.min(attempt++, RECONNECT_MS.length - 1)];
      // A failed attempt has already scheduled the next one (its own `lost` ran): nothing more to do with the error.
      retry = setTimeout(() => void listen().catch(() => undefined), wait);
    };
    next.on('notification', (message) => {
      const change = message.channel === CHANNEL ? parse(message.payload) : null;
      if (change) deliver(change.memberId, change.stamp);
    });
    next.on('error', lost);
    next.on('end', () => lost());
    client = next;
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANNEL}`);
    } catch (error) {
      lost(error as Error);
      throw error;
    }
    // What was published while no connection listened is not replayed: every stream reads its stamp again.
    if (attempt > 0) deliverToAll();
    attempt = 0;
  }

  return {
    async publish(memberId, stamp) {
      if (!postgres) return deliver(memberId, stamp);
      await strapi.db.connection.raw('select pg_notify(?, ?)', [CHANNEL, JSON.stringify({ memberId, stamp })]);
    },
    subscribe(memberId, listener) {
      const set = listeners.get(memberId) ?? new Set();
      set.add(listener);
      listeners.set(memberId, set);
      return () => {
        set.delete(listener);
        if (set.size === 0 && listeners.get(memberId) === set) listeners.delete(memberId);
      };
    },
    async start() {
      stopped = false;
      if (postgres && !client) await listen();
    },
    async stop() {
      stopped = true;
      clearTimeout(retry);
      const open = client;
      client = null;
      await open?.end().catch(() => undefined);
    },
  };
}
