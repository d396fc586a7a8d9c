import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { Link } from 'react-router';
import { ArrowRightIcon, ClockIcon } from '../../components/icons';
import { portalPaths } from '../portal-paths';
import { durationText } from '../leads/time';
import { useFormat } from '../../lib/i18n/format';
import { EXPIRING_WITHIN_HOURS, expiringSoon, useWaitingRequests } from './api';
import { minutesToRespond } from './moves';
import { useNow, useWhen } from './parts';

/**
 * The dashboard's card of booking requests that lapse within 12 hours unless the company
 * answers, soonest first, each a link to its booking. It reads the same query as the count beside
 * Bookings in the menu. Shows nothing while loading, when none is that close, or when the list
 * cannot be read: the inbox says why, and the dashboard is about more than requests.
 */
export function ExpiringRequests() {
  const headingId = useId();
  const now = useNow();
  const format = useFormat();
  const when = useWhen();
  const waiting = useWaitingRequests();
  if (!waiting.isSuccess) return null;
  const soon = expiringSoon(waiting.data.bookings, now);
  if (soon.length === 0) return null;
  const hours = EXPIRING_WITHIN_HOURS;

  return (
    <section aria-labelledby={headingId} className="card border-l-4 border-accent-400 p-5 sm:p-6">
      <div className="flex items-start gap-3 sm:gap-4">
        <span className="grid h-10 w-10 shrink-0 place-items-center rounded-full bg-accent-300/30 text-xl text-accent-700">
          <ClockIcon aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id={headingId} className="text-lg font-bold text-brand-900">
            <Trans>Requests expiring within {hours} hours</Trans>
          </h2>
          <p className="mt-1 text-sm text-muted">
            <Trans>Answer them before they lapse: the customer is waiting.</Trans>
          </p>
          <ul className="mt-3 divide-y divide-slate-100">
            {soon.map((booking) => {
              const minutes = minutesToRespond(booking, now);
              const left = durationText(minutes, format.tag);
              const car = booking.car.name;
              const pickup = when(booking.pickupAt);
              return (
                <li key={booking._id}>
                  <Link
                    to={portalPaths.booking(booking._id)}
                    className="flex flex-col gap-0.5 rounded-lg py-2.5 hover:bg-surface sm:flex-row sm:items-baseline sm:justify-between sm:gap-4"
                  >
                    <span className="min-w-0">
                      <span className="font-mono font-semibold tracking-wide text-brand-700 underline-offset-2 hover:underline">
                        {booking.reference}
                      </span>{' '}
                      <span className="text-muted">
                        <Trans>
                          · {car} · pickup {pickup}
                        </Trans>
                      </span>
                    </span>
                    <span className="shrink-0 text-sm font-semibold text-danger">
                      {minutes > 0 ? (
                        <Trans>Answer within {left}</Trans>
                      ) : (
                        <Trans>Expires any moment</Trans>
                      )}
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
          <Link to={portalPaths.bookings} className="btn-outline mt-3">
            <Trans>Open bookings</Trans>
            <ArrowRightIcon aria-hidden="true" />
          </Link>
        </div>
      </div>
    </section>
  );
}
