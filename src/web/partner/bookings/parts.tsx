import { useEffect, useState } from 'react';
import { useFormat } from '../../lib/i18n/format';

/**
 * The clock that countdowns and "can be started now" are measured by, moved on every 30
 * seconds: a request's time to answer runs out while the page is open.
 */
export function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** A moment as India's date and time in the reader's language: "5 Mar 2026, 6:00 am". */
export function useWhen(): (iso: string) => string {
  const format = useFormat();
  return (iso) => format.date(iso, { dateStyle: 'medium', timeStyle: 'short' });
}

export { BookingStatusBadge } from '../../components/booking/booking-status-badge';
