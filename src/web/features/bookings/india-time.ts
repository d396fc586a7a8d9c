import { dayStart } from '@shared/india-time';

// The customer's availability calendar: a month as weeks, and how busy each India day is. The
// India day and month arithmetic is the marketplace's one, in @shared/india-time; it is passed on
// here for the booking form and the calendar, which read their days from this module.
export {
  addDays,
  addMonths,
  indiaMoment,
  indiaNoon,
  indiaToday,
  lastDayOf,
  weekdayOf,
} from '@shared/india-time';

const DAY_MS = 24 * 3_600_000;

// ---- busy days --------------------------------------------------------------------------------

/** How much of an India day the car is held: not at all, for part of it, or the whole day. */
export type DayHold = 'free' | 'partial' | 'full';

export interface BusyInterval {
  from: string;
  to: string;
}

/**
 * How the busy intervals hold each day of `days`: a day is busy when any interval covers part of
 * it, and fully busy when the intervals together cover it from midnight to midnight.
 */
export function holdsOf(days: readonly string[], busy: readonly BusyInterval[]) {
  const intervals = busy
    .map((interval) => [Date.parse(interval.from), Date.parse(interval.to)] as const)
    .filter(([from, to]) => Number.isFinite(from) && Number.isFinite(to) && to > from)
    .sort((a, b) => a[0] - b[0]);
  const holds = new Map<string, DayHold>();
  for (const day of days) {
    const start = dayStart(day);
    const end = start + DAY_MS;
    // The intervals come sorted by start: walk them, extending the covered stretch from midnight.
    let coveredUntil = start;
    let touched = false;
    for (const [from, to] of intervals) {
      if (from >= end) break;
      if (to <= start) continue;
      touched = true;
      if (from <= coveredUntil) coveredUntil = Math.max(coveredUntil, to);
    }
    holds.set(day, !touched ? 'free' : coveredUntil >= end ? 'full' : 'partial');
  }
  return holds;
}
