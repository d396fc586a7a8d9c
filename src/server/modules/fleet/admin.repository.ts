import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Category } from '../../../shared/constants.js';
import type { CarStatus, DriverStatus } from '../../../shared/partner-constants.js';
import type { PriceRates } from '../../../shared/pricing.js';
import { effectiveRates } from '../../../shared/rate-card.js';
import type { AdminCar, VerifyBody } from '../../../shared/contracts/verification.js';
import type { Paper } from '../../../shared/contracts/papers.js';
import { indiaToday } from '../../../shared/india-time.js';
import type { Database } from '../../db/client.js';
import { auditLog, cars, drivers, travelCompanies } from '../../db/schema/index.js';
import { papersOf } from '../documents/papers.js';
import { type DecisionRefusal, decideVerification } from '../verification/decision.js';

const defaultDrivers = alias(drivers, 'default_driver');

const columns = {
  _id: cars.id,
  carName: cars.carName,
  carModel: cars.carModel,
  registrationNumber: cars.registrationNumber,
  category: cars.category,
  city: cars.city,
  seater: cars.seater,
  luggage: cars.luggage,
  ac: cars.ac,
  fuelType: cars.fuelType,
  bodyType: cars.bodyType,
  defaultDriverId: defaultDrivers.id,
  defaultDriverName: defaultDrivers.name,
  defaultDriverStatus: defaultDrivers.status,
  photos: cars.photos,
  carImage: cars.carImage,
  ratePerKmFirst: cars.ratePerKmFirst,
  ratePerKmBeyond: cars.ratePerKmBeyond,
  baseFare: cars.baseFare,
  ratePerExtraHour: cars.ratePerExtraHour,
  status: cars.status,
  statusReason: cars.statusReason,
  createdAt: cars.createdAt,
  company: {
    _id: travelCompanies.id,
    travelsName: travelCompanies.travelsName,
    status: travelCompanies.status,
  },
};

/**
 * What a car's rates are made of, under the database's column names: the audit log keeps a
 * partner's edit of a car as the columns it changed (`audited-write.ts`).
 */
type RateColumns = {
  category: Category;
  rate_per_km_first: number | null;
  rate_per_km_beyond: number | null;
  base_fare: number | null;
  rate_per_extra_hour: number | null;
};
const RATE_COLUMNS = [
  'category',
  'rate_per_km_first',
  'rate_per_km_beyond',
  'base_fare',
  'rate_per_extra_hour',
] as const;

const ratesOf = (row: RateColumns): PriceRates =>
  effectiveRates(row.category, {
    perKmFirst: row.rate_per_km_first,
    perKmBeyond: row.rate_per_km_beyond,
    base: row.base_fare,
    perExtraHour: row.rate_per_extra_hour,
  });

type DefaultDriverColumns = 'defaultDriverId' | 'defaultDriverName' | 'defaultDriverStatus';
type CarRow = Pick<
  typeof cars.$inferSelect,
  Exclude<keyof typeof columns, '_id' | 'company' | DefaultDriverColumns>
> & {
  _id: string;
  defaultDriverId: string | null;
  defaultDriverName: string | null;
  defaultDriverStatus: DriverStatus | null;
  company: AdminCar['company'];
};

type CarEdit = {
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  createdAt: Date;
};

/**
 * The rate change that sent a live car back to review, read from its partner's edits in the
 * audit log (newest first): the car's rates now are walked back through each edit since, to
 * the edit that moved it from live to review, so later edits in review are counted too. Null
 * when no such edit is on record (a new car submitted, or one from before the log).
 */
function rateChangeOf(row: CarRow, edits: CarEdit[]): AdminCar['rateChange'] {
  const state: RateColumns = {
    category: row.category,
    rate_per_km_first: row.ratePerKmFirst,
    rate_per_km_beyond: row.ratePerKmBeyond,
    base_fare: row.baseFare,
    rate_per_extra_hour: row.ratePerExtraHour,
  };
  const now = ratesOf(state);
  for (const edit of edits) {
    for (const column of RATE_COLUMNS)
      if (edit.before && column in edit.before)
        (state as Record<string, unknown>)[column] = edit.before[column];
    if (edit.before?.status === 'live' && edit.after?.status === 'pending_review')
      return { before: ratesOf(state), after: now, changedAt: edit.createdAt.toISOString() };
  }
  return null;
}

/** The columns of a car's identity, as the audit log names them, and the answer's names. */
const IDENTITY_COLUMNS = {
  registration_number: 'registrationNumber',
  car_name: 'carName',
  car_model: 'carModel',
  seater: 'seater',
  fuel_type: 'fuelType',
} as const;

/**
 * What of its identity a live car changed in the edit that sent it back to review (newest edit
 * first): each field as it was and became. Null when no such edit is on record or the edit
 * changed only rates.
 */
function identityChangeOf(edits: CarEdit[]): AdminCar['identityChange'] {
  const sentBack = edits.find(
    (edit) => edit.before?.status === 'live' && edit.after?.status === 'pending_review',
  );
  if (!sentBack) return null;
  const fields = Object.entries(IDENTITY_COLUMNS)
    .filter(([column]) => sentBack.before && column in sentBack.before)
    .map(([column, field]) => ({
      field,
      before: String(sentBack.before![column] ?? ''),
      after: String(sentBack.after?.[column] ?? ''),
    }));
  return fields.length === 0 ? null : { fields, changedAt: sentBack.createdAt.toISOString() };
}

function toCar(row: CarRow, papers: Paper[], edits: CarEdit[] = []): AdminCar {
  const {
    createdAt,
    ratePerKmFirst: _first,
    ratePerKmBeyond: _beyond,
    baseFare: _base,
    ratePerExtraHour: _hour,
    defaultDriverId,
    defaultDriverName,
    defaultDriverStatus,
    ...car
  } = row;
  return {
    ...car,
    defaultDriver:
      defaultDriverId === null
        ? null
        : { _id: defaultDriverId, name: defaultDriverName!, status: defaultDriverStatus! },
    papers,
    rates: effectiveRates(row.category, {
      perKmFirst: row.ratePerKmFirst,
      perKmBeyond: row.ratePerKmBeyond,
      base: row.baseFare,
      perExtraHour: row.ratePerExtraHour,
    }),
    rateChange: row.status === 'pending_review' ? rateChangeOf(row, edits) : null,
    identityChange: row.status === 'pending_review' ? identityChangeOf(edits) : null,
    createdAt: createdAt.toISOString(),
  };
}

export type CarVerifyOutcome = { item: AdminCar } | DecisionRefusal;

export function createCarVerificationRepository(db: Database) {
  const selectCars = (executor: Pick<Database, 'select'> = db) =>
    executor
      .select(columns)
      .from(cars)
      .innerJoin(travelCompanies, eq(travelCompanies.id, cars.travelCompanyId))
      .leftJoin(defaultDrivers, eq(defaultDrivers.id, cars.defaultDriverId));

  return {
    async exists(carId: string): Promise<boolean> {
      const [row] = await db.select({ id: cars.id }).from(cars).where(eq(cars.id, carId));
      return row !== undefined;
    },

    /**
     * The queue: cars in one status, the longest waiting first; a car in review with the rate
     * change that sent it there, when that is what did.
     */
    async list(status: CarStatus): Promise<AdminCar[]> {
      const rows = await selectCars()
        .where(eq(cars.status, status))
        .orderBy(asc(cars.createdAt))
        .limit(200);
      const waiting = rows.filter((row) => row.status === 'pending_review').map((row) => row._id);
      const edits =
        waiting.length === 0
          ? []
          : await db
              .select({
                carId: auditLog.recordId,
                before: auditLog.before,
                after: auditLog.after,
                createdAt: auditLog.createdAt,
              })
              .from(auditLog)
              .where(
                and(
                  eq(auditLog.recordType, 'car'),
                  inArray(auditLog.recordId, waiting),
                  eq(auditLog.action, 'car.update'),
                ),
              )
              .orderBy(desc(auditLog.createdAt));
      const editsOf = new Map<string, CarEdit[]>();
      for (const { carId, ...edit } of edits as Array<CarEdit & { carId: string }>)
        editsOf.set(carId, [...(editsOf.get(carId) ?? []), edit]);
      const papers = await papersOf(
        db,
        'car',
        rows.map((row) => row._id),
        indiaToday(),
      );
      return rows.map((row) => toCar(row, papers.get(row._id)!, editsOf.get(row._id)));
    },

    /**
     * A new car, or a live car whose rates or identity changed, waits in `pending_review`:
     * approved it goes live (in the storefront once its company is verified), only with every
     * paper valid (docs/product/verification.md); rejected it goes back to draft with the reason
     * for its partner. The audit entry is in the same transaction.
     */
    async decide(
      carId: string,
      body: VerifyBody,
      actor: { id: string; role: 'operator' },
    ): Promise<CarVerifyOutcome> {
      return db.transaction(async (tx) => {
        const [current] = await tx
          .select({ status: cars.status, statusReason: cars.statusReason })
          .from(cars)
          .where(eq(cars.id, carId))
          .for('update');
        const decided = await decideVerification(
          tx,
          {
            subject: 'car',
            id: carId,
            current,
            waiting: ['pending_review'],
            approved: 'live',
            rejected: 'draft',
            actions: { approve: 'car.approve', reject: 'car.reject' },
            body,
            actor,
          },
          async (change) => {
            await tx.update(cars).set(change).where(eq(cars.id, carId));
          },
        );
        if ('refused' in decided) return decided;
        const [updated] = await selectCars(tx).where(eq(cars.id, carId));
        return { item: toCar(updated!, decided.papers) };
      });
    },
  };
}
