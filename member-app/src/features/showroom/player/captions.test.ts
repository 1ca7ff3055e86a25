import { describe, expect, it } from 'vitest';
import { captionAt, posterSeconds } from './captions';

const captions = [
  { start: 0, end: 4, text: 'one' },
  { start: 5, end: 9.5, text: 'two' },
];

describe('captionAt', () => {
  it('shows a caption from its start up to (not including) its end', () => {
    expect(captionAt(captions, 0)?.text).toBe('one');
    expect(captionAt(captions, 3.99)?.text).toBe('one');
    expect(captionAt(captions, 4)).toBeNull();
    expect(captionAt(captions, 5)?.text).toBe('two');
    expect(captionAt(captions, 9.5)).toBeNull();
  });
});

describe('posterSeconds', () => {
  it('runs to the last caption, and 4 s without captions', () => {
    expect(posterSeconds(captions)).toBe(9.5);
    expect(posterSeconds([])).toBe(4);
  });
});
