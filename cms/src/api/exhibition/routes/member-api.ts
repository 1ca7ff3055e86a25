/** The spec's exhibition calls (catalogue-content-meetings.md §7). */
export default {
  routes: [{ method: 'POST', path: '/exhibition/list', handler: 'showcase.list', config: { auth: false } }],
};
