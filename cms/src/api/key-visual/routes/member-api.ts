/** The spec's banner calls (catalogue-content-meetings.md §7). */
export default {
  routes: [{ method: 'POST', path: '/keyVisual/mainsite/list', handler: 'banners.list', config: { auth: false } }],
};
