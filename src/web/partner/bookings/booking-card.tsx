import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { Booking } from '@shared/contracts/bookings';
import { ClockIcon, MapPinIcon, PhoneIcon, UserIcon } from '../../components/icons';
import { useFormat } from '../../lib/i18n/format';
import { TRIP_TYPE_LABELS } from '../../lib/i18n/trip-labels';
import { portalPaths } from '../portal-paths';
import { telHref } from '../../lib/site';
import { CarIcon } from '../components/icons';
import { durationText } from '../leads/time';
import { actionNeeded, minutesToRespond } from './moves';
import { BookingStatusBadge, useWhen } from './parts';

/**
 * One booking of the inbox: its reference (read out on the phone), the car, whom to pick up and
 * how to call them, the trip and its times in India time, and the total. In "Needs action", what
 * the booking waits for comes first, with the time left to answer a request.
 */
export function BookingCard({
  booking,
  now,
  showNeed = false,
}: {
  booking: Booking;
  now: number;
  /** Say what the booking waits for (the "Needs action" list). */
  showNeed?: boolean;
}) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const when = useWhen();
  const titleId = useId();
  const reference = booking.reference;
  const car = [booking.car.name, booking.car.model].filter(Boolean).join(' · ');
  const phone = booking.customer.phone.trim();
  const passengers = booking.passengers;

  return (
    <article aria-labelledby={titleId} className="card p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
        <h3 id={titleId} className="font-mono text-base font-bold tracking-wide text-brand-900">
          {reference}
        </h3>
        <BookingStatusBadge status={booking.status} />
      </div>
      <p className="mt-1 flex items-center gap-1.5 text-sm text-ink">
        <CarIcon className="shrink-0 text-base text-muted" aria-hidden="true" />
        <span className="min-w-0 break-words">{car}</span>
      </p>

      {showNeed ? <Need booking={booking} now={now} /> : null}

      <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        <Item label={<Trans>Customer</Trans>}>
          <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <span className="inline-flex items-center gap-1.5">
              <UserIcon className="shrink-0 text-muted" aria-hidden="true" />
              {booking.customer.name}
            </span>
            {phone ? (
              <a
                href={telHref(phone)}
                className="inline-flex min-h-8 items-center gap-1 font-semibold text-brand-700 hover:underline"
              >
                <PhoneIcon aria-hidden="true" />
                <Trans>Call {phone}</Trans>
              </a>
            ) : null}
          </span>
        </Item>
        <Item label={<Trans>Trip</Trans>}>
          {i18n._(TRIP_TYPE_LABELS[booking.tripType])} ·{' '}
          <Plural value={passengers} one="# passenger" other="# passengers" />
        </Item>
        <Item label={<Trans>Pickup</Trans>}>
          <time dateTime={booking.pickupAt}>{when(booking.pickupAt)}</time>
        </Item>
        <Item label={<Trans>Return</Trans>}>
          <time dateTime={booking.returnAt}>{when(booking.returnAt)}</time>
        </Item>
        <Item label={<Trans>From</Trans>}>
          <span className="inline-flex items-start gap-1.5">
            <MapPinIcon className="mt-0.5 shrink-0 text-muted" aria-hidden="true" />
            <span className="min-w-0 break-words">{booking.pickupAddress}</span>
          </span>
        </Item>
        {booking.dropAddress ? (
          <Item label={<Trans>To</Trans>}>
            <span className="min-w-0 break-words">{booking.dropAddress}</span>
          </Item>
        ) : null}
        <Item label={<Trans>Total</Trans>}>
          <span className="font-semibold text-brand-900">{format.rupees(booking.quote.total)}</span>
        </Item>
      </dl>

      <div className="mt-4">
        <Link
          to={portalPaths.booking(booking._id)}
          className={showNeed ? 'btn-primary w-full sm:w-auto' : 'btn-outline w-full sm:w-auto'}
          aria-label={t`Open booking ${reference}`}
        >
          <Trans>Open booking</Trans>
        </Link>
      </div>
    </article>
  );
}

function Item({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold uppercase tracking-wider text-muted">{label}</dt>
      <dd className="mt-0.5 text-ink">{children}</dd>
    </div>
  );
}

/** What a booking of "Needs action" waits for, with the time left to answer a request. */
function Need({ booking, now }: { booking: Booking; now: number }) {
  const format = useFormat();
  const when = useWhen();
  const need = actionNeeded(booking);
  const box = 'mt-3 flex items-start gap-2 rounded-lg px-3 py-2 text-sm font-semibold';

  if (need === 'answer') {
    const minutes = minutesToRespond(booking, now);
    const left = durationText(minutes, format.tag);
    const deadline = when(booking.respondBy);
    return (
      <p className={`${box} bg-accent-300/30 text-accent-700`}>
        <ClockIcon className="mt-0.5 shrink-0" aria-hidden="true" />
        <span>
          {minutes > 0 ? (
            <Trans>
              Answer within {left}{' '}
              <span className="font-normal">
                (by <time dateTime={booking.respondBy}>{deadline}</time>)
              </span>
            </Trans>
          ) : (
            <Trans>The time to answer is up: the request expires any moment.</Trans>
          )}
        </span>
      </p>
    );
  }
  if (need === 'start') {
    const pickedUp = Date.parse(booking.pickupAt) <= now;
    return (
      <p className={`${box} bg-brand-50 text-brand-700`}>
        <ClockIcon className="mt-0.5 shrink-0" aria-hidden="true" />
        <span>
          {pickedUp ? (
            <Trans>Pickup time has passed: start the trip, or record a no-show.</Trans>
          ) : (
            <Trans>Pickup is soon: start the trip when the driver sets off.</Trans>
          )}
        </span>
      </p>
    );
  }
  if (need === 'complete') {
    return (
      <p className={`${box} bg-brand-50 text-brand-700`}>
        <ClockIcon className="mt-0.5 shrink-0" aria-hidden="true" />
        <span>
          <Trans>Past its return time: complete the trip once the car is back.</Trans>
        </span>
      </p>
    );
  }
  return null;
}
