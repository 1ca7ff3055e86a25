import { memberRoute } from '../../../utils/route-configs';

/** The spec's meeting calls (docs/api.md#meetings-and-notifications): members only, each on the member's own meetings. */
const call = (path: string, handler: string) => ({
  method: 'POST',
  path: `/meeting/${path}`,
  handler: `meetings.${handler}`,
  config: memberRoute,
});

export default {
  routes: [
    call('mainsite/list', 'mainsiteList'),
    call('list', 'list'),
    call('productCategoryList', 'productCategoryList'),
    call('productList', 'productList'),
    call('new', 'newForm'),
    call('edit', 'edit'),
    call('detail', 'detail'),
    call('editData', 'editData'),
    call('cancel', 'cancel'),
    call('confirm', 'confirm'),
  ],
};
