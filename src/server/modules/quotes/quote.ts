/**
 * The line-item quote of a trip (ARCHITECTURE.md, "Bookings"): pure arithmetic over a car's rate
 * card and its company's defaults, and the rules a trip must keep to be quoted, so the quote
 * route, a booking and the tests all price a trip the same way. Every amount is whole rupees,
 * rounded half up once per line.
 */
import {
  AIRPORT_FARES,
  AIRPORT_INCLUDED_KM,
  GST_PERCENT,
  INDIA_OFFSET_MINUTES,
  NIGHT_ENDS_HOUR,
  NIGHT_STARTS_HOUR,
  type LocalPackage,
  type TripType,
} from '../../../shared/booking-constants.js';
import {
  LCV_SEATS_FROM,
  LOCAL_PACKAGE_TERMS,
  ONE_WAY_RETURN_PERCENT,
  type Tariff,
} from '../../../shared/trip-pricing.js';

export type { Tariff } from '../../../shared/trip-pricing.js';
import {
  isReimbursed,
  type Quote,
  type QuoteBody,
  type QuoteLine,
} from '../../../shared/contracts/bookings.js';
import { formatRupees } from '../../../shared/money.js';
import { INCLUDED_HOURS, INCLUDED_KM, type PriceRates } from '../../../shared/pricing.js';
import {
  indiaDayOf,
  tripProblem,
  type TripField,
  type TripProblem,
} from '../../../shared/trip-rules.js';
import { badRequest, fieldError, notFound } from '../../http/errors.js';
import type { CarForTrip } from './quotes.repository.js';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const OFFSET_MS = INDIA_OFFSET_MINUTES * 60_000;

/** The route of a trip to a place, from the car's city, as the places data gives it. */
export interface TripRoute {
  placeId: string;
  placeName: string;
  /** Road km one way. */
  km: number;
  /** Tolls one way for a car and for a minibus. */
  tolls: { car: number; lcv: number };
  /** Each state entered, with its permit for up to 7, up to 13 and more seats. */
  permits: { state: string; upTo7: number; upTo13: number; over13: number }[];
}

export interface Trip {
  tripType: TripType;
  pickupAt: Date;
  returnAt: Date;
  estimatedKm?: number | undefined;
  package?: LocalPackage | undefined;
  route?: TripRoute | undefined;
}

/** India calendar days the trip touches: Saturday 6 am to Sunday 11 pm is two. */
export function calendarDays(pickupAt: Date, returnAt: Date): number {
  // A return at midnight sharp touches no time of the next day.
  return indiaDayOf(returnAt.getTime() - 1) - indiaDayOf(pickupAt.getTime()) + 1;
}

/** Nights with driving between 22:00 and 06:00 India time: each such window the trip overlaps. */
export function nightsDriven(pickupAt: Date, returnAt: Date): number {
  const start = pickupAt.getTime();
  const end = returnAt.getTime();
  let nights = 0;
  // The window that starts at 22:00 on India day d ends at 06:00 on day d + 1; the trip's first
  // day may begin inside the window of the day before.
  for (let day = indiaDayOf(start) - 1; day <= indiaDayOf(end); day += 1) {
    const windowStart = day * DAY_MS + NIGHT_STARTS_HOUR * HOUR_MS - OFFSET_MS;
    const windowEnd = (day + 1) * DAY_MS + NIGHT_ENDS_HOUR * HOUR_MS - OFFSET_MS;
    if (start < windowEnd && end > windowStart) nights += 1;
  }
  return nights;
}

/** Half up, once per line: rupees never carry paise. */
export const rupees = (amount: number) => Math.round(amount);

function distanceLine(rates: PriceRates, km: number): QuoteLine {
  const first = Math.min(km, INCLUDED_KM);
  const beyond = Math.max(0, km - INCLUDED_KM);
  const parts = [`${first} km × ${formatRupees(rates.perKmFirst)}`];
  if (beyond > 0) parts.push(`${beyond} km × ${formatRupees(rates.perKmBeyond)}`);
  return {
    code: 'distance',
    label: `Distance: ${parts.join(' + ')}`,
    amount: rupees(first * rates.perKmFirst + beyond * rates.perKmBeyond),
    quantity: km,
  };
}

/**
 * A trip problem as the 400 of the field that has it; `names` renames the fields of a query (the
 * car search's).
 */
export function tripError(problem: TripProblem, names?: Record<TripField, string>) {
  return names
    ? fieldError(names[problem.field], problem.code, problem.params, 'querystring')
    : fieldError(problem.field, problem.code, problem.params);
}

/** Checks the trip against the booking rules at `now`: each failure is a 400 on its field. */
export function assertTrip(trip: Trip & { to?: string | undefined }, now: Date): void {
  const problem = tripProblem(trip, now);
  if (problem) throw tripError(problem);
}

const seatsClass = (seats: number) => (seats >= LCV_SEATS_FROM ? 'lcv' : 'car');

/** The permit a state asks of a car with `seats` seats. */
const permitFor = (permit: TripRoute['permits'][number], seats: number) =>
  seats <= 7 ? permit.upTo7 : seats <= 13 ? permit.upTo13 : permit.over13;

const PACKAGE_LABELS: Record<LocalPackage, string> = {
  '4h40km': '4 h / 40 km',
  '8h80km': '8 h / 80 km',
  '12h120km': '12 h / 120 km',
};

/** The lines of a trip's route: its tolls there and back, and a permit per state entered. */
function routeLines(tariff: Tariff, route: TripRoute): QuoteLine[] {
  const lines: QuoteLine[] = [];
  // The car drives back either way: with its passengers on a round trip, empty after a drop.
  const tolls = 2 * route.tolls[seatsClass(tariff.seats)];
  if (tolls > 0)
    lines.push({
      code: 'tolls',
      label: `Estimated tolls to ${route.placeName} and back`,
      amount: tolls,
    });
  for (const permit of route.permits) {
    const amount = permitFor(permit, tariff.seats);
    if (amount > 0)
      lines.push({
        code: 'permit',
        label: `State permit: ${permit.state}`,
        amount,
        state: permit.state,
      });
  }
  return lines;
}

/**
 * Adds the GST line to a trip's lines and answers the fare (every line before GST) and the GST.
 * Tolls, permits and what the driver paid on the way are passed on at cost: GST is charged on
 * the fare the company earns. The quote and the final bill both end this way.
 */
export function addGst(lines: QuoteLine[]): { fare: number; gst: number } {
  const fare = lines.reduce((sum, line) => sum + line.amount, 0);
  const taxable = lines.reduce((sum, line) => sum + (isReimbursed(line.code) ? 0 : line.amount), 0);
  const gst = rupees((taxable * GST_PERCENT) / 100);
  lines.push({
    code: 'gst',
    label: `GST ${GST_PERCENT}% on ${formatRupees(taxable)}`,
    amount: gst,
  });
  return { fare, gst };
}

/** The quote of a trip that keeps the rules ({@link assertTrip}), its route resolved. */
export function priceTrip(tariff: Tariff, trip: Trip): Quote {
  const { rates } = tariff;
  const days = calendarDays(trip.pickupAt, trip.returnAt);
  const hours = Math.ceil((trip.returnAt.getTime() - trip.pickupAt.getTime()) / HOUR_MS);
  const estimatedKm = trip.estimatedKm ?? 0;
  const lines: QuoteLine[] = [];
  let billedKm = estimatedKm;
  let allIn = false;

  switch (trip.tripType) {
    case 'rental': {
      // docs/product/storefront.md#price-estimate: distance at the car's per-km rates, time as the base fare for the
      // first 24 hours and each started hour beyond.
      lines.push(distanceLine(rates, estimatedKm));
      const extraHours = Math.max(0, hours - INCLUDED_HOURS);
      lines.push({
        code: 'time',
        label:
          extraHours > 0
            ? `Time: base fare for ${INCLUDED_HOURS} h + ${extraHours} h × ${formatRupees(rates.perExtraHour)}`
            : `Time: base fare for up to ${INCLUDED_HOURS} h`,
        amount: rupees(rates.base + extraHours * rates.perExtraHour),
        quantity: hours,
      });
      break;
    }
    case 'local': {
      // The assertion made sure a local trip names its package.
      const name = trip.package ?? '4h40km';
      const terms = LOCAL_PACKAGE_TERMS[name];
      lines.push({
        code: 'package',
        label: `Local package ${PACKAGE_LABELS[name]}`,
        amount: tariff.localPackages[name],
      });
      billedKm = Math.max(estimatedKm, terms.km);
      const extraKm = billedKm - terms.km;
      if (extraKm > 0)
        lines.push({
          code: 'extra_km',
          label: `Extra km: ${extraKm} km × ${formatRupees(rates.perKmFirst)}`,
          amount: rupees(extraKm * rates.perKmFirst),
          quantity: extraKm,
          unitAmount: rates.perKmFirst,
        });
      const extraHours = Math.max(0, hours - terms.hours);
      if (extraHours > 0)
        lines.push({
          code: 'extra_time',
          label: `Extra time: ${extraHours} h × ${formatRupees(rates.perExtraHour)}`,
          amount: rupees(extraHours * rates.perExtraHour),
          quantity: extraHours,
          unitAmount: rates.perExtraHour,
        });
      allIn = true;
      break;
    }
    case 'outstation': {
      // A round trip is billed at least its route there and back, and at least the company's
      // minimum km for every calendar day away.
      const routeKm = trip.route ? 2 * trip.route.km : 0;
      billedKm = Math.max(estimatedKm, routeKm, tariff.outstationMinKmPerDay * days);
      lines.push(distanceLine(rates, billedKm));
      break;
    }
    case 'one_way': {
      // A drop: the route's km at the car's rates, and the driver's way back as its own line.
      const routeKm = trip.route?.km ?? 0;
      billedKm = Math.max(estimatedKm, routeKm);
      lines.push(distanceLine(rates, billedKm));
      const backRate = (rates.perKmFirst * ONE_WAY_RETURN_PERCENT) / 100;
      lines.push({
        code: 'return_trip',
        label: `Driver's way back: ${routeKm} km × ${formatRupees(backRate)} (${ONE_WAY_RETURN_PERCENT}% of the per-km rate)`,
        amount: rupees(routeKm * backRate),
        quantity: routeKm,
        unitAmount: backRate,
      });
      break;
    }
    case 'airport': {
      const fare = AIRPORT_FARES[tariff.category];
      lines.push({
        code: 'airport_fare',
        label: `Airport transfer, ${AIRPORT_INCLUDED_KM} km included`,
        amount: fare,
      });
      const beyond = Math.max(0, estimatedKm - AIRPORT_INCLUDED_KM);
      if (beyond > 0)
        lines.push({
          code: 'distance',
          label: `Distance beyond ${AIRPORT_INCLUDED_KM} km: ${beyond} km × ${formatRupees(rates.perKmBeyond)}`,
          amount: rupees(beyond * rates.perKmBeyond),
          quantity: beyond,
          unitAmount: rates.perKmBeyond,
        });
      break;
    }
  }

  // A transfer is a few hours' drive and a local package pays the driver's day in its price: the
  // day allowance is for rentals and trips away.
  const allowanceDue = trip.tripType !== 'airport' && trip.tripType !== 'local';
  if (allowanceDue && tariff.driverAllowancePerDay > 0)
    lines.push({
      code: 'driver_allowance',
      label: `Driver allowance: ${days} ${days === 1 ? 'day' : 'days'} × ${formatRupees(tariff.driverAllowancePerDay)}`,
      amount: rupees(days * tariff.driverAllowancePerDay),
      quantity: days,
      unitAmount: tariff.driverAllowancePerDay,
    });

  const nights = nightsDriven(trip.pickupAt, trip.returnAt);
  if (nights > 0 && tariff.nightChargePerNight > 0)
    lines.push({
      code: 'night_charge',
      label: `Night charge (22:00–06:00): ${nights} ${nights === 1 ? 'night' : 'nights'} × ${formatRupees(tariff.nightChargePerNight)}`,
      amount: rupees(nights * tariff.nightChargePerNight),
      quantity: nights,
      unitAmount: tariff.nightChargePerNight,
    });

  if (trip.route && (trip.tripType === 'outstation' || trip.tripType === 'one_way')) {
    lines.push(...routeLines(tariff, trip.route));
    allIn = true;
  }

  const { fare, gst } = addGst(lines);

  const notes: Quote['notes'] = [];
  if (allIn) {
    notes.push({
      code: 'parking_actuals',
      text: 'All-in: only parking is paid at actuals.',
    });
    if (lines.some((line) => isReimbursed(line.code)))
      notes.push({
        code: 'estimated_tolls',
        text: 'Tolls and state permits are estimated from the route; the bill settles them against the receipts.',
      });
  } else {
    notes.push({ code: 'actuals', text: 'Tolls, parking and state permits are paid at actuals.' });
  }
  notes.push({ code: 'own_rates', text: "Priced at this car's own rates." });
  if (trip.tripType === 'rental')
    notes.push({ code: 'part_hours', text: 'A started hour is charged as a full hour.' });
  if (trip.tripType === 'local')
    notes.push({
      code: 'local_package',
      text: "Extra km and extra hours beyond the package are charged at the car's rates.",
    });
  if (trip.tripType === 'outstation')
    notes.push({
      code: 'outstation_minimum',
      text: `Outstation trips are billed at least ${tariff.outstationMinKmPerDay} km a day.`,
    });
  if (trip.tripType === 'airport')
    notes.push({
      code: 'airport_included_km',
      text: `The transfer fare covers ${AIRPORT_INCLUDED_KM} km.`,
    });

  return {
    tripType: trip.tripType,
    ...(trip.tripType === 'local' && trip.package ? { package: trip.package } : {}),
    ...(trip.route
      ? { to: { id: trip.route.placeId, name: trip.route.placeName, routeKm: trip.route.km } }
      : {}),
    pickupAt: trip.pickupAt.toISOString(),
    returnAt: trip.returnAt.toISOString(),
    days,
    hours,
    billedKm,
    lines,
    fare,
    total: fare + gst,
    currency: 'INR',
    allIn,
    notes,
  };
}

/** Finds a trip's route from a car's city: the places the server knows (modules/places). */
export type RouteFinder = (city: string, placeId: string) => TripRoute;

/**
 * A car's price for a trip at `now`: the car as `quotes.repository.ts` read it, the rules of the
 * trip, its route, then the quote. A car that is missing is 404; one that cannot be booked (not
 * live, its company not verified, marked unavailable) is 400, as is any trip the rules refuse or
 * a place without a route. The quote route and a booking ask the same, a booking before its
 * transaction.
 */
export function quoteTrip(
  car: CarForTrip | undefined,
  body: QuoteBody,
  now: Date,
  findRoute: RouteFinder,
): { car: CarForTrip; quote: Quote } {
  if (!car) throw notFound('car_not_found');
  if (!car.bookable) throw badRequest('car_not_bookable');
  const asked = {
    tripType: body.tripType,
    pickupAt: new Date(body.pickupAt),
    returnAt: new Date(body.returnAt),
    estimatedKm: body.estimatedKm,
    package: body.package,
    to: body.to,
  };
  assertTrip(asked, now);
  // A place is read only for the trips that go to one.
  const route =
    asked.to !== undefined && (asked.tripType === 'outstation' || asked.tripType === 'one_way')
      ? findRoute(car.city, asked.to)
      : undefined;
  return { car, quote: priceTrip(car.tariff, { ...asked, route }) };
}
