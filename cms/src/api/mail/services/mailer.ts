import type { Core } from '@strapi/strapi';
import type { Locale } from '@portal/domain';
import { translate } from '../../../utils/messages';
import { config } from '../../../utils/config';
import { services } from '../../../services';

export type MailTemplate =
  'verify' | 'verifyReplaced' | 'reset' | 'invite' | 'approved' | 'rejected' | 'meetingInvite' | 'meetingCancel' | 'unlock';

/** A calendar invitation carried by a mail (text/calendar part and .ics attachment). */
export interface CalendarPart {
  method: 'REQUEST' | 'CANCEL';
  content: string;
}

/**
 * Our own localized e-mails. Subject and body are message keys; the rendered mail goes into the outbox in the
 * caller's transaction (services/outbox.ts), which sends it once the change has committed, with retries.
 */
export default (_deps: { strapi: Core.Strapi }) => {
  /** Values arrive on one line each: text a member typed cannot open paragraphs of its own inside our mail. */
  const flatten = (params: Record<string, string | number>) =>
    Object.fromEntries(
      Object.entries(params).map(([key, value]) => [
        key,
        typeof value === 'string' ? value.replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, ' ') : value,
      ]),
    );
  const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

  return {
    /**
     * Queues one templated mail in the member's language. Call it inside the transaction of the change that causes
     * the mail: the mail exists exactly when the change does.
     */
    async queue(
      template: MailTemplate,
      to: string,
      locale: Locale,
      params: Record<string, string | number>,
      calendar?: CalendarPart,
    ): Promise<void> {
      const values = flatten(params);
      const subject = translate(`mail.${template}.subject`, locale, values);
      const text = translate(`mail.${template}.body`, locale, values);
      const link = typeof params.link === 'string' ? params.link : undefined;
      const paragraphs = text
        .split('\n')
        .filter(Boolean)
        .map((p) => `<p>${escape(p)}</p>`)
        .join('');
      const button = link
        ? `<p><a href="${escape(link)}" style="background:#0b1f3a;color:#fff;padding:12px 20px;text-decoration:none;border-radius:6px">${escape(translate(`mail.${template}.action`, locale))}</a></p>`
        : '';
      const html = `<!doctype html><html lang="${locale.htmlLang}"><body style="font-family:sans-serif;line-height:1.6;color:#1a2233">${paragraphs}${button}</body></html>`;
      await services.outbox.queue(template, {
        from: config().MAIL_FROM,
        to,
        subject,
        text: link ? `${text}\n\n${link}\n` : text,
        html,
        headers: { 'Content-Language': locale.htmlLang },
        icalEvent: calendar ? { method: calendar.method, filename: 'meeting.ics', content: calendar.content } : undefined,
      });
    },
  };
};
