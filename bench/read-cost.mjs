#!/usr/bin/env node
// What a member read costs when the read cache cannot answer it (after any member's write, docs/architecture.md#
// read-cache): the services behind the reads called in process on a data folder, no HTTP, no cache, on the member
// with the most notifications, and SQLite's plan for the notification list:
//   PORTAL_DATA_DIR=/tmp/i31/scale node bench/read-cost.mjs [rounds]
// bench:scale's fixed-rate p99s are of cached answers; this is the cost a cache miss adds at each size.
import { DEFAULT_LOCALE } from '@portal/domain';
import { withStrapi } from '../scripts/lib/strapi-app.mjs';

const rounds = Number(process.argv[2] ?? 50);
const percentile = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))];

await withStrapi(async (strapi) => {
  const knex = strapi.db.connection;
  const { member_id: memberId } = await knex('notifications').select('member_id').groupBy('member_id').orderByRaw('count(*) desc').first();
  const service = (uid) => strapi.service(uid);
  // The top category the bench's product list target reads (bench/lib/api-targets.mjs): the first.
  const topCategory = (await service('api::product-category.catalogue').children(DEFAULT_LOCALE, 0))[0].pk;
  const reads = {
    'notification list': () => service('api::notification.notifications').list(memberId),
    'meeting list': () => service('api::meeting.meetings').lists(memberId, DEFAULT_LOCALE),
    'inquiry list': () => service('api::inquiry.inquiries').list(memberId, DEFAULT_LOCALE),
    'account show': () => service('api::member.accounts').show(memberId, DEFAULT_LOCALE),
    'product list (one top category, first page)': () =>
      service('api::product.catalogue').page(DEFAULT_LOCALE, {
        productCategoryParentPkList: [topCategory],
        sortType: 'RECENT',
        pageNo: 1,
        rowPerPage: 100,
      }),
  };
  const counts = Object.fromEntries(
    await Promise.all(
      ['up_users', 'notifications', 'meetings', 'inquiries', 'products'].map(async (t) => [
        t,
        Number((await knex(t).count({ n: '*' }))[0].n),
      ]),
    ),
  );
  console.log(`rows: ${JSON.stringify(counts)}; member ${memberId}`);
  for (const [name, read] of Object.entries(reads)) {
    await read();
    const times = [];
    for (let i = 0; i < rounds; i++) {
      const started = performance.now();
      await read();
      times.push(performance.now() - started);
    }
    console.log(`${name}: p50 ${percentile(times, 50).toFixed(2)} ms, p99 ${percentile(times, 99).toFixed(2)} ms (${rounds} calls)`);
  }
  const plan = await knex.raw(
    'explain query plan select id from notifications where member_id = ? order by created_at desc, id desc limit 200',
    [memberId],
  );
  console.log(`notification list plan: ${plan.map((r) => r.detail).join(' / ')}`);
});
process.exit(0);
