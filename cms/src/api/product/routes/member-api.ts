import { memberRoute, viewerRoute } from '../../../utils/route-configs';

/** The spec's product calls (catalogue-content-meetings.md §7); the search path is ours (the spec shows none). */
export default {
  routes: [
    { method: 'POST', path: '/product/list', handler: 'catalogue.list', config: viewerRoute },
    { method: 'POST', path: '/product/search', handler: 'catalogue.search', config: viewerRoute },
    { method: 'POST', path: '/product/show', handler: 'catalogue.show', config: memberRoute },
  ],
};
