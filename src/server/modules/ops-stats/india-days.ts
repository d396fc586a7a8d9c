/**
 * India calendar days (docs/product/trips-and-money.md#india-time-and-days: a calendar day is an India calendar day). India keeps
 * UTC+05:30 all year, so no time zone table is needed.
 */

/** The calendar day `offset` days from `day` (both YYYY-MM-DD). */
export function addDays(day: string, offset: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
}

/** The instant an India calendar day starts, as an ISO timestamp. */
export const startOfIndiaDay = (day: string) => new Date(`${day}T00:00:00+05:30`).toISOString();
