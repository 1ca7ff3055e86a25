import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { respondTo } from '../../../utils/api-error';
import { picturesOf } from '../../../utils/assets';
import { rows } from '../../../utils/rows';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /**
   * GET /api/site-images: every uploaded picture that has AVIF/WebP copies or a focal point, by its original's
   * address, with the copies' addresses and widths; the site writes its srcsets from this (one call per build).
   */
  async find(ctx: Context) {
    await respondTo(ctx, 'siteImages', async () => {
      const files = await rows(strapi, 'plugin::upload.file').findMany({
        select: ['url', 'width', 'height', 'formats', 'focalPoint'],
        where: { mime: { $startsWith: 'image/' } },
      });
      // `formats` and `focalPoint` are JSON columns, narrowed where the index reads them (utils/assets.ts).
      return picturesOf(files);
    });
  },
});
