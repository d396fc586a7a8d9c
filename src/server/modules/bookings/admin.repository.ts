import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  ACTIVE_BOOKING_STATUSES,
  INDIA_OFFSET_MINUTES,
  type BookingStatus,
} from '../../../shared/booking-constants.js';
import type {
  AdminBooking,
  AdminBookingListQuery,
  AdminBookingRow,
  BookingMoveBody,
  UnlockStartBody,
} from '../../../shared/contracts/admin-bookings.js';
import type { Booking } from '../../../shared/contracts/bookings.js';
import { encodePageCursor } from '../../../shared/contracts/pagination.js';
import type { Database } from '../../db/client.js';
import { bookings, cars, drivers, travelCompanies, users } from '../../db/schema/index.js';
import { auditEntryWrite, recordAudit } from '../audit/audit.js';
import { cursorTime } from '../leads/leads.repository.js';
import { createBookingsRepository, recordMove, takeCarTurn } from './bookings.repository.js';
import { asQuoted, feeBillOf, KEEPS_BILL } from './bill.js';
import { drawStartCode, takeDriverTurn } from './moves.repository.js';
import { decideOperatorMove, operatorMoves } from './policy.js';
import { TRIP_DAY } from '../../../shared/trip-day.js';
import { BookingRefused, holdRefused } from './refusals.js';
import { issueInvoice, withdrawInvoice } from '../invoices/invoices.repository.js';

const DAY_MS = 86_400_000;
const isActive = (status: BookingStatus) =>
  (ACTIVE_BOOKING_STATUSES as readonly BookingStatus[]).includes(status);

/** The first moment of an India calendar day (YYYY-MM-DD). */
const indiaDayStart = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - INDIA_OFFSET_MINUTES * 60_000);

const customer = alias(users, 'customer');

const rowColumns = {
  _id: bookings.id,
  reference: bookings.reference,
  status: bookings.status,
  pickupAt: bookings.pickupAt,
  returnAt: bookings.returnAt,
  total: bookings.total,
  car: { _id: cars.id, name: cars.carName, model: cars.carModel },
  company: { _id: travelCompanies.id, name: travelCompanies.travelsName },
  customer: { name: customer.userName, phone: customer.mobile },
};

/** The moves an operator may make on the booking now, from the booking as its parties read it. */
const movesOf = (booking: Booking, now: Date) =>
  operatorMoves(
    {
      status: booking.status,
      pickupAt: new Date(booking.pickupAt),
      returnAt: new Date(booking.returnAt),
      hasDriver: booking.driver !== null,
      fare: booking.quote.fare,
      cancellationPolicy: booking.cancellationPolicy,
    },
    now,
  );

/**
 * docs/product/marketplace.md#bookings: every company's bookings searched, read with their
 * history, and moved by an operator with a reason.
 */
export function createAdminBookingsRepository(db: Database) {
  const parties = createBookingsRepository(db);

  async function read(id: string, now: Date): Promise<AdminBooking | undefined> {
    const booking = await parties.readOne({ all: true }, id, now);
    if (!booking) return undefined;
    const [account] = await db
      .select({ _id: users.id, email: users.email })
      .from(bookings)
      .innerJoin(users, eq(users.id, bookings.customerUserId))
      .where(eq(bookings.id, id));
    return { ...booking, customerAccount: account!, moves: movesOf(booking, now) };
  }

  return {
    read,

    async exists(id: string): Promise<boolean> {
      const [row] = await db
        .select({ id: bookings.id })
        .from(bookings)
        .where(eq(bookings.id, id))
        .limit(1);
      return row !== undefined;
    },

    /**
     * One page of the bookings that match every filter given, the latest pickup first, after the
     * cursor's booking. A reference is matched whole (the contract writes it in capitals, as
     * references are made); a phone is the customer account's mobile number; the days are India's.
     */
    async search(
      query: AdminBookingListQuery,
    ): Promise<{ bookings: AdminBookingRow[]; nextCursor: string | null }> {
      const conditions: (SQL | undefined)[] = [
        query.reference === undefined ? undefined : eq(bookings.reference, query.reference),
        query.phone === undefined ? undefined : eq(customer.mobile, query.phone),
        query.companyId === undefined ? undefined : eq(bookings.travelCompanyId, query.companyId),
        query.status === undefined ? undefined : eq(bookings.status, query.status),
        query.from === undefined ? undefined : gte(bookings.pickupAt, indiaDayStart(query.from)),
        query.to === undefined
          ? undefined
          : lt(bookings.pickupAt, new Date(indiaDayStart(query.to).getTime() + DAY_MS)),
        query.cursor === undefined
          ? undefined
          : sql`(${bookings.pickupAt}, ${bookings.id}) < (${query.cursor.at}::timestamptz, ${query.cursor.id}::uuid)`,
      ];
      const rows = await db
        .select({ ...rowColumns, cursorAt: cursorTime(bookings.pickupAt) })
        .from(bookings)
        .innerJoin(cars, eq(cars.id, bookings.carId))
        .innerJoin(travelCompanies, eq(travelCompanies.id, bookings.travelCompanyId))
        .innerJoin(customer, eq(customer.id, bookings.customerUserId))
        .where(and(...conditions))
        .orderBy(desc(bookings.pickupAt), desc(bookings.id))
        .limit(query.limit + 1);
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      return {
        bookings: page.map(({ cursorAt: _cursorAt, pickupAt, returnAt, ...row }) => ({
          ...row,
          pickupAt: pickupAt.toISOString(),
          returnAt: returnAt.toISOString(),
        })),
        nextCursor:
          rows.length > query.limit && last
            ? encodePageCursor({ at: last.cursorAt, id: last._id })
            : null,
      };
    },

    /**
     * An operator moves the booking to `body.to`, in one transaction with its history row, the
     * notifications of its customer and company, and the audit entry. The row is locked while
     * deciding, so a party moving it at the same time is served after. A booking that becomes
     * active again takes its car's (and driver's) turn, as a new request does, and holds them
     * again through the database's constraints: a car or driver taken meanwhile refuses it (409).
     * Leaving the active statuses frees them (migration 0015's trigger).
     */
    async move(
      id: string,
      body: BookingMoveBody,
      operatorId: string,
      now: Date,
    ): Promise<AdminBooking> {
      try {
        await db.transaction(async (tx) => {
          const [row] = await tx
            .select({
              status: bookings.status,
              carId: bookings.carId,
              driverId: bookings.driverId,
              pickupAt: bookings.pickupAt,
              returnAt: bookings.returnAt,
              respondBy: bookings.respondBy,
              quote: bookings.quote,
              cancellationPolicy: bookings.cancellationPolicy,
              cancellationFee: bookings.cancellationFee,
              reason: bookings.reason,
              startCode: bookings.startCode,
              bill: bookings.bill,
            })
            .from(bookings)
            .where(eq(bookings.id, id))
            .for('update');
          if (!row) throw new BookingRefused('booking_not_found');
          const decision = decideOperatorMove(
            {
              status: row.status,
              pickupAt: row.pickupAt,
              returnAt: row.returnAt,
              hasDriver: row.driverId !== null,
              fare: row.quote.fare,
              cancellationPolicy: row.cancellationPolicy,
            },
            body.to,
            now,
          );
          const driverId = decision.respondBy === null ? row.driverId : null;
          if (!isActive(row.status) && isActive(decision.to)) {
            await takeCarTurn(tx, row.carId);
            if (driverId !== null) {
              // The driver drives it again only while still the company's and cleared by Saarthi.
              const [driver] = await tx
                .select({ archivedAt: drivers.archivedAt, status: drivers.status })
                .from(drivers)
                .where(eq(drivers.id, driverId));
              if (!driver || driver.archivedAt !== null || driver.status === 'rejected')
                throw new BookingRefused('booking_move_driver_unavailable');
              await takeDriverTurn(tx, driverId);
            }
          }
          const before = {
            status: row.status,
            driverId: row.driverId,
            respondBy: row.respondBy.toISOString(),
            cancellationFee: row.cancellationFee,
            reason: row.reason,
          };
          const after = {
            status: decision.to,
            driverId,
            respondBy: (decision.respondBy ?? row.respondBy).toISOString(),
            cancellationFee: decision.fee,
            reason: decision.reasonShown ? body.reason : '',
          };
          // Undoing what a bill records (a fee waived by moving the booking on, a trip, completed
          // or reopened, turned into a cancellation or a no-show) withdraws the bill, and its
          // invoice by a credit note. A completed trip reopened to set it right keeps both.
          const withdrawn =
            row.bill !== null && (row.bill.basis === 'fee' || !KEEPS_BILL.includes(decision.to));
          await tx
            .update(bookings)
            .set({
              ...after,
              respondBy: new Date(after.respondBy),
              ...(withdrawn ? { bill: null } : {}),
              updatedAt: now,
              // A trip confirmed by an operator gets its start code as one the company confirms.
              ...(decision.to === 'confirmed' && row.startCode === null
                ? { startCode: drawStartCode() }
                : {}),
              // A trip an operator completes without the driver's readings is billed as quoted;
              // a no-show's fee is a bill of its own.
              ...(decision.to === 'completed' && (row.bill === null || withdrawn)
                ? { bill: asQuoted(row.quote, 0) }
                : {}),
              ...(decision.to === 'no_show' && decision.fee !== null && decision.fee > 0
                ? { bill: feeBillOf(row, 'no_show', decision.fee, now) }
                : {}),
            })
            .where(eq(bookings.id, id));
          await recordMove(tx, {
            bookingId: id,
            from: row.status,
            to: decision.to,
            actor: { role: 'operator', userId: operatorId },
            reason: body.reason,
            quote: row.quote,
            also: [
              auditEntryWrite(tx, {
                actor: { id: operatorId, role: 'operator' },
                action: 'booking.move',
                recordType: 'booking',
                recordId: id,
                before,
                after,
                reason: body.reason,
              }),
            ],
          });
          if (withdrawn) await withdrawInvoice(tx, id, body.reason, now);
          // Numbered last, holding the company's invoice counter only until the commit.
          if (decision.to === 'completed' || decision.to === 'no_show')
            await issueInvoice(tx, id, now);
        });
      } catch (error) {
        const held = holdRefused(error);
        if (held === 'car_taken') throw new BookingRefused('booking_move_car_taken');
        if (held === 'driver_taken') throw new BookingRefused('booking_move_driver_taken');
        throw error;
      }
      return (await read(id, now))!;
    },

    /**
     * Lets the driver try the start code again after the wrong ones locked starting: the tries
     * begin anew, and the audit log keeps who unlocked it and why.
     */
    async unlockStart(
      id: string,
      body: UnlockStartBody,
      operatorId: string,
      now: Date,
    ): Promise<AdminBooking> {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .select({ failures: bookings.startCodeFailures })
          .from(bookings)
          .where(eq(bookings.id, id))
          .for('update');
        if (!row) throw new BookingRefused('booking_not_found');
        if (row.failures < TRIP_DAY.startCodeTries)
          throw new BookingRefused('booking_start_not_locked');
        await tx
          .update(bookings)
          .set({ startCodeFailures: 0, updatedAt: now })
          .where(eq(bookings.id, id));
        await recordAudit(tx, {
          actor: { id: operatorId, role: 'operator' },
          action: 'booking.unlock-start',
          recordType: 'booking',
          recordId: id,
          before: { startCodeFailures: row.failures },
          after: { startCodeFailures: 0 },
          reason: body.reason,
        });
      });
      return (await read(id, now))!;
    },
  };
}
