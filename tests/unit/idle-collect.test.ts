import { describe, expect, it } from 'vitest';
import { IDLE_COLLECT_DEFAULTS, idleCollectDecider, startIdleCollect } from '../../cms/src/utils/idle-collect';

const MB = 2 ** 20;
const options = IDLE_COLLECT_DEFAULTS;
const busy = (heapMb: number) => ({ utilization: 0.9, heapUsed: heapMb * MB });
const quiet = (heapMb: number) => ({ utilization: 0.005, heapUsed: heapMb * MB });
/** The ticks that make up the quiet time before a collection. */
const quietTicks = options.quietMs / options.tickMs;

describe('the quiet-time collection (memory after a load)', () => {
  it('collects once the loop is quiet after the heap grew, then once more at the next quiet tick', () => {
    const decide = idleCollectDecider(options, 200 * MB);
    // Under load the heap grows; nothing happens while the loop is busy.
    for (let i = 0; i < 10; i++) expect(decide.tick(busy(300 + i * 30))).toBe(false);
    // Quiet, but not yet for long enough.
    for (let i = 1; i < quietTicks; i++) expect(decide.tick(quiet(600))).toBe(false);
    expect(decide.tick(quiet(600))).toBe(true);
    decide.collected(195 * MB);
    // The second collection, then none while the heap stays where it is.
    expect(decide.tick(quiet(196))).toBe(true);
    decide.collected(194 * MB);
    for (let i = 0; i < 50; i++) expect(decide.tick(quiet(196 + i * 0.1))).toBe(false);
  });

  it('never collects while the heap has not grown, however long the server is quiet', () => {
    const decide = idleCollectDecider(options, 200 * MB);
    for (let i = 0; i < 1000; i++) expect(decide.tick(quiet(200 + (i % 40)))).toBe(false);
  });

  it('waits for a quiet time that is not broken by a busy tick', () => {
    const decide = idleCollectDecider(options, 200 * MB);
    for (let i = 1; i < quietTicks; i++) decide.tick(quiet(400));
    expect(decide.tick(busy(420))).toBe(false);
    for (let i = 1; i < quietTicks; i++) expect(decide.tick(quiet(420))).toBe(false);
    expect(decide.tick(quiet(420))).toBe(true);
  });

  it('drops the second collection when the load is back', () => {
    const decide = idleCollectDecider(options, 200 * MB);
    for (let i = 0; i < quietTicks; i++) decide.tick(quiet(400));
    decide.collected(200 * MB);
    expect(decide.tick(busy(260))).toBe(false);
    expect(decide.tick(quiet(260))).toBe(false);
  });

  it('runs a real full collection in this process, without --expose-gc', async () => {
    expect((globalThis as { gc?: unknown }).gc).toBeUndefined();
    const lines: string[] = [];
    const stop = startIdleCollect({ tickMs: 20, quietMs: 20, quietUtilization: 1.01, minGrowthBytes: 1 }, (l) => lines.push(l));
    let garbage: unknown[] | undefined = Array.from({ length: 2e5 }, (_, i) => ({ i, s: `x${i}` }));
    garbage = undefined;
    await new Promise((r) => setTimeout(r, 200));
    stop();
    expect(garbage).toBeUndefined();
    expect(lines[0]).toMatch(/^idle collection: heap in use \d+ -> \d+ MB in \d+ ms$/);
    // The flag is off again: a context made now has no gc.
    const vm = await import('node:vm');
    expect(vm.runInNewContext('typeof gc')).toBe('undefined');
  });
});
