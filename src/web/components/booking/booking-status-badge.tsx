import { useLingui } from '@lingui/react/macro';
import type { BookingStatus } from '@shared/booking-constants';
import { BOOKING_STATUS_LOOKS } from './booking-labels';

/** A booking's status as a small coloured label; `nowrap` keeps it on one line in a table. */
export function BookingStatusBadge({
  status,
  nowrap = false,
}: {
  status: BookingStatus;
  nowrap?: boolean;
}) {
  const { i18n } = useLingui();
  const look = BOOKING_STATUS_LOOKS[status];
  return (
    <span
      className={`inline-flex shrink-0 items-center ${nowrap ? 'whitespace-nowrap ' : ''}rounded-full px-2.5 py-0.5 text-xs font-semibold ${look.badge}`}
    >
      {i18n._(look.label)}
    </span>
  );
}
