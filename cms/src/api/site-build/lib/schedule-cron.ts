import type { Core } from '@strapi/strapi';
import { SCHEDULE_RULE } from '../services/publish-schedule';
import { services } from '../../../services';

/** Every server runs the scheduled publishes that are due; the claim inside makes each one happen once. */
export function registerPublishScheduleCron(strapi: Core.Strapi) {
  let running = false;
  strapi.cron.add({
    publishSchedule: {
      task: async () => {
        // A slow look (a long publish on a loaded machine) is not overlapped by the next tick.
        if (running) return;
        running = true;
        try {
          const done = await services.publishSchedule.runDue();
          if (done) strapi.log.info(`schedule: ${done} scheduled publish/unpublish(es) done`);
        } catch (error) {
          strapi.log.error(`schedule: not run: ${(error as Error).message}`);
        } finally {
          running = false;
        }
      },
      options: { rule: SCHEDULE_RULE },
    },
  });
}
