/** The spec's country list (docs/api.md#directory-registration-forms). */
export default {
  routes: [{ method: 'GET', path: '/country/list', handler: 'directory.list', config: { auth: false } }],
};
