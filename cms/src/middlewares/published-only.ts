import type { Context, Next } from 'koa';

/**
 * Strapi's REST find/findOne of a draft-and-publish type answer drafts to anyone who may read it when asked with
 * `?status=draft`. The public reads (the static site build, guests) get published content only: the status is
 * forced, whatever the query says. Editors read drafts through the admin's Content Manager, not these routes.
 */
export default () => async (ctx: Context, next: Next) => {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { status, publicationState, ...query } = ctx.query;
  ctx.query = { ...query, status: 'published' };
  await next();
};
