/**
 * Saarthi's offers kept and used (docs/product/trips-and-money.md#offers). A code is checked
 * when a trip is quoted, reserved in the booking's own transaction, used when the trip completes
 * (Saarthi pays its part of the bill, in the ledger) and released when the booking ends any
 * other way. The limit is held by one conditional update of the offer's row, so bookings made
 * at once on several instances can never together use it more often than it allows.
 */
import { and, desc, eq, isNull, lt, ne, sql } from 'drizzle-orm';
import type { BookingStatus } from '../../../shared/booking-constants.js';
import type { Quote } from '../../../shared/contracts/bookings.js';
import type { Offer } from '../../../shared/contracts/promotions.js';
import type { Promotion, PromotionBody } from '../../../shared/contracts/promotions-admin.js';
import { indiaToday } from '../../../shared/india-time.js';
import type { Database } from '../../db/client.js';
import { violatedConstraint } from '../../db/constraints.js';
import { bookingPayments, bookings, promotions, promotionUses } from '../../db/schema/index.js';
import { recordAudit } from '../audit/audit.js';
import { recordPaymentInLedger } from '../ledger/ledger.repository.js';
import { OfferRefused, termsRefusal, withOffer, type OfferTerms } from './offer.js';

const termsColumns = {
  id: promotions.id,
  code: promotions.code,
  kind: promotions.kind,
  value: promotions.value,
  cap: promotions.cap,
  validFrom: promotions.validFrom,
  validTo: promotions.validTo,
  firstTripOnly: promotions.firstTripOnly,
  perCustomer: promotions.perCustomer,
  totalLimit: promotions.totalLimit,
  cities: promotions.cities,
  uses: promotions.uses,
  endedAt: promotions.endedAt,
};

/** The statuses a booking ends in without a trip: its offer is given back. */
const ENDED_WITHOUT_TRIP: readonly BookingStatus[] = [
  'declined',
  'cancelled',
  'expired',
  'no_show',
];

/** Refused for the customer's own terms: a first trip only, or used as often as allowed. */
async function customerRefusal(
  db: Database,
  terms: OfferTerms,
  customerId: string,
): Promise<OfferRefused | null> {
  const [held] = await db
    .select({ uses: sql<number>`count(*)::int` })
    .from(promotionUses)
    .where(
      and(
        eq(promotionUses.promotionId, terms.id),
        eq(promotionUses.customerUserId, customerId),
        ne(promotionUses.status, 'released'),
      ),
    );
  if (terms.firstTripOnly) {
    const [trip] = await db
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(eq(bookings.customerUserId, customerId), eq(bookings.status, 'completed')))
      .limit(1);
    if (trip) return new OfferRefused('promotion_first_trip');
  }
  if (Number(held?.uses ?? 0) >= terms.perCustomer)
    return new OfferRefused('promotion_customer_limit');
  return null;
}

/**
 * The quote with the offer named by `code` taken off, or the reason it does not apply. Without
 * a customer (a visitor pricing a trip) only the offer's own terms are checked; the booking
 * checks the customer's.
 */
export async function quoteWithOffer(
  db: Database,
  code: string,
  city: string,
  quote: Quote,
  customerId: string | null,
  now: Date,
): Promise<Quote> {
  const [terms] = await db
    .select(termsColumns)
    .from(promotions)
    .where(eq(promotions.code, code))
    .limit(1);
  if (!terms) throw new OfferRefused('promotion_unknown');
  const refusal =
    termsRefusal(terms, city, indiaToday(now)) ??
    (customerId ? await customerRefusal(db, terms, customerId) : null);
  if (refusal) throw refusal;
  return withOffer(quote, terms);
}

/**
 * Holds the booking's offer, in the booking's transaction: a place under the total limit is
 * taken by a conditional update (which also locks the offer's row, so one customer's bookings
 * made at once take turns past the per-customer check), the terms are checked again as they
 * stand now, and the use is recorded. Any refusal rolls the booking back with it.
 */
export async function reserveOffer(
  tx: Database,
  use: { code: string; amount: number; bookingId: string; customerId: string; city: string },
  now: Date,
): Promise<void> {
  const [terms] = await tx
    .update(promotions)
    .set({ uses: sql`${promotions.uses} + 1` })
    .where(and(eq(promotions.code, use.code), lt(promotions.uses, promotions.totalLimit)))
    .returning(termsColumns);
  if (!terms) throw new OfferRefused('promotion_used_up');
  // Counted before this booking's place was taken.
  const refusal =
    termsRefusal({ ...terms, uses: terms.uses - 1 }, use.city, indiaToday(now)) ??
    (await customerRefusal(tx, terms, use.customerId));
  if (refusal) throw refusal;
  await tx.insert(promotionUses).values({
    promotionId: terms.id,
    bookingId: use.bookingId,
    customerUserId: use.customerId,
    amount: use.amount,
    createdAt: now,
    updatedAt: now,
  });
}

/** Saarthi pays (or, negative, takes back) part of the bill, as a payment with its ledger. */
async function payOffer(tx: Database, bookingId: string, amount: number, code: string) {
  const [payment] = await tx
    .insert(bookingPayments)
    .values({ bookingId, method: 'offer', amount, reference: code })
    .returning({ id: bookingPayments.id });
  await recordPaymentInLedger(tx, payment!.id);
}

/**
 * Follows a booking's move with its offer, in the move's transaction: a trip completed with a
 * bill has the offer paid (never more than the bill), one that ends without a trip gives it
 * back, and one already paid whose trip is then undone (an operator cancelling a completed
 * trip) has the payment taken back.
 */
export async function followOffer(
  tx: Database,
  booking: { id: string; quote: Pick<Quote, 'promotion'> },
  to: BookingStatus,
  now: Date,
) {
  // Only a booking made with an offer has one to follow: its quote says so.
  if (!booking.quote.promotion) return;
  if (to !== 'completed' && !ENDED_WITHOUT_TRIP.includes(to)) return;
  const bookingId = booking.id;
  const [use] = await tx
    .select({
      id: promotionUses.id,
      promotionId: promotionUses.promotionId,
      amount: promotionUses.amount,
      status: promotionUses.status,
      code: promotions.code,
      bill: bookings.bill,
    })
    .from(promotionUses)
    .innerJoin(promotions, eq(promotions.id, promotionUses.promotionId))
    .innerJoin(bookings, eq(bookings.id, promotionUses.bookingId))
    .where(eq(promotionUses.bookingId, bookingId))
    .for('update', { of: promotionUses });
  if (!use || use.status === 'released') return;
  const paid = async () => {
    const [row] = await tx
      .select({ total: sql<number>`coalesce(sum(${bookingPayments.amount}), 0)::int` })
      .from(bookingPayments)
      .where(and(eq(bookingPayments.bookingId, bookingId), eq(bookingPayments.method, 'offer')));
    return Number(row?.total ?? 0);
  };
  if (to === 'completed') {
    if (use.status === 'used') return;
    const amount = Math.min(use.amount, Math.max(0, use.bill?.total ?? 0));
    if (amount > 0) {
      await payOffer(tx, bookingId, amount, use.code);
      await tx
        .update(promotionUses)
        .set({ status: 'used', updatedAt: now })
        .where(eq(promotionUses.id, use.id));
      return;
    }
    // A trip billed at nothing used nothing of the offer: it is given back like a cancelled one.
  }
  if (use.status === 'used') {
    const given = await paid();
    if (given > 0) await payOffer(tx, bookingId, -given, use.code);
  }
  await tx
    .update(promotionUses)
    .set({ status: 'released', updatedAt: now })
    .where(eq(promotionUses.id, use.id));
  await tx
    .update(promotions)
    .set({ uses: sql`${promotions.uses} - 1` })
    .where(eq(promotions.id, use.promotionId));
}

export class PromotionRefused extends Error {
  constructor(
    readonly refusal: 'promotion_code_taken' | 'promotion_not_found' | 'promotion_ended_already',
  ) {
    super(refusal);
    this.name = 'PromotionRefused';
  }
}

const toOffer = (row: OfferTerms): Offer => ({
  code: row.code,
  kind: row.kind,
  value: row.value,
  cap: row.cap,
  validFrom: row.validFrom,
  validTo: row.validTo,
  firstTripOnly: row.firstTripOnly,
  perCustomer: row.perCustomer,
  cities: row.cities as Offer['cities'],
});

/** Offers as operators set them up and see them taken, and as customers find them. */
export function createPromotionsRepository(db: Database) {
  async function read(where?: ReturnType<typeof eq>): Promise<Promotion[]> {
    const rows = await db
      .select({
        ...termsColumns,
        createdAt: promotions.createdAt,
        // Written with their tables named: the builder leaves a subquery's columns bare.
        reserved: sql<number>`(select count(*)::int from promotion_uses u
           where u.promotion_id = promotions.id and u.status = 'reserved')`,
        used: sql<number>`(select count(*)::int from promotion_uses u
           where u.promotion_id = promotions.id and u.status = 'used')`,
        spent: sql<number>`(select coalesce(sum(p.amount), 0)::int
           from booking_payments p join promotion_uses u on u.booking_id = p.booking_id
           where u.promotion_id = promotions.id and p.method = 'offer')`,
      })
      .from(promotions)
      .where(where)
      .orderBy(desc(promotions.createdAt), desc(promotions.id));
    return rows.map((row) => ({
      ...toOffer(row),
      _id: row.id,
      totalLimit: row.totalLimit,
      reserved: Number(row.reserved),
      used: Number(row.used),
      spent: Number(row.spent),
      endedAt: row.endedAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
    }));
  }

  return {
    list: () => read(),

    /** The offers a customer may use today: running, not used up, newest first. */
    async offersOn(today: string): Promise<Offer[]> {
      const rows = await db
        .select(termsColumns)
        .from(promotions)
        .where(
          and(
            isNull(promotions.endedAt),
            sql`${promotions.validFrom} <= ${today} and ${promotions.validTo} >= ${today}`,
            lt(promotions.uses, promotions.totalLimit),
          ),
        )
        .orderBy(desc(promotions.createdAt), desc(promotions.id));
      return rows.map(toOffer);
    },

    /** Creates an offer (audited); a code taken already is refused. */
    async create(body: PromotionBody, operatorId: string): Promise<Promotion> {
      try {
        const id = await db.transaction(async (tx) => {
          const [row] = await tx
            .insert(promotions)
            .values({
              code: body.code,
              kind: body.kind,
              value: body.value,
              cap: body.cap ?? null,
              validFrom: body.validFrom,
              validTo: body.validTo,
              firstTripOnly: body.firstTripOnly,
              perCustomer: body.perCustomer,
              totalLimit: body.totalLimit,
              cities: body.cities,
              createdBy: operatorId,
            })
            .returning({ id: promotions.id });
          await recordAudit(tx, {
            actor: { id: operatorId, role: 'operator' },
            action: 'promotion.create',
            recordType: 'promotion',
            recordId: row!.id,
            before: null,
            after: { ...body },
          });
          return row!.id;
        });
        return (await read(eq(promotions.id, id)))[0]!;
      } catch (error) {
        if (violatedConstraint(error) === 'promotions_code_unique')
          throw new PromotionRefused('promotion_code_taken');
        throw error;
      }
    },

    /** Ends an offer now (audited): no new booking takes it; those holding it keep it. */
    async end(id: string, operatorId: string, now: Date): Promise<Promotion> {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .select({ endedAt: promotions.endedAt })
          .from(promotions)
          .where(eq(promotions.id, id))
          .for('update');
        if (!row) throw new PromotionRefused('promotion_not_found');
        if (row.endedAt) throw new PromotionRefused('promotion_ended_already');
        await tx.update(promotions).set({ endedAt: now }).where(eq(promotions.id, id));
        await recordAudit(tx, {
          actor: { id: operatorId, role: 'operator' },
          action: 'promotion.end',
          recordType: 'promotion',
          recordId: id,
          before: { endedAt: null },
          after: { endedAt: now.toISOString() },
        });
      });
      return (await read(eq(promotions.id, id)))[0]!;
    },
  };
}
