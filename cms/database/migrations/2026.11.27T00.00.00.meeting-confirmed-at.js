'use strict';

/**
 * Meetings confirmed before `confirmedAt` existed have none, so their card cannot show the confirmed slot beside a
 * later proposal (docs/meetings.md#fields). `confirmedAt` is the slot last confirmed, so it is filled from:
 * - `meetingAt` for RESERVE, CHANGE and COMPLETE (a change request or completion leaves meetingAt as confirmed);
 * - for REQ_ADMIN and REQ_MANAGER (meetingAt now holds a proposal), the slot of the meeting's last confirmation in
 *   its history (`meeting_events`, to RESERVE), when the history has one; otherwise it stays empty, as for a
 *   meeting never confirmed.
 * Idempotent: only empty values are filled. Strapi runs this once, before it syncs the tables (docs/deploy.md); a
 * database older than the column gets the column here (as Strapi would add it), a fresh one has no table yet.
 * Plain SQL through Knex, the same on SQLite and PostgreSQL.
 * @param {import('knex').Knex} knex
 */
async function up(knex) {
  if (!(await knex.schema.hasTable('meetings'))) return;
  if (!(await knex.schema.hasColumn('meetings', 'confirmed_at')))
    await knex.schema.alterTable('meetings', (table) => table.datetime('confirmed_at', { useTz: false, precision: 6 }));

  await knex('meetings')
    .whereIn('meeting_status', ['RESERVE', 'CHANGE', 'COMPLETE'])
    .whereNull('confirmed_at')
    .whereNotNull('meeting_at')
    .update({ confirmed_at: knex.ref('meeting_at') });

  if (!(await knex.schema.hasTable('meeting_events'))) return;
  const lastConfirmed = knex('meeting_events as e')
    .select('e.meeting_at')
    .whereRaw('e.meeting_id = meetings.id')
    .where('e.to_status', 'RESERVE')
    .whereNotNull('e.meeting_at')
    .orderBy([
      { column: 'e.created_at', order: 'desc' },
      { column: 'e.id', order: 'desc' },
    ])
    .limit(1);
  await knex('meetings')
    .whereIn('meeting_status', ['REQ_ADMIN', 'REQ_MANAGER'])
    .whereNull('confirmed_at')
    // No confirmation in the history: the subquery is NULL and the value stays empty.
    .update({ confirmed_at: lastConfirmed });
}

module.exports = { up };
