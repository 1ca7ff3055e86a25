import { memberRoute } from '../../../utils/route-configs';

/** The spec's notification calls (docs/api.md#meetings-and-notifications), and the bell's stream. */
export default {
  routes: [
    { method: 'POST', path: '/notification/list', handler: 'notifications.list', config: memberRoute },
    { method: 'POST', path: '/notification/read', handler: 'notifications.read', config: memberRoute },
    { method: 'GET', path: '/notification/stream', handler: 'notifications.stream', config: memberRoute },
  ],
};
