import { publicRoute } from '../../../utils/route-configs';

/** The showroom Now calls (docs/api.md#virtual-showroom). */
export default {
  routes: [
    { method: 'POST', path: '/exhibition-site/list', handler: 'showroom-now.list', config: publicRoute },
    { method: 'POST', path: '/exhibition-site/upcount', handler: 'showroom-now.upcount', config: publicRoute },
  ],
};
