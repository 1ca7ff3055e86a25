import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { respond } from '../../../utils/api-error';
import { requestLocale } from '../../../utils/http';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** POST /api/showroom/tech-gallery/products (no body): the gallery's products per menu, in the request's language. */
  async products(ctx: Context) {
    await respond(ctx, () => strapi.service('api::showroom-station.tech-gallery').products(requestLocale(ctx)));
  },
});
