import type { WidgetArgs } from '@strapi/strapi/admin';
import { Calendar, ChartPie, Discuss, Eye } from '@strapi/icons';
import { PLUGIN_ID, toolAction } from '@portal/domain';
import en from '../translations/en.json';

type Icon = NonNullable<WidgetArgs['icon']>;

const widget = (id: string, icon: Icon, component: WidgetArgs['component']): WidgetArgs => ({
  id: `statistics-${id}`,
  pluginId: PLUGIN_ID,
  icon,
  title: { id: `${PLUGIN_ID}.statistics.${id}.title`, defaultMessage: en[`statistics.${id}.title` as keyof typeof en] },
  permissions: [{ action: toolAction('statistics') }],
  component,
});

/** The statistics on the admin home (docs/staff-workspace.md#statistics), for roles with the statistics tool. */
export const statisticsWidgets: WidgetArgs[] = [
  widget('open', Discuss, async () => (await import('./widgets')).OpenWidget),
  widget('products', Eye, async () => (await import('./widgets')).ProductsWidget),
  widget('visits', ChartPie, async () => (await import('./widgets')).VisitsWidget),
  widget('meetings', Calendar, async () => (await import('./widgets')).MeetingsWidget),
];
