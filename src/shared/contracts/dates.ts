/**
 * The one rule for every date and time the API reads, in a query, a path, a body or inside a
 * page cursor: a real calendar value (no 2026-02-30, no month 13, no 25:00) in years a booking,
 * a record or a search of this marketplace can be about. A value that breaks it is refused as a
 * 400 on its field before it reaches the database, which would otherwise fail on it (year 0000)
 * or answer an empty list for a search nobody meant (year 9999).
 */
import * as z from 'zod/mini';

export interface YearRange {
  min: number;
  max: number;
}

/** The years any date or time sent to the API may fall in. */
export const CALENDAR_YEARS: YearRange = { min: 2000, max: 2100 };

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
/** RFC 3339: the day, `T`, the time to the second (a fraction allowed), `Z` or an offset. */
const MOMENT =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(\.\d{1,9})?(?:Z|([+-])(\d{2}):(\d{2}))$/;
/** Offsets in use run from -12:00 to +14:00; PostgreSQL refuses any beyond ±15:59. */
const MAX_OFFSET_MINUTES = 14 * 60;
const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function isRealDay(year: number, month: number, day: number, years: YearRange): boolean {
  return (
    year >= years.min &&
    year <= years.max &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month)
  );
}

/** A real calendar day written YYYY-MM-DD, within `years` (2000–2100 unless told). */
export function isCalendarDay(value: string, years: YearRange = CALENDAR_YEARS): boolean {
  const match = DAY.exec(value);
  return match !== null && isRealDay(Number(match[1]), Number(match[2]), Number(match[3]), years);
}

/**
 * The instant (milliseconds since 1970) of a moment written as RFC 3339 with its offset
 * (`2026-12-05T06:00:00+05:30`, `2026-12-05T00:30:00.123456Z`), or null when it is not a real
 * date and time within {@link CALENDAR_YEARS}.
 */
export function momentTime(value: string): number | null {
  const match = MOMENT.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (!isRealDay(year, month, day, CALENDAR_YEARS) || hour > 23 || minute > 59 || second > 59)
    return null;
  let offsetMinutes = 0;
  if (match[8] !== undefined) {
    const [offsetHours, offsetRest] = [Number(match[9]), Number(match[10])];
    if (offsetRest > 59) return null;
    offsetMinutes = (match[8] === '-' ? -1 : 1) * (offsetHours * 60 + offsetRest);
    if (Math.abs(offsetMinutes) > MAX_OFFSET_MINUTES) return null;
  }
  const milliseconds = Math.floor(Number(`0${match[7] ?? ''}`) * 1000);
  return (
    Date.UTC(year, month - 1, day, hour, minute, second, milliseconds) - offsetMinutes * MINUTE_MS
  );
}

/** True for a moment {@link momentTime} reads. */
export const isMoment = (value: string): boolean => momentTime(value) !== null;

/**
 * A day field: YYYY-MM-DD (spaces around it ignored), a real day within
 * {@link CALENDAR_YEARS} that also passes the field's own test `also` (from today on), refused
 * with the field's own message. The API description shows it as a `date`.
 */
export function calendarDaySchema(message: string, also: (day: string) => boolean = () => true) {
  return z
    .string({ error: message })
    .check(
      z.trim(),
      z.refine((value) => isCalendarDay(value) && also(value), { message }),
    )
    .register(z.globalRegistry, { format: 'date' });
}

/**
 * A moment field: RFC 3339 with its offset, a real date and time within
 * {@link CALENDAR_YEARS}, refused with the field's own message. The API description shows it as
 * a `date-time`.
 */
export function momentSchema(message: string) {
  return z
    .string({ error: message })
    .check(z.refine(isMoment, { message }))
    .register(z.globalRegistry, { format: 'date-time' });
}

/** Days from the first to the last day of a range, both counted. */
export function daysInRange(startsOn: string, endsOn: string): number {
  return Math.round((Date.parse(endsOn) - Date.parse(startsOn)) / DAY_MS) + 1;
}
