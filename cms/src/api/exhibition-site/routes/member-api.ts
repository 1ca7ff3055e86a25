import { publicRoute } from '../../../utils/route-configs';

/** The showroom Now calls (docs/api.md#virtual-showroom). */
export default {
  routes: [
    { method: 'POST', path: '/exhibition-site/list', handler: 'exhibition-sites.list', config: publicRoute },
    { method: 'POST', path: '/exhibition-site/upcount', handler: 'exhibition-sites.upcount', config: publicRoute },
  ],
};
