import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { PLUGIN_ID } from '@portal/domain';
import en from './translations/en.json';

/**
 * The workspace's texts in the four staff languages (docs/staff-workspace.md#languages). Keys are written without
 * the plugin prefix in translations/*.json and registered with it, as Strapi expects of a plugin.
 */
export type MessageKey = keyof typeof en;

const FILES: Record<string, () => Promise<{ default: Record<string, string> }>> = {
  en: () => import('./translations/en.json'),
  ko: () => import('./translations/ko.json'),
  'zh-Hans': () => import('./translations/zh-Hans.json'),
  ja: () => import('./translations/ja.json'),
};

const prefixed = (data: Record<string, string>) => Object.fromEntries(Object.entries(data).map(([k, v]) => [`${PLUGIN_ID}.${k}`, v]));

export async function registerTranslations({ locales }: { locales: string[] }) {
  return Promise.all(locales.map(async (locale) => ({ locale, data: FILES[locale] ? prefixed((await FILES[locale]()).default) : {} })));
}

/**
 * `t('key', values)`: a workspace text in the staff member's admin language, English when a file lacks it. The
 * same function until the language changes, so it can be a dependency of effects and memos.
 */
export function useT() {
  const { formatMessage } = useIntl();
  return useCallback(
    (key: MessageKey, values?: Record<string, string | number>) =>
      formatMessage({ id: `${PLUGIN_ID}.${key}`, defaultMessage: en[key] }, values),
    [formatMessage],
  );
}
