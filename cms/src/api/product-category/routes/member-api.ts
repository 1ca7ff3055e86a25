import { memberRoute, publicRoute } from '../../../utils/route-configs';

/** The spec's product-category calls (docs/api.md#catalogue). */
export default {
  routes: [
    { method: 'POST', path: '/product-category/gnb-list', handler: 'catalogue.gnbList', config: publicRoute },
    { method: 'POST', path: '/product-category/list', handler: 'catalogue.list', config: publicRoute },
    { method: 'POST', path: '/product-category/user-product/list', handler: 'catalogue.userProductList', config: memberRoute },
  ],
};
