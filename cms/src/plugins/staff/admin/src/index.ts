import type { StrapiApp } from '@strapi/strapi/admin';
import { Calendar, Clock, User } from '@strapi/icons';
import { PLUGIN_ID, toolAction } from '../../tools';
import { registerTranslations } from './i18n';

/**
 * The staff workspace's admin half (docs/staff-workspace.md): each tool is a menu link and its pages, shown only to
 * roles with the tool's permission (`plugin::staff.<tool>`), plus the admin home's widgets.
 */
export default {
  register(app: StrapiApp) {
    app.registerPlugin({ id: PLUGIN_ID, name: 'Staff workspace' });
    app.addMenuLink({
      to: `plugins/${PLUGIN_ID}/meetings`,
      icon: Calendar,
      intlLabel: { id: `${PLUGIN_ID}.meetings.menu`, defaultMessage: 'Meetings desk' },
      permissions: [{ action: toolAction('meetings'), subject: null }],
      Component: () => import('./meetings/MeetingsPage'),
    });
    app.addMenuLink({
      to: `plugins/${PLUGIN_ID}/members`,
      icon: User,
      intlLabel: { id: `${PLUGIN_ID}.members.menu`, defaultMessage: 'Member administration' },
      permissions: [{ action: toolAction('members'), subject: null }],
      Component: () => import('./members/MembersPage'),
    });
    app.widgets.register([
      {
        id: 'waiting',
        pluginId: PLUGIN_ID,
        icon: Clock,
        title: { id: `${PLUGIN_ID}.widget.waiting.title`, defaultMessage: 'Waiting for you' },
        component: async () => (await import('./summary/WaitingWidget')).WaitingWidget,
      },
    ]);
  },
  registerTrads: registerTranslations,
};
