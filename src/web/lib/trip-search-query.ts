/**
 * The planned trip (lib/planned-trip.ts) as the car search asks for it: its return worked out,
 * its India days and times as the API's moments. Apart from the URL model, which the home page
 * carries on its first screen, since only the lists and the car page search by trip.
 */
import { type LocalPackage } from '@shared/booking-constants';
import { LOCAL_PACKAGE_TERMS } from '@shared/trip-pricing';
import { addDays, indiaMoment } from '@shared/india-time';
import type { PlannedTrip } from './planned-trip';

/**
 * When a local trip ends: its package's hours after pickup, or midnight when that comes first
 * (a local trip ends on its pickup's day). As an India day and time.
 */
export function localReturn(
  date: string,
  time: string,
  pack: LocalPackage,
): { date: string; time: string } {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const end = Math.min(hours * 60 + minutes + LOCAL_PACKAGE_TERMS[pack].hours * 60, 24 * 60);
  if (end === 24 * 60) return { date: addDays(date, 1), time: '00:00' };
  const pad = (value: number) => String(value).padStart(2, '0');
  return { date, time: `${pad(Math.floor(end / 60))}:${pad(end % 60)}` };
}

/** The trip's return as an India day and time: its own, or a local trip's from its package. */
export function returnOf(trip: PlannedTrip): { date: string; time: string } | null {
  if (trip.tripType === 'local') {
    if (trip.package === '' || trip.date === '' || trip.time === '') return null;
    return localReturn(trip.date, trip.time, trip.package);
  }
  if (trip.returnDate === '' || trip.returnTime === '') return null;
  return { date: trip.returnDate, time: trip.returnTime };
}

/**
 * The car search's query for the trip (`GET /api/cars`: `pickup_at`, `return_at`, `trip_type`,
 * `package`, `to`, `km`), or null while its pickup or return is not known: the list then shows
 * every car, without trip prices.
 */
export function tripSearchQuery(trip: PlannedTrip | null): Record<string, string> | null {
  if (!trip || trip.date === '' || trip.time === '') return null;
  const back = returnOf(trip);
  const pickupAt = indiaMoment(trip.date, trip.time);
  const returnAt = back ? indiaMoment(back.date, back.time) : undefined;
  if (pickupAt === undefined || returnAt === undefined) return null;
  return {
    pickup_at: pickupAt,
    return_at: returnAt,
    trip_type: trip.tripType,
    ...(trip.package ? { package: trip.package } : {}),
    ...(trip.to ? { to: trip.to } : {}),
    ...(trip.km ? { km: trip.km } : {}),
  };
}
