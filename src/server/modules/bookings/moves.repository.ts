import { randomInt } from 'node:crypto';
import { and, asc, eq, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import {
  BOOKING_LIMITS,
  type BookingAction,
  type BookingStatus,
} from '../../../shared/booking-constants.js';
import type { Booking, Expense } from '../../../shared/contracts/bookings.js';
import type { Database } from '../../db/client.js';
import { bookings, drivers, uploads } from '../../db/schema/index.js';
import { auditEntryWrite } from '../audit/audit.js';
import { createBookingsRepository, recordMove, type Actor } from './bookings.repository.js';
import { scopeCondition, stateOf, type BookingScope } from './booking-view.js';
import { decideMove } from './policy.js';
import { TRIP_DAY } from '../../../shared/trip-day.js';
import { asQuoted, feeBillOf, finalBill, KEEPS_BILL } from './bill.js';
import { BookingRefused, holdRefused } from './refusals.js';
import { issueInvoice, withdrawInvoice } from '../invoices/invoices.repository.js';

const HOUR_MS = 3_600_000;

/** Four digits, each as likely as any other: the code a customer tells the driver. */
export const drawStartCode = () => String(randomInt(10_000)).padStart(4, '0');

/** What a move may carry: the driver chosen, a reason, the start code and odometer. */
export interface MoveInput {
  driverId?: string;
  reason?: string;
  code?: string;
  odometerKm?: number;
  /** complete: when the trip ended (ISO), and what the driver paid on the way. */
  endedAt?: string;
  expenses?: Expense[];
}

const DAY_MS = 24 * HOUR_MS;

/**
 * The end of a trip as the driver recorded it, checked against its start: the odometer never
 * goes back, the end is after the start and not in the future, and no trip drives more than
 * 1,500 km a day. Answers the refusal, or null.
 */
function endRefusal(
  started: { odometerStart: number | null; startedAt: Date | null },
  odometerEnd: number,
  endedAt: Date,
  now: Date,
): BookingRefused | null {
  // A minute's grace: the driver's phone clock may run a little ahead of the server's.
  if (endedAt.getTime() > now.getTime() + 60_000) return new BookingRefused('trip_end_invalid');
  if (started.startedAt !== null && endedAt < started.startedAt)
    return new BookingRefused('trip_end_invalid');
  if (started.odometerStart === null) return null;
  if (odometerEnd < started.odometerStart)
    return new BookingRefused('odometer_backwards', { start: started.odometerStart });
  const km = odometerEnd - started.odometerStart;
  const days = Math.max(
    1,
    Math.ceil((endedAt.getTime() - (started.startedAt ?? endedAt).getTime()) / DAY_MS),
  );
  if (km > TRIP_DAY.maxKmPerDay * days)
    return new BookingRefused('odometer_too_far', { km, max: TRIP_DAY.maxKmPerDay });
  return null;
}
/**
 * Ties the receipts' photos to the booking, so that from now on its customer may read them and
 * nobody else but their uploader and operators. Each must be the completing partner's own upload,
 * not a receipt of another booking.
 */
async function attachReceipts(
  tx: Database,
  bookingId: string,
  actor: Actor,
  expenses: readonly Expense[],
): Promise<void> {
  const names = [
    ...new Set(
      expenses.flatMap((expense) =>
        expense.receipt ? [expense.receipt.slice('/uploads/'.length)] : [],
      ),
    ),
  ];
  if (names.length === 0) return;
  if (!actor.userId) throw new BookingRefused('expense_receipt_invalid');
  const attached = await tx
    .update(uploads)
    .set({ bookingId })
    .where(
      and(
        inArray(uploads.fileName, names),
        eq(uploads.userId, actor.userId),
        or(isNull(uploads.bookingId), eq(uploads.bookingId, bookingId)),
      ),
    )
    .returning({ fileName: uploads.fileName });
  if (attached.length < names.length) throw new BookingRefused('expense_receipt_invalid');
}

/**
 * Why a billed booking's invoice is taken back, as its credit note says, by the move made: only
 * these moves reach a booking with a bill (a trip an operator reopened).
 */
const WITHDRAWN_BECAUSE: Partial<Record<BookingAction, string>> = {
  complete: 'Completed again with corrected readings',
  cancel: 'Trip cancelled',
  'no-show': 'The customer did not come',
};

/** Seeds the per-driver advisory lock of an assignment, as the car's seeds a request's. */
const DRIVER_ASSIGN_LOCK = 7_240_120;

/** Waits for the driver's turn, until the transaction ends. */
export async function takeDriverTurn(tx: Database, driverId: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${driverId}, ${DRIVER_ASSIGN_LOCK}))`,
  );
}

/** A booking's moves after its request: the parties' (`policy.ts`) and the clock's. */
export function createBookingMovesRepository(db: Database) {
  const { readOne } = createBookingsRepository(db);

  return {
    /**
     * Moves a booking the scope reaches by `action`, as `actor`, with the policy's decision; the
     * row is locked while deciding, so two parties moving it at once are served one at a time.
     */
    async move(
      scope: BookingScope,
      id: string,
      action: BookingAction,
      actor: Actor,
      input: MoveInput,
      now: Date,
    ): Promise<Booking> {
      let wrongCode: { left: number } | undefined;
      try {
        await db.transaction(async (tx) => {
          const [row] = await tx
            .select({
              status: bookings.status,
              pickupAt: bookings.pickupAt,
              quote: bookings.quote,
              cancellationPolicy: bookings.cancellationPolicy,
              travelCompanyId: bookings.travelCompanyId,
              startCode: bookings.startCode,
              startCodeFailures: bookings.startCodeFailures,
              tripType: bookings.tripType,
              tariff: bookings.tariff,
              odometerStart: bookings.odometerStart,
              startedAt: bookings.startedAt,
              billed: sql<boolean>`${bookings.bill} is not null`,
            })
            .from(bookings)
            .where(and(eq(bookings.id, id), scopeCondition(scope)))
            .for('update');
          if (!row) throw new BookingRefused('booking_not_found');
          const decision = decideMove(stateOf(row), action, actor.role, now);
          const changes: Partial<typeof bookings.$inferInsert> = {
            status: decision.to,
            updatedAt: now,
          };
          if (decision.fee !== null) changes.cancellationFee = decision.fee;
          // A fee to pay is a bill of its own, and gets its tax invoice below.
          if (decision.fee !== null && decision.fee > 0)
            changes.bill = feeBillOf(
              row,
              action === 'cancel' ? 'cancellation' : 'no_show',
              decision.fee,
              now,
            );
          if (input.reason !== undefined) changes.reason = input.reason;
          if (action === 'start') {
            if (row.startCodeFailures >= TRIP_DAY.startCodeTries)
              throw new BookingRefused('booking_start_locked');
            if (row.startCode !== null && input.code !== row.startCode) {
              // The wrong try is counted, and kept: the transaction ends without the move.
              const failures = row.startCodeFailures + 1;
              await tx
                .update(bookings)
                .set({ startCodeFailures: failures })
                .where(eq(bookings.id, id));
              wrongCode = { left: TRIP_DAY.startCodeTries - failures };
              return;
            }
            changes.odometerStart = input.odometerKm ?? null;
            changes.startedAt = now;
          }
          if (action === 'complete') {
            const endedAt = input.endedAt ? new Date(input.endedAt) : now;
            const odometerEnd = input.odometerKm ?? null;
            if (odometerEnd !== null) {
              const refusal = endRefusal(row, odometerEnd, endedAt, now);
              if (refusal) throw refusal;
            }
            const expenses = input.expenses ?? [];
            await attachReceipts(tx, id, actor, expenses);
            changes.odometerEnd = odometerEnd;
            changes.endedAt = endedAt;
            changes.expenses = expenses;
            // Written once, with the move: what the customer owes for the trip.
            changes.bill = finalBill({
              tripType: row.tripType,
              pickupAt: row.pickupAt,
              quote: row.quote,
              tariff: row.tariff,
              odometerStart: row.odometerStart,
              odometerEnd,
              endedAt,
              expenses,
            });
          }
          if (action === 'accept') {
            const [driver] = await tx
              .select({ id: drivers.id, status: drivers.status })
              .from(drivers)
              .where(
                and(
                  eq(drivers.id, input.driverId!),
                  eq(drivers.travelCompanyId, row.travelCompanyId),
                  isNull(drivers.archivedAt),
                ),
              );
            if (!driver) throw new BookingRefused('booking_driver_invalid');
            // A driver Saarthi's check turned down drives no customer; one still waiting may.
            if (driver.status === 'rejected') throw new BookingRefused('booking_driver_rejected');
            // One driver's trips are assigned in turn, as one car's requests are made.
            await takeDriverTurn(tx, driver.id);
            changes.driverId = driver.id;
            changes.startCode = drawStartCode();
          }
          if (row.billed && !KEEPS_BILL.includes(decision.to)) changes.bill ??= null;
          await tx.update(bookings).set(changes).where(eq(bookings.id, id));
          // Every partner write is in the audit log (ARCHITECTURE.md, "Operator console").
          const audited =
            actor.role === 'partner' && actor.userId
              ? [
                  auditEntryWrite(tx, {
                    actor: { id: actor.userId, role: 'partner' },
                    action: `booking.${action}`,
                    recordType: 'booking',
                    recordId: id,
                    before: { status: row.status },
                    after: {
                      status: decision.to,
                      ...(changes.driverId ? { driverId: changes.driverId } : {}),
                    },
                    reason: input.reason ?? '',
                  }),
                ]
              : [];
          await recordMove(tx, {
            bookingId: id,
            from: row.status,
            to: decision.to,
            actor,
            reason: input.reason ?? '',
            quote: row.quote,
            also: audited,
          });
          // The invoice is numbered in the completion's own transaction: no trip completes
          // without one, and no number is spent on a completion that failed. It is numbered last,
          // so the company's counter stays locked only until the commit, not through the rest.
          // A trip an operator reopened is billed again on the new readings, or its bill goes
          // when it is cancelled or a no-show instead: either way its earlier invoice is
          // withdrawn by a credit note, and a new bill (the trip's, or a fee's) gets its own.
          if (row.billed && changes.bill !== undefined)
            await withdrawInvoice(tx, id, WITHDRAWN_BECAUSE[action] ?? 'Booking changed', now);
          if (changes.bill) await issueInvoice(tx, id, now);
        });
      } catch (error) {
        const held = holdRefused(error);
        if (held) throw new BookingRefused(held);
        throw error;
      }
      if (wrongCode)
        throw new BookingRefused(
          wrongCode.left > 0 ? 'booking_start_code_wrong' : 'booking_start_locked',
          wrongCode.left > 0 ? { left: wrongCode.left } : undefined,
        );
      return (await readOne(scope, id, now))!;
    },

    /**
     * The clock's sweep (`jobs/booking-clock.ts`, docs/decisions/010): requests past their respond-by expire; trips
     * confirmed or started complete a day after their return. Rows are claimed with SKIP LOCKED
     * in small batches, so instances running the sweep at once share the work instead of
     * waiting on each other, and a booking a party is moving right now is left for next time.
     */
    async sweep(now: Date, batch = 50): Promise<{ expired: number; completed: number }> {
      const system: Actor = { role: 'system', userId: null };
      const completeBefore = new Date(
        now.getTime() - BOOKING_LIMITS.autoCompleteAfterHours * HOUR_MS,
      );
      const run = (where: SQL, to: BookingStatus) =>
        db.transaction(async (tx) => {
          const due = await tx
            .select({
              id: bookings.id,
              status: bookings.status,
              quote: bookings.quote,
              billed: sql<boolean>`${bookings.bill} is not null`,
            })
            .from(bookings)
            .where(where)
            // By company: invoice counters are then locked in one order by every sweep, so
            // two instances sweeping at once never wait on each other in a circle.
            .orderBy(asc(bookings.travelCompanyId), asc(bookings.id))
            .limit(batch)
            .for('update', { skipLocked: true });
          for (const booking of due) {
            await tx
              .update(bookings)
              // A trip the clock completes has no readings: it is billed as quoted. One an
              // operator reopened and nobody completed again keeps the bill and invoice it had.
              .set({
                status: to,
                updatedAt: now,
                ...(to === 'completed' && !booking.billed
                  ? { bill: asQuoted(booking.quote, 0) }
                  : {}),
              })
              .where(eq(bookings.id, booking.id));
            if (to === 'completed') await issueInvoice(tx, booking.id, now);
            await recordMove(tx, {
              bookingId: booking.id,
              from: booking.status,
              to,
              actor: system,
              reason: '',
              quote: booking.quote,
            });
          }
          return due.length;
        });
      const expired = await run(
        and(eq(bookings.status, 'requested'), lte(bookings.respondBy, now))!,
        'expired',
      );
      const completed = await run(
        and(
          inArray(bookings.status, ['confirmed', 'in_progress']),
          lte(bookings.returnAt, completeBefore),
        )!,
        'completed',
      );
      return { expired, completed };
    },
  };
}
