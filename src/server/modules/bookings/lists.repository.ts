import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  inArray,
  isNotNull,
  lt,
  lte,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { ACTIVE_BOOKING_STATUSES, type BookingStatus } from '../../../shared/booking-constants.js';
import type { Booking, BookingListQuery, DriverClash } from '../../../shared/contracts/bookings.js';
import type { Database } from '../../db/client.js';
import { bookings, carBusy } from '../../db/schema/index.js';
import {
  bookingsAsRead,
  scopeCondition,
  selectBookings,
  type BookingScope,
} from './booking-view.js';

const HOUR_MS = 3_600_000;

const TERMINAL_FOR_CUSTOMER: Record<'upcoming' | 'past' | 'cancelled', BookingStatus[]> = {
  upcoming: [...ACTIVE_BOOKING_STATUSES],
  past: ['completed', 'no_show'],
  cancelled: ['cancelled', 'declined', 'expired'],
};

/** The lists the parties read: a customer's trips, a company's inbox, a car's busy times. */
export function createBookingListsRepository(db: Database) {
  return {
    async list(
      scope: BookingScope,
      query: BookingListQuery,
      now: Date,
    ): Promise<{ bookings: Booking[]; total: number }> {
      const conditions: (SQL | undefined)[] = [scopeCondition(scope)];
      let order: SQL[] = [desc(bookings.pickupAt), desc(bookings.id)];
      switch (query.view) {
        case 'upcoming':
          conditions.push(inArray(bookings.status, TERMINAL_FOR_CUSTOMER.upcoming));
          order = [asc(bookings.pickupAt), asc(bookings.id)];
          break;
        case 'past':
          conditions.push(inArray(bookings.status, TERMINAL_FOR_CUSTOMER.past));
          break;
        case 'cancelled':
          conditions.push(inArray(bookings.status, TERMINAL_FOR_CUSTOMER.cancelled));
          break;
        case 'action':
          // What waits on the company: requests to answer (soonest deadline first), trips whose
          // pickup has come to start, trips past their return to complete.
          conditions.push(
            or(
              eq(bookings.status, 'requested'),
              and(
                eq(bookings.status, 'confirmed'),
                lte(bookings.pickupAt, new Date(now.getTime() + 2 * HOUR_MS)),
              ),
              and(eq(bookings.status, 'in_progress'), lte(bookings.returnAt, now)),
            ),
          );
          order = [
            sql`case ${bookings.status} when 'requested' then 0 else 1 end`,
            asc(bookings.respondBy),
            asc(bookings.pickupAt),
          ];
          break;
        case 'all':
          break;
      }
      if (query.status) conditions.push(eq(bookings.status, query.status));
      if (query.carId) conditions.push(eq(bookings.carId, query.carId));
      const where = and(...conditions);
      const [rows, [counted]] = await Promise.all([
        selectBookings(db)
          .where(where)
          .orderBy(...order)
          .limit(query.limit)
          .offset(query.offset),
        db.select({ total: count() }).from(bookings).where(where),
      ]);
      return { bookings: bookingsAsRead(rows, now, scope), total: counted?.total ?? 0 };
    },

    /**
     * The company's drivers busy while its booking `bookingId` would need them: its other active
     * bookings with a driver whose held time overlaps this one's, as the database's
     * `bookings_driver_no_overlap` counts it (pickup to an hour after return, half-open). Null
     * when the booking is not the company's.
     */
    async driverClashes(companyId: string, bookingId: string): Promise<DriverClash[] | null> {
      const [booking] = await db
        .select({ pickupAt: bookings.pickupAt, heldUntil: bookings.heldUntil })
        .from(bookings)
        .where(and(eq(bookings.id, bookingId), eq(bookings.travelCompanyId, companyId)));
      if (!booking) return null;
      const rows = await db
        .select({
          driverId: bookings.driverId,
          bookingId: bookings.id,
          reference: bookings.reference,
          pickupAt: bookings.pickupAt,
          returnAt: bookings.returnAt,
        })
        .from(bookings)
        .where(
          and(
            eq(bookings.travelCompanyId, companyId),
            ne(bookings.id, bookingId),
            isNotNull(bookings.driverId),
            inArray(bookings.status, [...ACTIVE_BOOKING_STATUSES]),
            lt(bookings.pickupAt, booking.heldUntil),
            gt(bookings.heldUntil, booking.pickupAt),
          ),
        )
        .orderBy(asc(bookings.pickupAt));
      return rows.map((row) => ({
        ...row,
        driverId: row.driverId!,
        pickupAt: row.pickupAt.toISOString(),
        returnAt: row.returnAt.toISOString(),
      }));
    },

    /** A car's busy times between two moments: when, never whose or why. */
    async busy(carId: string, from: Date, to: Date): Promise<{ from: string; to: string }[]> {
      const rows = await db
        .select({ startsAt: carBusy.startsAt, endsAt: carBusy.endsAt })
        .from(carBusy)
        .where(and(eq(carBusy.carId, carId), lt(carBusy.startsAt, to), gt(carBusy.endsAt, from)))
        .orderBy(asc(carBusy.startsAt));
      return rows.map((row) => ({
        from: row.startsAt.toISOString(),
        to: row.endsAt.toISOString(),
      }));
    },
  };
}
