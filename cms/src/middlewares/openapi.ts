import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { openApiDocument } from '@portal/domain';
import type { Context, Next } from 'koa';
import { repoRoot } from '../utils/paths';

/** Where the API describes itself (docs/api.md#openapi). */
const OPENAPI_PATH = '/api/openapi.json';

let answer: { body: string; etag: string } | undefined;
/** The document of the running code, made on the first request (the same one `npm run docs:api` checks in). */
function document() {
  if (answer) return answer;
  const { version } = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { version: string };
  const body = JSON.stringify(openApiDocument(version));
  return (answer = { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` });
}

/** GET /api/openapi.json: the call table as OpenAPI 3.1, for anyone, cacheable (it changes only with a deploy). */
export default () => {
  return async (ctx: Context, next: Next) => {
    if (ctx.path !== OPENAPI_PATH || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return next();
    const { body, etag } = document();
    ctx.set({ 'Cache-Control': 'public, max-age=300', ETag: etag });
    if (ctx.get('If-None-Match') === etag) {
      ctx.status = 304;
      return;
    }
    ctx.type = 'application/json';
    ctx.body = body;
  };
};
