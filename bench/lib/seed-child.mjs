#!/usr/bin/env node
// The bench's in-process seeding (Strapi loaded in this child process, on PORTAL_DATA_DIR), kept out of the bench's
// own process because withStrapi changes the process environment and working folder:
//   node bench/lib/seed-child.mjs multiply <factor>
//   node bench/lib/seed-child.mjs notify <memberId> <count>
//   node bench/lib/seed-child.mjs notify-many <count> <memberId,memberId,...>   (bench/streams.mjs)
// Notifications are written through the notify service, as transitions write them (it also moves the poll stamp).
import { withStrapi } from '../../scripts/lib/strapi-app.mjs';
import { multiplyContent } from './multiply.mjs';

const [task, ...args] = process.argv.slice(2);
const TYPES = ['WAIT_APPROVAL', 'APPROVED', 'CHANGE_MANAGER_SCHEDULE', 'DAY_BEFORE_MEETING', 'QNA_RECEIPT', 'QNA_ANSWERED'];

await withStrapi(async (strapi) => {
  if (task === 'multiply') {
    const counts = await multiplyContent(strapi, Number(args[0]));
    console.log(`[bench] multiplied x${args[0]}: ${JSON.stringify(counts)}`);
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
