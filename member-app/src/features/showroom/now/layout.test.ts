import { afterEach, describe, expect, it, vi } from 'vitest';
import { debounce, gapFor } from './layout';

describe('the Now carousel', () => {
  afterEach(() => vi.useRealTimers());

  it('uses a 30 px gap above 1024 px and 10 px at 1024 px and below', () => {
    expect(gapFor(1280)).toBe(30);
    expect(gapFor(1025)).toBe(30);
    expect(gapFor(1024)).toBe(10);
    expect(gapFor(375)).toBe(10);
  });

  it('re-measures once, 400 ms after the last resize', () => {
    vi.useFakeTimers();
    const run = vi.fn();
    const resized = debounce(run, 400);
    resized();
    vi.advanceTimersByTime(300);
    resized();
    vi.advanceTimersByTime(399);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
