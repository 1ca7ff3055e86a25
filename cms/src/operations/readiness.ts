import fs from 'node:fs';
import path from 'node:path';
import { HeadBucketCommand, S3Client } from '@aws-sdk/client-s3';
import type { Core } from '@strapi/strapi';
import { liveSiteRoot } from '../api/site-build/lib/live-site';
import { objectStorage } from '../utils/object-storage';
import { dataDir } from '../utils/paths';

/** What a readiness check found: ok, how long it took, and on failure a short reason (never an address or secret). */
interface CheckResult {
  ok: boolean;
  ms: number;
  error?: string;
}

interface Readiness {
  ready: boolean;
  /** The checks that failed, by name; empty when ready. */
  failing: string[];
  checks: Record<string, CheckResult>;
}

/** A check that has not answered within this is failed: a load balancer's own probe gives up soon after. */
const CHECK_TIMEOUT_MS = 3000;
/** Answers given within this are shared: a public URL must not let anyone fan out database and bucket calls. */
const REUSE_MS = 1000;

/** A short, safe reason: an error's code or name (ECONNREFUSED, ENOENT, TimeoutError, an S3 status), never its message. */
function reason(error: unknown): string {
  const e = error as { code?: unknown; name?: unknown; $metadata?: { httpStatusCode?: number } };
  const status = e.$metadata?.httpStatusCode;
  if (typeof e.code === 'string') return e.code;
  if (status) return `${String(e.name ?? 'S3')} (HTTP ${status})`;
  return typeof e.name === 'string' ? e.name : 'failed';
}

async function timed(check: (signal: AbortSignal) => Promise<void>): Promise<CheckResult> {
  const started = performance.now();
  const signal = AbortSignal.timeout(CHECK_TIMEOUT_MS);
  const gaveUp = new Promise<never>((_, reject) => signal.addEventListener('abort', () => reject(signal.reason), { once: true }));
  try {
    await Promise.race([check(signal), gaveUp]);
    return { ok: true, ms: Math.round(performance.now() - started) };
  } catch (error) {
    return { ok: false, ms: Math.round(performance.now() - started), error: reason(error) };
  }
}

let s3: S3Client | undefined;

/**
 * The checks behind /_ready: the database answers a query, the live site's folder is there with its front page, and
 * the file storage is reachable (the bucket answers HeadBucket when S3_BUCKET is set, else the uploads folder is
 * writable).
 */
function checks(strapi: Core.Strapi): Record<string, (signal: AbortSignal) => Promise<void>> {
  return {
    database: async () => {
      await strapi.db.connection.raw('select 1');
    },
    site: async () => {
      const root = await liveSiteRoot(strapi);
      if (!root) throw Object.assign(new Error('no live build'), { code: 'NO_LIVE_BUILD' });
      await fs.promises.access(path.join(root, 'index.html'), fs.constants.R_OK);
    },
    storage: async (signal) => {
      const storage = objectStorage();
      if (!storage) return fs.promises.access(path.join(dataDir, 'public', 'uploads'), fs.constants.W_OK);
      // One attempt: the load balancer asks again soon; the SDK's retries would outlast the timeout.
      s3 ??= new S3Client({ ...storage.client, maxAttempts: 1 });
      await s3.send(new HeadBucketCommand({ Bucket: storage.bucket }), { abortSignal: signal });
    },
  };
}

let last: { at: number; answer: Promise<Readiness> } | undefined;

/** Runs every check at once (or shares an answer under a second old) and says whether this instance can serve. */
export function readiness(strapi: Core.Strapi): Promise<Readiness> {
  if (last && Date.now() - last.at < REUSE_MS) return last.answer;
  const answer = (async () => {
    const entries = await Promise.all(Object.entries(checks(strapi)).map(async ([name, check]) => [name, await timed(check)] as const));
    const failing = entries.filter(([, r]) => !r.ok).map(([name]) => name);
    return { ready: failing.length === 0, failing, checks: Object.fromEntries(entries) };
  })();
  last = { at: Date.now(), answer };
  return answer;
}
