#!/usr/bin/env node
// Before/after of member authentication's database work, in process (no HTTP, so the middleware chain does not
// hide it): the former three Strapi query-engine reads (member, session with its member, as member-auth did) against
// the one joined knex query member-auth makes now (cms/src/api/member/lib/session-lookup.ts). On any database (it
// adds a throwaway member and removes it):  PORTAL_DATA_DIR=/tmp/bench node bench/auth-cost.mjs [iterations=2000]
import { withStrapi } from '../scripts/lib/strapi-app.mjs';

const iterations = Number(process.argv[2] || 2000);
await withStrapi(async (strapi, requireFromCms) => {
  const { sessionLookup } = requireFromCms('src/api/member/lib/session-lookup.js');
  // A throwaway ACTIVE member with one session, removed afterwards.
  const users = strapi.db.query('plugin::users-permissions.user');
  const member = await users.create({ data: { email: `auth-cost.${Date.now()}@bench.local`, memberStatus: 'ACTIVE', sessionVersion: 0 } });
  await strapi.service('api::member.sessions').signIn(member.id);
  const session = await strapi.db
    .query('api::member.member-session')
    .findOne({ where: { user: member.id }, populate: { user: { select: ['id'] } } });
  const memberId = session.user.id;
  const ways = {
    'Strapi query engine, 2 reads (before)': async () => {
      await strapi.db.query('plugin::users-permissions.user').findOne({
        where: { id: memberId },
        select: ['id', 'email', 'firstName', 'lastName', 'siteLang', 'memberStatus', 'sessionVersion', 'vip', 'blocked'],
      });
      await strapi.db
        .query('api::member.member-session')
        .findOne({ where: { tokenHash: session.tokenHash }, populate: { user: { select: ['id'] } } });
    },
    'one joined knex query (now)': () => sessionLookup(strapi).memberWithSession(session.tokenHash, memberId),
  };
  for (const [label, run] of Object.entries(ways)) {
    for (let i = 0; i < 200; i++) await run();
    const started = process.hrtime.bigint();
    for (let i = 0; i < iterations; i++) await run();
    const us = Number(process.hrtime.bigint() - started) / 1000 / iterations;
    console.log(`${label.padEnd(40)} ${us.toFixed(0).padStart(6)} µs per authentication`);
  }
  await users.delete({ where: { id: member.id } });
});
process.exit(0);
