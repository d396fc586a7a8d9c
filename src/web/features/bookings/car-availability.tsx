import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { AvailabilityCalendar } from './availability-calendar';

/**
 * The car page's availability (docs/product/trips-and-money.md#bookings): the car's month with its booked days, a
 * free day opening the booking form with that pickup day. Loaded apart from the car page, with
 * the bookings' messages.
 */
export function CarAvailability({
  carId,
  onPick,
}: {
  carId: string;
  onPick: (day: string) => void;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="card p-5 sm:p-6">
      <h2 id={headingId} className="text-lg font-bold text-brand-900">
        <Trans>Availability</Trans>
      </h2>
      <p className="mt-1 text-sm text-muted">
        <Trans>Days in India time. Pick a free day to book it as your pickup day.</Trans>
      </p>
      <div className="mt-4 max-w-md">
        <AvailabilityCalendar carId={carId} onPick={onPick} headingLevel={3} />
      </div>
    </section>
  );
}
