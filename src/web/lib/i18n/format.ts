import { useLingui } from '@lingui/react';
import { useMemo } from 'react';
import { LANGUAGE_TAGS, isLanguage, DEFAULT_LANGUAGE } from '@shared/constants';
import { formatRupees } from '@shared/money';

/** Dates and times are India's (docs/product/trips-and-money.md#rate-card-and-quotes: Asia/Kolkata). */
export const INDIA_TIME_ZONE = 'Asia/Kolkata';

export interface Formatters {
  /** The language's BCP 47 tag, e.g. `te-IN`. */
  tag: string;
  rupees(amount: number): string;
  number(value: number): string;
  /** A server timestamp as a date (or with `options`, as asked); unreadable shows nothing. */
  date(iso: string, options?: Intl.DateTimeFormatOptions): string;
  /** A calendar day (`YYYY-MM-DD`, an expiry, a block) as that day, medium unless told. */
  day(day: string, options?: Intl.DateTimeFormatOptions): string;
}

/** Making Intl's formatters is slow next to using them: one set per language, made once. */
const formattersByTag = new Map<string, Formatters>();

export function formattersFor(tag: string): Formatters {
  let formatters = formattersByTag.get(tag);
  if (!formatters) {
    formatters = makeFormatters(tag);
    formattersByTag.set(tag, formatters);
  }
  return formatters;
}

function makeFormatters(tag: string): Formatters {
  const numbers = new Intl.NumberFormat(tag);
  // A page asks for a few shapes of date over and over (each review's, each trip's): each shape's
  // formatter is made once.
  const dateFormats = new Map<string, Intl.DateTimeFormat>();
  const dateFormat = (options: Intl.DateTimeFormatOptions = {}) => {
    const key = JSON.stringify(options);
    let format = dateFormats.get(key);
    if (!format) {
      format = new Intl.DateTimeFormat(tag, { timeZone: INDIA_TIME_ZONE, ...options });
      dateFormats.set(key, format);
    }
    return format;
  };
  return {
    tag,
    rupees: (amount) => formatRupees(amount, tag),
    number: (value) => numbers.format(value),
    date(iso, options) {
      const date = new Date(iso);
      if (Number.isNaN(date.getTime())) return '';
      return dateFormat(options).format(date);
    },
    day(day, options = { dateStyle: 'medium' }) {
      const [year = NaN, month = NaN, date = NaN] = day.split('-').map(Number);
      // Noon in India on that day, so no time zone can move it to the day before or after.
      const noon = Date.UTC(year, month - 1, date, 6, 30);
      if (Number.isNaN(noon)) return '';
      return dateFormat(options).format(noon);
    },
  };
}

/**
 * Numbers, rupees and dates in the reader's language; a component that formats re-renders when
 * the language changes because it reads it here.
 */
export function useFormat(): Formatters {
  const { i18n } = useLingui();
  const language = isLanguage(i18n.locale) ? i18n.locale : DEFAULT_LANGUAGE;
  return useMemo(() => formattersFor(LANGUAGE_TAGS[language]), [language]);
}
