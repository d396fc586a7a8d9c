import { Trans, useLingui } from '@lingui/react/macro';
import { useQueries } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router';
import { indiaToday, type PartnerCar } from '@shared/contracts/fleet';
import { WrenchIcon } from '../../components/icons';
import { useFormat } from '../../lib/i18n/format';
import { portalPaths } from '../portal-paths';
import { fleetKeys, getCarBlocks } from '../fleet/api';
import { retryUnlessRefused } from '../api';
import { bookingKeys, getCarBookingsFrom } from './api';
import { bookingDays, monthStart, touchesMonth } from './calendar-days';
import { DayBookings, Legend, MonthNav, SHOWN, shortCode, useMonthName } from './car-month';

/** Every India day of a month (YYYY-MM), written YYYY-MM-DD. */
function daysOf(month: string): string[] {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const count = new Date(Date.UTC(year, number, 0)).getUTCDate();
  return Array.from(
    { length: count },
    (_, index) => `${month}-${String(index + 1).padStart(2, '0')}`,
  );
}

/**
 * The whole fleet's month: a row per car, a column per day, each booking's code (opening it) on
 * the days it holds the car, and the maintenance blocks. It reads the same queries as one car's
 * month, so switching between the two views reads nothing twice. The table scrolls sideways on
 * a phone, the cars' names staying at its left.
 */
export function FleetMonth({
  cars,
  month,
  onMonth,
}: {
  cars: PartnerCar[];
  month: string;
  onMonth: (month: string) => void;
}) {
  const { t } = useLingui();
  const format = useFormat();
  const titleId = useId();
  const monthName = useMonthName()(month);
  const caption = t`${monthName}: every car`;
  const today = indiaToday();
  const days = daysOf(month);
  const bookings = useQueries({
    queries: cars.map((car) => ({
      queryKey: bookingKeys.month(car._id, month),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        getCarBookingsFrom(car._id, monthStart(month), signal),
      retry: retryUnlessRefused,
      staleTime: 30_000,
    })),
  });
  const blocks = useQueries({
    queries: cars.map((car) => ({
      queryKey: fleetKeys.blocks(car._id),
      queryFn: () => getCarBlocks(car._id),
      retry: retryUnlessRefused,
    })),
  });
  const loading = bookings.some((query) => query.isPending) || blocks.some((q) => q.isPending);
  const failed = bookings.some((query) => query.isError) || blocks.some((q) => q.isError);

  return (
    <section aria-labelledby={titleId} className="card p-3 sm:p-5">
      <MonthNav titleId={titleId} month={month} onMonth={onMonth} />
      {loading ? (
        <p role="status" className="py-10 text-center text-sm text-muted">
          <Trans>Loading the calendar…</Trans>
        </p>
      ) : (
        <>
          {failed ? (
            <p role="alert" className="mt-3 text-sm text-danger">
              <Trans>
                Some cars' bookings or blocks could not be loaded: their rows may be incomplete.
              </Trans>
            </p>
          ) : null}
          <div
            role="region"
            className="mt-3 overflow-x-auto"
            // Scrolled by keyboard too; named as its table is.
            tabIndex={0}
            aria-label={caption}
          >
            <table className="border-separate border-spacing-0 text-xs">
              <caption className="sr-only">{caption}</caption>
              <thead>
                <tr>
                  <th
                    scope="col"
                    className="sticky left-0 z-10 min-w-28 border-b border-slate-200 bg-white p-1 text-left font-semibold text-muted"
                  >
                    <Trans>Car</Trans>
                  </th>
                  {days.map((day) => (
                    <th
                      key={day}
                      scope="col"
                      aria-current={day === today ? 'date' : undefined}
                      className={`min-w-14 border-b border-slate-200 p-1 text-center font-semibold ${day === today ? 'text-brand-700' : 'text-muted'}`}
                    >
                      <span className="block text-[0.65rem] font-normal">
                        {format.date(day, { weekday: 'short', timeZone: 'UTC' })}
                      </span>
                      {format.number(Number(day.slice(8)))}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {cars.map((car, index) => {
                  const shown = (bookings[index]?.data ?? [])
                    .filter((booking) => SHOWN.includes(booking.status))
                    .map((booking) => ({ booking, ...bookingDays(booking) }))
                    .filter(({ first, last }) => touchesMonth(first, last, month));
                  const carBlocks = blocks[index]?.data ?? [];
                  return (
                    <tr key={car._id}>
                      <th
                        scope="row"
                        className="sticky left-0 z-10 max-w-32 border-b border-slate-100 bg-white p-1 text-left align-top font-semibold text-ink"
                      >
                        <Link
                          to={portalPaths.carCalendar(car._id)}
                          className="line-clamp-2 break-words hover:underline"
                        >
                          {car.carName}
                        </Link>
                        {car.registrationNumber ? (
                          <span className="block font-mono text-[0.65rem] font-normal text-muted">
                            {car.registrationNumber}
                          </span>
                        ) : null}
                      </th>
                      {days.map((day) => {
                        const blocked = carBlocks.some(
                          (block) => block.startsOn <= day && day <= block.endsOn,
                        );
                        const onDay = shown.filter(
                          ({ first, last }) => first <= day && day <= last,
                        );
                        return (
                          <td
                            key={day}
                            className={`h-12 border-b border-l border-slate-100 p-0.5 align-top ${
                              blocked
                                ? 'bg-[repeating-linear-gradient(135deg,var(--color-slate-100)_0_6px,transparent_6px_12px)]'
                                : ''
                            }`}
                          >
                            {blocked ? (
                              <span className="flex justify-center text-slate-700">
                                <WrenchIcon aria-hidden="true" />
                                <span className="sr-only">
                                  <Trans>Maintenance</Trans>
                                </span>
                              </span>
                            ) : null}
                            <DayBookings
                              bookings={onDay.map(({ booking }) => booking)}
                              className=""
                              chipClassName="whitespace-nowrap px-1 text-[0.65rem]"
                              code={shortCode}
                            />
                          </td>
                        );
                      })}
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          <Legend />
        </>
      )}
    </section>
  );
}
