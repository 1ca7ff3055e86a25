import { publicRoute } from '../../../utils/route-configs';

/** The site build's picture index (docs/architecture.md#pictures): public, like the uploads it describes. */
export default {
  routes: [{ method: 'GET', path: '/site-images', handler: 'site-images.find', config: publicRoute }],
};
