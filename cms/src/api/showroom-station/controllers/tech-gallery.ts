import type { Context } from 'koa';
import { respond } from '../../../utils/api-error';
import { requestLocale } from '../../../utils/http';
import { services } from '../../../services';

export default () => ({
  /** POST /api/showroom/tech-gallery/products (no body): the gallery's products per menu, in the request's language. */
  async products(ctx: Context) {
    await respond(ctx, () => services.techGallery.products(requestLocale(ctx)));
  },
});
