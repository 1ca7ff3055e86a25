import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { signedInAdmin } from '../utils/admin-auth';
import { sweepMultipartTemp, withMultipart, type MultipartLimits } from '../utils/multipart';

/**
 * Routes that parse their multipart body themselves, after their own checks (member sign-in and upload quota; the
 * staff member's inquiry-desk permission for an answer with files).
 */
const ROUTE_PARSED = [
  { method: 'POST', path: /^\/api\/asset-front\/new$/ },
  { method: 'POST', path: /^\/staff\/inquiries\/\d+\/answer$/ },
];

/**
 * The admin panel's own uploads: the media library (upload, replace, edit a file's details as form data) and
 * the project settings' logos. Parsed here, and only for a live admin session.
 */
const ADMIN_UPLOADS = [
  { method: 'POST', path: /^\/upload(\/files(\/[^/]+\/replace)?)?$/ },
  { method: 'PUT', path: /^\/upload\/files\/[^/]+$/ },
  { method: 'POST', path: /^\/admin\/project-settings$/ },
];

const matches = (ctx: Context, routes: { method: string; path: RegExp }[]) =>
  routes.some((r) => r.method === ctx.method && r.path.test(ctx.path));

/**
 * Multipart bodies are accepted only where something is uploaded; everywhere else they are refused with 415
 * before a byte is read (strapi::body is configured without multipart). Placed before strapi::body.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  // The upload plugin refuses files over its sizeLimit after parsing; a request carries at most 10 of them.
  const sizeLimit = Number(strapi.config.get('plugin::upload.sizeLimit', 10 * 1024 * 1024));
  const adminLimits: MultipartLimits = { maxFiles: 10, maxTotalBytes: 10 * sizeLimit, maxFields: 50, maxFieldsBytes: 1024 * 1024 };
  // Request folders of a process that was killed mid-request (a running request removes its own).
  void sweepMultipartTemp().catch((error) => strapi.log.warn(`multipart temp sweep failed: ${error}`));

  return async (ctx: Context, next: Next) => {
    if (!ctx.is('multipart')) return next();
    if (matches(ctx, ROUTE_PARSED)) return next();
    if (!matches(ctx, ADMIN_UPLOADS)) return ctx.throw(415, 'This route does not accept multipart bodies');
    if (!(await signedInAdmin(strapi, ctx))) return ctx.throw(401, 'Missing or invalid credentials');
    return withMultipart(ctx, adminLimits, next);
  };
};
