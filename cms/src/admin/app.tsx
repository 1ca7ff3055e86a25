import type { StrapiApp } from '@strapi/strapi/admin';
import { formTranslations, groupEditView } from './editor-forms';

/**
 * The admin panel's own settings. Staff work in English, Korean, Chinese or Japanese (each picks theirs in their
 * profile); the staff workspace's texts and the content forms' labels come in the same four
 * (docs/staff-workspace.md#languages, docs/editors.md#the-forms).
 */
export default {
  config: {
    locales: ['ko', 'zh-Hans', 'ja'],
    translations: formTranslations,
  },
  bootstrap(app: StrapiApp) {
    app.registerHook('Admin/CM/pages/EditView/mutate-edit-view-layout', groupEditView);
  },
};
