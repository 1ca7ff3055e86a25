import fs from 'node:fs/promises';
import path from 'node:path';
import type { Context, Next } from 'koa';
import sharp from 'sharp';
import { repoRoot } from '../utils/paths';

/** The site's icon, the one its pages link (site/layouts/PageLayout.astro). */
const SOURCE = path.join(repoRoot, 'public', 'favicon.svg');
const SIZE = 48;

/**
 * GET /favicon.ico, which browsers ask for on every page without a `<link rel="icon">` (the admin panel's): the
 * site's icon drawn once as a PNG by sharp (browsers take a PNG at that address, served as what it is). It runs just
 * before Strapi's favicon middleware, which answered 500 because the file it looks for does not exist here.
 */
export default () => {
  let icon: Promise<Buffer> | undefined;
  return async (ctx: Context, next: Next) => {
    if (ctx.path !== '/favicon.ico' || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return next();
    icon ??= fs.readFile(SOURCE).then((svg) => sharp(svg, { density: 300 }).resize(SIZE, SIZE).png().toBuffer());
    ctx.set('Cache-Control', 'public, max-age=86400');
    ctx.type = 'image/png';
    ctx.body = await icon;
  };
};
