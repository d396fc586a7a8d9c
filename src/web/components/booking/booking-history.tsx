import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { BookingActor } from '@shared/booking-constants';
import type { Booking } from '@shared/contracts/bookings';
import { BOOKING_STATUS_LOOKS } from './booking-labels';

/**
 * Every move of a booking, oldest first as the server keeps them: to which state (and, for the
 * Saarthi team, from which), by whom, when, and the reason as its party wrote it. The travel
 * company and the operator read it alike; `actors` names the company the way the area does.
 */
export function BookingHistory({
  history,
  when,
  actors,
  showFrom = false,
}: {
  history: Booking['history'];
  when: (iso: string) => string;
  actors: Record<BookingActor, MessageDescriptor>;
  showFrom?: boolean;
}) {
  const { i18n } = useLingui();
  if (history.length === 0)
    return (
      <p className="text-sm text-muted">
        <Trans>No changes yet.</Trans>
      </p>
    );
  return (
    <ol className="relative space-y-4 border-l-2 border-slate-200 pl-5">
      {history.map((event, index) => {
        const to = i18n._(BOOKING_STATUS_LOOKS[event.to].label);
        const from =
          !showFrom || event.from === null ? null : i18n._(BOOKING_STATUS_LOOKS[event.from].label);
        return (
          <li key={`${event.at}-${index}`} className="relative">
            <span
              className="absolute -left-[1.71rem] top-1.5 h-3 w-3 rounded-full border-2 border-white bg-brand-600"
              aria-hidden="true"
            />
            <p className="font-semibold text-ink">
              {from === null ? (
                to
              ) : (
                <Trans>
                  {from} to {to}
                </Trans>
              )}
              <span className="font-normal text-muted">
                {' · '}
                {i18n._(actors[event.actor])}
              </span>
            </p>
            <p className="text-sm text-muted">
              <time dateTime={event.at}>{when(event.at)}</time>
            </p>
            {/* The reason as its party wrote it. */}
            {event.reason.trim() ? (
              <p className="mt-1 whitespace-pre-line break-words text-sm text-ink">
                {event.reason}
              </p>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
