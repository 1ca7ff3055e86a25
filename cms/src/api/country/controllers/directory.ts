import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { respondTo } from '../../../utils/api-error';
import { requestLocale } from '../../../utils/http';
import { documents } from '../../../utils/rows';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** GET /api/country/list: every country with its calling code, named and sorted in the request's language. */
  async list(ctx: Context) {
    await respondTo(ctx, 'countryList', async () => {
      const locale = requestLocale(ctx);
      const rows = await documents(strapi, 'api::country.country').findMany({
        locale: locale.strapi,
        fields: ['pk', 'code', 'callingCode', 'name'],
        limit: 1000,
      });
      const collator = new Intl.Collator(locale.htmlLang);
      const items = rows
        .map((r) => ({ pk: r.pk, code: r.code, callingCode: r.callingCode ?? '', name: r.name }))
        .sort((a, b) => collator.compare(a.name, b.name));
      return { items };
    });
  },
});
