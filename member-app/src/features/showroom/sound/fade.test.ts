import { afterEach, describe, expect, it, vi } from 'vitest';
import { fadeSteps, runFade } from './fade';

describe('fadeSteps', () => {
  it('goes up and down in steps of 0.1 without drift', () => {
    expect(fadeSteps(0, 1)).toEqual([0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1]);
    expect(fadeSteps(1, 0)).toEqual([0.9, 0.8, 0.7, 0.6, 0.5, 0.4, 0.3, 0.2, 0.1, 0]);
  });
  it('joins the grid from a volume between steps and stops at the target', () => {
    expect(fadeSteps(0.35, 0)).toEqual([0.3, 0.2, 0.1, 0]);
    expect(fadeSteps(0.35, 0.6)).toEqual([0.4, 0.5, 0.6]);
    expect(fadeSteps(0.2, 0.25)).toEqual([0.25]);
  });
  it('has nothing to do when already there', () => {
    expect(fadeSteps(0.5, 0.5)).toEqual([]);
  });
});

describe('runFade', () => {
  afterEach(() => vi.useRealTimers());

  it('sets one step per interval and resolves after the last', async () => {
    vi.useFakeTimers();
    const seen: number[] = [];
    const fade = runFade((v) => seen.push(v), 0, 0.3, 100);
    expect(seen).toEqual([0.1]);
    vi.advanceTimersByTime(100);
    expect(seen).toEqual([0.1, 0.2]);
    vi.advanceTimersByTime(200);
    await fade.done;
    expect(seen).toEqual([0.1, 0.2, 0.3]);
  });

  it('stops where it is when cancelled', async () => {
    vi.useFakeTimers();
    const seen: number[] = [];
    const fade = runFade((v) => seen.push(v), 1, 0, 80);
    vi.advanceTimersByTime(80);
    fade.cancel();
    await fade.done;
    vi.advanceTimersByTime(1000);
    expect(seen).toEqual([0.9, 0.8]);
  });
});
