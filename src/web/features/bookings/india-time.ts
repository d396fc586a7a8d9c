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

/**
 * The stretches of an India day the busy intervals take, merged, as India times ("06:00" to
 * "14:00"; a stretch running past midnight ends at "24:00"): what a partly booked day shows.
 */
export function takenHoursOf(
  day: string,
  busy: readonly BusyInterval[],
): { from: string; to: string }[] {
  const start = dayStart(day);
  const end = start + DAY_MS;
  const clipped = busy
    .map((interval) => [Date.parse(interval.from), Date.parse(interval.to)] as const)
    .filter(
      ([from, to]) => Number.isFinite(from) && Number.isFinite(to) && from < end && to > start,
    )
    .map(([from, to]) => [Math.max(from, start), Math.min(to, end)] as const)
    .sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const [from, to] of clipped) {
    const last = merged.at(-1);
    if (last && from <= last[1]) last[1] = Math.max(last[1], to);
    else merged.push([from, to]);
  }
  const clock = (at: number) => {
    const minutes = Math.round((at - start) / 60_000);
    const pad = (value: number) => String(value).padStart(2, '0');
    return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
  };
  return merged.map(([from, to]) => ({ from: clock(from), to: clock(to) }));
}

/** The first busy interval the trip from `pickupAt` to `returnAt` (and its turnaround) meets. */
export function clashOf(
  pickupAt: string,
  returnAt: string,
  busy: readonly BusyInterval[],
  turnaroundMs: number,
): BusyInterval | undefined {
  const from = Date.parse(pickupAt);
  const heldUntil = Date.parse(returnAt) + turnaroundMs;
  return busy.find(
    (interval) => Date.parse(interval.from) < heldUntil && Date.parse(interval.to) > from,
  );
}
