import { describe, expect, it } from 'vitest';
import { formatRupees, shareOf } from './money.js';

/** The amount as the platform writes it in that language, without anything kept. */
const plainly = (amount: number, languageTag: string) =>
  new Intl.NumberFormat(languageTag, {
    style: 'currency',
    currency: 'INR',
    maximumFractionDigits: 0,
  }).format(amount);

describe('formatRupees', () => {
  it('writes rupees in the Indian grouping, in each language', () => {
    expect(formatRupees(125000)).toBe('₹1,25,000');
    expect(formatRupees(7400)).toBe('₹7,400');
    expect(formatRupees(0)).toBe('₹0');
    expect(formatRupees(12345678, 'hi-IN')).toBe(plainly(12345678, 'hi-IN'));
  });

  it('writes the same amount the same way again, past the amounts it keeps', () => {
    const first = formatRupees(2400, 'te-IN');
    for (let amount = 0; amount < 6_000; amount += 1) formatRupees(amount, 'te-IN');
    expect(formatRupees(2400, 'te-IN')).toBe(first);
    expect(formatRupees(5999, 'te-IN')).toBe(plainly(5999, 'te-IN'));
    // English is kept apart from Telugu.
    expect(formatRupees(2400)).toBe('₹2,400');
  });
});

describe('shareOf', () => {
  it('rounds a share of rupees to whole rupees, halves up', () => {
    expect(shareOf(1000, 15, 100)).toBe(150);
    expect(shareOf(5, 1, 2)).toBe(3);
  });
});
