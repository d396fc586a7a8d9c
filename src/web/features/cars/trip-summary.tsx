import { Trans, useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router';
import { CalendarIcon } from '../../components/icons';
import { useFormat } from '../../lib/i18n/format';
import { TRIP_TYPE_LABELS } from '../../lib/i18n/trip-labels';
import { plannedTripFrom } from '../../lib/planned-trip';
import { indiaMoment, indiaNoon } from '@shared/india-time';

/**
 * The trip the customer searched for, said back to them ("Outstation, pickup Sat, 28 Nov 2026,
 * 9:00 am") so they see the list and the car are for that trip; nothing when none was given.
 */
export function TripSummary({ className = '' }: { className?: string }) {
  const { i18n } = useLingui();
  const format = useFormat();
  const [search] = useSearchParams();
  const trip = plannedTripFrom(search);
  if (!trip) return null;
  const kind = i18n._(TRIP_TYPE_LABELS[trip.tripType]);
  // The day and time are India time, as entered; noon stands in when no time was given.
  const moment = trip.time ? indiaMoment(trip.date, trip.time) : indiaNoon(trip.date);
  const day = trip.date
    ? format.date(moment ?? '', {
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        ...(trip.time ? { hour: 'numeric', minute: '2-digit' } : {}),
      })
    : '';
  return (
    <p
      className={`inline-flex items-center gap-2 rounded-full bg-white/80 px-3 py-1.5 text-sm font-medium text-brand-900 ring-1 ring-brand-100 ${className}`}
    >
      <CalendarIcon className="h-4 w-4 shrink-0 text-brand-600" />
      {day ? (
        <Trans>
          Your trip: {kind}, pickup {day}
        </Trans>
      ) : (
        <Trans>Your trip: {kind}</Trans>
      )}
    </p>
  );
}
