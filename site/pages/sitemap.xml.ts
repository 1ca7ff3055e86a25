/**
 * /sitemap.xml, written at build time: every public page of every language, each with its translations as
 * xhtml:link hreflang alternates and English as x-default (site/lib/sitemap-routes.ts decides the pages).
 */
import type { APIRoute } from 'astro';
import { localeBySegment, type LangSegment } from '@portal/domain';
import { absoluteUrl } from '../lib/seo';
import { sitemapGroups } from '../lib/sitemap-routes';

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export const GET: APIRoute = async ({ site }) => {
  const link = (hreflang: string, path: string) =>
    `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(absoluteUrl(path, site))}"/>`;
  const urls = (await sitemapGroups()).flatMap((group) => {
    const entries = Object.entries(group) as [LangSegment, string][];
    const alternates = [
      ...entries.map(([lang, path]) => link(localeBySegment(lang)!.htmlLang, path)),
      ...(group.en ? [link('x-default', group.en)] : []),
    ];
    return entries.map(([, path]) =>
      ['  <url>', `    <loc>${escapeXml(absoluteUrl(path, site))}</loc>`, ...alternates, '  </url>'].join('\n'),
    );
  });
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
  return new Response(xml, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
};
