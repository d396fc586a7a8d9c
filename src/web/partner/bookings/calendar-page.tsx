import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ACTIVE_BOOKING_STATUSES, type BookingStatus } from '@shared/booking-constants';
import type { Booking } from '@shared/contracts/bookings';
import { indiaToday, type CarBlock, type PartnerCar } from '@shared/contracts/fleet';
import { ChevronLeftIcon, ChevronRightIcon, WrenchIcon } from '../../components/icons';
import { useFormat } from '../../lib/i18n/format';
import { portalPaths } from '../portal-paths';
import { CompanyPageFrame } from '../components/company-page-frame';
import { InlineFailure } from '../../components/console/failure';
import { CarIcon } from '../components/icons';
import { CouldNotLoad, LoadingCards, Notice, PageTitle } from '../../components/console/page-parts';
import { useCarBlocks, useCars } from '../fleet/api';
import { useCarMonthBookings } from './api';
import {
  addMonths,
  bookingDays,
  isMonth,
  monthStart,
  touchesMonth,
  weeksOfMonth,
} from './calendar-days';
import { BOOKING_STATUS_LOOKS } from './labels';
import { BookingStatusBadge, useWhen } from './parts';

/**
 * The bookings that hold the car or did (a request, a confirmed trip, one under way or done): a
 * declined, expired or cancelled booking never kept the car, so the calendar leaves it out.
 */
const SHOWN: readonly BookingStatus[] = [...ACTIVE_BOOKING_STATUSES, 'completed', 'no_show'];

/**
 * /partner/bookings/calendar?car=&month= (docs/product/trips-and-money.md#bookings: a calendar per car): a month
 * of one car, its bookings (each opening the booking) and its maintenance blocks, then the same
 * as a list, which a phone reads more easily than the grid's small cells.
 */
export function BookingsCalendarPage() {
  const { t } = useLingui();
  return (
    <CompanyPageFrame
      title={t`Calendar`}
      loadingLabel={t`Loading the calendar…`}
      noCompany={
        <Trans>Register your travel company first; each car's bookings are shown here.</Trans>
      }
    >
      {() => <Calendar />}
    </CompanyPageFrame>
  );
}

function Calendar() {
  const { t } = useLingui();
  const cars = useCars('fleet');
  const [params, setParams] = useSearchParams();
  const asked = params.get('month');
  const month = isMonth(asked) ? asked : indiaToday().slice(0, 7);

  const back = (
    <Link
      to={portalPaths.bookings}
      className="mb-3 inline-flex min-h-10 items-center gap-1 rounded-full pr-3 text-sm font-semibold text-brand-700 hover:underline"
    >
      <ChevronLeftIcon aria-hidden="true" />
      <Trans>Bookings</Trans>
    </Link>
  );
  const title = (
    <PageTitle
      title={t`Calendar`}
      subtitle={t`Each car's bookings and maintenance blocks, month by month.`}
    />
  );

  if (cars.isPending) {
    return (
      <>
        {back}
        {title}
        <LoadingCards label={t`Loading your cars…`} />
      </>
    );
  }
  if (cars.isError) {
    return (
      <>
        {back}
        {title}
        <CouldNotLoad query={cars} title={t`We could not load your cars`} />
      </>
    );
  }
  if (cars.data.length === 0) {
    return (
      <>
        {back}
        {title}
        <Notice
          icon={<CarIcon />}
          title={t`No cars yet`}
          actions={
            <Link to={portalPaths.newCar} className="btn-primary">
              <Trans>Add a car</Trans>
            </Link>
          }
        >
          <Trans>Add your cars to see each one's bookings here.</Trans>
        </Notice>
      </>
    );
  }

  // Without a choice, the first car that can be booked: drafts and cars in review have none.
  const car =
    cars.data.find((each) => each._id === params.get('car')) ??
    cars.data.find((each) => each.status === 'live') ??
    cars.data[0]!;
  // Both in the address: a reload, or the way back from a booking, opens the same month.
  const show = (next: { car?: string; month?: string }) =>
    setParams({ car: next.car ?? car._id, month: next.month ?? month }, { replace: true });

  return (
    <>
      {back}
      {title}
      <div className="space-y-5">
        <CarPicker cars={cars.data} car={car} onPick={(id) => show({ car: id })} />
        <CarMonth
          key={`${car._id}-${month}`}
          car={car}
          month={month}
          onMonth={(next) => show({ month: next })}
        />
      </div>
    </>
  );
}

function CarPicker({
  cars,
  car,
  onPick,
}: {
  cars: PartnerCar[];
  car: PartnerCar;
  onPick: (id: string) => void;
}) {
  const id = useId();
  return (
    <div className="card p-4 sm:p-5">
      <label htmlFor={id} className="field-label">
        <Trans>Car</Trans>
      </label>
      <select
        id={id}
        className="field-input"
        value={car._id}
        onChange={(event) => onPick(event.target.value)}
      >
        {cars.map((each) => (
          <option key={each._id} value={each._id}>
            {[each.carName, each.registrationNumber].filter(Boolean).join(' · ')}
          </option>
        ))}
      </select>
      <Link
        to={portalPaths.car(car._id)}
        className="mt-2 inline-flex min-h-10 items-center text-sm font-semibold text-brand-700 hover:underline"
      >
        <Trans>Edit the car and its maintenance blocks</Trans>
      </Link>
    </div>
  );
}

function CarMonth({
  car,
  month,
  onMonth,
}: {
  car: PartnerCar;
  month: string;
  onMonth: (month: string) => void;
}) {
  const { t } = useLingui();
  const format = useFormat();
  const titleId = useId();
  const bookings = useCarMonthBookings(car._id, month, monthStart(month));
  const carName = car.carName;
  const blocks = useCarBlocks(car._id);
  // `${month}-01` is that day's midnight in UTC: shown in UTC, it is that same month.
  const monthName = format.date(`${month}-01`, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const previous = format.date(`${addMonths(month, -1)}-01`, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const next = format.date(`${addMonths(month, 1)}-01`, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

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
          {monthName}
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
          <MonthGrid
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

/** Monday's to Sunday's short names in the reader's language (1 January 2024 was a Monday). */
function useWeekdays() {
  const format = useFormat();
  return Array.from({ length: 7 }, (_, index) => {
    const day = `2024-01-0${index + 1}`;
    return {
      short: format.date(day, { weekday: 'short', timeZone: 'UTC' }),
      long: format.date(day, { weekday: 'long', timeZone: 'UTC' }),
    };
  });
}

function MonthGrid({
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
  const { t, i18n } = useLingui();
  const format = useFormat();
  const weekdays = useWeekdays();
  const today = indiaToday();
  const spans = bookings.map((booking) => ({ booking, ...bookingDays(booking) }));

  return (
    <table className="mt-3 w-full table-fixed border-collapse text-xs">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr>
          {weekdays.map((weekday) => (
            <th
              key={weekday.long}
              scope="col"
              abbr={weekday.long}
              className="pb-1 text-center font-semibold text-muted"
            >
              {weekday.short}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeksOfMonth(month).map((week) => (
          <tr key={week.find(Boolean)}>
            {week.map((day, index) => {
              if (day === null) {
                return (
                  <td key={`empty-${index}`} className="border border-slate-100 bg-slate-50" />
                );
              }
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
                  <ul className="mt-0.5 space-y-0.5">
                    {onDay.map(({ booking }) => {
                      const reference = booking.reference;
                      const status = i18n._(BOOKING_STATUS_LOOKS[booking.status].label);
                      const customer = booking.customer.name;
                      return (
                        <li key={booking._id}>
                          <Link
                            to={portalPaths.booking(booking._id)}
                            aria-label={t`${reference}, ${status}, ${customer}`}
                            className={`block truncate rounded border-l-2 px-0.5 py-px font-mono text-[0.65rem] font-semibold leading-tight hover:underline sm:px-1 sm:text-xs ${BOOKING_STATUS_LOOKS[booking.status].chip}`}
                          >
                            {/* A phone's cell fits the code after "SA-" only. */}
                            <span className="sm:hidden">{reference.split('-').at(-1)}</span>
                            <span className="hidden sm:inline">{reference}</span>
                          </Link>
                        </li>
                      );
                    })}
                  </ul>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** What the grid's marks mean. */
function Legend() {
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

/** The month's bookings and blocks as a list: larger to tap on a phone, and read in order. */
function MonthList({
  month,
  bookings,
  blocks,
}: {
  month: string;
  bookings: Booking[];
  blocks: CarBlock[];
}) {
  const format = useFormat();
  const when = useWhen();
  const titleId = useId();
  const day = (value: string) => format.date(value, { dateStyle: 'medium', timeZone: 'UTC' });

  return (
    <div className="mt-5 border-t border-slate-100 pt-4">
      <h3 id={titleId} className="font-bold text-brand-900">
        <Trans>In {month}</Trans>
      </h3>
      {bookings.length === 0 && blocks.length === 0 ? (
        <p className="mt-2 text-sm text-muted">
          <Trans>No bookings or maintenance blocks this month.</Trans>
        </p>
      ) : (
        <ul aria-labelledby={titleId} className="mt-2 divide-y divide-slate-100">
          {bookings.map((booking) => {
            const reference = booking.reference;
            const from = when(booking.pickupAt);
            const to = when(booking.returnAt);
            return (
              <li key={booking._id}>
                <Link
                  to={portalPaths.booking(booking._id)}
                  className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 rounded-lg px-1 py-3 hover:bg-slate-50"
                >
                  <span className="min-w-0">
                    <span className="block font-mono font-bold text-brand-900">{reference}</span>
                    <span className="block text-sm text-ink">{booking.customer.name}</span>
                    <span className="block text-sm text-muted">
                      <Trans>
                        <time dateTime={booking.pickupAt}>{from}</time> to{' '}
                        <time dateTime={booking.returnAt}>{to}</time>
                      </Trans>
                    </span>
                  </span>
                  <BookingStatusBadge status={booking.status} />
                </Link>
              </li>
            );
          })}
          {blocks.map((block) => {
            const from = day(block.startsOn);
            const to = day(block.endsOn);
            return (
              <li key={block._id} className="flex items-start gap-2 px-1 py-3 text-sm">
                <WrenchIcon className="mt-0.5 shrink-0 text-slate-700" aria-hidden="true" />
                <span className="min-w-0">
                  <span className="block font-semibold text-ink">
                    {block.startsOn === block.endsOn ? (
                      <Trans>Maintenance on {from}</Trans>
                    ) : (
                      <Trans>
                        Maintenance from {from} to {to}
                      </Trans>
                    )}
                  </span>
                  {/* The partner's own words, as written. */}
                  {block.reason ? (
                    <span className="block break-words text-muted">{block.reason}</span>
                  ) : null}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
