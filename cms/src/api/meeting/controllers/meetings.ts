import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { localeBySiteLang, meetingCancelInput, meetingEditInput, meetingLookupInput, meetingPkInput } from '@portal/domain';
import { respondTo } from '../../../utils/api-error';
import { parseInput, requestLocale } from '../../../utils/http';
import type { SignedInMember } from '../../member/middlewares/member-auth';
import { services } from '../../../services';
import { rows } from '../../../utils/rows';

const member = (ctx: Context) => ctx.state.member as SignedInMember;

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const platforms = async () =>
    (
      await rows(strapi, 'api::meeting-platform.meeting-platform').findMany({
        select: ['name', 'value'],
        orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }],
      })
    ).map(({ name, value }) => ({ name, value }));

  return {
    /** The home page's meeting cards (open meetings, reserved first). */
    async mainsiteList(ctx: Context) {
      await respondTo(ctx, 'meetingMainsiteList', async () => ({
        items: await services.meetings.upcoming(member(ctx).id, requestLocale(ctx)),
      }));
    },

    /** reserveList, requestList, completeList, cancelList. */
    async list(ctx: Context) {
      await respondTo(ctx, 'meetingList', () => services.meetings.lists(member(ctx).id, requestLocale(ctx)));
    },

    /** Categories for the request form (parentCode 0: top categories). */
    async productCategoryList(ctx: Context) {
      const input = parseInput(ctx, meetingLookupInput);
      if (!input) return;
      const locale = input.siteLang ? localeBySiteLang(input.siteLang) : requestLocale(ctx);
      await respondTo(ctx, 'meetingProductCategoryList', async () => ({
        categories: await services.categoryCatalogue.children(locale, input.parentCode),
      }));
    },

    /** Products of a sub-category for the request form. */
    async productList(ctx: Context) {
      const input = parseInput(ctx, meetingLookupInput);
      if (!input) return;
      const locale = input.siteLang ? localeBySiteLang(input.siteLang) : requestLocale(ctx);
      await respondTo(ctx, 'meetingProductList', async () => ({
        products: input.parentCode
          ? await services.productCatalogue.list(locale, { productCategoryPkList: [input.parentCode], sortType: 'ALPHABET' })
          : [],
      }));
    },

    /** What a new request form needs: the platforms. */
    async newForm(ctx: Context) {
      await respondTo(ctx, 'meetingNew', async () => ({ platforms: await platforms() }));
    },

    /** Create (no pk) or edit (pk) a request; answers { pk }. */
    async edit(ctx: Context) {
      const input = parseInput(ctx, meetingEditInput);
      if (!input) return;
      await respondTo(ctx, 'meetingEdit', async () => {
        if (!input.pk) return services.meetings.create(member(ctx).id, input, member(ctx).siteLang);
        const { pk } = await services.meetings.edit(member(ctx).id, input);
        return { pk };
      });
    },

    async detail(ctx: Context) {
      const input = parseInput(ctx, meetingPkInput);
      if (input) await respondTo(ctx, 'meetingDetail', () => services.meetings.detail(member(ctx).id, input.pk, requestLocale(ctx)));
    },

    /** The edit form's data: the meeting, the platforms and the manager's last change reason. */
    async editData(ctx: Context) {
      const input = parseInput(ctx, meetingPkInput);
      if (!input) return;
      await respondTo(ctx, 'meetingEditData', async () => {
        const item = await services.meetings.detail(member(ctx).id, input.pk, requestLocale(ctx));
        const row = await services.meetings.find(input.pk, member(ctx).id);
        return { ...item, changeReasonManager: row?.changeReasonManager ?? '', platforms: await platforms() };
      });
    },

    async cancel(ctx: Context) {
      const input = parseInput(ctx, meetingCancelInput);
      if (input) await respondTo(ctx, 'meetingCancel', () => services.meetings.cancelByMember(member(ctx).id, input.pk, input.reason));
    },

    /** The member approves the time a manager proposed. */
    async confirm(ctx: Context) {
      const input = parseInput(ctx, meetingPkInput);
      if (input) await respondTo(ctx, 'meetingConfirm', () => services.meetings.approve(member(ctx).id, input.pk));
    },
  };
};
