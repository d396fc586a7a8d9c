import { and, asc, eq, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { SosAlert } from '../../../shared/contracts/sos.js';
import type { Database } from '../../db/client.js';
import { violatedConstraint } from '../../db/constraints.js';
import {
  bookings,
  cars,
  drivers,
  sosAlerts,
  travelCompanies,
  users,
} from '../../db/schema/index.js';
import { recordAudit } from '../audit/audit.js';

const customers = alias(users, 'customer');

export type RaiseOutcome = { alertId: string } | 'not_found' | 'not_ongoing';

/** docs/product/trips-and-money.md#sos: alerts raised, listed and acknowledged. */
export function createSosRepository(db: Database) {
  async function openAlertOf(bookingId: string): Promise<string | undefined> {
    const [open] = await db
      .select({ id: sosAlerts.id })
      .from(sosAlerts)
      .where(and(eq(sosAlerts.bookingId, bookingId), isNull(sosAlerts.acknowledgedAt)));
    return open?.id;
  }

  return {
    /**
     * Raises an alert on the customer's trip under way. Pressed twice, or on two phones at once,
     * it is one alert: the database keeps one open alert per trip.
     */
    async raise(customerId: string, bookingId: string): Promise<RaiseOutcome> {
      const [booking] = await db
        .select({ status: bookings.status })
        .from(bookings)
        .where(and(eq(bookings.id, bookingId), eq(bookings.customerUserId, customerId)));
      if (!booking) return 'not_found';
      if (booking.status !== 'in_progress') return 'not_ongoing';
      const open = await openAlertOf(bookingId);
      if (open) return { alertId: open };
      try {
        const [alert] = await db
          .insert(sosAlerts)
          .values({ bookingId })
          .returning({ id: sosAlerts.id });
        return { alertId: alert!.id };
      } catch (error) {
        if (violatedConstraint(error) !== 'sos_alerts_open_unique') throw error;
        return { alertId: (await openAlertOf(bookingId))! };
      }
    },

    /** The alerts no operator has acknowledged yet, oldest first, with whom to call. */
    async open(): Promise<SosAlert[]> {
      const rows = await db
        .select({
          _id: sosAlerts.id,
          bookingId: bookings.id,
          reference: bookings.reference,
          raisedAt: sosAlerts.createdAt,
          car: { name: cars.carName, registration: cars.registrationNumber },
          customer: { name: customers.userName, phone: customers.mobile },
          company: { name: travelCompanies.travelsName, phone: travelCompanies.phone },
          driverName: drivers.name,
        })
        .from(sosAlerts)
        .innerJoin(bookings, eq(bookings.id, sosAlerts.bookingId))
        .innerJoin(cars, eq(cars.id, bookings.carId))
        .innerJoin(travelCompanies, eq(travelCompanies.id, bookings.travelCompanyId))
        .innerJoin(customers, eq(customers.id, bookings.customerUserId))
        .leftJoin(drivers, eq(drivers.id, bookings.driverId))
        .where(isNull(sosAlerts.acknowledgedAt))
        .orderBy(asc(sosAlerts.createdAt));
      return rows.map(({ driverName, raisedAt, ...row }) => ({
        ...row,
        raisedAt: raisedAt.toISOString(),
        driver: driverName === null ? null : { name: driverName },
      }));
    },

    /** Acknowledges an open alert, audited: false when there is no such open alert. */
    async acknowledge(alertId: string, operatorId: string, now: Date): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [alert] = await tx
          .update(sosAlerts)
          .set({ acknowledgedAt: now, acknowledgedBy: operatorId })
          .where(and(eq(sosAlerts.id, alertId), isNull(sosAlerts.acknowledgedAt)))
          .returning({ bookingId: sosAlerts.bookingId });
        if (!alert) return false;
        await recordAudit(tx, {
          actor: { id: operatorId, role: 'operator' },
          action: 'sos.acknowledge',
          recordType: 'booking',
          recordId: alert.bookingId,
          before: { sos: 'open' },
          after: { sos: 'acknowledged' },
          reason: '',
        });
        return true;
      });
    },
  };
}
