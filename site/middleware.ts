import { defineMiddleware } from 'astro:middleware';
import { markPhrases } from './lib/phrases';

/**
 * Runs for every page as it is rendered (the prebuilt pages at build time, the editor preview on request): a
 * Japanese page gets its phrase boundaries marked for browsers without `word-break: auto-phrase` (lib/phrases.ts).
 */
export const onRequest = defineMiddleware(async (_context, next) => {
  const response = await next();
  if (!response.headers.get('content-type')?.startsWith('text/html')) return response;
  const html = markPhrases(await response.text());
  return new Response(html, { status: response.status, statusText: response.statusText, headers: response.headers });
});
