import type { StrapiApp } from '@strapi/strapi/admin';
import { Calendar, Clock, Message, User } from '@strapi/icons';
import { PLUGIN_ID, STAFF_TOOLS, toolAction, type StaffTool } from '@portal/domain';
import { registerTranslations } from './i18n';
import { protectedPage } from './ToolPage';
import { statisticsWidgets } from './statistics';

/** The tools with pages of their own: a menu link each (statistics lives in the home widgets). */
const PAGES: Partial<Record<StaffTool, { icon: typeof Calendar; Component: () => Promise<{ default: React.ComponentType }> }>> = {
  meetings: { icon: Calendar, Component: () => import('./meetings/MeetingsPage') },
  inquiries: { icon: Message, Component: () => import('./inquiries/InquiryDeskPage') },
  members: { icon: User, Component: () => import('./members/MembersPage') },
};

/**
 * The staff workspace's admin half (docs/staff-workspace.md): each tool is a menu link and its pages, shown only to
 * roles with the tool's permission (`plugin::staff.<tool>`), and each page behind it (ToolPage.tsx: a role without it
 * that opens the address gets the no-permission screen), plus the admin home's widgets.
 */
export default {
  register(app: StrapiApp) {
    app.registerPlugin({ id: PLUGIN_ID, name: 'Staff workspace' });
    for (const [tool, page] of Object.entries(PAGES) as [StaffTool, NonNullable<(typeof PAGES)[StaffTool]>][]) {
      app.addMenuLink({
        to: `plugins/${PLUGIN_ID}/${tool}`,
        icon: page.icon,
        intlLabel: { id: `${PLUGIN_ID}.${tool}.menu`, defaultMessage: STAFF_TOOLS[tool] },
        permissions: [{ action: toolAction(tool), subject: null }],
        Component: protectedPage(tool, page.Component),
      });
    }
    // The staff's own work first: the core's widgets (profile, last edited entries, ...) were registered before this
    // plugin's, and the home page shows them in registration order (docs/staff-workspace.md#home-widgets).
    app.widgets.register((registered) => [
      {
        id: 'waiting',
        pluginId: PLUGIN_ID,
        icon: Clock,
        title: { id: `${PLUGIN_ID}.widget.waiting.title`, defaultMessage: 'Waiting for you' },
        component: async () => (await import('./summary/WaitingWidget')).WaitingWidget,
      },
      {
        id: 'scheduled',
        pluginId: PLUGIN_ID,
        icon: Calendar,
        title: { id: `${PLUGIN_ID}.widget.scheduled.title`, defaultMessage: 'Scheduled' },
        component: async () => (await import('./summary/ScheduledWidget')).ScheduledWidget,
      },
      ...statisticsWidgets,
      ...registered,
    ]);
  },
  registerTrads: registerTranslations,
};
