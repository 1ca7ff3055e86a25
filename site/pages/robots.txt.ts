/** /robots.txt: everything public may be crawled except the API and the admin; the sitemap's absolute address. */
import type { APIRoute } from 'astro';
import { absoluteUrl } from '../lib/seo';

export const GET: APIRoute = ({ site }) =>
  new Response(
    ['User-agent: *', 'Disallow: /api/', 'Disallow: /admin', '', `Sitemap: ${absoluteUrl('/sitemap.xml', site)}`, ''].join('\n'),
    {
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    },
  );
