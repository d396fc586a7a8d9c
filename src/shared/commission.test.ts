import { describe, expect, it } from 'vitest';
import { commissionOn, percentFromBasisPoints } from './commission.js';

describe('commissionOn', () => {
  it.each([
    // taxable fare, basis points, commission, GST on it
    [5_000, 1_000, 500, 90],
    [4_285, 1_000, 429, 77],
    [4_284, 1_050, 450, 81],
    [0, 1_000, 0, 0],
    [9_999, 0, 0, 0],
    [1_00_00_000, 3_000, 30_00_000, 5_40_000],
  ])('takes %i at %i bp as %i and %i GST', (fare, basisPoints, commission, gst) => {
    expect(commissionOn(fare, basisPoints)).toEqual({ commission, gst });
  });

  it('rounds halves up, once, in whole rupees', () => {
    expect(commissionOn(5, 1_000)).toEqual({ commission: 1, gst: 0 });
    expect(commissionOn(25, 1_000).commission).toBe(3);
    expect(Number.isInteger(commissionOn(7_777, 1_234).gst)).toBe(true);
  });

  it('reads basis points as the percentage people say', () => {
    expect(percentFromBasisPoints(1_000)).toBe(10);
    expect(percentFromBasisPoints(1_050)).toBe(10.5);
  });
});
