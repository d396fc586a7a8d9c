/**
 * What local packages, one-way drops and trips to a place are priced by
 * (docs/product/trips-and-money.md#local-hourly-packages). Apart from `booking-constants.ts`,
 * which the storefront's first screen carries: only quotes and the partner's rate card read these.
 */
import type { LocalPackage } from './booking-constants.js';
import type { Category } from './constants.js';
import type { PriceRates } from './pricing.js';

/**
 * What a car is priced at: its effective rates, package prices and its company's defaults. A
 * booking keeps a copy, so its final bill is priced as its quote was.
 */
export interface Tariff {
  category: Category;
  /** Seats besides the driver: a minibus pays tolls as a light commercial vehicle. */
  seats: number;
  rates: PriceRates;
  localPackages: Record<LocalPackage, number>;
  driverAllowancePerDay: number;
  nightChargePerNight: number;
  outstationMinKmPerDay: number;
}

/** Each package's hours and km included. */
export const LOCAL_PACKAGE_TERMS: Record<LocalPackage, { hours: number; km: number }> = {
  '4h40km': { hours: 4, km: 40 },
  '8h80km': { hours: 8, km: 80 },
  '12h120km': { hours: 12, km: 120 },
};

/**
 * A local package's price per category, whole rupees, where a car has none of its own: about a
 * third of the day's base for 4 hours, growing less than the hours, as city packages are priced.
 */
export const LOCAL_PACKAGE_PRICES: Record<Category, Record<LocalPackage, number>> = {
  regular: { '4h40km': 900, '8h80km': 1600, '12h120km': 2200 },
  prime: { '4h40km': 1200, '8h80km': 2100, '12h120km': 2900 },
  luxury: { '4h40km': 3000, '8h80km': 5200, '12h120km': 7200 },
};

/**
 * A one-way drop: the driver drives back empty, charged as its own line at this share of the
 * car's first per-km rate (the car earns nothing on the way back, but carries no one).
 */
export const ONE_WAY_RETURN_PERCENT = 50;

/** Cars with this many seats or more pay tolls as a light commercial vehicle (a minibus). */
export const LCV_SEATS_FROM = 10;
