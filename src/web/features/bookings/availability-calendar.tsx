import { Trans, useLingui } from '@lingui/react/macro';
import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent as ReactKeyboardEvent,
} from 'react';
import { BOOKING_LIMITS } from '@shared/booking-constants';
import { ChevronLeftIcon, ChevronRightIcon } from '../../components/icons';
import { MonthGrid, weeksOfMonth } from '../../components/month-grid';
import { RetryButton } from '../../components/retry-button';
import { useFormat } from '../../lib/i18n/format';
import { useAvailability } from './api';
import {
  addDays,
  addMonths,
  holdsOf,
  indiaNoon,
  indiaToday,
  lastDayOf,
  takenHoursOf,
  weekdayOf,
  type DayHold,
} from './india-time';

/** Why a day cannot be picked as the pickup day; null when it can. */
type DayBlock = 'past' | 'too_far' | 'partial' | 'full' | null;

interface AvailabilityCalendarProps {
  carId: string;
  /** The pickup day chosen so far, marked in the month. */
  selected?: string;
  /** Called with the day the reader picks as the pickup day (never a past or booked one). */
  onPick: (day: string) => void;
  /** The calendar's heading level: its place in the page's outline. */
  headingLevel?: 2 | 3;
}

/**
 * A car's month at a glance (docs/product/trips-and-money.md#bookings): the days its bookings and maintenance hold
 * (in India time; a day held for part of it is marked apart from a day held whole), today and the
 * days before it closed, and the free days to pick a pickup from. The days are one grid the
 * arrow keys move through (WAI-ARIA date picker pattern): a single Tab stop, Page Up and Page
 * Down change the month. Days that cannot be picked stay focusable, marked `aria-disabled`.
 */
export function AvailabilityCalendar({
  carId,
  selected,
  onPick,
  headingLevel = 2,
}: AvailabilityCalendarProps) {
  const { t } = useLingui();
  const format = useFormat();
  const today = indiaToday();
  const thisMonth = today.slice(0, 7);
  // Pickup at most this far ahead (docs/product/trips-and-money.md#bookings: within 180 days).
  const lastDay = addDays(today, BOOKING_LIMITS.maxDaysAhead);
  const lastMonth = lastDay.slice(0, 7);
  const clampMonth = (month: string) =>
    month < thisMonth ? thisMonth : month > lastMonth ? lastMonth : month;

  const [month, setMonth] = useState(() => clampMonth((selected ?? today).slice(0, 7)));
  // The day the arrow keys are on: the grid's one Tab stop.
  const [focusDay, setFocusDay] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const moveFocus = useRef(false);
  const gridRef = useRef<HTMLTableElement>(null);
  const headingId = useId();
  const legendId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  // The days of the month from today on: the past has nothing to show.
  const first = `${month}-01`;
  const from = first < today ? today : first;
  const monthEnd = lastDayOf(month);
  const to = monthEnd > lastDay ? lastDay : monthEnd;
  const availability = useAvailability(carId, from, to);

  const weeks = useMemo(() => weeksOfMonth(month), [month]);
  const holds = useMemo(
    () =>
      availability.data
        ? holdsOf(
            weeks.flat().filter((day): day is string => day !== null),
            availability.data,
          )
        : new Map<string, DayHold>(),
    [weeks, availability.data],
  );

  const blockOf = (day: string): DayBlock => {
    if (day <= today) return 'past';
    if (day > lastDay) return 'too_far';
    const hold = holds.get(day);
    return hold === 'full' || hold === 'partial' ? hold : null;
  };

  /** The hours of a day its bookings take, as "06:00–14:00, 20:00–24:00". */
  const takenOn = (day: string) =>
    takenHoursOf(day, availability.data ?? [])
      .map(({ from: start, to: end }) => `${start}–${end}`)
      .join(', ');
  // The pickup day typed in the form may be partly booked: its taken hours stay in sight.
  const selectedTaken =
    selected && holds.get(selected) === 'partial' && !notice ? takenOn(selected) : '';
  const selectedDate = selected
    ? format.date(indiaNoon(selected), { day: 'numeric', month: 'long' })
    : '';

  const inMonth = (day: string) => day.startsWith(month);
  const defaultFocus =
    (selected && inMonth(selected) ? selected : undefined) ??
    weeks.flat().find((day): day is string => day !== null && blockOf(day) === null) ??
    `${month}-01`;
  const tabStop = focusDay && inMonth(focusDay) ? focusDay : defaultFocus;

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-day="${tabStop}"]`)?.focus();
  }, [tabStop]);

  function goToMonth(next: string) {
    setMonth(clampMonth(next));
    setNotice(null);
  }

  function focusOn(day: string) {
    // The keys walk the days from tomorrow to the last day a pickup may be on.
    const bounded = day <= today ? addDays(today, 1) : day > lastDay ? lastDay : day;
    moveFocus.current = true;
    setFocusDay(bounded);
    if (!inMonth(bounded)) setMonth(bounded.slice(0, 7));
  }

  function onGridKeyDown(event: ReactKeyboardEvent<HTMLTableElement>) {
    const current = tabStop;
    const weekday = weekdayOf(current);
    const steps: Record<string, () => string> = {
      ArrowLeft: () => addDays(current, -1),
      ArrowRight: () => addDays(current, 1),
      ArrowUp: () => addDays(current, -7),
      ArrowDown: () => addDays(current, 7),
      Home: () => addDays(current, -weekday),
      End: () => addDays(current, 6 - weekday),
      PageUp: () => sameDayIn(addMonths(current.slice(0, 7), -1), current),
      PageDown: () => sameDayIn(addMonths(current.slice(0, 7), 1), current),
    };
    const step = steps[event.key];
    if (!step) return;
    event.preventDefault();
    focusOn(step());
  }

  function pick(day: string) {
    const block = blockOf(day);
    const date = format.date(indiaNoon(day), { day: 'numeric', month: 'long' });
    if (block === 'past') setNotice(t`${date} has passed or is too soon: choose a later day.`);
    else if (block === 'too_far') {
      const days = BOOKING_LIMITS.maxDaysAhead;
      setNotice(t`Trips can be booked up to ${days} days ahead.`);
    } else if (block === 'full') setNotice(t`${date} is booked: choose a free day.`);
    else {
      // A partly booked day is picked all the same: the hours outside the taken ones are free,
      // and the form refuses a pickup time that meets them before anything is sent.
      const hours = block === 'partial' ? takenOn(day) : '';
      setNotice(
        hours
          ? t`${date} is partly booked. Taken ${hours}. Choose a pickup time outside those hours.`
          : null,
      );
      setFocusDay(day);
      onPick(day);
    }
  }

  const monthTitle = format.date(indiaNoon(first), { month: 'long', year: 'numeric' });
  const canGoBack = month > thisMonth;
  const canGoOn = month < lastMonth;

  return (
    <div className="space-y-3">
      <div className="flex items-center justify-between gap-2">
        <Heading id={headingId} className="text-base font-bold text-brand-900" aria-live="polite">
          {monthTitle}
        </Heading>
        <div className="flex gap-1">
          <button
            type="button"
            className="grid h-10 w-10 place-items-center rounded-full text-brand-700 hover:bg-brand-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-40"
            aria-label={t`Previous month`}
            aria-disabled={!canGoBack || undefined}
            onClick={() => canGoBack && goToMonth(addMonths(month, -1))}
          >
            <ChevronLeftIcon className="h-5 w-5" />
          </button>
          <button
            type="button"
            className="grid h-10 w-10 place-items-center rounded-full text-brand-700 hover:bg-brand-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-40"
            aria-label={t`Next month`}
            aria-disabled={!canGoOn || undefined}
            onClick={() => canGoOn && goToMonth(addMonths(month, 1))}
          >
            <ChevronRightIcon className="h-5 w-5" />
          </button>
        </div>
      </div>

      <MonthGrid
        ref={gridRef}
        month={month}
        weekdays="narrow"
        weekdayClassName="pb-1 text-xs font-semibold text-muted"
        className="w-full table-fixed border-separate border-spacing-1 text-center"
        aria-labelledby={headingId}
        aria-describedby={legendId}
        onKeyDown={onGridKeyDown}
        renderBlank={(key) => <td key={key} />}
        renderDay={(day) => (
          <td key={day} className="p-0">
            <DayButton
              day={day}
              block={blockOf(day)}
              hold={holds.get(day) ?? 'free'}
              isToday={day === today}
              isSelected={day === selected}
              tabbable={day === tabStop}
              onPick={pick}
              onFocus={() => setFocusDay(day)}
            />
          </td>
        )}
      />

      <div role="status" aria-live="polite" className="min-h-5 text-sm">
        {availability.isPending ? (
          <span className="text-muted">
            <Trans>Checking the car's bookings…</Trans>
          </span>
        ) : notice ? (
          <span className="text-ink">{notice}</span>
        ) : selectedTaken ? (
          <span className="text-ink">
            <Trans>
              {selectedDate} is partly booked. Taken {selectedTaken}.
            </Trans>
          </span>
        ) : null}
      </div>
      {availability.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-danger">
          <Trans>The car's bookings could not be loaded, so every day shows as free.</Trans>
          <RetryButton
            onRetry={() => void availability.refetch()}
            retrying={availability.isRefetching}
          />
        </div>
      ) : null}

      <ul id={legendId} className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted">
        <li className="flex items-center gap-1.5">
          <span className="h-3 w-3 rounded-sm bg-white ring-1 ring-slate-300" aria-hidden="true" />
          <Trans>Free</Trans>
        </li>
        <li className="flex items-center gap-1.5">
          <span className={`h-3 w-3 rounded-sm ${HOLD_LOOKS.partial}`} aria-hidden="true" />
          <Trans>Partly booked</Trans>
        </li>
        <li className="flex items-center gap-1.5">
          <span className={`h-3 w-3 rounded-sm ${HOLD_LOOKS.full}`} aria-hidden="true" />
          <Trans>Booked</Trans>
        </li>
      </ul>
    </div>
  );
}

/** The same day of the month in `month`, or its last day when the month is shorter. */
function sameDayIn(month: string, day: string): string {
  const last = lastDayOf(month);
  const wanted = `${month}-${day.slice(8)}`;
  return wanted > last ? last : wanted;
}

// A partly booked day is striped half and half; a booked day is filled and struck through.
const HOLD_LOOKS: Record<'partial' | 'full', string> = {
  partial:
    'ring-1 ring-accent-500 bg-[linear-gradient(135deg,var(--color-white)_50%,var(--color-accent-300)_50%)]',
  full: 'bg-red-100 ring-1 ring-red-300',
};

function DayButton({
  day,
  block,
  hold,
  isToday,
  isSelected,
  tabbable,
  onPick,
  onFocus,
}: {
  day: string;
  block: DayBlock;
  hold: DayHold;
  isToday: boolean;
  isSelected: boolean;
  tabbable: boolean;
  onPick: (day: string) => void;
  onFocus: () => void;
}) {
  const { t } = useLingui();
  const format = useFormat();
  const date = format.date(indiaNoon(day), { weekday: 'long', day: 'numeric', month: 'long' });
  const state =
    hold === 'full'
      ? t`booked`
      : hold === 'partial'
        ? t`partly booked`
        : block === 'past'
          ? isToday
            ? t`today, too soon for a pickup`
            : t`past`
          : block === 'too_far'
            ? t`too far ahead`
            : isSelected
              ? t`your pickup day`
              : t({ message: 'free', context: 'A calendar day on which the car is not booked' });
  const look = isSelected
    ? 'bg-brand-600 font-bold text-white'
    : hold !== 'free' && block !== 'past'
      ? `${HOLD_LOOKS[hold]} ${hold === 'full' ? 'text-danger line-through' : 'text-ink'}`
      : block !== null
        ? 'text-slate-400'
        : 'bg-white text-ink ring-1 ring-slate-200 hover:bg-brand-50 hover:ring-brand-500';
  return (
    <button
      type="button"
      data-day={day}
      tabIndex={tabbable ? 0 : -1}
      aria-label={`${date}, ${state}`}
      aria-disabled={(block !== null && block !== 'partial') || undefined}
      aria-pressed={isSelected}
      aria-current={isToday ? 'date' : undefined}
      onClick={() => onPick(day)}
      onFocus={onFocus}
      className={`relative flex h-10 w-full items-center justify-center rounded-lg text-sm tabular-nums transition-colors aria-disabled:cursor-not-allowed ${look} ${isToday ? 'underline decoration-2 underline-offset-4' : ''}`}
    >
      {format.number(Number(day.slice(8)))}
    </button>
  );
}
