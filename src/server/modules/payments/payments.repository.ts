/**
 * Payments a company records against its completed trips
 * (docs/product/trips-and-money.md#payments). The booking's row is locked while the balance is
 * worked out and the payment written, so two payments recorded at once can never together pay
 * more than the bill.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { BookingStatus } from '../../../shared/booking-constants.js';
import type { Payment, PaymentBody } from '../../../shared/contracts/billing.js';
import type { Database } from '../../db/client.js';
import { violatedConstraint } from '../../db/constraints.js';
import { epochMs, isoOf, jsonRows, type RecordList } from '../../db/json-rows.js';
import { bookingPayments, bookings } from '../../db/schema/index.js';
import { creditedOn } from '../invoices/invoices.repository.js';
import { recordAudit } from '../audit/audit.js';
import { BookingRefused } from '../bookings/refusals.js';
import { recordPaymentInLedger } from '../ledger/ledger.repository.js';

/** The statuses a bill is paid in. */
const BILLED: readonly BookingStatus[] = ['completed', 'cancelled', 'no_show'];

/** A booking's payments, oldest first, read with the booking (`bookings.repository.ts`). */
export const bookingPaymentsList: RecordList<Payment> = {
  of: (bookingId) =>
    jsonRows(
      [
        bookingPayments.id,
        bookingPayments.method,
        bookingPayments.amount,
        bookingPayments.reference,
        epochMs(bookingPayments.createdAt),
      ],
      bookingPayments,
      sql`${bookingPayments.bookingId} = ${bookingId}`,
      [bookingPayments.createdAt, bookingPayments.id],
    ),
  read: (json) =>
    (JSON.parse(json) as [string, Payment['method'], number, string, number][]).map(
      ([_id, method, amount, reference, at]) => ({ _id, method, amount, reference, at: isoOf(at) }),
    ),
};

/**
 * Records what the company received for its trip or, as a `refund`, what it paid back to a
 * customer a credit note left paid beyond the bill, or paid for a bill since withdrawn; audited.
 * Refused: a booking that is not the company's, a payment for a trip without a bill yet, more
 * than is still due (or owed back), a UTR already recorded.
 */
export async function recordPayment(
  db: Database,
  companyId: string,
  bookingId: string,
  body: PaymentBody,
  partnerUserId: string,
  direction: 'received' | 'refunded' = 'received',
): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const [booking] = await tx
        .select({ status: bookings.status, bill: bookings.bill })
        .from(bookings)
        .where(and(eq(bookings.id, bookingId), eq(bookings.travelCompanyId, companyId)))
        .for('update');
      if (!booking) throw new BookingRefused('booking_not_found');
      // A completed trip's bill, or the fee of a cancellation or a no-show, is paid; what was
      // paid for a bill since withdrawn can only be refunded.
      if (direction === 'received' && (!booking.bill || !BILLED.includes(booking.status)))
        throw new BookingRefused('payment_not_billed');
      const [paid] = await tx
        .select({ total: sql<number>`coalesce(sum(${bookingPayments.amount}), 0)::int` })
        .from(bookingPayments)
        .where(eq(bookingPayments.bookingId, bookingId));
      // Without a bill (its invoice taken back in full) all that was paid is owed back.
      const billed = booking.bill ? booking.bill.total - (await creditedOn(tx, bookingId)) : 0;
      const due = billed - Number(paid?.total ?? 0);
      if (direction === 'received' && body.amount > due)
        throw new BookingRefused('payment_over_balance', { due: Math.max(0, due) });
      if (direction === 'refunded' && due >= 0) throw new BookingRefused('refund_nothing_owed');
      if (direction === 'refunded' && body.amount > -due)
        throw new BookingRefused('refund_over_owed', { owed: -due });
      // A refund is kept as money going back: it lowers what was paid.
      const amount = direction === 'received' ? body.amount : -body.amount;
      const [payment] = await tx
        .insert(bookingPayments)
        .values({
          bookingId,
          method: body.method,
          amount,
          reference: body.reference,
          recordedByUserId: partnerUserId,
        })
        .returning({ id: bookingPayments.id });
      await recordPaymentInLedger(tx, payment!.id);
      await recordAudit(tx, {
        actor: { id: partnerUserId, role: 'partner' },
        action: direction === 'received' ? 'booking.payment' : 'booking.refund',
        recordType: 'booking',
        recordId: bookingId,
        before: { due },
        after: {
          paymentId: payment!.id,
          method: body.method,
          amount,
          reference: body.reference,
          due: due - amount,
        },
      });
    });
  } catch (error) {
    if (violatedConstraint(error) === 'booking_payments_utr_unique')
      throw new BookingRefused('payment_utr_taken');
    throw error;
  }
}
