import { memberRoute, publicRoute, viewerRoute } from '../../../utils/route-configs';

/** The spec's product calls (docs/api.md#catalogue); the search and suggest paths are ours (the spec shows none). */
export default {
  routes: [
    { method: 'POST', path: '/product/list', handler: 'catalogue.list', config: viewerRoute },
    { method: 'POST', path: '/product/search', handler: 'search.search', config: viewerRoute },
    // The header box's suggestions while typing: no member data in them, so no token is read (docs/search.md).
    { method: 'POST', path: '/product/suggest', handler: 'search.suggest', config: publicRoute },
    { method: 'POST', path: '/product/show', handler: 'catalogue.show', config: memberRoute },
  ],
};
