import type { Context } from 'koa';

/** An origin (scheme://host[:port]) from a URL or origin string; throws on anything else, '*' included. */
function originOf(value: string): string {
  const origin = new URL(value).origin;
  if (origin === 'null') throw new Error(`CORS_ORIGINS: not an http(s) origin: ${value}`);
  return origin;
}

/**
 * The origins that may call the portal cross-origin with credentials (SECURITY.md): CORS_ORIGINS (comma-separated),
 * by default the portal's public URL (PUBLIC_SITE_URL, PUBLIC_URL, or http://localhost:PORT). Never a wildcard.
 */
export function configuredOrigins(env: NodeJS.ProcessEnv = process.env): string[] {
  const listed = (env.CORS_ORIGINS ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  const defaults = [env.PUBLIC_SITE_URL, env.PUBLIC_URL].filter((v): v is string => !!v);
  const sources = listed.length ? listed : defaults.length ? defaults : [`http://localhost:${env.PORT || 1337}`];
  return [...new Set(sources.map(originOf))];
}

/**
 * The strapi::cors `origin` option: the configured origins, plus the origin the request itself was sent to (the
 * site, admin and API share one origin; a browser sends Origin on its own POSTs too). Any other origin gets no
 * CORS headers, so browsers keep its pages from reading answers.
 */
export function corsOrigins(allowed: string[]) {
  return (ctx: Context) => [...allowed, `${ctx.protocol}://${ctx.host}`];
}
