import type { Context } from 'koa';
import { notificationReadInput } from '@portal/domain';
import { respond } from '../../../utils/api-error';
import { parseInput } from '../../../utils/http';
import type { SignedInMember } from '../../member/middlewares/member-auth';
import { pollEtag } from '../lib/poll-fast-path';
import { services } from '../../../services';

const member = (ctx: Context) => ctx.state.member as SignedInMember;

export default () => ({
  /**
   * POST /api/notification/list {}: the member's notifications and the managers they name. The ETag is the stamp
   * read before the list, so a notification written meanwhile changes the next poll's answer.
   */
  async list(ctx: Context) {
    const service = services.notifications;
    const stamp = await service.stamp(member(ctx).id);
    await respond(ctx, () => service.list(member(ctx).id));
    ctx.set('ETag', pollEtag(member(ctx).id, stamp));
    ctx.set('Cache-Control', 'private, no-cache');
  },

  /** POST /api/notification/read { notificationPks }: marks the member's own notifications read. */
  async read(ctx: Context) {
    const input = parseInput(ctx, notificationReadInput);
    if (input) await respond(ctx, () => services.notifications.markRead(member(ctx).id, input.notificationPks));
  },
});
