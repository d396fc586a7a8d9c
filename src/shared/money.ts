/** Written amounts kept per language: the same rates and fares are written again and again. */
const written = new Map<string, { formatter: Intl.NumberFormat; amounts: Map<number, string> }>();
/** Amounts kept per language before the kept ones are let go. */
const KEPT_AMOUNTS = 5_000;

/**
 * Rupee amounts in the Indian grouping, e.g. ₹1,25,000, in the language whose tag is given
 * (`en-IN`, `te-IN`, `hi-IN` all group by lakhs and crores). Formatting costs microseconds, and a
 * searched car list writes each card's quote lines, many times the same few rates: each language
 * keeps the amounts it wrote.
 */
export function formatRupees(amount: number, languageTag = 'en-IN'): string {
  let language = written.get(languageTag);
  if (!language) {
    const formatter = new Intl.NumberFormat(languageTag, {
      style: 'currency',
      currency: 'INR',
      maximumFractionDigits: 0,
    });
    language = { formatter, amounts: new Map() };
    written.set(languageTag, language);
  }
  let text = language.amounts.get(amount);
  if (text === undefined) {
    if (language.amounts.size >= KEPT_AMOUNTS) language.amounts.clear();
    text = language.formatter.format(amount);
    language.amounts.set(amount, text);
  }
  return text;
}

/**
 * `numerator / denominator` of a rupee amount, in whole rupees: the one rounding every share of
 * money (a fee's percentage, a commission's rate) goes through, halves rounded up.
 */
export const shareOf = (amount: number, numerator: number, denominator: number) =>
  Math.round((amount * numerator) / denominator);
