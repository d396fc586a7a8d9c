import { INDIA_OFFSET_MINUTES } from './booking-constants.js';

// Every calendar day of the marketplace is an India calendar day, and times are entered and shown
// in India time, whatever the reader's device or the server is set to
// (docs/product/trips-and-money.md#india-time-and-days). India keeps UTC+05:30 all year, so a
// fixed offset is exact: nothing here reads a time zone table or the machine's own zone.

const OFFSET_MS = INDIA_OFFSET_MINUTES * 60_000;
const DAY_MS = 24 * 3_600_000;
/** The offset as an ISO moment writes it. */
export const INDIA_OFFSET = '+05:30';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The India calendar day (YYYY-MM-DD) of a moment, in milliseconds. */
export const indiaDay = (ms: number) => new Date(ms + OFFSET_MS).toISOString().slice(0, 10);

/** The India clock time (HH:MM) of a moment, in milliseconds. */
export const indiaTime = (ms: number) => new Date(ms + OFFSET_MS).toISOString().slice(11, 16);

/** Today in India (YYYY-MM-DD); `now` for a fixed clock. */
export const indiaToday = (now: Date = new Date()) => indiaDay(now.getTime());

/** The first moment of an India day, in milliseconds. */
export const dayStart = (day: string) => Date.parse(`${day}T00:00:00${INDIA_OFFSET}`);

/** The first moment of an India day, as an ISO timestamp in UTC. */
export const startOfIndiaDay = (day: string) => new Date(dayStart(day)).toISOString();

/** Noon of an India day, as an ISO moment: the day's own date in whatever zone formats it. */
export const indiaNoon = (day: string) => `${day}T12:00:00${INDIA_OFFSET}`;

/** The day of the week, Monday 0 to Sunday 6, as Indian calendars print the week. */
export const weekdayOf = (day: string) => (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;

/** A real calendar day written YYYY-MM-DD (not 2026-02-30). */
export function isDay(value: string): boolean {
  if (!DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/**
 * The moment a day and a time stand for in India, as the API takes it
 * (`2026-12-05T06:00:00+05:30`); undefined when either is missing or malformed.
 */
export function indiaMoment(day: string, time: string): string | undefined {
  return isDay(day) && TIME.test(time) ? `${day}T${time}:00${INDIA_OFFSET}` : undefined;
}

/** The day `count` days after `day` (before, when negative); both YYYY-MM-DD. */
export function addDays(day: string, count: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + count * DAY_MS).toISOString().slice(0, 10);
}

/** The month (YYYY-MM) `count` months after `month` (before, when negative). */
export function addMonths(month: string, count: number): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, number - 1 + count, 1)).toISOString().slice(0, 7);
}

/** The month's last day. */
export function lastDayOf(month: string): string {
  return addDays(`${addMonths(month, 1)}-01`, -1);
}
