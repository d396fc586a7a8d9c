import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { Link } from 'react-router';
import type { Booking } from '@shared/contracts/bookings';
import type { CarBlock } from '@shared/contracts/fleet';
import { WrenchIcon } from '../../components/icons';
import { useFormat } from '../../lib/i18n/format';
import { portalPaths } from '../portal-paths';
import { BookingStatusBadge, useWhen } from './parts';

/** The month's bookings and blocks as a list: larger to tap on a phone, and read in order. */
export function MonthList({
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
