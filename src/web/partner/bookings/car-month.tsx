import { Trans, useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ACTIVE_BOOKING_STATUSES, type BookingStatus } from '@shared/booking-constants';
import type { Booking } from '@shared/contracts/bookings';
import { indiaToday, type CarBlock, type PartnerCar } from '@shared/contracts/fleet';
import { ChevronLeftIcon, ChevronRightIcon, WrenchIcon } from '../../components/icons';
import { InlineFailure } from '../../components/console/failure';
import { MonthGrid } from '../../components/month-grid';
import { useFormat } from '../../lib/i18n/format';
import { portalPaths } from '../portal-paths';
import { useCarBlocks } from '../fleet/api';
import { useCarMonthBookings } from './api';
import { addMonths, bookingDays, monthStart, touchesMonth } from './calendar-days';
import { BOOKING_STATUS_LOOKS } from './labels';
import { MonthList } from './month-list';

/**
 * The bookings that hold the car or did (a request, a confirmed trip, one under way or done): a
 * declined, expired or cancelled booking never kept the car, so the calendar leaves it out.
 */
export const SHOWN: readonly BookingStatus[] = [...ACTIVE_BOOKING_STATUSES, 'completed', 'no_show'];

/** One car's month: the grid of its days, what the marks mean, then the same as a list. */
export function CarMonth({
  car,
  month,
  onMonth,
}: {
  car: PartnerCar;
  month: string;
  onMonth: (month: string) => void;
}) {
  const { t } = useLingui();
  const titleId = useId();
  const bookings = useCarMonthBookings(car._id, month, monthStart(month));
  const carName = car.carName;
  const blocks = useCarBlocks(car._id);
  const monthName = useMonthName()(month);

  const shownBookings = (bookings.data ?? [])
    .filter((booking) => SHOWN.includes(booking.status))
    .filter((booking) => {
      const { first, last } = bookingDays(booking);
      return touchesMonth(first, last, month);
    })
    .sort((a, b) => a.pickupAt.localeCompare(b.pickupAt));
  const shownBlocks = (blocks.data ?? []).filter((block) =>
    touchesMonth(block.startsOn, block.endsOn, month),
  );

  return (
    <section aria-labelledby={titleId} className="card p-3 sm:p-5">
      <MonthNav titleId={titleId} month={month} onMonth={onMonth} />

      {bookings.isPending || blocks.isPending ? (
        <p role="status" className="py-10 text-center text-sm text-muted">
          <Trans>Loading the calendar…</Trans>
        </p>
      ) : (
        <>
          {bookings.isError ? (
            <InlineFailure
              className="mt-3"
              query={bookings}
              sessionEnded={<Trans>Log in again to see the car's bookings.</Trans>}
              failed={<Trans>The car's bookings could not be loaded.</Trans>}
            />
          ) : null}
          {blocks.isError ? (
            <InlineFailure
              className="mt-3"
              query={blocks}
              sessionEnded={<Trans>Log in again to see the car's maintenance blocks.</Trans>}
              failed={<Trans>The car's maintenance blocks could not be loaded.</Trans>}
            />
          ) : null}
          <CarMonthGrid
            month={month}
            caption={t`${monthName}: ${carName}`}
            bookings={shownBookings}
            blocks={shownBlocks}
          />
          <Legend />
          <MonthList month={monthName} bookings={shownBookings} blocks={shownBlocks} />
        </>
      )}
    </section>
  );
}

/** A month's name in the reader's language ("March 2026"). */
export function useMonthName() {
  const format = useFormat();
  // `${month}-01` is that day's midnight in UTC: shown in UTC, it is that same month.
  return (month: string) =>
    format.date(`${month}-01`, { month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/** The month shown, between the ways to the month before and after. */
export function MonthNav({
  titleId,
  month,
  onMonth,
}: {
  titleId: string;
  month: string;
  onMonth: (month: string) => void;
}) {
  const { t } = useLingui();
  const nameOf = useMonthName();
  const previous = nameOf(addMonths(month, -1));
  const next = nameOf(addMonths(month, 1));
  return (
    <div className="flex items-center justify-between gap-2">
      <button
        type="button"
        className="grid h-11 w-11 shrink-0 place-items-center rounded-full text-xl text-brand-700 hover:bg-brand-50"
        onClick={() => onMonth(addMonths(month, -1))}
        aria-label={t`Previous month, ${previous}`}
      >
        <ChevronLeftIcon />
      </button>
      <h2
        id={titleId}
        aria-live="polite"
        className="min-w-0 text-center text-lg font-bold text-brand-900"
      >
        {nameOf(month)}
      </h2>
      <button
        type="button"
        className="grid h-11 w-11 shrink-0 place-items-center rounded-full text-xl text-brand-700 hover:bg-brand-50"
        onClick={() => onMonth(addMonths(month, 1))}
        aria-label={t`Next month, ${next}`}
      >
        <ChevronRightIcon />
      </button>
    </div>
  );
}

function CarMonthGrid({
  month,
  caption,
  bookings,
  blocks,
}: {
  month: string;
  caption: string;
  bookings: Booking[];
  blocks: CarBlock[];
}) {
  const format = useFormat();
  const today = indiaToday();
  const spans = bookings.map((booking) => ({ booking, ...bookingDays(booking) }));

  return (
    <MonthGrid
      month={month}
      caption={caption}
      weekdays="short"
      weekdayClassName="pb-1 text-center font-semibold text-muted"
      className="mt-3 w-full table-fixed border-collapse text-xs"
      renderBlank={(key) => <td key={key} className="border border-slate-100 bg-slate-50" />}
      renderDay={(day) => {
        const blocked = blocks.some((block) => block.startsOn <= day && day <= block.endsOn);
        const onDay = spans.filter(({ first, last }) => first <= day && day <= last);
        const date = format.date(day, { dateStyle: 'full', timeZone: 'UTC' });
        return (
          <td
            key={day}
            aria-current={day === today ? 'date' : undefined}
            className={`h-16 border border-slate-200 p-0.5 align-top sm:h-24 sm:p-1 ${
              blocked
                ? 'bg-[repeating-linear-gradient(135deg,var(--color-slate-100)_0_6px,transparent_6px_12px)]'
                : ''
            }`}
          >
            <span
              className={`inline-grid h-5 min-w-5 place-items-center rounded-full px-1 font-semibold ${
                day === today ? 'bg-brand-600 text-white' : 'text-ink'
              }`}
              aria-hidden="true"
            >
              {format.number(Number(day.slice(8)))}
            </span>
            <span className="sr-only">{date}</span>
            {blocked ? (
              <span className="mt-0.5 flex items-center gap-0.5 truncate text-slate-700">
                <WrenchIcon className="shrink-0" aria-hidden="true" />
                <span className="sr-only sm:not-sr-only sm:truncate">
                  <Trans>Maintenance</Trans>
                </span>
              </span>
            ) : null}
            <DayBookings
              bookings={onDay.map(({ booking }) => booking)}
              className="mt-0.5"
              chipClassName="truncate px-px text-[0.625rem] tracking-tighter sm:px-1 sm:text-xs sm:tracking-normal"
              code={(reference) => (
                // A phone's cell (about 44 px at 390 px wide) fits the code after "SA-" whole
                // only when set this tight: a cut code ("BW6K…") names nothing.
                <>
                  <span className="sm:hidden">{shortCode(reference)}</span>
                  <span className="hidden sm:inline">{reference}</span>
                </>
              )}
            />
          </td>
        );
      }}
    />
  );
}

/** What the grid's marks mean. */
/** A booking's code without its "SA-", as a day's cell shows it where room is short. */
export const shortCode = (reference: string) => reference.split('-').at(-1);

/** The bookings of a calendar's day: each its code, named in full for screen readers. */
export function DayBookings({
  bookings,
  className,
  chipClassName,
  code,
}: {
  bookings: Booking[];
  className: string;
  chipClassName: string;
  code: (reference: string) => ReactNode;
}) {
  const { t, i18n } = useLingui();
  return (
    <ul className={`${className} space-y-0.5`}>
      {bookings.map((booking) => {
        const reference = booking.reference;
        const status = i18n._(BOOKING_STATUS_LOOKS[booking.status].label);
        const customer = booking.customer.name;
        return (
          <li key={booking._id}>
            <Link
              to={portalPaths.booking(booking._id)}
              aria-label={t`${reference}, ${status}, ${customer}`}
              className={`block rounded border-l-2 py-px font-mono font-semibold leading-tight hover:underline ${chipClassName} ${BOOKING_STATUS_LOOKS[booking.status].chip}`}
            >
              {code(reference)}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

export function Legend() {
  const { i18n } = useLingui();
  return (
    <div className="mt-3 space-y-2 text-xs text-muted">
      <ul className="flex flex-wrap gap-x-3 gap-y-1.5">
        {SHOWN.map((status) => (
          <li key={status} className="flex items-center gap-1.5">
            <span
              className={`h-3 w-3 rounded-sm border-l-2 ${BOOKING_STATUS_LOOKS[status].chip}`}
              aria-hidden="true"
            />
            {i18n._(BOOKING_STATUS_LOOKS[status].label)}
          </li>
        ))}
        <li className="flex items-center gap-1.5">
          <WrenchIcon aria-hidden="true" />
          <Trans>Maintenance block</Trans>
        </li>
      </ul>
      <p>
        <Trans>
          Declined, expired and cancelled bookings are not shown: they do not hold the car.
        </Trans>
      </p>
    </div>
  );
}
