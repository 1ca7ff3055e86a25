import type { Context } from 'koa';
import { inquiryDeleteInput, inquiryEditInput } from '@portal/domain';
import { respondTo } from '../../../utils/api-error';
import { parseInput, requestLocale } from '../../../utils/http';
import type { SignedInMember } from '../../member/middlewares/member-auth';
import { services } from '../../../services';

const member = (ctx: Context) => ctx.state.member as SignedInMember;

export default () => ({
  /** POST /api/qna/list: the member's inquiries, `{ data: { items } }` (the spec reads data.data.items). */
  async list(ctx: Context) {
    await respondTo(ctx, 'inquiryList', async () => ({
      data: { items: await services.inquiries.list(member(ctx).id, requestLocale(ctx)) },
    }));
  },

  /** POST /api/qna/question-type: the inquiry types in the request's language. */
  async questionType(ctx: Context) {
    await respondTo(ctx, 'questionTypes', () => services.inquiries.questionTypes(requestLocale(ctx)));
  },

  /** POST /api/qna/edit: creates (no pk) or edits an unanswered inquiry of the member; answers `{ pk }`. */
  async edit(ctx: Context) {
    const input = parseInput(ctx, inquiryEditInput);
    if (input) await respondTo(ctx, 'inquiryEdit', () => services.inquiries.save(member(ctx).id, input, requestLocale(ctx).siteLang));
  },

  /** POST /api/qna/delete { pk }: deletes an unanswered inquiry of the member and its files. */
  async delete(ctx: Context) {
    const input = parseInput(ctx, inquiryDeleteInput);
    if (input) await respondTo(ctx, 'inquiryDelete', () => services.inquiries.remove(member(ctx).id, input.pk));
  },
});
