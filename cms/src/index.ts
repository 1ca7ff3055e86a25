import type { Core } from '@strapi/strapi';
import { ensureAdminUser, forgetChangedAdminPassword } from './bootstrap/admin-user';
import { applyAdminPolicy } from './bootstrap/admin-roles';
import { lockMeetingMachineFields, registerMeetingAdminEdits } from './api/meeting/lib/admin-edits';
import { registerOutboxSweep, useOutboxForStaffMail } from './api/mail/services/outbox';
import { registerReminderCron } from './api/meeting/services/reminders';
import { registerPendingSweep } from './api/member/services/registration';
import { installPollFastPath } from './api/notification/lib/poll-fast-path';
import { registerSearchRefresh } from './api/product/lib/search/refresh-hook';
import { registerApprovalHook } from './bootstrap/approval-hook';
import { registerLinkFieldCheck } from './bootstrap/link-fields';
import { ensureIndexes } from './bootstrap/indexes';
import { ensureLocales } from './bootstrap/locales';
import { grantPublicRead } from './bootstrap/public-permissions';
import { registerSiteBuildHook } from './bootstrap/site-build-hook';
import { hideScheduleFromApi, registerScheduleCheck } from './api/site-build/services/publish-schedule';
import { registerPublishScheduleCron } from './api/site-build/lib/schedule-cron';
import { registerStablePk } from './bootstrap/stable-pk';
import { applyEditorForms } from './editor-forms/apply';
import { seedIfEmpty } from './seed';
import { startIdleCollect } from './utils/idle-collect';
import { ensureReadStamps, registerStampBumps } from './utils/read-stamps';
import { services } from './services';
import { config } from './utils/config';

export default {
  register({ strapi }: { strapi: Core.Strapi }) {
    registerStablePk(strapi);
    registerLinkFieldCheck(strapi);
    registerApprovalHook(strapi);
    registerSiteBuildHook(strapi);
    registerScheduleCheck(strapi);
    hideScheduleFromApi(strapi);
    registerSearchRefresh(strapi);
    registerMeetingAdminEdits(strapi);
  },

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    // Idle keep-alive connections live longer than a load balancer's idle timeout (60 s on the common ones) and any
    // client's reuse window: when the server closes first, a request already on the wire is reset (ECONNRESET at
    // the client, 502 at a balancer). Node's 5 s default raced clients on a loaded machine (docs/deploy.md).
    strapi.server.httpServer.keepAliveTimeout = 65_000;
    strapi.server.httpServer.headersTimeout = 66_000;
    installPollFastPath(strapi);
    // First: every write from here on raises the read cache's stamps (utils/read-stamps.ts).
    await ensureReadStamps(strapi);
    registerStampBumps(strapi);
    await ensureIndexes(strapi);
    await ensureLocales(strapi);
    await grantPublicRead(strapi);
    await ensureAdminUser(strapi);
    await forgetChangedAdminPassword(strapi);
    await applyAdminPolicy(strapi);
    await applyEditorForms(strapi);
    await lockMeetingMachineFields(strapi);
    // After the email plugin's own bootstrap, which installed its configured (sendmail) provider.
    useOutboxForStaffMail(strapi);
    // A fresh database gets the demo content (PORTAL_AUTO_SEED=false turns this off).
    if (config().PORTAL_AUTO_SEED) await seedIfEmpty(strapi);
    // Publishing queues site builds from here on; the seed above is covered by the build `npm start` runs.
    services.siteBuilds.enable();
    // Command-line processes (PORTAL_CRON=off) leave the reminders, the mail sweep and the site builds to the servers.
    if (config().PORTAL_CRON) {
      registerReminderCron(strapi);
      registerOutboxSweep(strapi);
      registerPendingSweep(strapi);
      // Scheduled publishing: every server looks, each due item runs once (api/site-build/services/publish-schedule.ts).
      registerPublishScheduleCron(strapi);
      // Any server may build; the queue runs one build at a time across all of them (docs/deploy.md).
      if (config().PORTAL_SITE_BUILDS) services.siteBuilds.startBuilding();
      // Servers serve the bell's streams: they hear the other instances' member changes (PostgreSQL LISTEN).
      await services.notifications.changes.start();
      // Servers build the search index now rather than at the first search (command-line processes never search).
      services.search.warm().catch((error: unknown) => strapi.log.error(`search: ${error}`));
      // A server hands back the heap a load grew once it goes quiet (utils/idle-collect.ts, docs/architecture.md).
      startIdleCollect(undefined, (line) => strapi.log.debug(line));
    }
  },

  /** SIGTERM (Strapi's destroy): a site build running here goes back to the queue for another instance. */
  async destroy() {
    await services.siteBuilds.stop();
    await services.notifications.changes.stop();
  },
};
