import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  BOOKING_LIMITS,
  LOCAL_PACKAGES,
  TRIP_TYPES,
  type LocalPackage,
  type TripType,
} from '@shared/booking-constants';
import { BookingBodySchema, type BookingBody, type QuoteBody } from '@shared/contracts/bookings';
import type { Car } from '@shared/contracts/cars';
import { PROMO_CODE_PATTERN } from '@shared/contracts/promotions';
import { messageRef, type Said } from '@shared/message-ref';
import { tripProblem, type TripField as BodyField } from '@shared/trip-rules';
import { localReturn } from '../../lib/trip-search-query';
import { indiaMoment } from './india-time';

// The booking form's values and its rules, apart from React: what the customer typed, the body
// it becomes, the problems the shared schema finds in it and the trip the live quote prices.

export type BookableCar = Pick<
  Car,
  '_id' | 'car_name' | 'car_model' | 'seater' | 'service_type' | 'category' | 'city'
>;

/** The trip as typed: India dates and times apart, numbers still text until they are checked. */
export interface TripFormValues {
  tripType: TripType;
  /** A local trip's package; empty until chosen (and for the other kinds). */
  package: LocalPackage | '';
  /** The place an outstation trip or a one-way drop goes to (its id); empty when none. */
  to: string;
  pickupDate: string;
  pickupTime: string;
  returnDate: string;
  returnTime: string;
  estimatedKm: string;
  pickupAddress: string;
  dropAddress: string;
  passengers: string;
  notes: string;
  /** A business trip's GSTIN for the invoice; empty for none. */
  gstin: string;
  /** A Saarthi offer's code as typed; empty for none. */
  promoCode: string;
}
export type TripField = keyof TripFormValues;

/** A field's problem: a shared rule's reference, or what the API said of the field. */
export type Problems = Partial<Record<TripField, Said>>;

/** The body's fields as the form shows them: a moment's problem sits at its date. */
const FIELD_OF: Partial<Record<string, TripField>> = {
  tripType: 'tripType',
  package: 'package',
  to: 'to',
  pickupAt: 'pickupDate',
  returnAt: 'returnDate',
  estimatedKm: 'estimatedKm',
  pickupAddress: 'pickupAddress',
  dropAddress: 'dropAddress',
  passengers: 'passengers',
  notes: 'notes',
  gstin: 'gstin',
  promoCode: 'promoCode',
};
/** The form's field for a field of the body the server named, if the form shows it. */
export const tripFieldOf = (field: string): TripField | undefined =>
  Object.hasOwn(FIELD_OF, field) ? FIELD_OF[field] : undefined;

/** The order the fields come in, so the first one with a problem gets the focus. */
export const FIELD_ORDER: readonly TripField[] = [
  'tripType',
  'package',
  'to',
  'pickupDate',
  'returnDate',
  'estimatedKm',
  'pickupAddress',
  'dropAddress',
  'passengers',
  'notes',
  'gstin',
  'promoCode',
];

export const TRIP_HINTS: Record<TripType, MessageDescriptor> = {
  rental: msg`In and around the city, by the hour and the km`,
  outstation: msg`A round trip out of town, billed by the day`,
  airport: msg`To or from the airport at a fixed fare`,
  local: msg`A few hours in the city: a package of hours and km`,
  one_way: msg`A drop to another place; the driver's way back is its own line`,
};

/**
 * Whether the trip is priced by the customer's km, so the estimate is needed: a rental, and an
 * outstation trip without a place (with one, the route's km are charged at least).
 */
export const needsKm = (tripType: TripType, to = '') =>
  tripType === 'rental' || (tripType === 'outstation' && to === '');
/** The trip types that go to a place: the form asks where. */
export const goesToPlace = (tripType: TripType) =>
  tripType === 'outstation' || tripType === 'one_way';
const isPackage = (value: string | undefined): value is LocalPackage =>
  (LOCAL_PACKAGES as readonly string[]).includes(value ?? '');

/**
 * A local trip's return follows its package: the package's hours after the pickup (midnight at
 * the latest). Other trips, and a local one not yet timed, keep the return typed.
 */
export function withPackageReturn(values: TripFormValues): TripFormValues {
  if (values.tripType !== 'local' || !values.package || !values.pickupDate || !values.pickupTime)
    return values;
  const back = localReturn(values.pickupDate, values.pickupTime, values.package);
  return { ...values, returnDate: back.date, returnTime: back.time };
}
const isTripType = (value: string | undefined): value is TripType =>
  (TRIP_TYPES as readonly string[]).includes(value ?? '');

export function initialValues(
  car: BookableCar,
  draft: Partial<Record<string, string>> = {},
  pickupDay?: string,
): TripFormValues {
  const text = (field: TripField, fallback: string) => draft[field] ?? fallback;
  const tripType = isTripType(draft.tripType)
    ? draft.tripType
    : isTripType(car.service_type)
      ? car.service_type
      : 'rental';
  const pickupDate = pickupDay ?? text('pickupDate', '');
  const values: TripFormValues = {
    tripType,
    package: tripType === 'local' && isPackage(draft.package) ? draft.package : '',
    to: goesToPlace(tripType) ? text('to', '') : '',
    pickupDate,
    pickupTime: text('pickupTime', '09:00'),
    returnDate: pickupDay ? pickupDay : text('returnDate', pickupDate),
    returnTime: text('returnTime', '18:00'),
    estimatedKm: text('estimatedKm', ''),
    pickupAddress: text('pickupAddress', ''),
    dropAddress: text('dropAddress', ''),
    passengers: text('passengers', '1'),
    notes: text('notes', ''),
    gstin: text('gstin', ''),
    promoCode: text('promoCode', ''),
  };
  // A local trip's return is its package's: a typed one is kept only from a saved draft.
  return draft.returnDate && draft.tripType === 'local' && !pickupDay
    ? values
    : withPackageReturn(values);
}

const wholeNumber = (value: string) => (value.trim() === '' ? undefined : Number(value));

/** A whole number from `min` to `max` typed in a field; undefined for anything else. */
function wholeIn(value: string, min: number, max: number): number | undefined {
  const number = wholeNumber(value);
  return number !== undefined && Number.isInteger(number) && number >= min && number <= max
    ? number
    : undefined;
}

/** The offer's code when one is typed: the schema checks its form, the server the rest. */
const offerField = (values: TripFormValues) =>
  values.promoCode.trim() === '' ? {} : { promoCode: values.promoCode };

/** What the trip's type asks for beyond the times: a local trip's package, a place. */
function typeFields(values: TripFormValues) {
  return {
    ...(values.tripType === 'local' && values.package ? { package: values.package } : {}),
    ...(goesToPlace(values.tripType) && values.to ? { to: values.to } : {}),
  };
}

function toBody(carId: string, values: TripFormValues) {
  return {
    carId,
    tripType: values.tripType,
    pickupAt: indiaMoment(values.pickupDate, values.pickupTime) ?? '',
    returnAt: indiaMoment(values.returnDate, values.returnTime) ?? '',
    // A local trip is priced by its package: km typed before switching to it are not sent.
    estimatedKm: values.tripType === 'local' ? undefined : wholeNumber(values.estimatedKm),
    ...typeFields(values),
    pickupAddress: values.pickupAddress,
    dropAddress: values.dropAddress,
    passengers: wholeNumber(values.passengers),
    notes: values.notes,
    gstin: values.gstin,
    ...offerField(values),
  };
}

/** The form's field for a field of the shared trip rules. */
const FIELD_OF_RULE: Record<BodyField, TripField> = {
  pickupAt: 'pickupDate',
  returnAt: 'returnDate',
  estimatedKm: 'estimatedKm',
  package: 'package',
  to: 'to',
};

/**
 * The shared schema's verdict on the trip (the server's own rules, so each message is written
 * once), with the rules it leaves to the server that the form can tell at once: the distance a
 * rental or an outstation trip is priced by, the car's seats, a return after the pickup.
 */
export function checkTrip(
  car: BookableCar,
  values: TripFormValues,
): { body: BookingBody } | { problems: Problems } {
  const parsed = BookingBodySchema.safeParse(toBody(car._id, values));
  const problems: Problems = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = tripFieldOf(String(issue.path[0]));
      if (field) problems[field] ??= { message: issue.message };
    }
  }
  const body = parsed.success ? parsed.data : undefined;
  if (needsKm(values.tripType, values.to) && values.estimatedKm.trim() === '')
    problems.estimatedKm ??= { message: messageRef('estimated_km_required') };
  if (values.tripType === 'local' && !values.package)
    problems.package ??= { message: messageRef('package_required') };
  if (values.tripType === 'one_way' && !values.to)
    problems.to ??= { message: messageRef('place_required') };
  if (body) {
    // The server's own rules of the trip's times and type: a pickup too soon, a local trip past
    // midnight, a one-way drop without its place.
    const found = tripProblem(
      {
        tripType: body.tripType,
        pickupAt: new Date(body.pickupAt),
        returnAt: new Date(body.returnAt),
        estimatedKm: body.estimatedKm,
        package: body.package,
        to: body.to,
      },
      new Date(),
    );
    if (found)
      problems[FIELD_OF_RULE[found.field]] ??= { message: messageRef(found.code, found.params) };
  }
  const passengers = Number(values.passengers);
  if (Number.isInteger(passengers) && passengers > car.seater)
    problems.passengers ??= {
      message: messageRef('passengers_over_seats', { seats: car.seater }),
    };
  if (body && Date.parse(body.returnAt) <= Date.parse(body.pickupAt))
    problems.returnDate ??= { message: messageRef('return_before_pickup') };
  return body && Object.keys(problems).length === 0 ? { body } : { problems };
}

/** The trip as the live quote prices it, once it is complete enough to price. */
export function quoteBodyOf(carId: string, values: TripFormValues): QuoteBody | undefined {
  const pickupAt = indiaMoment(values.pickupDate, values.pickupTime);
  const returnAt = indiaMoment(values.returnDate, values.returnTime);
  if (!pickupAt || !returnAt || Date.parse(returnAt) <= Date.parse(pickupAt)) return undefined;
  const estimatedKm =
    values.tripType === 'local'
      ? undefined
      : wholeIn(values.estimatedKm, 1, BOOKING_LIMITS.estimatedKmMax);
  if (needsKm(values.tripType, values.to) && estimatedKm === undefined) return undefined;
  if (values.tripType === 'local' && !values.package) return undefined;
  if (values.tripType === 'one_way' && !values.to) return undefined;
  return {
    carId,
    tripType: values.tripType,
    pickupAt,
    returnAt,
    ...(estimatedKm === undefined ? {} : { estimatedKm }),
    ...typeFields(values),
    // A code is priced once it is whole: a half-typed one leaves the price as it was.
    ...(PROMO_CODE_PATTERN.test(values.promoCode.trim().toUpperCase())
      ? { promoCode: values.promoCode.trim().toUpperCase() }
      : {}),
  };
}
