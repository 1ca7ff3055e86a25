import { publicRoute } from '../../../utils/route-configs';

/** The spec's banner calls (docs/api.md#content). */
export default {
  routes: [
    { method: 'POST', path: '/keyVisual/mainsite/list', handler: 'banners.list', config: publicRoute },
    { method: 'POST', path: '/keyVisual/mainsite/upcount', handler: 'banners.upcount', config: publicRoute },
  ],
};
