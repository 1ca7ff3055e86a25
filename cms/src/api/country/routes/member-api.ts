/** The spec's country list (accounts-and-frame.md §7). */
export default {
  routes: [{ method: 'GET', path: '/country/list', handler: 'directory.list', config: { auth: false } }],
};
