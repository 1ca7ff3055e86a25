import type { Context } from 'koa';
import { bookmarkEditInput, bookmarkListInput } from '@portal/domain';
import { respondTo } from '../../../utils/api-error';
import { parseInput, requestLocale } from '../../../utils/http';
import type { SignedInMember } from '../../member/middlewares/member-auth';
import { services } from '../../../services';

const member = (ctx: Context) => ctx.state.member as SignedInMember;

export default () => ({
  /** POST /api/user/bookmark/edit { productPk }: toggles the bookmark, answers { productPk, bookmark }. */
  async edit(ctx: Context) {
    const input = parseInput(ctx, bookmarkEditInput);
    if (input) await respondTo(ctx, 'bookmarkEdit', () => services.bookmarks.toggle(member(ctx).id, input.productPk));
  },

  /** POST /api/user/bookmark/list { sort }: the member's bookmarked products as cards. */
  async list(ctx: Context) {
    const input = parseInput(ctx, bookmarkListInput);
    if (!input) return;
    await respondTo(ctx, 'bookmarkList', async () => {
      const pks = [...(await services.bookmarks.pksOf(member(ctx).id))];
      return { products: await services.productCatalogue.byPks(requestLocale(ctx), pks, input.sort, member(ctx).id) };
    });
  },
});
