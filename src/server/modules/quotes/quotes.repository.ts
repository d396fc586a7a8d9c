import { eq, sql } from 'drizzle-orm';
import {
  LOCAL_PACKAGES,
  type CancellationPolicy,
  type LocalPackage,
} from '../../../shared/booking-constants.js';
import { LOCAL_PACKAGE_PRICES } from '../../../shared/trip-pricing.js';
import type { Category } from '../../../shared/constants.js';
import { effectiveRates, type OwnRates } from '../../../shared/rate-card.js';
import type { Database } from '../../db/client.js';
import { cars, travelCompanies } from '../../db/schema/index.js';
import type { Tariff } from './quote.js';

/** A car as a quote or a booking needs it: its tariff, whether it can be booked, and whose it is. */
export interface CarForTrip {
  id: string;
  travelCompanyId: string;
  /** Where the car starts: a trip to a place takes its route from here. */
  city: string;
  seats: number;
  /** In the storefront: live, of a verified company. */
  listed: boolean;
  /** Listed, and marked available by its partner. */
  bookable: boolean;
  tariff: Tariff;
  cancellationPolicy: CancellationPolicy;
}

const columns = {
  id: cars.id,
  travelCompanyId: cars.travelCompanyId,
  city: cars.city,
  category: cars.category,
  seats: cars.seater,
  status: cars.status,
  available: cars.availability,
  companyStatus: travelCompanies.status,
  perKmFirst: cars.ratePerKmFirst,
  perKmBeyond: cars.ratePerKmBeyond,
  base: cars.baseFare,
  perExtraHour: cars.ratePerExtraHour,
  localPackagePrices: cars.localPackagePrices,
  driverAllowancePerDay: travelCompanies.driverAllowancePerDay,
  nightChargePerNight: travelCompanies.nightChargePerNight,
  outstationMinKmPerDay: travelCompanies.outstationMinKmPerDay,
  cancellationPolicy: travelCompanies.cancellationPolicy,
};

type Row = Awaited<ReturnType<typeof selectCar>>[number];

const selectCar = (db: Database) =>
  db
    .select(columns)
    .from(cars)
    .innerJoin(travelCompanies, eq(travelCompanies.id, cars.travelCompanyId));

/** A car's local package prices: its own where it has one, its category's otherwise. */
export function packagePrices(
  category: Category,
  own: Partial<Record<LocalPackage, number>>,
): Record<LocalPackage, number> {
  return Object.fromEntries(
    LOCAL_PACKAGES.map((name) => [name, own[name] ?? LOCAL_PACKAGE_PRICES[category][name]]),
  ) as Record<LocalPackage, number>;
}

/** A car's own pricing figures, as its row or a kept rate card spells them. */
export interface OwnTariff {
  category: Category;
  seats: number;
  rates: OwnRates;
  localPackagePrices: Partial<Record<LocalPackage, number>>;
  driverAllowancePerDay: number;
  nightChargePerNight: number;
  outstationMinKmPerDay: number;
}

/** The tariff a car's quote prices with: its own rates and packages over its category's. */
export function tariffOf(own: OwnTariff): Tariff {
  return {
    category: own.category,
    seats: own.seats,
    rates: effectiveRates(own.category, own.rates),
    localPackages: packagePrices(own.category, own.localPackagePrices),
    driverAllowancePerDay: own.driverAllowancePerDay,
    nightChargePerNight: own.nightChargePerNight,
    outstationMinKmPerDay: own.outstationMinKmPerDay,
  };
}

function toCarForTrip(row: Row): CarForTrip {
  return {
    id: row.id,
    travelCompanyId: row.travelCompanyId,
    city: row.city,
    seats: row.seats,
    listed: row.status === 'live' && row.companyStatus === 'verified',
    bookable: row.status === 'live' && row.companyStatus === 'verified' && row.available,
    tariff: tariffOf({ ...row, rates: row }),
    cancellationPolicy: row.cancellationPolicy,
  };
}

export function createQuotesRepository(db: Database) {
  // Asked by every quote as the customer changes the trip: built once, prepared per connection.
  const carById = selectCar(db)
    .where(eq(cars.id, sql.placeholder('carId')))
    .limit(1)
    .prepare('car_for_trip');

  return {
    async carForTrip(carId: string): Promise<CarForTrip | undefined> {
      const [row] = await carById.execute({ carId });
      return row ? toCarForTrip(row) : undefined;
    },
  };
}

/**
 * The same read inside a booking's transaction, which checks again that the car is still bookable
 * once its turn has come; a prepared statement of the pool cannot run there.
 */
export async function carForTripIn(tx: Database, carId: string): Promise<CarForTrip | undefined> {
  const [row] = await selectCar(tx).where(eq(cars.id, carId)).limit(1);
  return row ? toCarForTrip(row) : undefined;
}
