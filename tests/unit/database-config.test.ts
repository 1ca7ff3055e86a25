import { describe, expect, it } from 'vitest';
import { readConfig } from '@portal/domain';
import { selectDatabase } from '../../cms/config/database';

describe('database selection', () => {
  it('uses SQLite under the data folder when DATABASE_URL is not set', () => {
    const db = selectDatabase(readConfig({})) as { client: string; connection: { filename: string } };
    expect(db.client).toBe('sqlite');
    expect(db.connection.filename).toMatch(/portal\.db$/);
  });

  it('uses PostgreSQL with the URL when DATABASE_URL is set', () => {
    const url = 'postgres://portal:secret@db.internal:5432/portal';
    const db = selectDatabase(readConfig({ DATABASE_URL: url, DATABASE_SSL: 'true', DATABASE_POOL_MAX: '4' })) as {
      client: string;
      connection: { connectionString: string; ssl: unknown };
      pool: { min: number; max: number };
    };
    expect(db.client).toBe('postgres');
    expect(db.connection.connectionString).toBe(url);
    expect(db.connection.ssl).toEqual({ rejectUnauthorized: false });
    expect(db.pool).toEqual({ min: 2, max: 4 });
  });
});
