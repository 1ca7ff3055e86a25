/** The spec's media-centre calls (catalogue-content-meetings.md §7). */
export default {
  routes: [{ method: 'POST', path: '/medianews/list', handler: 'newsroom.list', config: { auth: false } }],
};
