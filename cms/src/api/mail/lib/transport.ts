import fs from 'node:fs';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { dataDir } from '../../../utils/paths';
import { config } from '../../../utils/config';

/** A mail as the outbox stores it (JSON) and nodemailer sends it. */
export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  headers?: Record<string, string>;
  icalEvent?: { method: string; filename: string; content: string };
}

/** Where the local default writes its .eml files (the tests read them: tests/support/kit-core.mjs). */
const emlFolder = path.join(dataDir, 'outbox');

let transport: Transporter | undefined;
const smtp = () => Boolean(config().SMTP_HOST);

/**
 * The one transport of every mail, members' and staff's: SMTP when SMTP_HOST is set, otherwise .eml files in
 * `<data folder>/outbox`. Timeouts are short enough that an attempt always ends well within the outbox's lease
 * (services/outbox.ts), so a hung server cannot make a second process send the same mail.
 */
function transporter(): Transporter {
  transport ??= smtp()
    ? nodemailer.createTransport({
        host: config().SMTP_HOST,
        port: config().SMTP_PORT,
        secure: config().SMTP_SECURE,
        auth: config().SMTP_USERNAME ? { user: config().SMTP_USERNAME, pass: config().SMTP_PASSWORD } : undefined,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      })
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return transport;
}

/**
 * Hands one mail to the transport; throws when the SMTP server refuses it or cannot be reached. `messageId` is the
 * same on every attempt at one outbox row, so a receiver can tell a repeated delivery. `name` labels the .eml file.
 */
export async function deliver(mail: OutgoingMail, messageId: string, name: string): Promise<string | undefined> {
  const info = await transporter().sendMail({ ...mail, messageId });
  if (smtp()) return undefined;
  fs.mkdirSync(emlFolder, { recursive: true });
  const file = path.join(
    emlFolder,
    `${new Date().toISOString().replace(/[:.]/g, '-')}-${name}-${mail.to.replace(/[^a-z0-9@._-]/gi, '_')}.eml`,
  );
  fs.writeFileSync(file, (info as unknown as { message: Buffer }).message);
  return file;
}

/** An SMTP answer that will not change on a retry (5xx: unknown recipient, refused content). */
export const permanentFailure = (error: unknown) => {
  const code = (error as { responseCode?: number }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
};
