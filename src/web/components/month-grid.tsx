import type { ReactNode, Ref, TableHTMLAttributes } from 'react';
import { useFormat } from '../lib/i18n/format';

/**
 * A month as a table of weeks, the one both calendars draw: the car page's pickup picker and the
 * partner's month of a car (docs/decisions/013-ui-kit.md). Days are India calendar days written
 * YYYY-MM-DD, the weeks run Monday to Sunday as Indian calendars print them, and the weekdays are
 * named in the reader's language (Telugu, Hindi, English) by the app's own date formats. What a
 * day shows, and how keys move through the days, is the caller's: `renderDay` gives each day's
 * cell (a `<td>`), `renderBlank` the cells of the weeks' days in other months.
 */
export interface MonthGridProps extends Omit<TableHTMLAttributes<HTMLTableElement>, 'children'> {
  month: string;
  /** The columns' weekday names, narrow (M) or short (Mon); the long name is each one's `abbr`. */
  weekdays: 'narrow' | 'short';
  weekdayClassName: string;
  /** A caption for screen readers, when no heading names the table. */
  caption?: string;
  renderDay: (day: string) => ReactNode;
  renderBlank: (key: string) => ReactNode;
  ref?: Ref<HTMLTableElement>;
}

export function MonthGrid({
  month,
  weekdays,
  weekdayClassName,
  caption,
  renderDay,
  renderBlank,
  ...table
}: MonthGridProps) {
  const format = useFormat();
  return (
    <table {...table}>
      {caption ? <caption className="sr-only">{caption}</caption> : null}
      <thead>
        <tr>
          {MONDAY_TO_SUNDAY.map((day) => (
            <th
              key={day}
              scope="col"
              abbr={format.date(day, { weekday: 'long', timeZone: 'UTC' })}
              className={weekdayClassName}
            >
              {format.date(day, { weekday: weekdays, timeZone: 'UTC' })}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeksOfMonth(month).map((week) => (
          <tr key={week.find((day) => day !== null)}>
            {week.map((day, index) =>
              day === null ? renderBlank(`blank-${index}`) : renderDay(day),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A week's days from Monday, as UTC midnights: 1 January 2024 was a Monday. */
const MONDAY_TO_SUNDAY = Array.from({ length: 7 }, (_, index) => `2024-01-0${index + 1}`);

/** The month as weeks from Monday to Sunday; the days of other months are null. */
export function weeksOfMonth(month: string): (string | null)[][] {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const count = new Date(Date.UTC(year, number, 0)).getUTCDate();
  // getUTCDay: Sunday 0; the week starts on Monday.
  const lead = (new Date(Date.UTC(year, number - 1, 1)).getUTCDay() + 6) % 7;
  const cells: (string | null)[] = Array<null>(lead).fill(null);
  for (let date = 1; date <= count; date++) cells.push(`${month}-${String(date).padStart(2, '0')}`);
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let index = 0; index < cells.length; index += 7) weeks.push(cells.slice(index, index + 7));
  return weeks;
}
