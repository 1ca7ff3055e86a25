#!/usr/bin/env node
// The bench's in-process seeding (Strapi loaded in this child process, on PORTAL_DATA_DIR), kept out of the bench's
// own process because withStrapi changes the process environment and working folder:
//   node bench/lib/seed-child.mjs scale <factor> <size>   (content times factor, member population of size; members.mjs)
//     and writes <data folder>/bench-scale.json: the population and the heap the search index holds (searchIndexMb)
//   node bench/lib/seed-child.mjs notify <memberId> <count>
//   node bench/lib/seed-child.mjs notify-many <count> <memberId,memberId,...>   (bench/streams.mjs)
// Notifications are written through the notify service, as transitions write them (it also moves the poll stamp).
import fs from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';
import { STRAPI_LOCALES } from '@portal/domain';
import { withStrapi } from '../../scripts/lib/strapi-app.mjs';
import { populateMembers } from './members.mjs';
import { multiplyContent } from './multiply.mjs';

const [task, ...args] = process.argv.slice(2);
const scaleFile = path.join(process.env.PORTAL_DATA_DIR, 'bench-scale.json');
const TYPES = ['WAIT_APPROVAL', 'APPROVED', 'CHANGE_MANAGER_SCHEDULE', 'DAY_BEFORE_MEETING', 'QNA_RECEIPT', 'QNA_ANSWERED'];

/**
 * The heap the search service's snapshot holds (every locale's content and index, built as its rebuild() does), in
 * MB: the search module does not report its size, so it is the heap after a full GC with the index minus before.
 */
async function searchIndexMb(strapi, requireFromCms) {
  v8.setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc');
  const { loadLocale } = requireFromCms('src/api/product/lib/search/sources.js');
  const { LocaleIndex } = requireFromCms('src/api/product/lib/search/search-index.js');
  const { withAliases } = requireFromCms('src/api/product/lib/search/aliases.js');
  gc();
  const before = process.memoryUsage().heapUsed;
  const loaded = new Map();
  for (const locale of STRAPI_LOCALES) loaded.set(locale, await loadLocale(strapi, locale));
  const products = withAliases(new Map([...loaded].map(([locale, content]) => [locale, content.products])));
  const held = [...loaded].map(([locale, content]) => ({ content, index: new LocaleIndex(products.get(locale), content.content) }));
  gc();
  const mb = (process.memoryUsage().heapUsed - before) / 2 ** 20;
  return held.length ? Math.round(mb * 10) / 10 : 0;
}

await withStrapi(async (strapi, requireFromCms) => {
  if (task === 'scale') {
    const [factor, size] = args.map(Number);
    if (factor > 1) console.log(`[bench] multiplied x${factor}: ${JSON.stringify(await multiplyContent(strapi, factor))}`);
    const population = await populateMembers(strapi, size);
    const scale = { size, population, searchIndexMb: await searchIndexMb(strapi, requireFromCms) };
    fs.writeFileSync(scaleFile, JSON.stringify(scale));
    console.log(`[bench] ${size}x: ${JSON.stringify(scale)}`);
  } else if (task === 'notify' || task === 'notify-many') {
    const [memberIds, count] = task === 'notify' ? [[Number(args[0])], Number(args[1])] : [args[1].split(',').map(Number), Number(args[0])];
    const managers = await strapi.db.query('api::manager.manager').findMany({ select: ['id'], limit: 10 });
    const service = strapi.service('api::notification.notifications');
    for (const memberId of memberIds)
      for (let i = 0; i < count; i++) {
        const type = TYPES[i % TYPES.length];
        const aboutQna = type.startsWith('QNA');
        await service.notify({
          memberId,
          type,
          meetingPk: aboutQna ? null : 1000 + i,
          managerPk: aboutQna || !managers.length ? null : managers[i % managers.length].id,
          startAt: aboutQna ? null : new Date(Date.now() + i * 3_600_000),
          qnaPk: aboutQna ? 2000 + i : null,
        });
      }
    console.log(`[bench] ${count} notifications for each of ${memberIds.length} members`);
  } else throw new Error(`unknown task ${task}`);
});
process.exit(0);
