/**
 * The site build and the build trigger agree (docs/architecture.md, publishing): every call the build makes goes
 * through SITE_READS, and each call's declared content types are exactly the ones the CMS route answering it
 * reads, so a type the site reads always queues a build and a type that queues builds is one the site reads.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { callByPath, isSiteBuildReport, SITE_CONTENT_TYPES, SITE_READS } from '@portal/domain';
import { CALL_HANDLERS } from '../../cms/src/api/call/handlers';

const root = path.resolve(import.meta.dirname, '../..');
const apiDir = path.join(root, 'cms/src/api');
const read = (file: string) => fs.readFileSync(file, 'utf8');
const filesIn = (dir: string) => (fs.existsSync(dir) ? fs.readdirSync(dir).map((f) => path.join(dir, f)) : []);

/** Every content type of the CMS: uid to its REST name (a single type's singular name, a collection's plural). */
const contentTypes = new Map<string, string>();
for (const api of fs.readdirSync(apiDir)) {
  for (const typeDir of filesIn(path.join(apiDir, api, 'content-types'))) {
    const schema = path.join(typeDir, 'schema.json');
    if (!fs.existsSync(schema)) continue;
    const { kind, info } = JSON.parse(read(schema));
    contentTypes.set(`api::${api}.${path.basename(typeDir)}`, kind === 'singleType' ? info.singularName : info.pluralName);
  }
}

/** The content types a CMS call answers with, found from the handler that serves it (cms/src/api/call/handlers.ts). */
function typesServing(method: string, apiPath: string): string[] {
  const name = callByPath(method, apiPath);
  if (!name) throw new Error(`no call of the table is ${method} ${apiPath}`);
  const handler = CALL_HANDLERS[name] as string | { action: string } | { core: string };
  // Strapi's REST route of a type, served by its core router.
  if (typeof handler === 'object' && 'core' in handler) {
    const api = handler.core.slice('api::'.length).split('.')[0];
    const routers = filesIn(path.join(apiDir, api, 'routes')).map(read);
    expect(
      routers.some((src) => src.includes(`createCoreRouter('${handler.core}'`)),
      `${handler.core} has a core router`,
    ).toBe(true);
    return [handler.core];
  }
  // A custom route: its action's controller and the service of the same name name the types it reads.
  const action = typeof handler === 'string' ? handler : handler.action;
  const [api, controller] = action.slice('api::'.length).split('.');
  const sources = ['controllers', 'services']
    .map((d) => path.join(apiDir, api, d, `${controller}.ts`))
    .filter(fs.existsSync)
    .map(read);
  const named = new Set(sources.flatMap((src) => src.match(/api::[\w-]+\.[\w-]+/g) ?? []));
  return [...named].filter((uid) => contentTypes.has(uid)).sort();
}

describe('the content types that trigger a site build', () => {
  it.each(Object.entries(SITE_READS))('%s declares the content types its CMS route reads', (_, { method, path: apiPath, types }) => {
    expect([...types].sort()).toEqual(typesServing(method, apiPath));
  });

  it('are exactly the types the site reads, each a real content type', () => {
    expect([...SITE_CONTENT_TYPES].sort()).toEqual([...new Set(Object.values(SITE_READS).flatMap((r) => r.types))].sort());
    for (const uid of SITE_CONTENT_TYPES) expect(contentTypes.has(uid), uid).toBe(true);
  });

  it('cover every CMS call of the build: site/lib/cms.ts names no API path of its own and nothing else fetches', () => {
    const cms = read(path.join(root, 'site/lib/cms.ts'));
    expect(cms).not.toMatch(/\/api\//);
    expect(cms.match(/\bfetch\(/g), 'one fetch, in call()').toHaveLength(1);
    // Browser scripts (site/scripts) call the API at run time; everything else runs in the build.
    const buildFiles = (dir: string): string[] =>
      fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
        const full = path.join(dir, e.name);
        if (e.isDirectory()) return full.endsWith(path.join('site', 'scripts')) ? [] : buildFiles(full);
        return /\.(ts|astro|mjs)$/.test(e.name) && !e.name.endsWith('.test.ts') ? [full] : [];
      });
    const fetching = buildFiles(path.join(root, 'site'))
      .filter((f) => /\bfetch\(/.test(read(f).split('<script')[0]))
      .map((f) => path.relative(root, f));
    expect(fetching).toEqual(['site/lib/cms.ts']);
  });
});

describe("a queued build's report", () => {
  it('is taken only in its own shape, naming a folder under the builds and never a path', () => {
    expect(isSiteBuildReport({ type: 'built', folder: '2026-11-27T21-29-28-469Z', pages: 472, kind: 'content' })).toBe(true);
    for (const other of [
      null,
      'built',
      { type: 'built', folder: '../../etc', pages: 1 },
      { type: 'built', folder: '', pages: 1 },
      { type: 'progress', folder: 'x', pages: 1 },
      { type: 'built', folder: 'x', pages: '472' },
    ])
      expect(isSiteBuildReport(other), JSON.stringify(other)).toBe(false);
  });
});
