import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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
    expect(db.connection.ssl).toEqual({ rejectUnauthorized: true });
    expect(db.pool).toEqual({ min: 2, max: 4 });
  });

  it('verifies the server certificate against DATABASE_SSL_CA, which turns TLS on', () => {
    const ca = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'portal-ca-')), 'ca.pem');
    fs.writeFileSync(ca, '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n');
    const url = 'postgres://portal:secret@db.internal:5432/portal';
    const db = selectDatabase(readConfig({ DATABASE_URL: url, DATABASE_SSL_CA: ca })) as { connection: { ssl: unknown } };
    expect(db.connection.ssl).toEqual({ rejectUnauthorized: true, ca: fs.readFileSync(ca, 'utf8') });
    expect((selectDatabase(readConfig({ DATABASE_URL: url })) as { connection: { ssl: unknown } }).connection.ssl).toBe(false);
    fs.rmSync(path.dirname(ca), { recursive: true });
  });
});
