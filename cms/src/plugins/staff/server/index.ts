import type { Core } from '@strapi/strapi';
import { PLUGIN_ID, STAFF_TOOLS } from '@portal/domain';
import { meetingsController } from './meetings';
import { membersController } from './members';
import { inquiriesController } from './inquiries';
import { statisticsController } from './statistics';
import preview from './preview/middleware';
import { previewUrl } from './preview/url';
import { scheduledController } from './scheduled';
import { summaryController } from './summary';
import { staffRoutes } from './routes';

/**
 * The staff workspace's server half (docs/staff-workspace.md): one admin permission per tool, and admin routes
 * under `/staff/*` (made from @portal/domain STAFF_CALLS, routes.ts) that reach the same services as the member API and the command line (cms/src/services.ts).
 */
interface ActionProvider {
  registerMany(actions: { section: 'plugins'; displayName: string; uid: string; pluginName: string }[]): Promise<void>;
}

export default {
  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    // Registered before the app's bootstrap applies the role table (cms/src/bootstrap/admin-roles.ts), which grants them.
    const { actionProvider } = strapi.service('admin::permission') as { actionProvider: ActionProvider };
    await actionProvider.registerMany(
      Object.entries(STAFF_TOOLS).map(([uid, displayName]) => ({ section: 'plugins', displayName, uid, pluginName: PLUGIN_ID })),
    );
  },
  routes: {
    admin: {
      type: 'admin',
      routes: staffRoutes,
    },
  },
  middlewares: { preview },
  // The Content Manager's preview handler (cms/config/admin.ts calls it through strapi.plugin('staff')).
  services: {
    preview: ({ strapi }: { strapi: Core.Strapi }) => ({
      url: (uid: string, params: Parameters<typeof previewUrl>[2]) => previewUrl(strapi, uid, params),
    }),
  },
  controllers: {
    summary: summaryController,
    scheduled: scheduledController,
    meetings: meetingsController,
    members: membersController,
    inquiries: inquiriesController,
    statistics: statisticsController,
  },
};
