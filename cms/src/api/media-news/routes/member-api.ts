import { memberRoute, viewerRoute } from '../../../utils/route-configs';

/** The spec's media-centre calls (docs/api.md#content); the VIP path is ours (the spec shows none). */
export default {
  routes: [
    { method: 'POST', path: '/medianews/list', handler: 'media-items.list', config: viewerRoute },
    { method: 'POST', path: '/medianews/upcount', handler: 'media-items.upcount', config: viewerRoute },
    { method: 'POST', path: '/vip/medianews/list', handler: 'media-items.vipList', config: memberRoute },
  ],
};
