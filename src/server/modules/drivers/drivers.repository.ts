import { and, asc, eq, isNotNull, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { maskLicence, type PartnerDriver } from '../../../shared/contracts/fleet.js';
import type { Database } from '../../db/client.js';
import { cars, drivers } from '../../db/schema/index.js';
import { isUniqueViolation } from '../users/users.repository.js';

/** A driver's profile and check as the partner and the operators both read it. */
export const driverProfileColumns = {
  _id: drivers.id,
  name: drivers.name,
  age: drivers.age,
  languages: drivers.languages,
  experienceYears: drivers.experienceYears,
  licenceLast4: drivers.licenceLast4,
  licenceExpiresOn: drivers.licenceExpiresOn,
  status: drivers.status,
  statusReason: drivers.statusReason,
  createdAt: drivers.createdAt,
};

const driverColumns = {
  ...driverProfileColumns,
  photo: drivers.photo,
  archivedAt: drivers.archivedAt,
};

type DriverRow = Pick<typeof drivers.$inferSelect, Exclude<keyof typeof driverColumns, '_id'>> & {
  _id: string;
};

/** The licence hash never leaves the database; the partner sees the last 4 characters only. */
function toPartnerDriver({
  licenceLast4,
  archivedAt,
  createdAt,
  ...row
}: DriverRow): PartnerDriver {
  return {
    ...row,
    licence: maskLicence(licenceLast4),
    archived: archivedAt !== null,
    createdAt: createdAt.toISOString(),
  };
}

/** What a driver's record becomes when it has to be checked again. */
const BACK_TO_CHECK = { status: 'pending' as const, statusReason: '' };

/** A driver's details as the partner wrote them, with the licence already protected. */
export interface DriverValues {
  name: string;
  photo: string;
  age: number;
  languages: string[];
  experienceYears: number;
  licenceExpiresOn: string;
}
export interface ProtectedLicence {
  licenceHash: string;
  licenceLast4: string;
}

export type DriverRefusal =
  'driver_not_found' | 'driver_archived_read_only' | 'driver_licence_taken';
export type Refused = { refused: DriverRefusal };

/** A licence another driver of the company holds: the unique index says so, whoever came first. */
async function guardLicence<T>(write: () => Promise<T>): Promise<T | Refused> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) return { refused: 'driver_licence_taken' };
    throw error;
  }
}

/**
 * The drivers of a travel company (docs/product/marketplace.md#drivers). Every method takes the
 * company found from the signed-in partner; a driver of another company reads as no driver.
 */
export function createDriversRepository(db: Database) {
  const ownDriver = (companyId: string, driverId: string): SQL =>
    and(eq(drivers.id, driverId), eq(drivers.travelCompanyId, companyId))!;

  return {
    /** The company's drivers by name: those on its list, or those it archived. */
    async list(companyId: string, archived: boolean): Promise<PartnerDriver[]> {
      const rows = await db
        .select(driverColumns)
        .from(drivers)
        .where(
          and(
            eq(drivers.travelCompanyId, companyId),
            archived ? isNotNull(drivers.archivedAt) : isNull(drivers.archivedAt),
          ),
        )
        .orderBy(asc(drivers.name), asc(drivers.createdAt));
      return rows.map(toPartnerDriver);
    },

    async find(companyId: string, driverId: string): Promise<PartnerDriver | null> {
      const [row] = await db
        .select(driverColumns)
        .from(drivers)
        .where(ownDriver(companyId, driverId));
      return row ? toPartnerDriver(row) : null;
    },

    async exists(companyId: string, driverId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: drivers.id })
        .from(drivers)
        .where(ownDriver(companyId, driverId));
      return row !== undefined;
    },

    /**
     * Adds a driver. A licence already on the company's list is refused; one the company archived
     * is the same person coming back, so that driver returns to the list with today's details
     * (and keeps the bookings they drove).
     */
    async create(
      companyId: string,
      values: DriverValues,
      licence: ProtectedLicence,
    ): Promise<PartnerDriver | Refused> {
      return guardLicence(() =>
        db.transaction(async (tx): Promise<PartnerDriver | Refused> => {
          const [holder] = await tx
            .select({ id: drivers.id, archivedAt: drivers.archivedAt })
            .from(drivers)
            .where(
              and(
                eq(drivers.travelCompanyId, companyId),
                eq(drivers.licenceHash, licence.licenceHash),
              ),
            )
            .for('update');
          if (holder && holder.archivedAt === null) return { refused: 'driver_licence_taken' };
          const [row] = holder
            ? await tx
                .update(drivers)
                .set({ ...values, ...licence, archivedAt: null, ...BACK_TO_CHECK })
                .where(eq(drivers.id, holder.id))
                .returning(driverColumns)
            : await tx
                .insert(drivers)
                .values({ ...values, ...licence, travelCompanyId: companyId })
                .returning(driverColumns);
          return toPartnerDriver(row!);
        }),
      );
    },

    /** Edits a driver on the list; `licence` replaces the stored one, undefined keeps it. */
    async update(
      companyId: string,
      driverId: string,
      values: DriverValues,
      licence: ProtectedLicence | undefined,
    ): Promise<PartnerDriver | Refused> {
      return guardLicence(() =>
        db.transaction(async (tx): Promise<PartnerDriver | Refused> => {
          const [current] = await tx
            .select({
              archivedAt: drivers.archivedAt,
              status: drivers.status,
              licenceExpiresOn: drivers.licenceExpiresOn,
            })
            .from(drivers)
            .where(ownDriver(companyId, driverId))
            .for('update');
          if (!current) return { refused: 'driver_not_found' };
          if (current.archivedAt !== null) return { refused: 'driver_archived_read_only' };
          if (licence) {
            const [other] = await tx
              .select({ id: drivers.id })
              .from(drivers)
              .where(
                and(
                  eq(drivers.travelCompanyId, companyId),
                  eq(drivers.licenceHash, licence.licenceHash),
                  ne(drivers.id, driverId),
                ),
              )
              .limit(1);
            if (other) return { refused: 'driver_licence_taken' };
          }
          // Saarthi's check is of the licence: a new number or a new expiry date (a renewal, or
          // a date put right) is a licence not yet checked, so the driver waits for the check
          // again, and a driver the check turned down goes back to it with whatever the partner
          // corrected. A name, photo or languages changed on a verified driver keep the check:
          // they are not what it looked at. A driver waiting for the check may still drive, so
          // this costs the company no booking.
          const checkAgain =
            licence !== undefined ||
            values.licenceExpiresOn !== current.licenceExpiresOn ||
            current.status === 'rejected';
          const [row] = await tx
            .update(drivers)
            .set({ ...values, ...licence, ...(checkAgain ? BACK_TO_CHECK : {}) })
            .where(ownDriver(companyId, driverId))
            .returning(driverColumns);
          return toPartnerDriver(row!);
        }),
      );
    },

    /**
     * Takes a driver off the company's list, kept for the bookings they drove. No car keeps an
     * archived driver as its default: it is unset on the company's cars in the same transaction.
     * Archiving again changes nothing (the first date stays).
     */
    async archive(companyId: string, driverId: string): Promise<PartnerDriver | null> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(drivers)
          .set({ archivedAt: sql`coalesce(${drivers.archivedAt}, now())` })
          .where(ownDriver(companyId, driverId))
          .returning(driverColumns);
        if (!row) return null;
        // Only the company's own cars can name its driver (the fleet checks it), so this reaches
        // none of another company's; it names no company so that no car anywhere keeps one. Any
        // write to cars makes every instance drop its cached car lists (migration 0002), so cars
        // are written only when one names the driver. A car taking the driver at this moment
        // share-locks the driver row: it waits for this archive and then sees it.
        const named = await tx
          .select({ id: cars.id })
          .from(cars)
          .where(eq(cars.defaultDriverId, driverId))
          .for('update');
        if (named.length > 0) {
          await tx
            .update(cars)
            .set({ defaultDriverId: null })
            .where(eq(cars.defaultDriverId, driverId));
        }
        return toPartnerDriver(row);
      });
    },
  };
}
export type DriversRepository = ReturnType<typeof createDriversRepository>;
