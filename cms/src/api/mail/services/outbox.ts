import { AsyncLocalStorage } from 'node:async_hooks';
import type { Core } from '@strapi/strapi';
import { config } from '../../../utils/config';
import { services } from '../../../services';
import { deliver, permanentFailure, type OutgoingMail } from '../lib/transport';
import { rows, type Row } from '../../../utils/rows';

const UID = 'api::mail.outbox-mail';

/** How long a claimed mail stays with the process that claimed it; the transport's timeouts end an attempt sooner. */
const LEASE_MS = 2 * 60_000;
/** A mail the SMTP server keeps refusing for this long is given up (logged as an error), as mail servers do. */
const GIVE_UP_MS = 3 * 24 * 3600_000;
/** The first retry waits this long; each next one twice as long, up to MAIL_RETRY_MAX_SECONDS. */
const FIRST_RETRY_MS = 2_000;
/** A request or command waits at most this long for its own mails' first attempt before it answers. */
const SETTLE_MS = 3_000;
/** Rows one sweep claims at a time. */
const BATCH = 100;
/** Sent mails keep their row (without the content) this long: a record of what was sent, then removed. */
const KEEP_SENT_MS = 30 * 24 * 3600_000;

type MailStatus = 'PENDING' | 'SENDING' | 'SENT' | 'FAILED';

/** An outbox row, typed from the schema (cms/src/utils/rows.ts). */
type OutboxRow = Row<typeof UID>;

/** A row's mail: a JSON column that only `queue` below writes, with an OutgoingMail. */
const mailOf = (row: OutboxRow): OutgoingMail | null => (row.message as OutgoingMail | null) ?? null;

/** The first attempts of the mails queued inside one request or command (see `settling`). */
const settlingScope = new AsyncLocalStorage<Promise<void>[]>();

/**
 * The mail outbox (docs/product/notifications.md#mail). A mail is a row written in the transaction of the change
 * that causes it, so the mail exists exactly when the change does. Once the transaction commits, the process tries
 * it at once; every process also sweeps the table on a schedule (MAIL_OUTBOX_CRON) for mails that are due: new ones
 * whose first attempt did not happen (the process stopped), retries after a failure (2 s, 4 s, 8 s ... up to
 * MAIL_RETRY_MAX_SECONDS), and claims whose process died. A mail is claimed by a conditional update that only one
 * process can win (`... WHERE id = ? AND dueAt <= now`, which moves dueAt a lease ahead), like the meeting reminders,
 * so two processes never send it both. An SMTP outage only delays mails: the member's request has already succeeded.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  let sweeping: Promise<number> | undefined;
  let prunedAt = 0;

  const retryDelay = (attempts: number) => Math.min(FIRST_RETRY_MS * 2 ** (attempts - 1), config().MAIL_RETRY_MAX_SECONDS * 1000);
  const messageId = (row: OutboxRow) => `<mail-${row.id}.${new Date(row.createdAt).getTime()}@${config().MAIL_FROM_DOMAIN}>`;

  /** Takes a due mail for this process; null when another process has it or it is not due. */
  async function claim(id: number, now: Date): Promise<OutboxRow | null> {
    const { count } = await rows(strapi, UID).updateMany({
      where: { id, mailStatus: { $in: ['PENDING', 'SENDING'] }, dueAt: { $lte: now } },
      data: { mailStatus: 'SENDING', dueAt: new Date(now.getTime() + LEASE_MS) },
    });
    return count ? rows(strapi, UID).findOne({ where: { id } }) : null;
  }

  /** One attempt at a claimed mail, and its outcome recorded: sent (the content dropped), retried later, or given up. */
  async function attempt(row: OutboxRow): Promise<boolean> {
    const attempts = (row.attempts ?? 0) + 1;
    try {
      const mail = mailOf(row);
      if (!mail) throw new Error('no content');
      await deliver(mail, messageId(row), row.template);
      // The content goes once it is delivered: a reset or verification link lives in the database only until then.
      await rows(strapi, UID).update({
        where: { id: row.id },
        data: { mailStatus: 'SENT', sentAt: new Date(), dueAt: null, attempts, message: null, lastError: null },
      });
      strapi.log.info(`mail: ${row.template} for ${row.recipient} sent (${attempts} attempt(s))`);
      return true;
    } catch (error) {
      const reason = (error as Error).message ?? String(error);
      const givenUp = permanentFailure(error) || Date.now() - new Date(row.createdAt).getTime() > GIVE_UP_MS;
      await rows(strapi, UID).update({
        where: { id: row.id },
        data: {
          mailStatus: givenUp ? 'FAILED' : 'PENDING',
          dueAt: givenUp ? null : new Date(Date.now() + retryDelay(attempts)),
          attempts,
          lastError: reason.slice(0, 1000),
        },
      });
      if (givenUp) strapi.log.error(`mail: ${row.template} for ${row.recipient} given up after ${attempts} attempt(s): ${reason}`);
      else strapi.log.warn(`mail: ${row.template} for ${row.recipient} not sent (attempt ${attempts}), retried later: ${reason}`);
      return false;
    }
  }

  /** Claims and tries one mail; never throws (the sweep retries whatever this could not do). */
  async function tryOne(id: number): Promise<void> {
    try {
      const row = await claim(id, new Date());
      if (row) await attempt(row);
    } catch (error) {
      strapi.log.error(`mail: outbox row ${id} not tried: ${(error as Error).message}`);
    }
  }

  /**
   * Tries a mail once the current transaction commits (at once outside one); `done` settles when that attempt is
   * over, or at the rollback, which took the row with it. (Wrapped: an async function would wait for it.)
   */
  async function tryAfterCommit(id: number): Promise<{ done: Promise<void> }> {
    if (!strapi.db.inTransaction()) return { done: tryOne(id) };
    let settle!: () => void;
    const done = new Promise<void>((resolve) => (settle = resolve));
    await strapi.db.transaction(({ onCommit, onRollback }) => {
      onCommit(() => void tryOne(id).then(settle));
      onRollback(settle);
    });
    return { done };
  }

  async function sweepOnce(): Promise<number> {
    let sent = 0;
    for (;;) {
      const now = new Date();
      const due = await rows(strapi, UID).findMany({
        where: { mailStatus: { $in: ['PENDING', 'SENDING'] }, dueAt: { $lte: now } },
        select: ['id'],
        orderBy: { dueAt: 'asc' },
        limit: BATCH,
      });
      for (const { id } of due) {
        const row = await claim(id, now);
        if (row && (await attempt(row))) sent++;
      }
      if (due.length < BATCH) break;
    }
    if (Date.now() - prunedAt > 3600_000) {
      prunedAt = Date.now();
      await rows(strapi, UID).deleteMany({ where: { mailStatus: 'SENT', sentAt: { $lt: new Date(Date.now() - KEEP_SENT_MS) } } });
    }
    return sent;
  }

  return {
    /**
     * Writes a mail into the outbox, in the caller's transaction when there is one, and tries it as soon as that
     * commits. `template` names the mail in logs and in the .eml file's name.
     */
    async queue(template: string, mail: OutgoingMail): Promise<void> {
      const row = await rows(strapi, UID).create({
        data: { template, recipient: mail.to, message: mail, mailStatus: 'PENDING', attempts: 0, dueAt: new Date() },
      });
      const { done } = await tryAfterCommit(row.id);
      settlingScope.getStore()?.push(done);
    },

    /**
     * Runs a request or a command, then waits (at most SETTLE_MS) for the first attempt at each mail it queued:
     * with a working transport the member's mail is on its way when the reply says so; a failed or slow attempt
     * never changes the reply, the sweep retries it.
     */
    async settling<T>(work: () => Promise<T>): Promise<T> {
      const firsts: Promise<void>[] = [];
      try {
        return await settlingScope.run(firsts, work);
      } finally {
        if (firsts.length) {
          let timer: NodeJS.Timeout | undefined;
          const limit = new Promise<void>((resolve) => (timer = setTimeout(resolve, SETTLE_MS)));
          await Promise.race([Promise.allSettled(firsts), limit]);
          clearTimeout(timer);
        }
      }
    },

    /** Sends every due mail (the schedule's task); one sweep at a time per process. Answers how many were sent. */
    async sweep(): Promise<number> {
      sweeping ??= sweepOnce().finally(() => (sweeping = undefined));
      return sweeping;
    },

    /** Counts by status, for operators and the reliability scripts. */
    async counts(): Promise<Record<MailStatus, number>> {
      const counts = { PENDING: 0, SENDING: 0, SENT: 0, FAILED: 0 };
      for (const status of Object.keys(counts) as MailStatus[])
        counts[status] = await rows(strapi, UID).count({ where: { mailStatus: status } });
      return counts;
    },
  };
};

/** The schedule (MAIL_OUTBOX_CRON, default every 10 s) that sends due mails and retries. */
export function registerOutboxSweep(strapi: Core.Strapi) {
  strapi.cron.add({
    mailOutbox: {
      task: async () => {
        try {
          await services.outbox.sweep();
        } catch (error) {
          strapi.log.error(`mail: outbox sweep failed: ${(error as Error).message}`);
        }
      },
      options: { rule: config().MAIL_OUTBOX_CRON },
    },
  });
}

/**
 * Strapi's email plugin (staff mail: the admin password reset, the Email settings test) sends through the outbox
 * too, so staff mail has the portal's transport, retries and records instead of the sendmail default.
 */
export function useOutboxForStaffMail(strapi: Core.Strapi) {
  const plugin = strapi.plugin('email') as unknown as { provider: { send(options: StaffMailOptions): Promise<void> } };
  plugin.provider = {
    send: (options) =>
      services.outbox.queue('staff', {
        from: options.from || config().MAIL_FROM,
        to: options.to,
        replyTo: options.replyTo,
        subject: options.subject,
        text: options.text ?? '',
        html: options.html,
      }),
  };
}

interface StaffMailOptions {
  from?: string;
  to: string;
  replyTo?: string;
  subject: string;
  text?: string;
  html?: string;
}
