// Part 5 of RELIABILITY.md, the mail outbox (issue 19 item 3) and the query plans on PostgreSQL (item 4), called by
// scale-out.mjs. Two Strapi processes on one PostgreSQL database behind a round-robin proxy send mail to a real SMTP
// server (tests/support/smtp.mjs) that is down for a minute while members register through the proxy: every
// registration answers success, and when the server is back every mail arrives, none twice. Then EXPLAIN shows the
// plans of the hot queries on that database, filled with enough rows that PostgreSQL prefers an index where one fits.
import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import { freePort, newDataDir, percentile, queryRows, roundRobin, runAlone, start } from './lib.mjs';
import { callApi, fromAddress, listedPartner, registrationFor } from '../../tests/support/kit-core.mjs';
import { smtpServer } from '../../tests/support/smtp.mjs';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * The SMTP server is down for `outageMs` while `registrations` sign-ups arrive through the proxy, spread over the
 * outage; then it comes back. Production settings for the outbox (retries from 2 s doubling, a sweep every 10 s).
 * Answers the figures; `check(ok, what)` records each claim.
 */
export async function proveMailOutage(pg, check, { outageMs = 60_000, registrations = 50, database = 'portal_mail' } = {}) {
  const figures = { outageSeconds: outageMs / 1000, registrations };
  pg.createDatabase(database);
  const smtp = smtpServer(await freePort());
  const env = { DATABASE_URL: pg.url(database), SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtp.port) };
  const dirA = newDataDir('mail-a');
  const dirB = newDataDir('mail-b');
  const stops = [];
  try {
    const a = await start(dirA, await freePort(), env); // seeds the empty database
    stops.push(a.stop);
    fs.copyFileSync(`${dirA}/secrets.json`, `${dirB}/secrets.json`);
    const b = await start(dirB, await freePort(), env);
    stops.push(b.stop);
    const proxy = await roundRobin([a.url, b.url]);
    stops.push(proxy.stop);

    // The outage: the port is closed (connections refused) for outageMs; sign-ups arrive evenly through it.
    await smtp.down();
    const partner = await listedPartner(proxy.url);
    const outageStart = Date.now();
    const replies = [];
    for (let i = 0; i < registrations; i++) {
      const body = registrationFor(partner, {}, `outage${i}`);
      const t = Date.now();
      const reply = await callApi(proxy.url, 'signUp', { body, headers: fromAddress() });
      replies.push({ email: body.email, status: reply.status, ms: Date.now() - t });
      await sleep(Math.max(0, outageStart + ((i + 1) * outageMs * 0.9) / registrations - Date.now()));
    }
    const queued = queryRows(pg, database, `SELECT mail_status, count(*) FROM mail_outbox GROUP BY 1 ORDER BY 1`);
    await sleep(Math.max(0, outageStart + outageMs - Date.now()));
    const receivedDuringOutage = smtp.received.length;
    await smtp.up();
    const back = Date.now();

    const emails = replies.map((r) => r.email);
    const arrived = () => emails.filter((e) => smtp.to(e).length > 0).length;
    while (arrived() < emails.length && Date.now() - back < 10 * 60_000) await sleep(500);
    const allInMs = Date.now() - back;
    await sleep(25_000); // more sweeps on both processes: nothing may be sent again
    const perAddress = emails.map((e) => smtp.to(e).length);
    const messageIds = smtp.received.map((m) => m.messageId);
    const latencies = replies.map((r) => r.ms).sort((x, y) => x - y);
    Object.assign(figures, {
      signUpStatuses: tally(replies.map((r) => r.status)),
      signUpMs: { p50: percentile(latencies, 50), max: latencies.at(-1) },
      outboxDuringOutage: queued,
      receivedDuringOutage,
      delivered: arrived(),
      secondsFromSmtpBackToLastMail: Math.round(allInMs / 100) / 10,
      duplicates: perAddress.filter((n) => n > 1).length,
      duplicateMessageIds: messageIds.length - new Set(messageIds).size,
      outboxAfter: queryRows(pg, database, `SELECT mail_status, count(*), max(attempts) AS max_attempts FROM mail_outbox GROUP BY 1`),
      servedViaProxy: proxy.served,
    });
    check(
      replies.every((r) => r.status === 200),
      `${registrations} sign-ups through the proxy during a ${outageMs / 1000}-s SMTP outage all answered 200 (${JSON.stringify(figures.signUpStatuses)})`,
    );
    check(receivedDuringOutage === 0, `nothing reached SMTP while it was down (${receivedDuringOutage})`);
    check(
      arrived() === registrations,
      `every verification mail arrived after SMTP came back: ${arrived()} of ${registrations} in ${figures.secondsFromSmtpBackToLastMail} s`,
    );
    check(
      perAddress.every((n) => n === 1) && figures.duplicateMessageIds === 0,
      `none twice: ${figures.duplicates} addresses with more than one mail, ${figures.duplicateMessageIds} repeated Message-IDs, after 25 s more of sweeps by both processes`,
    );
    return figures;
  } finally {
    for (const stop of stops.reverse()) await Promise.resolve(stop()).catch(() => {});
    await smtp.down();
    for (const dir of [dirA, dirB]) fs.rmSync(dir, { recursive: true, force: true });
  }
}

const tally = (values) => values.reduce((counts, v) => ({ ...counts, [v]: (counts[v] ?? 0) + 1 }), {});

/**
 * The hot queries, as the portal sends them, with their plans on PostgreSQL. The tables are first filled with
 * synthetic rows (100,000 sessions and links, 50,000 counters and mails) and analysed: on a handful of rows
 * PostgreSQL scans the table whatever the indexes, which would prove nothing.
 */
export function queryPlans(pg, check, database = 'portal_mail') {
  pg.query(
    database,
    `
    INSERT INTO member_sessions (document_id, token_hash, expires_at, sign_in, created_at, updated_at)
      SELECT 's' || g, md5('s' || g), now() + interval '1 day', md5('i' || (g / 3)), now(), now() FROM generate_series(1, 100000) g;
    INSERT INTO member_tokens (document_id, purpose, token_hash, expires_at, created_at, updated_at)
      SELECT 't' || g, 'RESET_PASSWORD', md5('t' || g), now() + interval '1 day', now(), now() FROM generate_series(1, 100000) g;
    INSERT INTO rate_limits (document_id, key, hits, reset_at, created_at, updated_at)
      SELECT 'r' || g, 'signInPair:' || md5('r' || g), 1, now() + interval '1 hour', now(), now() FROM generate_series(1, 50000) g;
    INSERT INTO mail_outbox (document_id, template, recipient, mail_status, attempts, sent_at, created_at, updated_at)
      SELECT 'm' || g, 'verify', 'm' || g || '@example.com', 'SENT', 1, now(), now(), now() FROM generate_series(1, 50000) g;
    ANALYZE;`,
  );
  const QUERIES = {
    'session by token hash (every signed-in call)': `SELECT id, expires_at, revoked_at FROM member_sessions WHERE token_hash = md5('s4242')`,
    "a sign-in's sessions (a new tab)": `SELECT id FROM member_sessions WHERE sign_in = md5('i777')`,
    'one-time link by hash (verify, reset, invite)': `SELECT id, purpose, expires_at, used_at FROM member_tokens WHERE token_hash = md5('t4242')`,
    'attempt counter reserve (sign-in, mail limits)': `INSERT INTO rate_limits (document_id, key, hits, reset_at, created_at, updated_at) VALUES ('x', 'signInPair:' || md5('r4242'), 1, now(), now(), now()) ON CONFLICT (key) DO UPDATE SET hits = rate_limits.hits + 1`,
    'outbox sweep (every 10 s, each process)': `SELECT id FROM mail_outbox WHERE mail_status IN ('PENDING', 'SENDING') AND due_at <= now() ORDER BY due_at LIMIT 100`,
    'outbox claim': `UPDATE mail_outbox SET mail_status = 'SENDING', due_at = now() + interval '2 minutes' WHERE id = 4242 AND mail_status IN ('PENDING', 'SENDING') AND due_at <= now()`,
  };
  const plans = {};
  for (const [name, sql] of Object.entries(QUERIES)) {
    // EXPLAIN without ANALYZE: the plan the server chooses, nothing executed (the INSERT and UPDATE change nothing).
    plans[name] = pg
      .query(database, `EXPLAIN (COSTS OFF) ${sql}`, ['-A', '-t'])
      .trim()
      .split('\n')
      .map((l) => l.trimEnd());
    check(
      plans[name].some((line) => /\bIndex\b|Indexes:/.test(line)),
      `PostgreSQL plans the ${name} with an index: ${plans[name].join(' / ').replace(/\s+/g, ' ')}`,
    );
  }
  return plans;
}

// Run on its own (`node scripts/reliability/mail-outage.mjs`): a throwaway PostgreSQL, this part only.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href)
  await runAlone('mail-outage', async (pg, check) => ({ mailOutage: await proveMailOutage(pg, check), queryPlans: queryPlans(pg, check) }));
