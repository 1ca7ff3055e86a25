/**
 * A data folder and a database of a test file's own, holding the demo data the shared test server starts with (a copy
 * of the run's seed template: seed-template.mjs). On SQLite the data folder holds the database; on PostgreSQL (the
 * suite run with DATABASE_URL, as RELIABILITY.md part 5 and CI do) a process started with the suite's environment
 * would share the shared server's database and its background work (it is a site builder, a mail sweeper): here a
 * database of its own on the same server. `remove()` drops both.
 */
import { inject } from 'vitest';
import { seededCopy } from './seed-template.mjs';

export { withPostgres } from './seed-template.mjs';
export type OwnData = Awaited<ReturnType<typeof ownData>>;

/** With `fresh`, empty instead: its first start seeds it, with what that server is configured with (an S3 bucket). */
export const ownData = (name: string, { fresh = false } = {}) => seededCopy(name, fresh ? undefined : inject('seedTemplate'));
