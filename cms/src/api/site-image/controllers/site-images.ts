import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { PICTURE_TYPES, type FocalPoint, type PictureIndex, type PictureType } from '@portal/domain';

interface Format {
  url: string;
  width: number;
  mime: string;
}
interface FileRow {
  url: string;
  width: number | null;
  height: number | null;
  formats: Record<string, Format> | null;
  focalPoint: FocalPoint | null;
}

const isPictureType = (mime: string): mime is PictureType => (PICTURE_TYPES as readonly string[]).includes(mime);

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /**
   * GET /api/site-images: every uploaded picture that has AVIF/WebP copies or a focal point, by its original's
   * address, with the copies' addresses and widths; the site writes its srcsets from this (one call per build).
   */
  async find(ctx: Context) {
    const rows: FileRow[] = await strapi.db.query('plugin::upload.file').findMany({
      select: ['url', 'width', 'height', 'formats', 'focalPoint'],
      where: { mime: { $startsWith: 'image/' } },
    });
    const index: PictureIndex = {};
    for (const row of rows) {
      const variants = Object.values(row.formats ?? {})
        .filter((f) => isPictureType(f.mime))
        .map((f) => ({ url: f.url, width: f.width, type: f.mime as PictureType }));
      if (variants.length === 0 && !row.focalPoint) continue;
      index[row.url] = { width: row.width, height: row.height, focalPoint: row.focalPoint, variants };
    }
    ctx.body = { data: index };
  },
});
