import { describe, expect, it } from 'vitest';
import { averageRating, formatRating, starsFor } from './rating.js';

describe('starsFor', () => {
  it.each([
    [0, ['empty', 'empty', 'empty', 'empty', 'empty']],
    [1, ['full', 'empty', 'empty', 'empty', 'empty']],
    [2.5, ['full', 'full', 'half', 'empty', 'empty']],
    [3.4, ['full', 'full', 'full', 'empty', 'empty']],
    [3.5, ['full', 'full', 'full', 'half', 'empty']],
    [4.6, ['full', 'full', 'full', 'full', 'half']],
    [5, ['full', 'full', 'full', 'full', 'full']],
    [Number.NaN, ['empty', 'empty', 'empty', 'empty', 'empty']],
  ])('%d gives %j', (rating, stars) => {
    expect(starsFor(rating)).toEqual(stars);
  });
});

describe('formatRating and averageRating', () => {
  it('shows N/5', () => {
    expect(formatRating(4)).toBe('4/5');
    expect(formatRating(4.25)).toBe('4.3/5');
  });

  it('averages to one decimal and is 0 without feedback', () => {
    expect(averageRating(14, 3)).toBe(4.7);
    expect(averageRating(0, 0)).toBe(0);
  });
});
