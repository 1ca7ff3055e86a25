import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { dataDir } from '../src/utils/paths';

/**
 * SQLite under .data/ by default (nothing to install); PostgreSQL as soon as DATABASE_URL is set.
 * `selectDatabase` is exported on its own so a unit test can prove which engine an environment selects.
 */
export function selectDatabase(get: (name: string) => string | undefined): Core.Config.Database['connection'] {
  const url = get('DATABASE_URL');
  if (url) {
    return {
      client: 'postgres',
      connection: { connectionString: url, ssl: get('DATABASE_SSL') === 'true' ? { rejectUnauthorized: false } : false },
      pool: { min: Number(get('DATABASE_POOL_MIN') ?? 2), max: Number(get('DATABASE_POOL_MAX') ?? 10) },
    } as Core.Config.Database['connection'];
  }
  return {
    client: 'sqlite',
    connection: { filename: path.resolve(dataDir, get('DATABASE_FILENAME') || 'portal.db') },
    useNullAsDefault: true,
    pool: {
      // WAL lets the site build read while members write; a busy timeout rides out short write locks.
      afterCreate: (conn: { pragma: (sql: string) => void }, done: (err: Error | null, conn: unknown) => void) => {
        conn.pragma('journal_mode = WAL');
        conn.pragma('busy_timeout = 5000');
        conn.pragma('synchronous = NORMAL');
        done(null, conn);
      },
    },
  } as Core.Config.Database['connection'];
}

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Database => ({
  connection: {
    ...selectDatabase((name) => env(name)),
    acquireConnectionTimeout: env.int('DATABASE_CONNECTION_TIMEOUT', 60000),
  },
});

export default config;
