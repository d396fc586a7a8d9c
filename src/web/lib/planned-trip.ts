import {
  LOCAL_PACKAGES,
  TRIP_TYPES,
  type LocalPackage,
  type TripType,
} from '@shared/booking-constants';

/**
 * The trip a customer searched for on the home page: its kind, the pickup and return (India
 * time), the local package, the place it goes to and the km. It rides in the URL
 * (`?trip=outstation&date=2026-12-05&time=06:00&return_date=2026-12-06&return_time=21:00&to=tirupati`)
 * from the search to the category page, the car page and the booking form, so a link or the back
 * button keeps it and no page has to remember it for another.
 */
export interface PlannedTrip {
  tripType: TripType;
  /** YYYY-MM-DD, an India calendar day; empty when not chosen. */
  date: string;
  /** HH:MM, India time; empty when not chosen. */
  time: string;
  /** The return's India day and time; empty when not chosen (a local trip's comes from its package). */
  returnDate: string;
  returnTime: string;
  /** A local trip's package; empty for the other kinds. */
  package: LocalPackage | '';
  /** The place an outstation trip or a one-way drop goes to (its id); empty when none. */
  to: string;
  /** The customer's estimate of the km; empty when not given. */
  km: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const PLACE = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const KM = /^[1-9]\d{0,3}$/;

/** The URL's name of each part, in the order a link writes them. */
const PARAMS: [keyof PlannedTrip, string][] = [
  ['tripType', 'trip'],
  ['date', 'date'],
  ['time', 'time'],
  ['returnDate', 'return_date'],
  ['returnTime', 'return_time'],
  ['package', 'package'],
  ['to', 'to'],
  ['km', 'km'],
];

const kept = (value: string | null, shape: RegExp) =>
  value !== null && shape.test(value) ? value : '';

/** The planned trip of a URL; null when it names none (or only values that are not a trip). */
export function plannedTripFrom(search: URLSearchParams): PlannedTrip | null {
  const tripType = TRIP_TYPES.find((type) => type === search.get('trip'));
  if (!tripType) return null;
  const pack = LOCAL_PACKAGES.find((name) => name === search.get('package'));
  return {
    tripType,
    date: kept(search.get('date'), DAY),
    time: kept(search.get('time'), TIME),
    returnDate: kept(search.get('return_date'), DAY),
    returnTime: kept(search.get('return_time'), TIME),
    package: tripType === 'local' ? (pack ?? '') : '',
    to: tripType === 'outstation' || tripType === 'one_way' ? kept(search.get('to'), PLACE) : '',
    km: kept(search.get('km'), KM),
  };
}

/** The trip's URL parameters, to add to a link (empty parts left out). */
export function tripParams(trip: PlannedTrip | null): [string, string][] {
  if (!trip) return [];
  return PARAMS.map(([part, name]): [string, string] => [name, trip[part]]).filter(
    ([, value]) => value !== '',
  );
}

/** A path with the trip of the current URL carried on, e.g. a car card's link. */
export function withTrip(path: string, search: URLSearchParams): string {
  const params = new URLSearchParams(tripParams(plannedTripFrom(search)));
  const query = params.toString();
  return query ? `${path}${path.includes('?') ? '&' : '?'}${query}` : path;
}

/**
 * The trip types the home search and the booking form offer: every one, since a local package's
 * package and a one-way drop's place are asked for too (the place picker).
 */
export const OFFERED_TRIP_TYPES = [
  'rental',
  'local',
  'outstation',
  'airport',
  'one_way',
] as const satisfies readonly TripType[];
