import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { pkInput, type KeyVisual } from '@portal/domain';
import { ApiError, respondTo } from '../../../utils/api-error';
import { countView } from '../../../utils/content-list';
import { MEDIA_FIELDS, toAsset } from '../../../utils/assets';
import { parseInput, requestLocale } from '../../../utils/http';
import { documents, type DocumentRow } from '../../../utils/rows';

const UID = 'api::key-visual.key-visual';

/** The fields a banner is read with (the list, and the editor preview's draft). */
export const KEY_VISUAL_QUERY = {
  fields: ['pk', 'title', 'content', 'visualType', 'linkPcUrl', 'linkMobUrl', 'linkPcTarget', 'linkMobTarget', 'movUrl'],
  populate: { imagePc: MEDIA_FIELDS, imageMob: MEDIA_FIELDS },
} as const;

/** A banner as the published read returns it (the preview maps its draft the same way). */
type KeyVisualRow = DocumentRow<typeof UID, typeof KEY_VISUAL_QUERY & { status: 'published' }>;

/** A banner row in the list call's shape. */
export function toKeyVisual({ imagePc, imageMob, ...r }: KeyVisualRow): KeyVisual {
  return {
    pk: r.pk,
    title: r.title,
    content: r.content ?? '',
    visualType: r.visualType,
    linkPcUrl: r.linkPcUrl ?? '',
    linkMobUrl: r.linkMobUrl ?? r.linkPcUrl ?? '',
    linkPcTarget: r.linkPcTarget ?? 'self',
    linkMobTarget: r.linkMobTarget ?? 'self',
    movUrl: r.movUrl ?? '',
    assetImgPc: toAsset(imagePc),
    assetImgMob: toAsset(imageMob ?? imagePc),
  };
}

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** POST /api/keyVisual/mainsite/list: the home banners in display order. */
  async list(ctx: Context) {
    const rows = await documents(strapi, UID).findMany({
      locale: requestLocale(ctx).strapi,
      status: 'published',
      ...KEY_VISUAL_QUERY,
      sort: ['sortOrder:asc', 'pk:asc'],
      limit: 50,
    });
    const items = rows.map(toKeyVisual);
    await respondTo(ctx, 'keyVisualList', () => ({ data: { items, totalCount: items.length, pageNo: 1, rowPerPage: items.length } }));
  },

  /** POST /api/keyVisual/mainsite/upcount { pk }: counts a click on a banner. */
  async upcount(ctx: Context) {
    const input = parseInput(ctx, pkInput);
    if (!input) return;
    await respondTo(ctx, 'keyVisualUpcount', async () => {
      if (!(await countView(strapi, UID, input.pk))) throw ApiError.field(404, 'pk', 'error.notFound');
      return { pk: input.pk };
    });
  },
});
