import fs from 'node:fs';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Core } from '@strapi/strapi';
import type { Locale } from '@portal/domain';
import { translate } from '../../../utils/messages';
import { dataDir } from '../../../utils/paths';
import { config } from '../../../utils/config';

export type MailTemplate = 'verify' | 'reset' | 'invite' | 'approved' | 'rejected' | 'meetingInvite' | 'meetingCancel' | 'unlock';

/** A calendar invitation carried by a mail (text/calendar part and .ics attachment). */
export interface CalendarPart {
  method: 'REQUEST' | 'CANCEL';
  content: string;
}

/**
 * Our own localized e-mails, sent through nodemailer: by SMTP when SMTP_HOST is set, otherwise written as .eml
 * files to .data/outbox/ (the local default, which the tests read). Subject and body are message keys.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  let transport: Transporter | undefined;
  const smtp = () => Boolean(config().SMTP_HOST);
  const outbox = path.join(dataDir, 'outbox');

  function transporter(): Transporter {
    transport ??= smtp()
      ? nodemailer.createTransport({
          host: config().SMTP_HOST,
          port: config().SMTP_PORT,
          secure: config().SMTP_SECURE,
          auth: config().SMTP_USERNAME ? { user: config().SMTP_USERNAME, pass: config().SMTP_PASSWORD } : undefined,
        })
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
    return transport;
  }

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
    /** Sends one templated mail in the member's language; returns the .eml path in the local default. */
    async send(
      template: MailTemplate,
      to: string,
      locale: Locale,
      params: Record<string, string | number>,
      calendar?: CalendarPart,
    ): Promise<string | undefined> {
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
      const info = await transporter().sendMail({
        from: config().MAIL_FROM,
        to,
        subject,
        text: link ? `${text}\n\n${link}\n` : text,
        html,
        headers: { 'Content-Language': locale.htmlLang },
        icalEvent: calendar ? { method: calendar.method, filename: 'meeting.ics', content: calendar.content } : undefined,
      });
      if (smtp()) return undefined;
      fs.mkdirSync(outbox, { recursive: true });
      const file = path.join(
        outbox,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${template}-${to.replace(/[^a-z0-9@._-]/gi, '_')}.eml`,
      );
      fs.writeFileSync(file, (info as unknown as { message: Buffer }).message);
      strapi.log.info(`mail: ${template} for ${to} written to ${path.relative(process.cwd(), file)}`);
      return file;
    },
  };
};
