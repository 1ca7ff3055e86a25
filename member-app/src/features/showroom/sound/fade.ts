import { SHOWROOM } from '../constants';

/** Volumes on the 0.1 grid, without floating-point drift (0.1 + 0.2 is 0.30000000000000004). */
const round = (value: number) => Math.round(value * 100) / 100;

/**
 * The volumes a fade passes through from `from` to `to` (excluded `from`, included `to`), one step of 0.1 each:
 * fadeSteps(0, 0.3) is [0.1, 0.2, 0.3]; a start off the grid first moves to the grid (0.35 to 0 gives 0.3 ... 0).
 */
export function fadeSteps(from: number, to: number, step: number = SHOWROOM.fadeStep): number[] {
  const steps: number[] = [];
  const down = to < from;
  let value = round(from);
  while (down ? value > to : value < to) {
    const onGrid = round(down ? Math.ceil(value / step - 1e-9) * step - step : Math.floor(value / step + 1e-9) * step + step);
    value = down ? Math.max(to, onGrid) : Math.min(to, onGrid);
    steps.push(round(value));
  }
  return steps;
}

export interface Fade {
  /** Resolves when the last step is set, or when the fade is cancelled (a newer fade took over). */
  done: Promise<void>;
  cancel: () => void;
}

/** Walks `set` through fadeSteps(from, to), one step every `intervalMs`; the first step comes at once. */
export function runFade(set: (volume: number) => void, from: number, to: number, intervalMs: number): Fade {
  const steps = fadeSteps(from, to);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let finish: () => void = () => undefined;
  const done = new Promise<void>((resolve) => (finish = resolve));
  const next = (i: number) => {
    if (i >= steps.length) return finish();
    set(steps[i]);
    timer = setTimeout(() => next(i + 1), intervalMs);
  };
  next(0);
  return {
    done,
    cancel: () => {
      clearTimeout(timer);
      finish();
    },
  };
}
