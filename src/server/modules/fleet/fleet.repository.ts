import { and, desc, eq, isNull, ne, type SQL } from 'drizzle-orm';
import type { LocalPackage } from '../../../shared/booking-constants.js';
import type { CarStatus } from '../../../shared/partner-constants.js';
import type { CarBody, PartnerCar } from '../../../shared/contracts/fleet.js';
import { effectiveRates, type OwnRates, ratesNeedReview } from '../../../shared/rate-card.js';
import type { Database } from '../../db/client.js';
import { cars, drivers } from '../../db/schema/index.js';
import { isUniqueViolation } from '../users/users.repository.js';
import { packagePrices } from '../quotes/quotes.repository.js';
import { bodyDrawingPath, isBodyDrawing } from './body-drawings.js';

const carColumns = {
  _id: cars.id,
  status: cars.status,
  statusReason: cars.statusReason,
  carName: cars.carName,
  carModel: cars.carModel,
  modelYear: cars.modelYear,
  fuelType: cars.fuelType,
  category: cars.category,
  serviceType: cars.serviceType,
  seater: cars.seater,
  luggage: cars.luggage,
  ac: cars.ac,
  bodyType: cars.bodyType,
  city: cars.city,
  registrationNumber: cars.registrationNumber,
  availability: cars.availability,
  carImage: cars.carImage,
  photos: cars.photos,
  defaultDriverId: cars.defaultDriverId,
  ratePerKmFirst: cars.ratePerKmFirst,
  ratePerKmBeyond: cars.ratePerKmBeyond,
  baseFare: cars.baseFare,
  ratePerExtraHour: cars.ratePerExtraHour,
  localPackagePrices: cars.localPackagePrices,
  newPrice: cars.newPrice,
  oldPrice: cars.oldPrice,
  createdAt: cars.createdAt,
};

type CarRow = Pick<typeof cars.$inferSelect, Exclude<keyof typeof carColumns, '_id'>> & {
  _id: string;
};

function ownRatesOf(row: CarRow): OwnRates {
  return {
    perKmFirst: row.ratePerKmFirst,
    perKmBeyond: row.ratePerKmBeyond,
    base: row.baseFare,
    perExtraHour: row.ratePerExtraHour,
  };
}

function toPartnerCar(row: CarRow): PartnerCar {
  const {
    ratePerKmFirst: _first,
    ratePerKmBeyond: _beyond,
    baseFare: _base,
    ratePerExtraHour: _hour,
    localPackagePrices,
    createdAt,
    ...car
  } = row;
  const own = ownRatesOf(row);
  return {
    ...car,
    rates: effectiveRates(row.category, own),
    ownRates: own,
    packagePrices: packagePrices(row.category, localPackagePrices),
    ownPackagePrices: localPackagePrices,
    createdAt: createdAt.toISOString(),
  };
}

/** Why a write was refused; the routes turn each into its answer. */
export type FleetRefusal =
  | 'car_not_found'
  | 'car_archived_read_only'
  | 'car_submit_refused'
  | 'registration_taken'
  | 'default_driver_invalid'
  | 'block_not_found'
  | 'block_overlap'
  | 'block_overlaps_booking';

export type Refused = { refused: FleetRefusal };
/** An edit's outcome; `review` says what sent a live car back to Saarthi's review, if anything. */
export type CarChange = { car: PartnerCar; review: 'rates' | 'identity' | null };

/**
 * What Saarthi checked when it put the car live: the car its papers are for. A live car that
 * changes any of these is another car as far as the storefront's promise goes.
 */
const IDENTITY = ['registrationNumber', 'carName', 'carModel', 'seater', 'fuelType'] as const;
const identityChanged = (current: CarRow, body: CarBody) =>
  IDENTITY.some((field) => current[field] !== body[field]);

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The columns a partner writes with a car's body (status, company and ratings are not in it). */
function writable(body: CarBody) {
  const ownRates = {
    ratePerKmFirst: body.rates.perKmFirst ?? null,
    ratePerKmBeyond: body.rates.perKmBeyond ?? null,
    baseFare: body.rates.base ?? null,
    ratePerExtraHour: body.rates.perExtraHour ?? null,
  };
  // A package price left empty follows the category's: only the car's own are stored.
  const localPackagePrices = Object.fromEntries(
    Object.entries(body.localPackagePrices).filter(([, value]) => typeof value === 'number'),
  ) as Partial<Record<LocalPackage, number>>;
  // The card's price is the base period's unless the partner names another; the struck-through
  // price is never below it (the contract refuses one that is).
  const newPrice = body.newPrice ?? effectiveRates(body.category, body.rates).base;
  return {
    carName: body.carName,
    carModel: body.carModel,
    modelYear: body.modelYear,
    fuelType: body.fuelType,
    category: body.category,
    serviceType: body.serviceType,
    seater: body.seater,
    luggage: body.luggage,
    ac: body.ac,
    bodyType: body.bodyType,
    city: body.city,
    registrationNumber: body.registrationNumber,
    photos: body.photos,
    defaultDriverId: body.defaultDriverId,
    availability: body.availability,
    newPrice,
    oldPrice: body.oldPrice ?? newPrice,
    ...ownRates,
    localPackagePrices,
  };
}

/**
 * The fleet of a travel company (docs/product/marketplace.md#fleet). Every method takes the
 * company found from the signed-in partner and touches only that company's cars: a car of
 * another company reads as no car at all.
 */
export function createFleetRepository(db: Database) {
  const ownCar = (companyId: string, carId: string): SQL =>
    and(eq(cars.id, carId), eq(cars.travelCompanyId, companyId))!;

  async function exists(companyId: string, carId: string): Promise<boolean> {
    const [row] = await db.select({ id: cars.id }).from(cars).where(ownCar(companyId, carId));
    return row !== undefined;
  }

  /** The car, locked until the transaction ends, so two edits of it run one after the other. */
  async function lockCar(tx: Transaction, companyId: string, carId: string) {
    const [row] = await tx
      .select(carColumns)
      .from(cars)
      .where(ownCar(companyId, carId))
      .for('update');
    return row;
  }

  /**
   * A default driver must be one of the company's drivers still on its list. The row is share-
   * locked so that archiving the driver (which unsets it on every car) waits for this write, or
   * this write sees the driver archived.
   */
  async function isOwnDriver(tx: Transaction, companyId: string, driverId: string | null) {
    if (driverId === null) return true;
    const [driver] = await tx
      .select({ id: drivers.id })
      .from(drivers)
      .where(
        and(
          eq(drivers.id, driverId),
          eq(drivers.travelCompanyId, companyId),
          isNull(drivers.archivedAt),
        ),
      )
      .for('share');
    return driver !== undefined;
  }

  /**
   * A registration number is listed once over the whole marketplace; an archived car's number is
   * free again (the car was sold, or its company left), as the partial unique index allows.
   */
  async function registrationTaken(tx: Transaction, registration: string, exceptCarId?: string) {
    const [other] = await tx
      .select({ id: cars.id })
      .from(cars)
      .where(
        and(
          eq(cars.registrationNumber, registration),
          ne(cars.status, 'archived'),
          exceptCarId ? ne(cars.id, exceptCarId) : undefined,
        ),
      )
      .limit(1);
    return other !== undefined;
  }

  /**
   * Runs a write; a registration number taken by a write that committed in between (the
   * check above could not see it) is the same refusal, from the unique index.
   */
  async function guardRegistration<T>(write: () => Promise<T>): Promise<T | Refused> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) return { refused: 'registration_taken' };
      throw error;
    }
  }

  return {
    /** The company's cars, newest first; archived ones only when asked for by status. */
    async list(companyId: string, status?: CarStatus): Promise<PartnerCar[]> {
      const rows = await db
        .select(carColumns)
        .from(cars)
        .where(
          and(
            eq(cars.travelCompanyId, companyId),
            status ? eq(cars.status, status) : ne(cars.status, 'archived'),
          ),
        )
        .orderBy(desc(cars.createdAt), desc(cars.id));
      return rows.map(toPartnerCar);
    },

    async find(companyId: string, carId: string): Promise<PartnerCar | null> {
      const [row] = await db.select(carColumns).from(cars).where(ownCar(companyId, carId));
      return row ? toPartnerCar(row) : null;
    },

    exists,

    /** A new car starts as a draft: it reaches the storefront only through an operator's review. */
    async create(companyId: string, body: CarBody): Promise<PartnerCar | Refused> {
      return guardRegistration(() =>
        db.transaction(async (tx): Promise<PartnerCar | Refused> => {
          if (!(await isOwnDriver(tx, companyId, body.defaultDriverId)))
            return { refused: 'default_driver_invalid' };
          if (await registrationTaken(tx, body.registrationNumber))
            return { refused: 'registration_taken' };
          const [row] = await tx
            .insert(cars)
            .values({
              ...writable(body),
              travelCompanyId: companyId,
              status: 'draft',
              carImage: body.photos[0] ?? bodyDrawingPath(body.bodyType),
            })
            .returning(carColumns);
          return toPartnerCar(row!);
        }),
      );
    },

    /**
     * Edits a car. A live car goes back to review when its identity changes (registration,
     * make and model, seats, fuel: docs/product/verification.md) or its effective rates move by
     * more than 30 %; any other edit keeps the status the car has.
     */
    async update(companyId: string, carId: string, body: CarBody): Promise<CarChange | Refused> {
      return guardRegistration(() =>
        db.transaction(async (tx): Promise<CarChange | Refused> => {
          const current = await lockCar(tx, companyId, carId);
          if (!current) return { refused: 'car_not_found' };
          if (current.status === 'archived') return { refused: 'car_archived_read_only' };
          if (!(await isOwnDriver(tx, companyId, body.defaultDriverId)))
            return { refused: 'default_driver_invalid' };
          if (await registrationTaken(tx, body.registrationNumber, carId))
            return { refused: 'registration_taken' };

          const review =
            current.status !== 'live'
              ? null
              : identityChanged(current, body)
                ? ('identity' as const)
                : ratesNeedReview(
                      effectiveRates(current.category, ownRatesOf(current)),
                      effectiveRates(body.category, body.rates),
                    )
                  ? ('rates' as const)
                  : null;
          // The cover is the first photo. Without photos, a car from before the portal keeps its
          // own drawing; any other shows the drawing of its (perhaps changed) body type, never a
          // photo the partner has just taken off it.
          const ownDrawing =
            current.carImage !== '' &&
            !current.photos.includes(current.carImage) &&
            !isBodyDrawing(current.carImage);
          const carImage =
            body.photos[0] ?? (ownDrawing ? current.carImage : bodyDrawingPath(body.bodyType));
          const [row] = await tx
            .update(cars)
            .set({
              ...writable(body),
              carImage,
              ...(review ? { status: 'pending_review' as const } : {}),
            })
            .where(ownCar(companyId, carId))
            .returning(carColumns);
          return { car: toPartnerCar(row!), review };
        }),
      );
    },

    /** The fleet list's availability switch; an archived car stays as it is. */
    async setAvailability(
      companyId: string,
      carId: string,
      availability: boolean,
    ): Promise<PartnerCar | Refused> {
      return db.transaction(async (tx): Promise<PartnerCar | Refused> => {
        const current = await lockCar(tx, companyId, carId);
        if (!current) return { refused: 'car_not_found' };
        if (current.status === 'archived') return { refused: 'car_archived_read_only' };
        const [row] = await tx
          .update(cars)
          .set({ availability })
          .where(ownCar(companyId, carId))
          .returning(carColumns);
        return toPartnerCar(row!);
      });
    },

    /** Takes the car out of the fleet for good; it stays for the bookings and reviews it has. */
    async archive(companyId: string, carId: string): Promise<PartnerCar | null> {
      const [row] = await db
        .update(cars)
        .set({ status: 'archived' })
        .where(ownCar(companyId, carId))
        .returning(carColumns);
      return row ? toPartnerCar(row) : null;
    },

    /**
     * Sends a draft to the operators for review, or a suspended car back to them once the partner
     * has put right what it was suspended for. A car in review, live or archived stays as it is.
     */
    async submit(companyId: string, carId: string): Promise<PartnerCar | Refused> {
      const sendable: CarStatus[] = ['draft', 'suspended'];
      return db.transaction(async (tx): Promise<PartnerCar | Refused> => {
        const current = await lockCar(tx, companyId, carId);
        if (!current) return { refused: 'car_not_found' };
        if (!sendable.includes(current.status)) return { refused: 'car_submit_refused' };
        const [row] = await tx
          .update(cars)
          .set({ status: 'pending_review' })
          .where(ownCar(companyId, carId))
          .returning(carColumns);
        return toPartnerCar(row!);
      });
    },
  };
}
