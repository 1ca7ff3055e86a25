// How each cost grows with the content (issue 31): one row per cost with its value at every size measured, the
// ratio of the last step (10x -> 100x in `npm run bench:scale`) and the budget it is held to.

/** Issue 31's budgets: from the size before the last to the last, each read's p99 at most doubles; at the last
 * size publish-to-live under 90 s and RSS under 1 GB; a page weighs what it weighs at the first size (2 % for the
 * copy numbers the multiplier adds to titles). */
const GROWTH_BUDGETS = { p99Ratio: 2, publishSeconds: 90, rssMb: 1024, weightRatio: 1.02, pagesPerSecond: 50 };

/** The pages weighed at every size: the home page, the visitor lists and item pages that grow with the content. */
const WEIGHED_PAGES = ['home', 'product list', 'exhibition', 'media centre', 'exhibition item', 'media item'];

const round = (n, digits = 2) => (n == null ? null : Math.round(n * 10 ** digits) / 10 ** digits);

/**
 * The growth rows of one run's results ({ build, publish, apiBySize, scale, weights }). Each row: { cost, unit,
 * values: { [size]: number }, ratio (last size over the one before, or over the first for page weights), budget
 * (text), holds (true, false, or null when not measured or not budgeted) }.
 */
export function growthRows(results) {
  const B = GROWTH_BUDGETS;
  const rows = [];
  const add = (cost, unit, values, { budget = '–', check, against = 'previous' } = {}) => {
    const sizes = Object.keys(values)
      .map(Number)
      .filter((s) => values[s] != null)
      .sort((a, b) => a - b);
    const last = sizes.at(-1);
    const before = against === 'first' ? sizes[0] : sizes.at(-2);
    const ratio = sizes.length > 1 && values[before] ? round(values[last] / values[before]) : null;
    const holds = check && sizes.length ? check({ last: values[last], ratio, lastSize: last }) : null;
    rows.push({ cost, unit, values, ratio, ratioOf: before != null && last != null ? `${before}x→${last}x` : null, budget, holds });
  };
  const bySize = (entries, value) => Object.fromEntries(entries.map((e) => [e.size, value(e)]));

  for (const kind of ['full', 'content'])
    add(
      `${kind} build`,
      'pages/s',
      bySize(
        (results.build ?? []).filter((b) => b.kind === kind),
        (b) => b.pagesPerSecond,
      ),
      {
        ...(kind === 'content' && {
          budget: `>= ${B.pagesPerSecond} pages/s at the last size`,
          check: ({ last }) => last >= B.pagesPerSecond,
        }),
      },
    );
  add(
    'publish-to-live',
    's',
    bySize(results.publish ?? [], (p) => round(p.seconds, 1)),
    {
      budget: `< ${B.publishSeconds} s at the last size`,
      check: ({ last }) => last < B.publishSeconds,
    },
  );

  const api = results.apiBySize ?? {};
  const sizes = Object.keys(api).map(Number);
  const targetKeys = [...new Set(sizes.flatMap((s) => Object.keys(api[s].targets)))];
  for (const key of targetKeys) {
    const first = sizes.map((s) => api[s].targets[key]).find(Boolean);
    if (!first?.fixed) continue;
    const values = Object.fromEntries(sizes.map((s) => [s, api[s].targets[key]?.fixed?.median.p99 ?? null]));
    // The floor (Strapi's /_health) is the machine's own tail in the same run: shown, not budgeted.
    add(`p99 at ${first.fixed.rate} req/s: ${first.label}`, 'ms', values, {
      ...(!first.reference && {
        budget: `<= ${B.p99Ratio}x from step to step`,
        check: ({ ratio }) => (ratio == null ? null : ratio <= B.p99Ratio),
      }),
    });
  }
  add('search index memory (heap)', 'MB', Object.fromEntries(Object.entries(results.scale ?? {}).map(([s, v]) => [s, v.searchIndexMb])));
  const rss = (pick) => Object.fromEntries(sizes.map((s) => [s, api[s].rss ? pick(api[s].rss) : null]));
  const rssBudget = { budget: `< ${B.rssMb} MB at the last size`, check: ({ last }) => last < B.rssMb };
  add(
    'RSS idle',
    'MB',
    rss((r) => r.idle),
    rssBudget,
  );
  add(
    'RSS under load, peak',
    'MB',
    rss((r) => r.underLoadPeak),
    rssBudget,
  );
  add(
    'RSS after the load',
    'MB',
    rss((r) => r.after),
    rssBudget,
  );

  const weights = results.weights ?? {};
  for (const page of WEIGHED_PAGES) {
    const values = Object.fromEntries(
      Object.entries(weights).map(([s, pages]) => {
        const p = pages.find((w) => w.key === page && !w.skipped);
        return [s, p ? round((p.html + p.css + p.js) / 1024, 1) : null];
      }),
    );
    add(`page weight: ${page} (HTML + CSS + JS on arrival, gzipped)`, 'KB', values, {
      against: 'first',
      budget: `<= ${B.weightRatio}x the first size`,
      check: ({ ratio }) => (ratio == null ? null : ratio <= B.weightRatio),
    });
  }
  return rows.filter((r) => Object.values(r.values).some((v) => v != null));
}
