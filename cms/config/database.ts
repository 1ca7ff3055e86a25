import fs from 'node:fs';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import type { PortalConfig } from '@portal/domain';
import { serverConfig } from '../src/utils/config';
import { dataDir } from '../src/utils/paths';
import { fitKnexToSqlite } from '../src/utils/sqlite-driver';

/**
 * SQLite under .data/ by default (nothing to install); PostgreSQL as soon as DATABASE_URL is set (docs/configuration.md).
 * `selectDatabase` is exported on its own so a unit test can prove which engine a configuration selects.
 */
export function selectDatabase(config: PortalConfig): Core.Config.Database['connection'] {
  if (config.DATABASE_URL) {
    return {
      client: 'postgres',
      connection: { connectionString: config.DATABASE_URL, ssl: postgresTls(config) },
      // docs/deploy.md#postgresql: every process holds up to max connections; the server's limit must cover them all.
      pool: { min: config.DATABASE_POOL_MIN, max: config.DATABASE_POOL_MAX },
    } as Core.Config.Database['connection'];
  }
  return {
    client: 'sqlite',
    connection: { filename: path.resolve(dataDir, config.DATABASE_FILENAME) },
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

/**
 * TLS to PostgreSQL always verifies the server's certificate and name: against DATABASE_SSL_CA when set (a private
 * or cloud CA), otherwise against Node's trusted CAs. An unverified connection would let anyone on the path pose as
 * the database.
 */
export function postgresTls(config: PortalConfig): false | { rejectUnauthorized: true; ca?: string } {
  if (config.DATABASE_SSL_CA) return { rejectUnauthorized: true, ca: fs.readFileSync(config.DATABASE_SSL_CA, 'utf8') };
  return config.DATABASE_SSL ? { rejectUnauthorized: true } : false;
}

const config = (): Core.Config.Database => {
  const connection = selectDatabase(serverConfig());
  if (connection.client === 'sqlite') fitKnexToSqlite();
  return { connection: { ...connection, acquireConnectionTimeout: serverConfig().DATABASE_CONNECTION_TIMEOUT } };
};

export default config;
