/** The spec's product calls (catalogue-content-meetings.md §7). */
export default {
  routes: [{ method: 'POST', path: '/product/list', handler: 'catalogue.list', config: { auth: false } }],
};
