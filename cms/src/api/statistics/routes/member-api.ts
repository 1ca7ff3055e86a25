import { memberRoute, viewerRoute } from '../../../utils/route-configs';

/** Statistics calls (fire and forget on the client). Product views are a member's: the detail is members-only. */
export default {
  routes: [
    { method: 'POST', path: '/statistics/product/view-start', handler: 'statistics.productViewStart', config: memberRoute },
    { method: 'POST', path: '/statistics/product/view-end', handler: 'statistics.productViewEnd', config: memberRoute },
    { method: 'POST', path: '/statistics/menu-start', handler: 'statistics.menuStart', config: viewerRoute },
    { method: 'POST', path: '/statistics/menu-end', handler: 'statistics.menuEnd', config: viewerRoute },
  ],
};
