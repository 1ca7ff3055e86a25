import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { commonCodeListInput } from '@portal/domain';
import { respondTo } from '../../../utils/api-error';
import { parseInput, requestLocale } from '../../../utils/http';
import { documents } from '../../../utils/rows';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** POST /api/common-code/list { parentPk }: exhibition (2) or media (3) categories in display order. */
  async list(ctx: Context) {
    const input = parseInput(ctx, commonCodeListInput);
    if (!input) return;
    await respondTo(ctx, 'commonCodeList', async () => {
      const rows = await documents(strapi, 'api::common-code.common-code').findMany({
        locale: requestLocale(ctx).strapi,
        status: 'published',
        filters: { parentPk: input.parentPk },
        fields: ['pk', 'name'],
        sort: ['sortOrder:asc', 'pk:asc'],
        limit: 200,
      });
      return { commonCodes: rows.map((r) => ({ pk: r.pk, name: r.name })) };
    });
  },
});
