// docs/configuration.md, generated from the configuration's declarations (packages/domain/src/config.ts) and the
// test and bench knobs listed below. `npm run docs:config` writes it; tests/unit/configuration.test.ts fails when the
// committed file differs.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import prettier from 'prettier';
import './env.mjs'; // rebuilds packages/domain first when its build is stale

export const docsFile = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'docs', 'configuration.md');

/**
 * Knobs of the tests and the bench: read where they are used (they are no configuration of the portal), listed here
 * so that every variable the repository reads is documented.
 */
export const KNOBS = [
  ['TEST_PORT', 'a free port', 'tests/support/global-setup.ts', 'The port of the test Strapi (one vitest process; shards pick their own).'],
  [
    'TEST_SHARDS',
    '3',
    'scripts/test.mjs',
    "`npm test`'s API and browser files run as this many vitest processes side by side, each with its own Strapi.",
  ],
  [
    'PORTAL_TEST_SEED',
    'unset',
    'tests/support/seed-template.mjs',
    'A seeded data folder every test server starts from as a copy (`npm test` makes one and sets it); unset: the global setup seeds one.',
  ],
  ['TEST_SKIP_SITE', 'unset', 'tests/support/global-setup.ts', '`1`: API-only runs skip the static site build.'],
  ['KEEP_TEST_DATA', 'unset', 'tests/support/global-setup.ts', "Set: the tests' temporary data folder is kept."],
  [
    'CHROMIUM_PATH',
    '/usr/bin/chromium-headless-shell, else /usr/bin/chromium',
    'tests/support/browser.ts',
    'The Chromium the browser tests drive.',
  ],
  ['CHROME_PATH', '/usr/bin/chromium', 'bench/lib/pages.mjs', 'The Chromium Lighthouse drives in the bench.'],
  [
    'RELIABILITY_REPORT_DIR',
    'unset',
    'tests/reliability, scripts/reliability',
    'Where the reliability run writes its reports (set by `npm run test:reliability`).',
  ],
  ['RELIABILITY_FUZZ_REQUESTS', '1500', 'tests/reliability/hostile-input.test.ts', 'Hostile requests sent.'],
  ['RELIABILITY_SEED', 'from the clock', 'tests/reliability/hostile-input.test.ts', 'The seed of the hostile input, to replay a run.'],
  ['BENCH_SECTIONS', 'build,pages,api', 'bench/lib/config.mjs', 'The bench sections to run (`--sections=` wins).'],
  ['BENCH_SIZES', '1,5,10 (quick: 1)', 'bench/lib/config.mjs', 'Content sizes, multiples of the seed; each divides the next.'],
  [
    'BENCH_DURATION',
    '20 s (quick: 4; search-load, streams: 10)',
    'bench/lib/config.mjs, bench/search-load.mjs, bench/streams.mjs',
    'Seconds per load run.',
  ],
  ['BENCH_RATE_DURATION', '10 s (quick: 4)', 'bench/lib/config.mjs', 'Seconds per fixed-rate run.'],
  ['BENCH_WARMUP', '3 s (quick: 1)', 'bench/lib/config.mjs', 'Warm-up seconds before measuring.'],
  ['BENCH_CONNECTIONS', '50', 'bench/lib/config.mjs, bench/search-load.mjs', 'Concurrent connections under load.'],
  ['BENCH_REPEATS', '3 (quick: 1)', 'bench/lib/config.mjs', 'Repeats of each load run.'],
  ['BENCH_NOTIFICATIONS', '200', 'bench/lib/config.mjs', "The bench member's notifications."],
  ['BENCH_MEETINGS', '40', 'bench/lib/config.mjs', "The bench member's meetings."],
  ['BENCH_INQUIRIES', '20', 'bench/lib/config.mjs', "The bench member's inquiries."],
  [
    'BENCH_TARGETS',
    'all',
    'bench/lib/config.mjs',
    'Only these API targets (their keys in bench/lib/api-targets.mjs), besides the references.',
  ],
  ['BENCH_BUILD_RUNS', '3 (quick: 1)', 'bench/lib/config.mjs', 'Timed site builds per size.'],
  ['BENCH_PUBLISH_RUNS', '3 (quick: 1)', 'bench/lib/config.mjs', 'Timed publish-to-live runs per size.'],
  ['BENCH_LIGHTHOUSE_RUNS', '3 (quick: 1)', 'bench/lib/config.mjs', 'Lighthouse runs per page.'],
  ['BENCH_LIGHTHOUSE_LANGS', 'en,kr', 'bench/lib/config.mjs', 'Locales Lighthouse visits.'],
  [
    'BENCH_PORT',
    '1380 (streams: a free port)',
    'bench/lib/config.mjs, bench/search-load.mjs, bench/streams.mjs',
    'The port of the bench portal.',
  ],
  ['BENCH_BARE_PORT', '1381', 'bench/lib/config.mjs', 'The port of the bare `node:http` reference server.'],
  ['BENCH_SETTLE_MS', '10000 (quick: 2000)', 'bench/lib/config.mjs', 'Idle time before the idle memory reading.'],
  ['BENCH_AFTER_MS', '30000 (quick: 5000)', 'bench/lib/config.mjs', 'Idle time before the after-load memory reading.'],
  ['BENCH_DATA_DIR', 'a new temporary folder', 'bench/lib/config.mjs', 'The bench data folder.'],
  ['BENCH_KEEP_DATA', 'unset', 'bench/lib/config.mjs', '`1`: the bench data folder is kept.'],
  ['BENCH_STREAMS', '2000', 'bench/streams.mjs', 'Open notification streams, spread over the members.'],
  ['BENCH_MEMBERS', '50', 'bench/streams.mjs', 'Members whose streams are open and who make the changes.'],
  ['BENCH_RATE', '200', 'bench/streams.mjs', 'Changes a second (a member reading one notification).'],
  ['BENCH_SECOND', 'unset', 'bench/streams.mjs', '`1`: the streams on a second process, so every event crosses processes.'],
  ['BENCH_POSTGRES', 'unset', 'bench/streams.mjs', "`1`: on a throwaway PostgreSQL cluster (Debian's server) instead of SQLite."],
];

/** Variables of the tools underneath, which the scripts set or read as those tools define them. */
export const TOOL_VARIABLES = [
  ['NODE_ENV', '`production`', 'Set by the scripts for Strapi; a value in the environment wins.'],
  ['STRAPI_TELEMETRY_DISABLED', '`true`', 'Set by the scripts: Strapi sends nothing out.'],
  ['ASTRO_TELEMETRY_DISABLED', '`1`', 'Set by the scripts: Astro sends nothing out.'],
  ['BROWSER', '`none`', 'Set by the scripts: Strapi opens no browser.'],
  ['INIT_CWD', 'set by npm', '`npm run admin` resolves file arguments from the folder npm was started in.'],
  ['PATH', "the system's", 'Passed on to every process the scripts and tests start.'],
  ['TMPDIR', "the system's", "The tests point Strapi's temporary files into the test data folder."],
  ['NODE_OPTIONS', 'unset', "Node's own; the stream bench adds `--inspect` on a loopback port for its streams' process."],
];

const cell = (text) => String(text).replace(/\|/g, '\\|');
const shown = (text) => text ?? 'unset';
const row = (cells) => `| ${cells.map(cell).join(' | ')} |`;
const table = (head, rows) => [row(head), row(head.map(() => '---')), ...rows.map(row)].join('\n');

/** The page's Markdown, formatted by the repository's Prettier settings (npm test checks the format). */
export async function renderConfigDocs() {
  const { CONFIG_GROUPS, CONFIG_PARTS, CONFIG_VARIABLES } = await import('@portal/domain');
  const partNames = { cms: 'CMS', site: 'site build', scripts: 'scripts' };
  const sections = Object.entries(CONFIG_GROUPS).map(([group, title]) => {
    const rows = Object.entries(CONFIG_VARIABLES)
      .filter(([, v]) => v.group === group)
      .map(([name, v]) => [
        `\`${name}\`${v.requiredBy ? ' (required)' : ''}`,
        shown(v.shownDefault),
        v.readBy.map((p) => partNames[p]).join(', '),
        v.type.description,
      ]);
    return `## ${title}\n\n${table(['variable', 'default', 'read by', 'what it does'], rows)}`;
  });
  const markdown = `<!-- Generated from packages/domain/src/config.ts by \`npm run docs:config\`: edit the declarations there, not this file. -->

# Configuration

The portal is configured by environment variables, all optional: without any, \`npm start\` runs on SQLite with
secrets generated into \`.data/secrets.json\`. A \`.env\` file at the repository root (see \`.env.example\`) is read by
\`npm start\`, \`npm test\` and the scripts; variables set in the shell win over it.

Every variable is declared once, with its type, default and meaning, in \`packages/domain/src/config.ts\`, and read
through \`readConfig\` by all parts:
${Object.values(CONFIG_PARTS)
  .map((p) => `- the ${p}`)
  .join('\n')}

Each part checks the whole configuration when it starts: a bad value (or a missing secret when Strapi is started
directly) stops it with a message naming the variable and what it expects, and exit code 1. An empty value counts as
unset. Switches accept \`true\`/\`false\`, \`on\`/\`off\`, \`1\`/\`0\`.

To add a variable: declare it in \`packages/domain/src/config.ts\` (its check, default, description and readers), read
it from the configuration (\`config()\` in the CMS, \`portalConfig()\` in the scripts), and run \`npm run docs:config\`.

## One public URL

\`PUBLIC_URL\` is the one public origin of the portal: the site, the API and the admin panel share it. It used to be
split: \`PUBLIC_URL\` for links in mails and \`PUBLIC_SITE_URL\` for the site's canonical links and sitemap. This
release reads \`PUBLIC_SITE_URL\` when \`PUBLIC_URL\` is unset and warns at start; the next one drops it.

${sections.join('\n\n')}

## Test and bench knobs

Read only by the tests, the reliability run and the bench, where they are used.

${table(
  ['variable', 'default', 'read in', 'what it does'],
  KNOBS.map(([name, def, where, does]) => [`\`${name}\``, def, where, does]),
)}

## Set for the tools underneath

${table(
  ['variable', 'value', 'what it does'],
  TOOL_VARIABLES.map(([name, value, does]) => [`\`${name}\``, value, does]),
)}
`;
  const options = await prettier.resolveConfig(docsFile);
  return prettier.format(markdown, { ...options, filepath: docsFile });
}
