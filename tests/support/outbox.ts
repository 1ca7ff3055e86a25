/** Reads the mails the test Strapi wrote to <dataDir>/outbox as .eml files (the local default of the mailer). */
import fs from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { inject } from 'vitest';

export interface Mail {
  file: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  language: string;
  /** The text/calendar invitation the mail carries, if any. */
  calendar: string;
}

/** Every mail sent to an address, oldest first. */
export async function mailsTo(address: string): Promise<Mail[]> {
  const dir = path.join(inject('dataDir'), 'outbox');
  if (!fs.existsSync(dir)) return [];
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.toLowerCase().includes(address.toLowerCase()))
    .sort();
  return Promise.all(
    files.map(async (file) => {
      const parsed = await simpleParser(fs.readFileSync(path.join(dir, file)));
      return {
        file,
        to: address,
        subject: parsed.subject ?? '',
        text: parsed.text ?? '',
        html: typeof parsed.html === 'string' ? parsed.html : '',
        language: String(parsed.headers.get('content-language') ?? ''),
        calendar: parsed.attachments.find((a) => a.contentType.startsWith('text/calendar'))?.content.toString('utf8') ?? '',
      };
    }),
  );
}

/** The newest mail to an address (waits briefly: the mail is written right after the reply). */
export async function latestMail(address: string): Promise<Mail> {
  for (let i = 0; i < 20; i++) {
    const mails = await mailsTo(address);
    if (mails.length) return mails[mails.length - 1];
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no mail to ${address}`);
}

/** The first link in a mail's text whose path contains `route`, as a URL. */
export function linkIn(mail: Mail, route: string): URL {
  const match = mail.text.match(new RegExp(`https?://\\S*${route}\\S*`));
  if (!match) throw new Error(`no ${route} link in "${mail.subject}"`);
  return new URL(match[0]);
}
