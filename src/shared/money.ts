const formatters = new Map<string, Intl.NumberFormat>();

/**
 * Rupee amounts in the Indian grouping, e.g. ₹1,25,000, in the language whose tag is given
 * (`en-IN`, `te-IN`, `hi-IN` all group by lakhs and crores).
 */
export function formatRupees(amount: number, languageTag = 'en-IN'): string {
  let formatter = formatters.get(languageTag);
  if (!formatter) {
    formatter = new Intl.NumberFormat(languageTag, {
      style: 'currency',
      currency: 'INR',
      maximumFractionDigits: 0,
    });
    formatters.set(languageTag, formatter);
  }
  return formatter.format(amount);
}

/**
 * `numerator / denominator` of a rupee amount, in whole rupees: the one rounding every share of
 * money (a fee's percentage, a commission's rate) goes through, halves rounded up.
 */
export const shareOf = (amount: number, numerator: number, denominator: number) =>
  Math.round((amount * numerator) / denominator);
