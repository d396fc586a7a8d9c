import { TRIP_TYPES, type TripType } from '@shared/booking-constants';

/**
 * The trip a customer searched for on the home page: its kind and, when given, the pickup day
 * and time (India time). It rides in the URL (`?trip=outstation&date=2026-12-01&time=09:00`) from
 * the search to the category page, the car page and the booking form, so a link or the back
 * button keeps it and no page has to remember it for another.
 */
export interface PlannedTrip {
  tripType: TripType;
  /** YYYY-MM-DD, an India calendar day; empty when not chosen. */
  date: string;
  /** HH:MM, India time; empty when not chosen. */
  time: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const PARAMS = ['trip', 'date', 'time'] as const;

/** The planned trip of a URL; null when it names none (or only values that are not a trip). */
export function plannedTripFrom(search: URLSearchParams): PlannedTrip | null {
  const tripType = TRIP_TYPES.find((type) => type === search.get('trip'));
  if (!tripType) return null;
  const date = search.get('date') ?? '';
  const time = search.get('time') ?? '';
  return { tripType, date: DAY.test(date) ? date : '', time: TIME.test(time) ? time : '' };
}

/** The trip's URL parameters, to add to a link (empty parts left out). */
export function tripParams(trip: PlannedTrip | null): [string, string][] {
  if (!trip) return [];
  const values = [trip.tripType, trip.date, trip.time];
  return PARAMS.map((name, index): [string, string] => [name, values[index]!]).filter(
    ([, value]) => value !== '',
  );
}

/** A path with the trip of the current URL carried on, e.g. a car card's link. */
export function withTrip(path: string, search: URLSearchParams): string {
  const params = new URLSearchParams(tripParams(plannedTripFrom(search)));
  const query = params.toString();
  return query ? `${path}${path.includes('?') ? '&' : '?'}${query}` : path;
}
