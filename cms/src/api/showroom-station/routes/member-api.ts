import { publicRoute } from '../../../utils/route-configs';

/**
 * The showroom's own call (the spec shows none for the tech gallery's products): public like the product lists,
 * because the site build reads it; what makes the gallery members-only is the product detail (memberRoute).
 */
export default {
  routes: [{ method: 'POST', path: '/showroom/tech-gallery/products', handler: 'tech-gallery.products', config: publicRoute }],
};
