import type { Core } from '@strapi/strapi';

/**
 * Runs `work` once the current database transaction commits (right away when there is none), so what it does
 * outside the database (removing files, telling members' streams) happens only for writes that really landed.
 * A failure is logged under `what`; the transaction's caller never waits for the work.
 */
export async function afterCommit(strapi: Core.Strapi, what: string, work: () => Promise<void> | void): Promise<void> {
  const run = () =>
    void Promise.resolve()
      .then(work)
      .catch((error) => strapi.log.error(`${what} failed: ${error}`));
  if (!strapi.db.inTransaction()) return run();
  await strapi.db.transaction(({ onCommit }) => onCommit(run));
}
