/**
 * Questions about a bill (docs/product/trips-and-money.md#questioning-the-bill): raised by the
 * customer on one line within 48 hours of the trip's end, listed in the console, answered by an
 * operator (audited).
 */
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Dispute } from '../../../shared/contracts/billing.js';
import type { QuoteLineCode } from '../../../shared/contracts/bookings.js';
import {
  DISPUTE_LIMITS,
  type DisputeBody,
  type OpenDispute,
  type ResolveDisputeBody,
} from '../../../shared/contracts/disputes.js';
import type { Database } from '../../db/client.js';
import { violatedConstraint } from '../../db/constraints.js';
import { epochMs, isoOf, jsonRows, type RecordList } from '../../db/json-rows.js';
import {
  billDisputes,
  bookingEvents,
  bookings,
  travelCompanies,
  users,
} from '../../db/schema/index.js';
import { recordAudit } from '../audit/audit.js';
import { issueCreditNote } from '../invoices/invoices.repository.js';

const HOUR_MS = 3_600_000;
const customers = alias(users, 'customer');

export type RaiseOutcome =
  'raised' | 'not_found' | 'not_billed' | 'window_over' | 'line_unknown' | 'already_open';

/** Until when a trip completed at `completedAt` may have its bill questioned. */
export const disputableUntil = (completedAt: Date) =>
  new Date(completedAt.getTime() + DISPUTE_LIMITS.windowHours * HOUR_MS);

const disputeColumns = {
  _id: billDisputes.id,
  bookingId: billDisputes.bookingId,
  lineCode: billDisputes.lineCode,
  lineLabel: billDisputes.lineLabel,
  amount: billDisputes.amount,
  reason: billDisputes.reason,
  raisedAt: billDisputes.createdAt,
  resolvedAt: billDisputes.resolvedAt,
  resolution: billDisputes.resolution,
  credited: billDisputes.credited,
};

type DisputeRow = { raisedAt: Date; resolvedAt: Date | null; bookingId: string } & Omit<
  Dispute,
  'raisedAt' | 'resolvedAt'
>;

const toDispute = ({
  bookingId: _bookingId,
  raisedAt,
  resolvedAt,
  ...row
}: DisputeRow): Dispute => ({
  ...row,
  raisedAt: raisedAt.toISOString(),
  resolvedAt: resolvedAt?.toISOString() ?? null,
});

/** The questions about a booking's bill, oldest first, read with the booking. */
export const bookingDisputesList: RecordList<Dispute> = {
  of: (bookingId) =>
    jsonRows(
      [
        billDisputes.id,
        billDisputes.lineCode,
        billDisputes.lineLabel,
        billDisputes.amount,
        billDisputes.reason,
        epochMs(billDisputes.createdAt),
        epochMs(billDisputes.resolvedAt),
        billDisputes.resolution,
        billDisputes.credited,
      ],
      billDisputes,
      sql`${billDisputes.bookingId} = ${bookingId}`,
      [billDisputes.createdAt, billDisputes.id],
    ),
  read: (json) =>
    (
      JSON.parse(json) as [
        string,
        string,
        string,
        number,
        string,
        number,
        number | null,
        string,
        number,
      ][]
    ).map(
      ([_id, lineCode, lineLabel, amount, reason, raisedAt, resolvedAt, resolution, credited]) => ({
        _id,
        lineCode,
        lineLabel,
        amount,
        reason,
        raisedAt: isoOf(raisedAt),
        resolvedAt: resolvedAt === null ? null : isoOf(resolvedAt),
        resolution,
        credited,
      }),
    ),
};

export function createDisputesRepository(db: Database) {
  return {
    /**
     * Raises the customer's question about one line of a completed trip's bill. The booking's
     * row is locked meanwhile, and the database keeps one open question per line.
     */
    async raise(
      customerId: string,
      bookingId: string,
      body: DisputeBody,
      now: Date,
    ): Promise<RaiseOutcome> {
      try {
        return await db.transaction(async (tx) => {
          const [booking] = await tx
            .select({ status: bookings.status, bill: bookings.bill })
            .from(bookings)
            .where(and(eq(bookings.id, bookingId), eq(bookings.customerUserId, customerId)))
            .for('update');
          if (!booking) return 'not_found';
          if (booking.status !== 'completed' || !booking.bill) return 'not_billed';
          const [completed] = await tx
            .select({ at: bookingEvents.createdAt })
            .from(bookingEvents)
            .where(
              and(eq(bookingEvents.bookingId, bookingId), eq(bookingEvents.toStatus, 'completed')),
            )
            .orderBy(desc(bookingEvents.createdAt))
            .limit(1);
          if (!completed || now > disputableUntil(completed.at)) return 'window_over';
          // The GST is questioned through the line it is charged on.
          const line = booking.bill.lines.find((one) => one.code === body.lineCode);
          if (!line || line.code === 'gst') return 'line_unknown';
          await tx.insert(billDisputes).values({
            bookingId,
            lineCode: line.code,
            lineLabel: line.label,
            amount: line.amount,
            reason: body.reason,
          });
          return 'raised';
        });
      } catch (error) {
        if (violatedConstraint(error) === 'bill_disputes_open_unique') return 'already_open';
        throw error;
      }
    },

    /** The questions no operator has answered yet, oldest first, with whom to call. */
    async open(): Promise<OpenDispute[]> {
      const rows = await db
        .select({
          ...disputeColumns,
          reference: bookings.reference,
          customer: { name: customers.userName, phone: customers.mobile },
          company: { name: travelCompanies.travelsName, phone: travelCompanies.phone },
        })
        .from(billDisputes)
        .innerJoin(bookings, eq(bookings.id, billDisputes.bookingId))
        .innerJoin(travelCompanies, eq(travelCompanies.id, bookings.travelCompanyId))
        .innerJoin(customers, eq(customers.id, bookings.customerUserId))
        .where(isNull(billDisputes.resolvedAt))
        .orderBy(asc(billDisputes.createdAt));
      return rows.map(({ reference, customer, company, ...row }) => ({
        ...toDispute(row),
        bookingId: row.bookingId,
        reference,
        customer,
        company,
      }));
    },

    /** Whether a question is open: the answer's route asks before reading its body. */
    async isOpen(id: string): Promise<boolean> {
      const [row] = await db
        .select({ id: billDisputes.id })
        .from(billDisputes)
        .where(and(eq(billDisputes.id, id), isNull(billDisputes.resolvedAt)));
      return row !== undefined;
    },

    /** Answers an open question, in the audit log with the operator's words. */
    /**
     * Answers an open question, and with `body.credit` issues the company's credit note giving
     * that much back against the line, in the same transaction. The booking's row is locked
     * first, as a payment locks it, so credits and payments are worked out one at a time.
     */
    async resolve(id: string, operatorId: string, body: ResolveDisputeBody, now: Date) {
      return db.transaction(async (tx) => {
        const [open] = await tx
          .select({ bookingId: billDisputes.bookingId })
          .from(billDisputes)
          .where(and(eq(billDisputes.id, id), isNull(billDisputes.resolvedAt)));
        if (!open) return false;
        await tx
          .select({ id: bookings.id })
          .from(bookings)
          .where(eq(bookings.id, open.bookingId))
          .for('update');
        const credited = body.credit ?? 0;
        const [resolved] = await tx
          .update(billDisputes)
          .set({ resolvedAt: now, resolvedBy: operatorId, resolution: body.reason, credited })
          .where(and(eq(billDisputes.id, id), isNull(billDisputes.resolvedAt)))
          .returning({
            bookingId: billDisputes.bookingId,
            lineCode: billDisputes.lineCode,
            lineLabel: billDisputes.lineLabel,
          });
        if (!resolved) return false;
        const note = credited
          ? await issueCreditNote(
              tx,
              resolved.bookingId,
              // The line was checked against the bill's codes when the question was raised.
              {
                code: resolved.lineCode as QuoteLineCode,
                label: resolved.lineLabel,
                amount: credited,
              },
              body.reason,
              now,
            )
          : undefined;
        await recordAudit(tx, {
          actor: { id: operatorId, role: 'operator' },
          action: 'booking.dispute_resolved',
          recordType: 'booking',
          recordId: resolved.bookingId,
          before: { disputeId: id, lineCode: resolved.lineCode, resolved: false },
          after: {
            disputeId: id,
            resolved: true,
            ...(note ? { creditNote: note.number, credited } : {}),
          },
          reason: body.reason,
        });
        return true;
      });
    },
  };
}
