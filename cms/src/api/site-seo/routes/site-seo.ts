import { factories } from '@strapi/strapi';
import { publicPublishedRead } from '../../../utils/route-configs';

// Read-only and public: the site build reads the share defaults like any visitor (they end up in every page's head).
export default factories.createCoreRouter('api::site-seo.site-seo', {
  only: ['find'],
  config: { find: publicPublishedRead },
});
