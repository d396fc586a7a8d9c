import { useFormat } from '../../lib/i18n/format';
import type { BookingStatus } from '@shared/booking-constants';
import { BookingStatusBadge as Badge } from '../../components/booking/booking-status-badge';

/** A moment as India's date and time in the reader's language: "5 Mar 2026, 6:00 am". */
export function useWhen(): (iso: string) => string {
  const format = useFormat();
  return (iso) => format.date(iso, { dateStyle: 'medium', timeStyle: 'short' });
}

/** A booking's status as a small coloured label, on one line in the console's tables. */
export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  return <Badge status={status} nowrap />;
}
