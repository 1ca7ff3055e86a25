import { memberRoute } from '../../../utils/route-configs';

/** The spec's bookmark calls (catalogue-content-meetings.md §7). */
export default {
  routes: [
    { method: 'POST', path: '/user/bookmark/edit', handler: 'bookmarks.edit', config: memberRoute },
    { method: 'POST', path: '/user/bookmark/list', handler: 'bookmarks.list', config: memberRoute },
  ],
};
