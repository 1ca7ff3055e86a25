import type { StrapiApp } from '@strapi/strapi/admin';
import { Clock, Message } from '@strapi/icons';
import { PLUGIN_ID, toolAction } from '../../tools';
import { registerTranslations } from './i18n';
import { statisticsWidgets } from './statistics';

/**
 * The staff workspace's admin half (docs/staff-workspace.md): each tool is a menu link and its pages, shown only to
 * roles with the tool's permission (`plugin::staff.<tool>`), plus the admin home's widgets.
 */
export default {
  register(app: StrapiApp) {
    app.registerPlugin({ id: PLUGIN_ID, name: 'Staff workspace' });
    app.addMenuLink({
      to: `plugins/${PLUGIN_ID}/inquiries`,
      icon: Message,
      intlLabel: { id: `${PLUGIN_ID}.inquiries.title`, defaultMessage: 'Inquiry desk' },
      permissions: [{ action: toolAction('inquiries'), subject: null }],
      Component: () => import('./inquiries/InquiryDeskPage'),
    });
    app.widgets.register([
      {
        id: 'waiting',
        pluginId: PLUGIN_ID,
        icon: Clock,
        title: { id: `${PLUGIN_ID}.widget.waiting.title`, defaultMessage: 'Waiting for you' },
        component: async () => (await import('./summary/WaitingWidget')).WaitingWidget,
      },
      ...statisticsWidgets,
    ]);
  },
  registerTrads: registerTranslations,
};
