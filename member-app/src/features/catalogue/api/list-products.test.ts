import { describe, expect, it } from 'vitest';
import { bookmarkedFirst } from './list-products';

describe('bookmarkedFirst', () => {
  it('puts bookmarked products first and keeps the views order within each group', () => {
    const byViews = [
      { pk: 1, bookmark: false },
      { pk: 2, bookmark: true },
      { pk: 3, bookmark: false },
      { pk: 4, bookmark: true },
    ];
    expect(bookmarkedFirst(byViews).map((p) => p.pk)).toEqual([2, 4, 1, 3]);
    expect(byViews.map((p) => p.pk)).toEqual([1, 2, 3, 4]);
  });
});
