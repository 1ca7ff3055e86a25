import type { Core } from '@strapi/strapi';
import type { Row } from '../../../utils/rows';
import { USER_UID } from './members';

const SESSION_UID = 'api::member.member-session';

/**
 * The member fields a signed-in call needs (ctx.state.member) and what decides whether it may proceed;
 * `notificationStamp` changes with every notification write (the poll's ETag, notification-poll.ts).
 */
const MEMBER_FIELDS = [
  'id',
  'email',
  'firstName',
  'lastName',
  'siteLang',
  'memberStatus',
  'sessionVersion',
  'vip',
  'blocked',
  'notificationStamp',
] as const;
/** The member as `sessionLookup` answers it: booleans normalised, a missing session version read as 0. */
export type MemberAuthRow = Omit<Row<typeof USER_UID, { select: typeof MEMBER_FIELDS }>, 'sessionVersion'> & { sessionVersion: number };

/** The member joined to one of its sessions (raw dates: knex hands back what the driver stores). */
export interface MemberSessionRow extends MemberAuthRow {
  sessionId: number;
  expiresAt: string | number | Date;
  lastSeenAt: string | number | Date | null;
  revokedAt: string | number | Date | null;
  endsAt: string | number | Date | null;
}

const SESSION_FIELDS = {
  sessionId: 'id',
  expiresAt: 'expiresAt',
  lastSeenAt: 'lastSeenAt',
  revokedAt: 'revokedAt',
  endsAt: 'endsAt',
} as const;

/** Strapi's table metadata of a model: its table, columns and join tables. */
type Meta = ReturnType<Core.Strapi['db']['metadata']['get']>;

/** The column behind a field (Strapi snake-cases names; a relation has none of its own). */
const column = (meta: Meta, field: string) => {
  const attribute = meta.attributes[field];
  return attribute && 'columnName' in attribute && typeof attribute.columnName === 'string' ? attribute.columnName : field;
};

/** The join table that links a session to its member. */
function memberLink(sessions: Meta) {
  const user = sessions.attributes.user;
  const table = user && 'joinTable' in user ? user.joinTable : undefined;
  if (!table || !('inverseJoinColumn' in table)) throw new Error('member sessions: the user relation has no join table');
  return table;
}

/**
 * Raw queries for member authentication (docs/architecture.md#performance): every member call needs the member and, mostly, its
 * session; Strapi's query engine costs several milliseconds per findOne under load, so these are single knex
 * queries. Table and column names come from Strapi's metadata, so a renamed field or relation cannot silently break
 * them. Booleans are normalised (SQLite answers 0/1).
 */
export function sessionLookup(strapi: Core.Strapi) {
  const users = strapi.db.metadata.get(USER_UID);
  const sessions = strapi.db.metadata.get(SESSION_UID);
  const link = memberLink(sessions);
  const memberColumns = MEMBER_FIELDS.map((f) => `u.${column(users, f)} as ${f}`);
  const sessionColumns = Object.entries(SESSION_FIELDS).map(([as, f]) => `s.${column(sessions, f)} as ${as}`);
  const knex = strapi.db.connection;
  const normalise = <T extends MemberAuthRow>(row: T | undefined): T | undefined =>
    row && { ...row, vip: !!row.vip, blocked: !!row.blocked, sessionVersion: row.sessionVersion ?? 0 };

  // At most one row: a token hash names one session. No LIMIT in the prepared form (memberWithSessionSql): with a
  // bound `limit ?` each call took 4x longer (docs/architecture.md#known-pitfalls).
  const memberWithSession = (tokenHash: string, memberId: number) =>
    knex(`${sessions.tableName} as s`)
      .join(`${link.name} as l`, `l.${link.joinColumn.name}`, 's.id')
      .join(`${users.tableName} as u`, 'u.id', `l.${link.inverseJoinColumn.name}`)
      .where(`s.${column(sessions, 'tokenHash')}`, tokenHash)
      .andWhere('u.id', memberId)
      .select([...memberColumns, ...sessionColumns]);

  return {
    /** The member by id (one indexed query). */
    async member(memberId: number): Promise<MemberAuthRow | undefined> {
      return normalise<MemberAuthRow>(await knex(`${users.tableName} as u`).where('u.id', memberId).first(memberColumns));
    },

    /** The member and its session with this token hash, in one indexed query; undefined when they do not belong together. */
    async memberWithSession(tokenHash: string, memberId: number): Promise<MemberSessionRow | undefined> {
      return normalise<MemberSessionRow>(await memberWithSession(tokenHash, memberId).first());
    },

    /**
     * The same query as SQL text for a caller that prepares it once (the notification poll's SQLite reader), with
     * the parameters for a token hash and member and the normalisation of the raw row it answers.
     */
    memberWithSessionSql() {
      const [hashMark, idMark] = ['\u0000tokenHash', Number.MIN_SAFE_INTEGER];
      const { sql, bindings } = memberWithSession(hashMark, idMark).toSQL().toNative();
      return {
        sql,
        params: (tokenHash: string, memberId: number) =>
          bindings.map((value) => (value === hashMark ? tokenHash : value === idMark ? memberId : value)),
        normalise: (row: unknown) => normalise(row as MemberSessionRow | undefined),
      };
    },
  };
}
