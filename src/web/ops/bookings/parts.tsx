import { useLingui } from '@lingui/react/macro';
import type { BookingStatus } from '@shared/booking-constants';
import { useFormat } from '../../lib/i18n/format';
import { BOOKING_STATUS_LOOKS } from './labels';

/** A booking's status as a small coloured label. */
export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  const { i18n } = useLingui();
  const look = BOOKING_STATUS_LOOKS[status];
  return (
    <span
      className={`inline-flex shrink-0 items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ${look.badge}`}
    >
      {i18n._(look.label)}
    </span>
  );
}

/** A moment as India's date and time in the reader's language: "5 Mar 2026, 6:00 am". */
export function useWhen(): (iso: string) => string {
  const format = useFormat();
  return (iso) => format.date(iso, { dateStyle: 'medium', timeStyle: 'short' });
}
