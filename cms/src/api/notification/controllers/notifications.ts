import { PassThrough } from 'node:stream';
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { NOTIFICATION_STREAM_RETRY_MS, notificationReadInput } from '@portal/domain';
import { ApiError, replyError, respondTo } from '../../../utils/api-error';
import { parseInput } from '../../../utils/http';
import { memberAuthenticator, type SignedInMember } from '../../member/middlewares/member-auth';
import { pollEtag } from '../lib/poll-fast-path';
import { services } from '../../../services';

const member = (ctx: Context) => ctx.state.member as SignedInMember;

/**
 * How often an open stream asks member-auth again (and writes a keep-alive comment): a session that ended (idle,
 * its absolute end, a sign-out elsewhere) ends the stream within this time, and proxies see traffic well inside
 * their idle timeouts. Like a poll, each check extends a live session when due: the browser closes its stream in a
 * hidden tab, so only a tab in use keeps its session.
 */
const STREAM_CHECK_MS = 30_000;

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const authenticate = memberAuthenticator(strapi);

  return {
    /**
     * POST /api/notification/list {}: the member's notifications and the managers they name. The ETag is the stamp
     * read before the list, so a notification written meanwhile changes the next poll's answer.
     */
    async list(ctx: Context) {
      const service = services.notifications;
      const stamp = await service.stamp(member(ctx).id);
      await respondTo(ctx, 'notificationList', () => service.list(member(ctx).id));
      ctx.set('ETag', pollEtag(member(ctx).id, stamp));
      ctx.set('Cache-Control', 'private, no-cache');
    },

    /** POST /api/notification/read { notificationPks }: marks the member's own notifications read. */
    async read(ctx: Context) {
      const input = parseInput(ctx, notificationReadInput);
      if (input) await respondTo(ctx, 'notificationRead', () => services.notifications.markRead(member(ctx).id, input.notificationPks));
    },

    /**
     * GET /api/notification/stream (Accept: text/event-stream): Server-Sent Events telling the member's bell that
     * its notifications changed (docs/architecture.md#push-to-members). Each event is `change` with the member's
     * new change stamp as its id and data; the bell then asks the list. The first event is the current stamp,
     * unless `Last-Event-ID` already names it, so a reconnect misses nothing. 406 without the Accept header.
     */
    async stream(ctx: Context) {
      if (!ctx.get('accept').includes('text/event-stream')) return replyError(ctx, ApiError.field(406, 'accept', 'error.invalid'));
      const memberId = member(ctx).id;
      const notifications = services.notifications;
      const body = new PassThrough();
      // Writes after the member left (a check still running) go nowhere.
      const write = (text: string, last = false) => {
        if (body.destroyed || body.writableEnded) return false;
        if (last) body.end(text);
        else body.write(text);
        return true;
      };
      let sent = Number(ctx.get('last-event-id')) || null;
      const send = (stamp: number) => {
        if (stamp === sent) return;
        if (write(`id: ${stamp}\nevent: change\ndata: {"stamp":${stamp}}\n\n`)) sent = stamp;
      };
      /** Asks member-auth again: a session that ended ends the stream with an `end` event. */
      const stillSignedIn = () =>
        authenticate((name) => ctx.get(name)).then(
          () => true,
          () => {
            write('event: end\ndata: {}\n\n', true);
            return false;
          },
        );
      const unsubscribe = notifications.changes.subscribe(memberId, (stamp) => {
        if (stamp !== null) return send(stamp);
        stillSignedIn()
          .then(async (live) => live && send(await notifications.stamp(memberId)))
          .catch(() => undefined);
      });
      const check = setInterval(() => {
        stillSignedIn()
          .then((live) => live && write(': still here\n\n'))
          .catch(() => undefined);
      }, STREAM_CHECK_MS);
      // Koa destroys the body when the response closes (the member left, or the server stops).
      body.on('close', () => {
        clearInterval(check);
        unsubscribe();
      });

      ctx.req.socket.setTimeout(0);
      ctx.req.socket.setNoDelay(true);
      ctx.compress = false;
      ctx.status = 200;
      ctx.set({ 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'private, no-store', 'X-Accel-Buffering': 'no' });
      ctx.body = body;
      write(`retry: ${NOTIFICATION_STREAM_RETRY_MS}\n\n`);
      // Read after subscribing: a change between the two is then heard, never lost.
      send(await notifications.stamp(memberId));
    },
  };
};
