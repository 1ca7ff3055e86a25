import { performance, type EventLoopUtilization } from 'node:perf_hooks';
import v8 from 'node:v8';
import vm from 'node:vm';

/**
 * Memory after a load (docs/architecture.md#memory-after-load). Under load V8 lets the heap grow to several times
 * its live size before a full collection, and it collects only when JavaScript allocates: once the load stops, the
 * garbage of the last busy seconds stays in the heap, resident, for as long as the server stays quiet. Measured at
 * 10x content (BENCHMARKS.md): 629 MB of heap in use 30 s after a load, 194 MB after one full collection, as before
 * the load, so nothing was retained. The server therefore collects by itself once it goes quiet after its heap grew:
 * one full collection, and a second one a tick later, which hands back the pages the first one's sweeping freed.
 */
export interface IdleCollectOptions {
  /** How often the server looks (ms). */
  tickMs: number;
  /** How long the event loop must have been nearly idle before a collection (ms). */
  quietMs: number;
  /** Event-loop utilization (0..1) under which a tick counts as quiet. */
  quietUtilization: number;
  /** How much the heap in use must have grown since the last collection (bytes) to collect again. */
  minGrowthBytes: number;
}

export const IDLE_COLLECT_DEFAULTS: IdleCollectOptions = {
  tickMs: 2_000,
  quietMs: 6_000,
  // An idle server stays under it; 2 % is about 100 polls/s, or 30 other calls/s, on the bench machine.
  quietUtilization: 0.02,
  minGrowthBytes: 64 * 2 ** 20,
};

/** What one tick sees: the event loop's utilization since the last tick and the heap in use now. */
interface Tick {
  utilization: number;
  heapUsed: number;
}

/**
 * The decision, apart from timers and V8 (tests/unit/idle-collect.test.ts): feed it one tick at a time; it answers
 * true when it is time to collect, and then expects `collected(heapUsed)` with the heap in use after the collection.
 */
export function idleCollectDecider(options: IdleCollectOptions, baselineHeap: number) {
  let baseline = baselineHeap;
  let quietFor = 0;
  // Why the last tick answered true, and whether the next quiet tick owes the second collection.
  let due: 'growth' | 'followUp' | undefined;
  let followUp = false;
  return {
    tick({ utilization, heapUsed }: Tick): boolean {
      const quiet = utilization < options.quietUtilization;
      quietFor = quiet ? quietFor + options.tickMs : 0;
      // The heap after a collection is the reference; a heap that shrank on its own (V8 collected) lowers it too.
      if (heapUsed < baseline) baseline = heapUsed;
      if (followUp) {
        // Only right after the first: if the load is back, V8 collects on its own again.
        followUp = false;
        due = quiet ? 'followUp' : undefined;
      } else due = quietFor >= options.quietMs && heapUsed - baseline >= options.minGrowthBytes ? 'growth' : undefined;
      return due !== undefined;
    },
    collected(heapUsed: number) {
      followUp = due === 'growth';
      due = undefined;
      baseline = heapUsed;
      quietFor = 0;
    },
  };
}

/**
 * V8's full collection as a function: `gc` when node runs with --expose-gc, else taken from a fresh context made
 * while the flag is on for that moment (V8 gives `gc` to the contexts created under the flag; the server's own
 * context, made before, never has one, and the flag is off again afterwards).
 */
function fullCollection(): () => void {
  const exposed = (globalThis as { gc?: () => void }).gc;
  if (exposed) return exposed;
  v8.setFlagsFromString('--expose-gc');
  try {
    return vm.runInNewContext('gc') as () => void;
  } finally {
    v8.setFlagsFromString('--no-expose-gc');
  }
}

/**
 * Starts the quiet-time collection in this process: every `tickMs` it reads the event loop's utilization and the
 * heap in use; after `quietMs` of a nearly idle loop with the heap grown by `minGrowthBytes` since the last
 * collection, it runs a full collection (a pause of tens to a few hundred ms, while next to nothing waits), and
 * one more at the next quiet tick. The timer does not keep the process alive. Answers a stop().
 */
export function startIdleCollect(options: IdleCollectOptions = IDLE_COLLECT_DEFAULTS, log: (line: string) => void = () => {}): () => void {
  const gc = fullCollection();
  const heapUsed = () => v8.getHeapStatistics().used_heap_size;
  const decider = idleCollectDecider(options, heapUsed());
  let last: EventLoopUtilization = performance.eventLoopUtilization();
  const timer = setInterval(() => {
    const now = performance.eventLoopUtilization();
    const { utilization } = performance.eventLoopUtilization(now, last);
    last = now;
    const before = heapUsed();
    if (!decider.tick({ utilization, heapUsed: before })) return;
    const started = performance.now();
    gc();
    const after = heapUsed();
    decider.collected(after);
    // The collection's own pause is not the load's: the next tick measures from here.
    last = performance.eventLoopUtilization();
    const mb = (n: number) => Math.round(n / 2 ** 20);
    log(`idle collection: heap in use ${mb(before)} -> ${mb(after)} MB in ${Math.round(performance.now() - started)} ms`);
  }, options.tickMs);
  timer.unref();
  return () => clearInterval(timer);
}
