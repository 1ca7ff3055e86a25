#!/usr/bin/env node
// The evidence behind the search engine choice (docs/search.md), in process on any data folder: for each locale,
// the time to read the content and build the in-memory index, and for the query set of issue 20
// (tests/support/search-queries.json) the recall at 5 and the cost of one uncached query, against SQLite FTS5 with
// the trigram tokenizer over the same documents (each word a quoted substring, all required, bm25 with the same
// field weights). On multiplied content (bench/multiply-content.mjs names the copies "<model> 2", "<model> 3", ...)
// a copy of the expected product counts as the product:  PORTAL_DATA_DIR=/tmp/x node bench/search-cost.mjs
import fs from 'node:fs';
import path from 'node:path';
import { loadSqliteDriver } from '@portal/sqlite-driver';
import { LOCALES } from '@portal/domain';
import { repoRoot } from '../scripts/lib/env.mjs';
import { withStrapi } from '../scripts/lib/strapi-app.mjs';

const cases = JSON.parse(fs.readFileSync(path.join(repoRoot, 'tests/support/search-queries.json'), 'utf8'));
const LOCALE = Object.fromEntries(LOCALES.map((l) => [l.siteLang, l.strapi]));
const ROUNDS = 20;

const percentile = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))];
const micro = (ms) => Math.round(ms * 1000);

/** A product's model without the copy number the content multiplier adds. */
const models = {};
const original = (lang, pk) => models[lang].get(pk)?.replace(/ \d+$/, '');

/** Times `search` over every case `ROUNDS` times; answers the median and p99 per query in µs, and recall at 5. */
function measure(name, search) {
  const times = [];
  let hits = 0;
  for (const c of cases) {
    const wanted = models[c.lang].get(c.pk);
    // Copies of one product count once, so ten copies of the best match do not crowd the others out of the top 5.
    if ([...new Set(search(c).map((pk) => original(c.lang, pk)))].slice(0, 5).includes(wanted)) hits++;
    for (let i = 0; i < ROUNDS; i++) {
      const start = performance.now();
      search(c);
      times.push(performance.now() - start);
    }
  }
  return {
    engine: name,
    recallAt5: `${((100 * hits) / cases.length).toFixed(1)} %`,
    p50us: micro(percentile(times, 50)),
    p99us: micro(percentile(times, 99)),
  };
}

await withStrapi(async (strapi, requireFromCms) => {
  const { loadLocale } = requireFromCms('src/api/product/lib/search/sources.js');
  const { LocaleIndex } = requireFromCms('src/api/product/lib/search/search-index.js');
  const Database = loadSqliteDriver();
  const mini = {};
  const fts = {};
  const build = [];
  for (const [lang, locale] of Object.entries(LOCALE)) {
    let start = performance.now();
    const content = await loadLocale(strapi, locale);
    const readMs = performance.now() - start;
    models[lang] = new Map(content.products.map((d) => [d.pk, d.model]));
    start = performance.now();
    mini[lang] = new LocaleIndex(content.products, content.content);
    const indexMs = performance.now() - start;

    const db = new Database(':memory:');
    db.exec("create virtual table p using fts5(pk unindexed, model, category, text, tokenize='trigram')");
    const insert = db.prepare('insert into p values (?, ?, ?, ?)');
    start = performance.now();
    db.transaction(() => content.products.forEach((d) => insert.run(d.pk, d.model, d.category, d.text)))();
    const ftsMs = performance.now() - start;
    const query = db.prepare('select pk from p where p match ? order by bm25(p, 0, 6, 3, 1) limit 100');
    fts[lang] = (text) => {
      const words = text.normalize('NFKC').split(/\s+/).filter(Boolean);
      if (!words.length) return [];
      try {
        return query.all(words.map((w) => `"${w.replace(/"/g, '""')}"`).join(' AND ')).map((r) => Number(r.pk));
      } catch {
        return [];
      }
    };
    build.push({
      locale,
      products: content.products.length,
      content: content.content.length,
      readMs: Math.round(readMs),
      miniSearchBuildMs: Math.round(indexMs),
      fts5BuildMs: Math.round(ftsMs),
    });
  }
  console.log('Index build per locale');
  console.table(build);
  console.log(`Query set: ${cases.length} queries, each run ${ROUNDS} times (uncached)`);
  console.table([
    measure('MiniSearch (this index)', (c) => mini[c.lang].searchProducts(c.query).pks),
    measure('SQLite FTS5 trigram', (c) => fts[c.lang](c.query)),
  ]);
});
