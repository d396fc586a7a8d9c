import { Trans, useLingui } from '@lingui/react/macro';
import { BOOKING_LIMITS } from '@shared/booking-constants';
import { type Booking } from '@shared/contracts/bookings';
import { useFormat } from '../../lib/i18n/format';
import { durationText } from '../leads/time';
import { startsFrom } from '@shared/booking-policy';
import { minutesToRespond } from './moves';
import { ReasonGiven } from '../../components/booking/staff-parts';
import { BOOKING_ACTOR_LABELS } from './labels';
import { useWhen } from './parts';

/** Where the booking stands, in a sentence or two. */
export function StepText({ booking, now }: { booking: Booking; now: number }) {
  const { i18n } = useLingui();
  const format = useFormat();
  const when = useWhen();
  const customer = booking.customer.name;
  const lastMove = booking.history.at(-1);
  const reason = booking.reason.trim();
  const fee = booking.cancellationFee;

  switch (booking.status) {
    case 'requested': {
      const deadline = when(booking.respondBy);
      const minutes = minutesToRespond(booking, now);
      const left = durationText(minutes, format.tag);
      return (
        <p>
          {minutes > 0 ? (
            <Trans>
              {customer} is waiting for your answer. Accept with a driver or decline by{' '}
              <time dateTime={booking.respondBy}>{deadline}</time> ({left} left), or the request
              expires.
            </Trans>
          ) : (
            <Trans>The time to answer is up: the request expires any moment.</Trans>
          )}
        </p>
      );
    }
    case 'confirmed': {
      const driver = booking.driver?.name;
      const startAt = startsFrom(new Date(booking.pickupAt)).toISOString();
      const from = when(startAt);
      const hours = BOOKING_LIMITS.startWindowHours;
      const canStart = now >= Date.parse(startAt);
      return (
        <>
          <p>
            {driver ? <Trans>Confirmed with {driver} driving.</Trans> : <Trans>Confirmed.</Trans>}{' '}
            {canStart ? (
              <Trans>Start the trip when the driver sets off.</Trans>
            ) : (
              <Trans>
                You can start the trip from <time dateTime={startAt}>{from}</time>, {hours} hours
                before pickup.
              </Trans>
            )}
          </p>
          {now < Date.parse(booking.pickupAt) ? (
            <p className="text-sm text-muted">
              <Trans>
                If the customer does not come, you can record a no-show after the pickup time.
              </Trans>
            </p>
          ) : null}
        </>
      );
    }
    case 'in_progress':
      return (
        <p>
          <Trans>The trip is under way. Complete it once the car is back.</Trans>
        </p>
      );
    case 'completed':
      return (
        <p>
          <Trans>The trip is complete.</Trans>
        </p>
      );
    case 'expired': {
      const deadline = when(booking.respondBy);
      return (
        <p>
          <Trans>
            This request expired: it was not answered by{' '}
            <time dateTime={booking.respondBy}>{deadline}</time>.
          </Trans>
        </p>
      );
    }
    case 'declined':
    case 'cancelled':
    case 'no_show': {
      const by = lastMove ? i18n._(BOOKING_ACTOR_LABELS[lastMove.actor]) : null;
      const owed = fee === null ? '' : format.rupees(fee);
      return (
        <>
          <p>
            {booking.status === 'declined' ? (
              <Trans>This request was declined.</Trans>
            ) : booking.status === 'cancelled' ? (
              <Trans>This booking was cancelled.</Trans>
            ) : (
              <Trans>The customer did not come: recorded as a no-show.</Trans>
            )}{' '}
            {by ? <span className="text-muted">({by})</span> : null}
          </p>
          {reason ? <ReasonGiven reason={reason} /> : null}
          {fee !== null && fee > 0 ? (
            <p className="text-sm">
              <Trans>Under the booking's cancellation policy, the customer owes {owed}.</Trans>
            </p>
          ) : null}
        </>
      );
    }
  }
}

// ---- the dialogs --------------------------------------------------------------------------------
