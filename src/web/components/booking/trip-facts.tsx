import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { Booking } from '@shared/contracts/bookings';
import { useFormat } from '../../lib/i18n/format';
import { TRIP_TYPE_LABELS } from '../../lib/i18n/trip-labels';

// The label column: the customer's trip page sits beside a side column, so its labels are narrower.
const LABEL_COLUMNS = {
  narrow: 'sm:grid-cols-[10rem_1fr]',
  wide: 'sm:grid-cols-[11rem_1fr]',
} as const;

export type FactLabelColumn = keyof typeof LABEL_COLUMNS;

/** One fact of a booking: its label, then what it is. */
export function FactRow({
  label,
  children,
  column = 'wide',
}: {
  label: ReactNode;
  children: ReactNode;
  column?: FactLabelColumn;
}) {
  return (
    <div className={`grid gap-0.5 py-2 sm:gap-4 ${LABEL_COLUMNS[column]}`}>
      <dt className="text-sm font-semibold text-muted">{label}</dt>
      <dd className="min-w-0 break-words text-ink">{children}</dd>
    </div>
  );
}

type TripFactsBooking = Pick<
  Booking,
  | 'tripType'
  | 'pickupAt'
  | 'returnAt'
  | 'pickupAddress'
  | 'dropAddress'
  | 'passengers'
  | 'estimatedKm'
  | 'createdAt'
  | 'start'
> & { car: Pick<Booking['car'], 'registration'> };

/**
 * A booking's trip, as the customer, the travel company and the operator all read it: its type,
 * when and where it starts and ends, who rides and how far. An airport trip ends when the
 * passengers are dropped off, so its end is "Drop-off by", never a return. Each area adds its own
 * rows: `city` after the addresses, `children` before the request date, `after` below it.
 * `when` writes a date and time the way the area does.
 */
export function TripFacts({
  booking,
  when,
  column = 'wide',
  city,
  children,
  after,
}: {
  booking: TripFactsBooking;
  when: (iso: string) => string;
  column?: FactLabelColumn;
  city?: ReactNode;
  children?: ReactNode;
  after?: ReactNode;
}) {
  const { i18n } = useLingui();
  const format = useFormat();
  const passengers = booking.passengers;
  const km = booking.estimatedKm === null ? null : format.number(booking.estimatedKm);
  const registration = booking.car.registration;
  const startedAt = booking.start.at;
  const odometer =
    booking.start.odometerKm === null ? null : format.number(booking.start.odometerKm);
  return (
    <dl className="divide-y divide-slate-100">
      <FactRow column={column} label={<Trans>Trip type</Trans>}>
        {i18n._(TRIP_TYPE_LABELS[booking.tripType])}
      </FactRow>
      <FactRow column={column} label={<Trans>Pickup</Trans>}>
        <time dateTime={booking.pickupAt}>{when(booking.pickupAt)}</time>
      </FactRow>
      <FactRow
        column={column}
        label={booking.tripType === 'airport' ? <Trans>Drop-off by</Trans> : <Trans>Return</Trans>}
      >
        <time dateTime={booking.returnAt}>{when(booking.returnAt)}</time>
      </FactRow>
      <FactRow column={column} label={<Trans>Pickup address</Trans>}>
        {booking.pickupAddress}
      </FactRow>
      {booking.dropAddress ? (
        <FactRow column={column} label={<Trans>Drop address</Trans>}>
          {booking.dropAddress}
        </FactRow>
      ) : null}
      {city === undefined ? null : (
        <FactRow column={column} label={<Trans>City</Trans>}>
          {city}
        </FactRow>
      )}
      <FactRow column={column} label={<Trans>Passengers</Trans>}>
        <Plural value={passengers} one="# passenger" other="# passengers" />
      </FactRow>
      {km === null ? null : (
        <FactRow column={column} label={<Trans>Estimated distance</Trans>}>
          <Trans>{km} km</Trans>
        </FactRow>
      )}
      {registration ? (
        <FactRow column={column} label={<Trans>Number plate</Trans>}>
          <span className="font-mono font-semibold tracking-wide">{registration}</span>
        </FactRow>
      ) : null}
      {startedAt === null ? null : (
        <FactRow column={column} label={<Trans>Started</Trans>}>
          <time dateTime={startedAt}>{when(startedAt)}</time>
          {odometer === null ? null : (
            <>
              {' · '}
              <Trans>odometer {odometer} km</Trans>
            </>
          )}
        </FactRow>
      )}
      {children}
      <FactRow column={column} label={<Trans>Requested on</Trans>}>
        <time dateTime={booking.createdAt}>{when(booking.createdAt)}</time>
      </FactRow>
      {after}
    </dl>
  );
}
