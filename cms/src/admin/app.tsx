/**
 * The admin panel's own settings. Staff work in English, Korean, Chinese or Japanese (each picks theirs in their
 * profile); the staff workspace's texts come in the same four (docs/staff-workspace.md#languages).
 */
export default {
  config: {
    locales: ['ko', 'zh-Hans', 'ja'],
  },
  bootstrap() {},
};
