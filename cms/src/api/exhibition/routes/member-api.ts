import { memberRoute, viewerRoute } from '../../../utils/route-configs';

/** The spec's exhibition calls (docs/api.md#content); the VIP path is ours (the spec shows none). */
export default {
  routes: [
    { method: 'POST', path: '/exhibition/list', handler: 'exhibitions.list', config: viewerRoute },
    { method: 'POST', path: '/exhibition/upcount', handler: 'exhibitions.upcount', config: viewerRoute },
    { method: 'POST', path: '/vip/exhibition/list', handler: 'exhibitions.vipList', config: memberRoute },
  ],
};
