import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { SharedTripResponse } from '../../../shared/contracts/trip-links.js';
import type { Database } from '../../db/client.js';
import { bookings, cars, drivers, tripLinks } from '../../db/schema/index.js';

/** A link keeps working this long after the trip's return, then says it no longer works. */
const WORKS_AFTER_RETURN = sql`interval '24 hours'`;

const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

/** The first word of a name: the family knows whom to look for, not who they are. */
const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? '';

/** docs/product/trips-and-money.md#sharing-a-trip: links made, stopped and read. */
export function createTripLinksRepository(db: Database) {
  async function isCustomers(customerId: string, bookingId: string): Promise<boolean> {
    const [booking] = await db
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(eq(bookings.id, bookingId), eq(bookings.customerUserId, customerId)));
    return booking !== undefined;
  }

  return {
    /**
     * A new link to the customer's booking, or null when the booking is not theirs. Earlier links
     * keep working: a customer may send one to each relative.
     */
    async share(customerId: string, bookingId: string): Promise<string | null> {
      if (!(await isCustomers(customerId, bookingId))) return null;
      const token = randomBytes(32).toString('base64url');
      await db.insert(tripLinks).values({ bookingId, tokenHash: hashOf(token) });
      return token;
    },

    /** Stops every link of the customer's booking: how many were working, or null if not theirs. */
    async stop(customerId: string, bookingId: string, now: Date): Promise<number | null> {
      if (!(await isCustomers(customerId, bookingId))) return null;
      const stopped = await db
        .update(tripLinks)
        .set({ revokedAt: now })
        .where(and(eq(tripLinks.bookingId, bookingId), isNull(tripLinks.revokedAt)))
        .returning({ id: tripLinks.id });
      return stopped.length;
    },

    /** The trip a working link shows, or undefined for a link stopped, expired or never made. */
    async read(token: string, now: Date): Promise<SharedTripResponse['trip'] | undefined> {
      const [row] = await db
        .select({
          status: bookings.status,
          pickupAt: bookings.pickupAt,
          city: cars.city,
          car: {
            name: cars.carName,
            model: cars.carModel,
            image: cars.carImage,
            registration: cars.registrationNumber,
          },
          driverName: drivers.name,
        })
        .from(tripLinks)
        .innerJoin(bookings, eq(bookings.id, tripLinks.bookingId))
        .innerJoin(cars, eq(cars.id, bookings.carId))
        .leftJoin(drivers, eq(drivers.id, bookings.driverId))
        .where(
          and(
            eq(tripLinks.tokenHash, hashOf(token)),
            isNull(tripLinks.revokedAt),
            gt(sql`${bookings.returnAt} + ${WORKS_AFTER_RETURN}`, now),
          ),
        );
      if (!row) return undefined;
      const { driverName, pickupAt, ...trip } = row;
      return {
        ...trip,
        pickupAt: pickupAt.toISOString(),
        driverFirstName: driverName === null ? null : firstName(driverName),
      };
    },
  };
}
