import { describe, expect, it } from 'vitest';
import { responseTime } from './response-time.js';

describe('responseTime', () => {
  it.each([
    [1, { unit: 'minutes', value: 1 }],
    [0, { unit: 'minutes', value: 1 }],
    [12, { unit: 'minutes', value: 12 }],
    [59, { unit: 'minutes', value: 59 }],
    [60, { unit: 'hours', value: 1 }],
    [61, { unit: 'hours', value: 2 }],
    [180, { unit: 'hours', value: 3 }],
  ])('states %i minutes as %o', (minutes, expected) => {
    expect(responseTime(minutes)).toEqual(expected);
  });

  it('shows nothing without a median', () => {
    expect(responseTime(null)).toBeNull();
    expect(responseTime(-1)).toBeNull();
    expect(responseTime(Number.NaN)).toBeNull();
  });
});
