import type { Context } from 'koa';
import { respondTo } from '../../../utils/api-error';
import { requestLocale } from '../../../utils/http';
import { services } from '../../../services';

export default () => ({
  /** POST /api/showroom/tech-gallery/products (no body): the gallery's products per menu, in the request's language. */
  async products(ctx: Context) {
    await respondTo(ctx, 'techGalleryProducts', () => services.techGallery.products(requestLocale(ctx)));
  },
});
