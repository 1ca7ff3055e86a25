// The bench's knobs: environment variables over the defaults of the issue; `--quick` for a short run that checks
// the whole harness in a few minutes (its figures are not for comparison); `--sections=api,pages,build` for a part;
// `--scale` for how the costs grow with the content (issue 31): 1x, 10x and 100x, the builds, page weights and the
// API's fixed-rate reads at every size (npm run bench:scale).
import os from 'node:os';
import path from 'node:path';

const num = (name, fallback) => (process.env[name] ? Number(process.env[name]) : fallback);
const list = (name, fallback) => (process.env[name] ? process.env[name].split(',').map((s) => s.trim()) : fallback);

/** The configuration of one bench run. */
export function benchConfig(argv = process.argv.slice(2)) {
  const quick = argv.includes('--quick');
  const scale = argv.includes('--scale');
  const sectionsArg = argv.find((a) => a.startsWith('--sections='))?.slice('--sections='.length);
  const q = (full, short) => (quick ? short : full);
  return {
    quick,
    scale,
    sections: sectionsArg ? sectionsArg.split(',') : list('BENCH_SECTIONS', scale ? ['build', 'api'] : ['build', 'pages', 'api']),
    sizes: list('BENCH_SIZES', scale ? ['1', '10', '100'] : q(['1', '5', '10'], ['1'])).map(Number),
    duration: num('BENCH_DURATION', q(20, 4)),
    rateDuration: num('BENCH_RATE_DURATION', q(10, 4)),
    warmup: num('BENCH_WARMUP', q(3, 1)),
    connections: num('BENCH_CONNECTIONS', 50),
    // A scale run measures every size once: the sizes' ratio is its figure, not one size's median.
    repeats: num('BENCH_REPEATS', scale ? 1 : q(3, 1)),
    notifications: num('BENCH_NOTIFICATIONS', 200),
    meetings: num('BENCH_MEETINGS', 40),
    inquiries: num('BENCH_INQUIRIES', 20),
    // Only these API targets (keys of bench/lib/api-targets.mjs) besides the references; all when unset.
    targets: list('BENCH_TARGETS', undefined),
    buildRuns: num('BENCH_BUILD_RUNS', scale ? 1 : q(3, 1)),
    publishRuns: num('BENCH_PUBLISH_RUNS', q(3, 1)),
    lighthouseRuns: num('BENCH_LIGHTHOUSE_RUNS', q(3, 1)),
    lighthouseLangs: list('BENCH_LIGHTHOUSE_LANGS', ['en', 'kr']),
    port: num('BENCH_PORT', 1380),
    barePort: num('BENCH_BARE_PORT', 1381),
    settleMs: num('BENCH_SETTLE_MS', q(10_000, 2000)),
    afterMs: num('BENCH_AFTER_MS', q(30_000, 5000)),
    dataDir: path.resolve(process.env.BENCH_DATA_DIR || path.join(os.tmpdir(), `portal-bench-${Date.now()}`)),
    keepData: process.env.BENCH_KEEP_DATA === '1',
  };
}

/** The machine, as the report states it: figures on a shared machine only compare within one run. */
export function machineInfo() {
  const cpus = os.cpus();
  return {
    cores: cpus.length,
    cpu: cpus[0]?.model ?? 'unknown',
    memoryGb: Math.round((os.totalmem() / 2 ** 30) * 10) / 10,
    node: process.version,
    platform: `${os.platform()} ${os.release()}`,
    loadAverage: os.loadavg().map((l) => Math.round(l * 100) / 100),
  };
}
