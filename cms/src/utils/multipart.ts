import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Context, Next } from 'koa';
import { koaBody } from 'koa-body';
import { dataDir } from './paths';

/**
 * Where multipart bodies are written while a request runs: one folder per request under the data folder (not
 * os.tmpdir()), removed with everything in it when the request ends, however it ends. RELIABILITY.md part 8.
 */
const multipartTempDir = path.join(dataDir, 'tmp', 'multipart');

/** What one multipart request may carry. Formidable 2 counts `maxTotalBytes` over all files of the request. */
export interface MultipartLimits {
  /** File parts kept; more is refused (413). */
  maxFiles: number;
  maxTotalBytes: number;
  maxFields: number;
  maxFieldsBytes: number;
  /** Only file parts of this name are written (others are skipped unread); every name when unset. */
  fileField?: string;
}

/** Why a multipart body was refused: the part of the limits it broke, or a body that cannot be read. */
export type MultipartRefusal = 'files' | 'bytes' | 'fields' | 'malformed';

export class MultipartError extends Error {
  readonly expose = true;
  constructor(
    readonly status: number,
    readonly reason: MultipartRefusal,
  ) {
    super(`multipart body refused: ${reason}`);
  }
}

// formidable 2's error codes (FormidableError.js) for the limits it enforces itself.
const FIELDS_EXCEEDED = new Set([1006, 1007]);
const FILE_BYTES_EXCEEDED = 1009;

function refusal(error: unknown): MultipartError {
  if (error instanceof MultipartError) return error;
  const code = (error as { code?: number }).code;
  if (code === FILE_BYTES_EXCEEDED) return new MultipartError(413, 'bytes');
  if (code !== undefined && FIELDS_EXCEEDED.has(code)) return new MultipartError(413, 'fields');
  return new MultipartError(400, 'malformed');
}

/**
 * Parses the multipart body into `ctx.request.body` / `ctx.request.files` (koa-body and formidable, as
 * strapi::body does), runs `next`, then removes the request's temp folder: on success, refusal or error.
 * Parsing errors are thrown as MultipartError (400 or 413).
 */
export async function withMultipart(ctx: Context, limits: MultipartLimits, next: Next) {
  await fs.promises.mkdir(multipartTempDir, { recursive: true, mode: 0o700 });
  const dir = await fs.promises.mkdtemp(path.join(multipartTempDir, 'req-'));
  try {
    let files = 0;
    let named = 0;
    let tooMany = false;
    const parse = koaBody({
      multipart: true,
      json: false,
      urlencoded: false,
      text: false,
      formidable: {
        uploadDir: dir,
        maxFileSize: limits.maxTotalBytes,
        maxFields: limits.maxFields,
        maxFieldsSize: limits.maxFieldsBytes,
        // Temp names start with the part's place in the body: formidable lists files as they finish writing, and
        // `orderedFiles` puts them back in the order the member chose them (their attachments are listed so).
        filename: () => `${String(named++).padStart(3, '0')}-${randomUUID()}`,
        // Called for each file part before anything is written: a skipped part's bytes are read and dropped.
        filter: (part) => {
          if (limits.fileField && part.name !== limits.fileField) return false;
          if (++files > limits.maxFiles) tooMany = true;
          return !tooMany;
        },
      },
    });
    try {
      await parse(ctx, async () => {});
    } catch (error) {
      throw refusal(error);
    }
    if (tooMany) throw new MultipartError(413, 'files');
    await next();
  } finally {
    // Retries cover a file the parser was still opening when it gave up; a failure must not turn the answer into
    // a 500 (the start-up sweep gets what is left).
    await fs.promises
      .rm(dir, { recursive: true, force: true, maxRetries: 3 })
      .catch((error) => strapi.log.warn(`multipart temp folder not removed: ${error}`));
  }
}

/**
 * Removes request folders left by a process that died mid-request. Only folders older than an hour: several
 * processes may share the data folder, and their requests in flight are younger.
 */
export async function sweepMultipartTemp(maxAgeMs = 60 * 60 * 1000) {
  const entries = await fs.promises.readdir(multipartTempDir).catch(() => [] as string[]);
  for (const entry of entries) {
    const full = path.join(multipartTempDir, entry);
    const stat = await fs.promises.stat(full).catch(() => null);
    if (stat && Date.now() - stat.mtimeMs > maxAgeMs) await fs.promises.rm(full, { recursive: true, force: true });
  }
}

/** Files of one multipart body in the order they were sent (their temp names begin with it, see withMultipart). */
export function orderedFiles<T extends { filepath: string }>(files: T[]): T[] {
  return [...files].sort((a, b) => path.basename(a.filepath).localeCompare(path.basename(b.filepath)));
}
