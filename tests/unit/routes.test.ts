/**
 * The route manifest and the showroom stations are declared once (docs/product/frame.md): every page file under
 * site/pages has its manifest entry and every entry its page file, each link fits its page's pattern, and the CMS
 * schema and the seed have exactly the stations of @portal/domain.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ITEM_ADDRESS,
  LANG_SEGMENTS,
  M_VISION_STATIONS,
  PAGE_ROUTES,
  ROUTE_LINKS,
  SHOWROOM_STATIONS,
  isLocalizedRoute,
  pageUrl,
  routePath,
  type RouteName,
} from '@portal/domain';
import { STATION_SEEDS } from '../../cms/src/seed/data/showroom';

const root = path.resolve(import.meta.dirname, '../..');
const pagesDir = path.join(root, 'site/pages');

/** The page files under site/pages as Astro routes them: the path without the extension and a trailing /index. */
function pageFiles(dir = pagesDir): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return pageFiles(full);
    if (!/\.(astro|ts|js|md|mdx|html)$/.test(entry.name) || /\.test\.ts$/.test(entry.name)) return [];
    return [
      path
        .relative(pagesDir, full)
        .split(path.sep)
        .join('/')
        .replace(/\.(astro|ts|js|md|mdx|html)$/, ''),
    ];
  });
}

/** A page pattern as a regular expression over a full path ([lang] a language, [x] one segment, [...x] the rest). */
function patternOf(page: string): RegExp {
  const source = page
    .replace(/(^|\/)index$/, '')
    .split('/')
    .filter(Boolean)
    .map((part) =>
      part === '[lang]'
        ? `(${LANG_SEGMENTS.join('|')})`
        : part.startsWith('[...')
          ? '.+'
          : part.startsWith('[')
            ? '[^/]+'
            : part.replace(/\./g, '\\.'),
    )
    .join('/');
  return new RegExp(`^/${source}$`);
}

const params = (page: string) => [...page.matchAll(/\[(?:\.\.\.)?(\w+)\]/g)].map((m) => m[1]).filter((p) => p !== 'lang');

describe('the route manifest', () => {
  it('has an entry for every page file under site/pages and a page file for every entry', () => {
    const files = pageFiles().sort();
    const manifest = PAGE_ROUTES.map((r) => r.page).sort();
    expect(
      files.filter((f) => !manifest.includes(f)),
      'page files missing from PAGE_ROUTES',
    ).toEqual([]);
    expect(
      manifest.filter((p) => !files.includes(p)),
      'PAGE_ROUTES entries without a page file',
    ).toEqual([]);
    expect(new Set(manifest).size).toBe(manifest.length);
  });

  it.each(PAGE_ROUTES.map((r) => [r.page, r] as const))('%s names its parameters and its links fit its pattern', (page, route) => {
    expect(Object.keys(route.params ?? {}).sort()).toEqual(params(page).sort());
    const pattern = patternOf(page);
    for (const linkPath of Object.values(route.paths)) {
      const full = isLocalizedRoute(route) ? `/kr${linkPath}` : linkPath;
      expect(full, page).toMatch(pattern);
    }
    // Member-only and mailed-link pages stay out of the sitemap.
    if (route.sitemap) expect(route.access).toBe('public');
  });

  it('names each link once', () => {
    const names = ROUTE_LINKS.map(([name]) => name);
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
    expect(routePath('mypage')).toBe('/mypage');
    expect(() => routePath('no-such-page' as RouteName)).toThrow();
  });

  it('builds the addresses the CMS mails, values percent-encoded', () => {
    expect(pageUrl('https://portal.example', 'kr', 'invite', { email: 'a+b@c.d', uuid: 'u 1', type: 'INVITE' })).toBe(
      'https://portal.example/kr/invite?email=a%2Bb%40c.d&uuid=u%201&type=INVITE',
    );
    expect(pageUrl('https://portal.example', 'jp', 'main')).toBe('https://portal.example/jp/main');
  });
});

/** Every source file under a folder with one of the extensions. */
const sources = (dir: string, ext: RegExp): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sources(full, ext);
    return ext.test(e.name) && !e.name.endsWith('.test.ts') && !e.name.endsWith('.test.tsx') ? [full] : [];
  });

describe('the links of the site and the islands', () => {
  // The paths given to the path builders (localizedPath, sitePath, goTo) as literals: each must be a manifest route.
  const BUILDER = /\b(?:localizedPath\(\s*[\w.]+,\s*|sitePath\(|goTo\()(['`])(\/[^'`]*)\1/g;
  const links = [...sources(path.join(root, 'site'), /\.(ts|astro)$/), ...sources(path.join(root, 'member-app/src'), /\.tsx?$/)].flatMap(
    (file) =>
      [...fs.readFileSync(file, 'utf8').matchAll(BUILDER)]
        // A path whose first segment is computed (/${section}) names no page by itself.
        .filter((m) => !m[2].startsWith('/${'))
        .map((m) => [path.relative(root, file), m[2]] as const),
  );
  const patterns = PAGE_ROUTES.filter(isLocalizedRoute).map((r) => patternOf(r.page));

  it('are found', () => {
    expect(links.length).toBeGreaterThan(50);
  });

  it.each(links)('%s links %s, a page of the manifest', (_, link) => {
    // Template parts (${...}) and placeholders ({pk}) stand for one segment; the query and fragment are dropped.
    const full = `/kr${
      link
        .replace(/\$\{[^}]*\}/g, 'x')
        .replace(/\{\w+\}/g, '1')
        .split(/[?#]/)[0]
    }`.replace(/\/$/, '');
    expect(patterns.some((p) => p.test(full)) || ITEM_ADDRESS.test(full), full).toBe(true);
  });
});

describe('the showroom stations', () => {
  it('are the values of the showroom-station schema', () => {
    const schema = JSON.parse(
      fs.readFileSync(path.join(root, 'cms/src/api/showroom-station/content-types/showroom-station/schema.json'), 'utf8'),
    );
    expect([...schema.attributes.station.enum].sort()).toEqual([...SHOWROOM_STATIONS].sort());
  });

  it('are seeded each once', () => {
    expect(STATION_SEEDS.map((s) => s.station).sort()).toEqual([...SHOWROOM_STATIONS].sort());
  });

  it('each have a showroom page', () => {
    for (const station of SHOWROOM_STATIONS) expect(routePath(station)).toBe(`/virtualshowroom/${station}`);
    expect(M_VISION_STATIONS.every((s) => (SHOWROOM_STATIONS as readonly string[]).includes(s))).toBe(true);
  });
});
