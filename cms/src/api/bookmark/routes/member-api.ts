import { memberRoute } from '../../../utils/route-configs';

/** The spec's bookmark calls (docs/api.md#catalogue). */
export default {
  routes: [
    { method: 'POST', path: '/user/bookmark/edit', handler: 'bookmarks.edit', config: memberRoute },
    { method: 'POST', path: '/user/bookmark/list', handler: 'bookmarks.list', config: memberRoute },
  ],
};
