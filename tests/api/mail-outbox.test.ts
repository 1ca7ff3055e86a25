/**
 * The mail outbox against a real SMTP server (docs/product/notifications.md#mail): a Strapi of its own sends by SMTP
 * to a server this test starts and stops. An outage delays mails and never fails the member's request; when the
 * server is back every mail arrives, once. Staff mail (Strapi's email plugin) takes the same way.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, fromAddress, listedPartner, registrationFor, request } from '../support/kit-core.mjs';
import { smtpServer } from '../support/smtp.mjs';
import { ownStrapi, until } from '../support/own-strapi';
import { freePort } from '../../scripts/lib/run.mjs';

let smtp: ReturnType<typeof smtpServer>;
let strapi: Awaited<ReturnType<typeof ownStrapi>>;
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

beforeAll(async () => {
  smtp = smtpServer(await freePort());
  strapi = await ownStrapi('mail', {
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtp.port),
    // Retries every second at most, swept every second: the test waits seconds, not minutes.
    MAIL_OUTBOX_CRON: '* * * * * *',
    MAIL_RETRY_MAX_SECONDS: '1',
  });
}, 600_000);

afterAll(async () => {
  await strapi?.stop();
  await smtp?.down();
});

describe('mail outbox over SMTP', () => {
  it('answers a registration with success while SMTP is down, and delivers its mail once when SMTP is back', async () => {
    await smtp.down();
    const body = registrationFor(await listedPartner(strapi.url), {}, 'outage');
    const up = await callApi(strapi.url, 'signUp', { body, headers: fromAddress() });
    expect(up.status).toBe(200);
    expect(up.data).toMatchObject({ email: body.email, status: 'EMAIL_PENDING' });
    // Several attempts fail while the server is down (retries every second).
    await pause(3_000);
    expect(smtp.to(body.email)).toHaveLength(0);

    await smtp.up();
    await until(() => smtp.to(body.email).length > 0, 20_000, `the verification mail to ${body.email}`);
    // More sweeps run on a mail that was sent: none sends it again.
    await pause(4_000);
    const mails = smtp.to(body.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toMatch(/verif/i);
    // The delayed mail's link still verifies the registration.
    const link = new URL(mails[0].text.match(/https?:\/\/\S*registrycomplete\S*/)![0]);
    const check = await callApi(strapi.url, 'checkAuthEmail', {
      body: { uuid: link.searchParams.get('uuid'), type: link.searchParams.get('type'), password: body.password },
    });
    expect(check.status).toBe(200);
  });

  it('delivers each of many mails queued during an outage exactly once, each with its own message id', async () => {
    await smtp.down();
    const partner = await listedPartner(strapi.url);
    const bodies = Array.from({ length: 8 }, () => registrationFor(partner, {}, 'burst'));
    const replies = await Promise.all(bodies.map((body) => callApi(strapi.url, 'signUp', { body, headers: fromAddress() })));
    expect(replies.map((r) => r.status)).toEqual(bodies.map(() => 200));
    await pause(2_000);
    await smtp.up();
    await until(() => bodies.every((b) => smtp.to(b.email).length > 0), 30_000, 'every queued mail');
    await pause(3_000);
    expect(bodies.map((b) => smtp.to(b.email).length)).toEqual(bodies.map(() => 1));
    const ids = bodies.map((b) => smtp.to(b.email)[0].messageId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("sends staff mail (the admin password reset, Strapi's email plugin) through the same SMTP transport", async () => {
    await smtp.up();
    const before = smtp.to('admin@test.local').length;
    const reply = await request(strapi.url, '/admin/forgot-password', { body: { email: 'admin@test.local' }, check: false });
    expect(reply.status).toBe(204);
    await until(() => smtp.to('admin@test.local').length > before, 10_000, 'the admin reset mail');
    const mail = smtp.to('admin@test.local').at(-1)!;
    expect(mail.subject).toMatch(/password/i);
    expect(mail.text).toMatch(/reset-password\?code=/);
  });
});
