/**
 * Bookings and quotes (docs/product/trips-and-money.md#trips-and-money): trip types, the states of
 * a booking, its time limits and the default cancellation policy. Apart from `constants.ts` so
 * that the storefront's first screen never carries them.
 */
import type { Category } from './constants.js';

/**
 * A rental (the price table's formula), a local hourly package in the city, an outstation round
 * trip, an airport transfer, or a one-way drop to another place.
 */
export const TRIP_TYPES = ['rental', 'local', 'outstation', 'airport', 'one_way'] as const;
export type TripType = (typeof TRIP_TYPES)[number];

/**
 * A morning or a day in the city with a car and its driver: hours and km included, extra km and
 * extra hours at the car's own rates. A local trip ends on its pickup's India calendar day.
 */
export const LOCAL_PACKAGES = ['4h40km', '8h80km', '12h120km'] as const;
export type LocalPackage = (typeof LOCAL_PACKAGES)[number];

export const BOOKING_STATUSES = [
  'requested',
  'confirmed',
  'declined',
  'expired',
  'in_progress',
  'completed',
  'cancelled',
  'no_show',
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** The states that hold the car (and, once assigned, the driver) for the trip's time. */
export const ACTIVE_BOOKING_STATUSES = [
  'requested',
  'confirmed',
  'in_progress',
] as const satisfies readonly BookingStatus[];

/** Who moved a booking: its customer, the company's partner, an operator, or the clock. */
export const BOOKING_ACTORS = ['customer', 'partner', 'operator', 'system'] as const;
export type BookingActor = (typeof BOOKING_ACTORS)[number];

/** What a party can do to a booking; each is one move of the state machine. */
export const BOOKING_ACTIONS = [
  'accept',
  'decline',
  'start',
  'complete',
  'no-show',
  'cancel',
] as const;
export type BookingAction = (typeof BOOKING_ACTIONS)[number];

export const BOOKING_LIMITS = {
  /** Pickup at least this far ahead, so the company can answer and send a driver. */
  minLeadHours: 2,
  /** Pickup at most this far ahead. */
  maxDaysAhead: 180,
  /** A trip lasts at most this long. */
  maxTripDays: 30,
  /** The car and driver stay held this long after the return, to get back and clean up. */
  turnaroundHours: 1,
  /** A company may start a trip this long before its pickup: the driver sets out early. */
  startWindowHours: 3,
  /** A request not answered within this long (or by an hour before pickup) expires. */
  respondWithinHours: 12,
  /** A confirmed or started trip is completed by the system this long after its return. */
  autoCompleteAfterHours: 24,
  passengersMax: 12,
  estimatedKmMax: 5000,
  addressMax: 300,
  notesMax: 500,
  reasonMax: 300,
} as const;

/** One tier: cancelling less than `hoursBefore` pickup (and no less than the next tier) costs `feePercent` of the fare. */
export interface CancellationTier {
  hoursBefore: number;
  feePercent: number;
}
export interface CancellationPolicy {
  /** From the earliest cut-off to the latest: the first tier whose hours the notice reaches applies. */
  tiers: CancellationTier[];
  noShowPercent: number;
}

/** docs/product/trips-and-money.md#bookings: free more than 24 h ahead, 25 % from 24 to 6 h, 50 % under 6 h. */
export const DEFAULT_CANCELLATION_POLICY: CancellationPolicy = {
  tiers: [
    { hoursBefore: 24, feePercent: 0 },
    { hoursBefore: 6, feePercent: 25 },
    { hoursBefore: 0, feePercent: 50 },
  ],
  noShowPercent: 100,
};

/** Airport transfers: a fixed fare per category covering this many km, then the per-km beyond rate. */
export const AIRPORT_FARES: Record<Category, number> = {
  regular: 1200,
  prime: 1800,
  luxury: 4500,
};
export const AIRPORT_INCLUDED_KM = 40;

/** GST on the fare of a car rented with a driver, its own line of the quote. */
export const GST_PERCENT = 5;

/** Driving between these India-time hours makes a night (docs/product/trips-and-money.md#night-charge: 22:00 to 06:00). */
export const NIGHT_STARTS_HOUR = 22;
export const NIGHT_ENDS_HOUR = 6;

/** India time: every calendar day of a quote is one of Asia/Kolkata. */
export const INDIA_TIME_ZONE = 'Asia/Kolkata';
export const INDIA_OFFSET_MINUTES = 330;
