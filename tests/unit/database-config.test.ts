import { describe, expect, it } from 'vitest';
import { selectDatabase } from '../../cms/config/database';

const from = (vars: Record<string, string>) => (name: string) => vars[name];

describe('database selection', () => {
  it('uses SQLite under the data folder when DATABASE_URL is not set', () => {
    const db = selectDatabase(from({})) as { client: string; connection: { filename: string } };
    expect(db.client).toBe('sqlite');
    expect(db.connection.filename).toMatch(/portal\.db$/);
  });

  it('uses PostgreSQL with the URL when DATABASE_URL is set', () => {
    const url = 'postgres://portal:secret@db.internal:5432/portal';
    const db = selectDatabase(from({ DATABASE_URL: url })) as { client: string; connection: { connectionString: string } };
    expect(db.client).toBe('postgres');
    expect(db.connection.connectionString).toBe(url);
  });
});
