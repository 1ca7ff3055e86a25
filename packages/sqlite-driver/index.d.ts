// better-sqlite3's API as the portal uses it (no type package installed).

export interface SqliteStatement {
  get(...params: unknown[]): unknown;
  all(...params: unknown[]): unknown[];
  run(...params: unknown[]): { changes: number; lastInsertRowid: number | bigint };
}

export interface SqliteDatabase {
  prepare(sql: string): SqliteStatement;
  exec(sql: string): SqliteDatabase;
  pragma(source: string, options?: { simple?: boolean }): unknown;
  transaction<F extends (...args: never[]) => unknown>(fn: F): F;
  close(): SqliteDatabase;
}

export interface SqliteOptions {
  readonly?: boolean;
  fileMustExist?: boolean;
}

export type SqliteDriver = new (filename: string, options?: SqliteOptions) => SqliteDatabase;

/** The driver's Database class, loaded on first use. */
export declare function loadSqliteDriver(): SqliteDriver;
