/**
 * Part 1 of RELIABILITY.md: hostile requests against every /api route of the running Strapi's route table.
 * Every answer must be below 500, every refusal in the spec's error model ({ errors: { field: [message] } }), and a
 * refused request must leave the database as it was. RELIABILITY_FUZZ_REQUESTS sets the total (1,500 in `npm test`,
 * 10,000+ in `npm run test:reliability`); RELIABILITY_SEED replays a run.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { activeMember, type Member } from '../support/members';
import { api } from '../support/api';
import { changedTables, openDatabase } from './support/db';
import { identityHeaders, requestFor, type HostileRequest } from './support/hostile';
import { routeTable } from './support/routes';

const TOTAL = Number(process.env.RELIABILITY_FUZZ_REQUESTS || 1500);
const SEED = Number(process.env.RELIABILITY_SEED || Date.now() % 2 ** 31);
/** Calls that end the caller's own session or account whatever the body: fuzzed without the member's tokens. */
const SELF_ENDING = new Set(['/api/sign/out', '/api/sign/withdrawal']);

const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });

/** Sends a request exactly as generated (node:http, so no client library repairs a malformed one). */
function send(req: HostileRequest): Promise<{ status: number; type: string; text: string }> {
  const url = new URL(req.url, inject('baseUrl'));
  return new Promise((resolve, reject) => {
    const r = http.request(
      url,
      {
        method: req.method,
        headers: { ...req.headers, ...(req.body !== undefined ? { 'Content-Length': Buffer.byteLength(req.body) } : {}) },
        agent,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            type: String(res.headers['content-type'] ?? ''),
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        res.on('error', reject);
      },
    );
    r.on('error', reject);
    if (req.body !== undefined) r.write(req.body);
    r.end();
  });
}

/** Why an answer breaks the contract, or undefined when it keeps it. */
function contractBreach(status: number, type: string, text: string): string | undefined {
  if (status >= 500) return `status ${status}`;
  if (status < 400) return undefined;
  // Node's HTTP parser answers headers over its 16 KB limit itself, before any application code: an empty 431.
  if (status === 431 && !text) return undefined;
  if (!type.includes('application/json')) return `error with content type '${type}'`;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return 'error body is not JSON';
  }
  const errors = (body as { errors?: unknown })?.errors;
  if (!errors || typeof errors !== 'object' || Array.isArray(errors)) return 'error body has no errors object';
  if (Object.keys(body as object).length !== 1) return `error body has other keys: ${Object.keys(body as object).join(', ')}`;
  const entries = Object.entries(errors as Record<string, unknown>);
  if (!entries.length) return 'errors object is empty';
  for (const [field, messages] of entries) {
    if (!Array.isArray(messages) || !messages.length || messages.some((m) => typeof m !== 'string' || !m))
      return `errors.${field} is not a list of messages`;
  }
  return undefined;
}

const summary = {
  seed: SEED,
  requests: 0,
  routes: 0,
  byStatus: {} as Record<string, number>,
  fiveHundreds: 0,
  breaches: 0,
  refusedWrites: 0,
  resets: 0,
};

afterAll(() => {
  agent.destroy();
  const dir = process.env.RELIABILITY_REPORT_DIR;
  if (dir) fs.writeFileSync(path.join(dir, 'hostile-input.json'), JSON.stringify(summary, null, 2));
});

describe('hostile input against every /api route', () => {
  it(
    'never answers 5xx, always refuses in the error model, and a refused request writes nothing',
    async () => {
      const routes = (await routeTable()).filter((r) => r.path.startsWith('/api/'));
      expect(routes.length).toBeGreaterThan(50);
      const perRoute = Math.max(4, Math.ceil(TOTAL / routes.length));
      let member: Member = await activeMember();
      const db = openDatabase();
      const failures: string[] = [];
      summary.routes = routes.length;

      for (const [index, route] of routes.entries()) {
        const samples = fc.sample(requestFor(route), { numRuns: perRoute, seed: SEED + index });
        for (const { identity, garbage, request } of samples) {
          const who = identity === 'member' && SELF_ENDING.has(route.path) ? 'visitor' : identity;
          request.headers = { ...request.headers, ...identityHeaders(who, member.headers, garbage) };
          const before = db.fingerprint();
          const res = await send(request).catch((error: Error) => ({ status: -1, type: '', text: error.message }));
          if (res.status === -1) {
            // Node's HTTP parser refuses a request line and headers over 16 KB (431) and may close the connection
            // before the client reads the answer. Any other closed connection could hide a crash: a failure.
            summary.resets++;
            const headerBytes = request.url.length + JSON.stringify(request.headers).length;
            if (headerBytes < 16_000)
              failures.push(`connection closed (${res.text}) on a request of ${headerBytes} header bytes: ${request.label.slice(0, 300)}`);
            continue;
          }
          summary.requests++;
          summary.byStatus[res.status] = (summary.byStatus[res.status] ?? 0) + 1;
          if (res.status >= 500) summary.fiveHundreds++;
          const breach = contractBreach(res.status, res.type, res.text);
          if (breach) {
            summary.breaches++;
            failures.push(`${breach}: ${request.label.slice(0, 300)} -> ${res.text.slice(0, 200)}`);
          }
          if (res.status >= 400) {
            const changed = changedTables(before, db.fingerprint());
            if (changed.length) {
              summary.refusedWrites++;
              failures.push(`refused (${res.status}) but wrote ${changed.join(', ')}: ${request.label.slice(0, 300)}`);
            }
          }
          // A valid edit may have changed the fuzzing member; sign in again when its tokens stop working.
          if (who === 'member' && (res.status === 401 || res.status === 423)) {
            const again = await api('/api/sign/in', { body: { email: member.email, password: member.password }, headers: member.headers });
            if (again.status === 200)
              member = {
                ...member,
                headers: {
                  ...member.headers,
                  'X-ACCESS-TOKEN': again.body.data.accessToken,
                  'X-SESSION-TOKEN': again.body.data.sessionToken,
                },
              };
            else member = await activeMember();
          }
        }
      }
      db.close();
      console.log(
        `[hostile-input] seed ${SEED}: ${summary.requests} requests over ${routes.length} routes, statuses ${JSON.stringify(summary.byStatus)}, ` +
          `5xx ${summary.fiveHundreds}, closed over 16 KB of headers ${summary.resets}, error-model breaches ${summary.breaches}, refused requests that wrote ${summary.refusedWrites}`,
      );
      expect(failures.slice(0, 25)).toEqual([]);
      expect(summary.requests).toBeGreaterThanOrEqual(Math.min(TOTAL, 1000));
    },
    60 * 60_000,
  );
});
