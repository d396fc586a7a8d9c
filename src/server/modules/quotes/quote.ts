/**
 * The line-item quote of a trip (ARCHITECTURE.md, "Bookings"): pure arithmetic over a car's rate
 * card and its company's defaults, and the rules a trip must keep to be quoted, so the quote
 * route, a booking and the tests all price a trip the same way. Every amount is whole rupees,
 * rounded half up once per line.
 */
import {
  AIRPORT_FARES,
  AIRPORT_INCLUDED_KM,
  BOOKING_LIMITS,
  GST_PERCENT,
  INDIA_OFFSET_MINUTES,
  NIGHT_ENDS_HOUR,
  NIGHT_STARTS_HOUR,
  type TripType,
} from '../../../shared/booking-constants.js';
import type { Category } from '../../../shared/constants.js';
import type { Quote, QuoteBody, QuoteLine } from '../../../shared/contracts/bookings.js';
import { formatRupees } from '../../../shared/money.js';
import { INCLUDED_HOURS, INCLUDED_KM, type PriceRates } from '../../../shared/pricing.js';
import { badRequest, fieldError, notFound } from '../../http/errors.js';
import type { CarForTrip } from './quotes.repository.js';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const OFFSET_MS = INDIA_OFFSET_MINUTES * 60_000;

/** What a car is priced at: its effective rates and its company's defaults. */
export interface Tariff {
  category: Category;
  rates: PriceRates;
  driverAllowancePerDay: number;
  nightChargePerNight: number;
  outstationMinKmPerDay: number;
}

export interface Trip {
  tripType: TripType;
  pickupAt: Date;
  returnAt: Date;
  estimatedKm?: number | undefined;
}

/** The India calendar day of a moment, as days since 1970-01-01 (India time). */
const indiaDay = (at: number) => Math.floor((at + OFFSET_MS) / DAY_MS);

/** India calendar days the trip touches: Saturday 6 am to Sunday 11 pm is two. */
export function calendarDays(pickupAt: Date, returnAt: Date): number {
  // A return at midnight sharp touches no time of the next day.
  return indiaDay(returnAt.getTime() - 1) - indiaDay(pickupAt.getTime()) + 1;
}

/** Nights with driving between 22:00 and 06:00 India time: each such window the trip overlaps. */
export function nightsDriven(pickupAt: Date, returnAt: Date): number {
  const start = pickupAt.getTime();
  const end = returnAt.getTime();
  let nights = 0;
  // The window that starts at 22:00 on India day d ends at 06:00 on day d + 1; the trip's first
  // day may begin inside the window of the day before.
  for (let day = indiaDay(start) - 1; day <= indiaDay(end); day += 1) {
    const windowStart = day * DAY_MS + NIGHT_STARTS_HOUR * HOUR_MS - OFFSET_MS;
    const windowEnd = (day + 1) * DAY_MS + NIGHT_ENDS_HOUR * HOUR_MS - OFFSET_MS;
    if (start < windowEnd && end > windowStart) nights += 1;
  }
  return nights;
}

/** Half up, once per line: rupees never carry paise. */
const rupees = (amount: number) => Math.round(amount);

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
 * Checks the trip's times against the booking rules (docs/product/trips-and-money.md#bookings) at `now`; each
 * failure is a 400 on its field, so the form shows it where it belongs.
 */
export function assertTripTimes(trip: Trip, now: Date): void {
  const { pickupAt, returnAt } = trip;
  if (pickupAt.getTime() < now.getTime() + BOOKING_LIMITS.minLeadHours * HOUR_MS)
    throw fieldError('pickupAt', 'pickup_too_soon', { hours: BOOKING_LIMITS.minLeadHours });
  if (pickupAt.getTime() > now.getTime() + BOOKING_LIMITS.maxDaysAhead * DAY_MS)
    throw fieldError('pickupAt', 'pickup_too_far', { days: BOOKING_LIMITS.maxDaysAhead });
  if (returnAt.getTime() <= pickupAt.getTime())
    throw fieldError('returnAt', 'return_before_pickup');
  if (returnAt.getTime() - pickupAt.getTime() > BOOKING_LIMITS.maxTripDays * DAY_MS)
    throw fieldError('returnAt', 'trip_too_long', { days: BOOKING_LIMITS.maxTripDays });
  if (trip.tripType !== 'airport' && trip.estimatedKm === undefined)
    throw fieldError('estimatedKm', 'estimated_km_required');
}

/** The quote of a trip whose times have been checked ({@link assertTripTimes}). */
export function priceTrip(tariff: Tariff, trip: Trip): Quote {
  const { rates } = tariff;
  const days = calendarDays(trip.pickupAt, trip.returnAt);
  const hours = Math.ceil((trip.returnAt.getTime() - trip.pickupAt.getTime()) / HOUR_MS);
  const estimatedKm = trip.estimatedKm ?? 0;
  const lines: QuoteLine[] = [];
  let billedKm = estimatedKm;

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
    case 'outstation': {
      // A round trip is billed at least the company's minimum km for every calendar day away.
      billedKm = Math.max(estimatedKm, tariff.outstationMinKmPerDay * days);
      lines.push(distanceLine(rates, billedKm));
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

  // A transfer is a few hours' drive: the driver's day allowance is for rentals and trips away.
  if (trip.tripType !== 'airport' && tariff.driverAllowancePerDay > 0)
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

  const fare = lines.reduce((sum, line) => sum + line.amount, 0);
  const gst = rupees((fare * GST_PERCENT) / 100);
  lines.push({ code: 'gst', label: `GST ${GST_PERCENT}%`, amount: gst });

  const notes: Quote['notes'] = [
    {
      code: 'actuals',
      text: 'Tolls, parking and state permits are paid at actuals.',
    },
    { code: 'own_rates', text: "Priced at this car's own rates." },
  ];
  if (trip.tripType === 'rental')
    notes.push({ code: 'part_hours', text: 'A started hour is charged as a full hour.' });
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
    pickupAt: trip.pickupAt.toISOString(),
    returnAt: trip.returnAt.toISOString(),
    days,
    hours,
    billedKm,
    lines,
    fare,
    total: fare + gst,
    currency: 'INR',
    notes,
  };
}

/**
 * A car's price for a trip at `now`: the car as `quotes.repository.ts` read it, the rules of the
 * trip's times, then the quote. A car that is missing is 404; one that cannot be booked (not live,
 * its company not verified, marked unavailable) is 400, as is any trip the rules refuse. The quote
 * route and a booking ask the same, a booking before its transaction.
 */
export function quoteTrip(
  car: CarForTrip | undefined,
  body: QuoteBody,
  now: Date,
): { car: CarForTrip; quote: Quote } {
  if (!car) throw notFound('car_not_found');
  if (!car.bookable) throw badRequest('car_not_bookable');
  const trip = {
    tripType: body.tripType,
    pickupAt: new Date(body.pickupAt),
    returnAt: new Date(body.returnAt),
    estimatedKm: body.estimatedKm,
  };
  assertTripTimes(trip, now);
  return { car, quote: priceTrip(car.tariff, trip) };
}
