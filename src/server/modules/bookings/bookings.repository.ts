import { and, eq, sql, type SQLWrapper } from 'drizzle-orm';
import type { BookingActor, BookingStatus } from '../../../shared/booking-constants.js';
import type { Booking, BookingBody, Quote } from '../../../shared/contracts/bookings.js';
import type { Database } from '../../db/client.js';
import { violatedConstraint } from '../../db/constraints.js';
import { bookingEvents, bookings } from '../../db/schema/index.js';
import { bookingChangeNotices } from '../notifications/notify.js';
import { writeTogether } from '../../db/write-together.js';
import { carForTripIn, type CarForTrip } from '../quotes/quotes.repository.js';
import { respondByFor } from './policy.js';
import { bookingsAsRead, selectBookings, type BookingScope } from './booking-view.js';
import { BookingRefused, holdRefused } from './refusals.js';
import { newReference, requestFingerprint } from './request-identity.js';
import { upiPayment } from '../payments/upi.js';
import { withoutOffer } from '../promotions/offer.js';
import { followOffer, reserveOffer } from '../promotions/promotions.repository.js';

/**
 * Seeds the per-car advisory lock of a booking request (any fixed number works): whatever makes
 * a booking hold a car takes its turn (a request here, an operator's move in `admin.repository.ts`).
 */
const CAR_BOOKING_LOCK = 7_240_119;

/** Waits for the car's turn, until the transaction ends. */
export async function takeCarTurn(tx: Database, carId: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${carId}, ${CAR_BOOKING_LOCK}))`,
  );
}

export interface Actor {
  role: BookingActor;
  /** Null for the system's moves. */
  userId: string | null;
}

/** A request as the route checked and priced it, before the transaction. */
export interface BookingRequest {
  customerId: string;
  body: Omit<BookingBody, 'dropAddress' | 'notes'> & { dropAddress: string; notes: string };
  idempotencyKey: string | undefined;
  /** The car as the quote read it. */
  car: CarForTrip;
  quote: Quote;
  now: Date;
}

/** A move to record: the booking, its statuses, who made it and why. */
export interface RecordedMove {
  bookingId: string;
  from: BookingStatus | null;
  to: BookingStatus;
  actor: Actor;
  reason: string;
  /** The booking's quote, which says whether it was made with an offer (`followOffer`). */
  quote: Pick<Quote, 'promotion'>;
  /** Writes sent in the same statement as the move's records: the move's audit entry. */
  also?: readonly SQLWrapper[];
}

/**
 * Records a move: the history row and the notifications, in the moving transaction, sent in one
 * statement with the move's other records. A new request, a party's move, the clock's and an
 * operator's all record theirs here.
 */
export async function recordMove(tx: Database, move: RecordedMove) {
  const { bookingId, from, to, actor, reason } = move;
  const notices = await bookingChangeNotices(tx, {
    bookingId,
    from,
    to,
    actor: actor.role,
    reason,
  });
  await writeTogether(tx, [
    tx.insert(bookingEvents).values({
      bookingId,
      fromStatus: from,
      toStatus: to,
      actorUserId: actor.userId,
      actorRole: actor.role,
      reason,
    }),
    ...notices,
    ...(move.also ?? []),
  ]);
  await followOffer(tx, { id: bookingId, quote: move.quote }, to, new Date());
}

/**
 * A booking made, recorded and read: the customer's request stored with the quote the route
 * priced, and any booking read back as its parties see it. Moves are `moves.repository.ts`'s;
 * lists and busy times `lists.repository.ts`'s.
 */
export function createBookingsRepository(db: Database) {
  // Every move answers the booking read back, and every trip page reads it: built once per
  // party's scope and prepared per connection, so neither the query builder nor the planner runs
  // per read.
  const byId = eq(bookings.id, sql.placeholder('id'));
  // The booking `id` when the party `scope` names is its customer or company.
  const ownedBy = (owner: typeof bookings.customerUserId) =>
    and(byId, eq(owner, sql.placeholder('scope')));
  const oneBooking = {
    customer: selectBookings(db)
      .where(ownedBy(bookings.customerUserId))
      .prepare('booking_of_customer'),
    company: selectBookings(db)
      .where(ownedBy(bookings.travelCompanyId))
      .prepare('booking_of_company'),
    any: selectBookings(db).where(byId).prepare('booking_any'),
  };

  async function readOne(scope: BookingScope, id: string, now: Date): Promise<Booking | undefined> {
    const rows =
      'customerId' in scope
        ? await oneBooking.customer.execute({ id, scope: scope.customerId })
        : 'companyId' in scope
          ? await oneBooking.company.execute({ id, scope: scope.companyId })
          : await oneBooking.any.execute({ id });
    const [booking] = bookingsAsRead(rows, now, scope);
    // The customer pays what is due by UPI, when the company can be paid so.
    if (
      booking &&
      'customerId' in scope &&
      booking.bill &&
      booking.bill.due > 0 &&
      booking.company.upiId
    )
      booking.pay = await upiPayment(
        booking.company.upiId,
        booking.company.name,
        booking.bill.due,
        booking.reference,
      );
    return booking;
  }

  /**
   * The booking an earlier request with this Idempotency-Key made, or undefined. The same key
   * with any other request is refused (`idempotency_key_reused`): it stands for one booking.
   */
  async function earlier(
    customerId: string,
    body: BookingRequest['body'],
    idempotencyKey: string | undefined,
    now: Date,
  ): Promise<Booking | undefined> {
    if (!idempotencyKey) return undefined;
    const [row] = await db
      .select({
        id: bookings.id,
        carId: bookings.carId,
        pickupAt: bookings.pickupAt,
        returnAt: bookings.returnAt,
        fingerprint: bookings.idempotencyFingerprint,
      })
      .from(bookings)
      .where(
        and(eq(bookings.customerUserId, customerId), eq(bookings.idempotencyKey, idempotencyKey)),
      )
      .limit(1);
    if (!row) return undefined;
    // A booking from before fingerprints were kept is compared by its car and times.
    const same =
      row.fingerprint !== null
        ? row.fingerprint === requestFingerprint(body)
        : row.carId === body.carId &&
          row.pickupAt.getTime() === new Date(body.pickupAt).getTime() &&
          row.returnAt.getTime() === new Date(body.returnAt).getTime();
    if (!same) throw new BookingRefused('idempotency_key_reused');
    return readOne({ customerId }, row.id, now);
  }

  // Asked before every move's body is read: built once, prepared per connection.
  const bookingOf = (owner: typeof bookings.customerUserId, name: string) =>
    db.select({ id: bookings.id }).from(bookings).where(ownedBy(owner)).limit(1).prepare(name);
  const bookingOfCompany = bookingOf(bookings.travelCompanyId, 'booking_is_of_company');
  const bookingOfCustomer = bookingOf(bookings.customerUserId, 'booking_is_of_customer');

  return {
    readOne,
    earlier,

    /** Whether the booking is the company's: a partner's route asks before reading its body. */
    isOfCompany: async (companyId: string, id: string) =>
      (await bookingOfCompany.execute({ id, scope: companyId })).length > 0,

    /** Whether the booking is the customer's: a customer's route asks before reading its body. */
    isOfCustomer: async (customerId: string, id: string) =>
      (await bookingOfCustomer.execute({ id, scope: customerId })).length > 0,

    /**
     * Stores the request as a booking in `requested`, with the quote it was given. In one
     * transaction: the car's turn, the car still bookable (one taken off the storefront since
     * the quote is `car_not_found`), the booking and its first history row. Exactly one of
     * several overlapping requests commits: the others meet the exclusion constraint and are
     * refused as `car_taken`. The same Idempotency-Key sent twice at once answers the booking the
     * first made (`created: false`).
     */
    async create(request: BookingRequest): Promise<{ booking: Booking; created: boolean }> {
      const { customerId, body, idempotencyKey, car, quote, now } = request;
      for (let attempt = 0; ; attempt += 1) {
        try {
          const id = await db.transaction(async (tx) => {
            // Requests for one car take turns here. The exclusion constraint alone refuses the
            // overlap, but two transactions that each inserted a hold and then wait on the
            // other's can deadlock; in turn, the second simply finds the first's hold.
            await takeCarTurn(tx, car.id);
            const current = await carForTripIn(tx, car.id);
            if (!current?.listed) throw new BookingRefused('car_not_found');
            if (!current.bookable) throw new BookingRefused('car_not_bookable');
            const pickupAt = new Date(body.pickupAt);
            const [row] = await tx
              .insert(bookings)
              .values({
                reference: newReference(),
                customerUserId: customerId,
                carId: car.id,
                travelCompanyId: car.travelCompanyId,
                tripType: body.tripType,
                status: 'requested',
                pickupAt,
                returnAt: new Date(body.returnAt),
                pickupAddress: body.pickupAddress,
                dropAddress: body.dropAddress,
                passengers: body.passengers,
                estimatedKm: body.estimatedKm ?? null,
                notes: body.notes,
                customerGstin: body.gstin,
                quote,
                // The rates it was quoted at, for the final bill.
                tariff: car.tariff,
                // The company's price: Saarthi's offer is paid beside it.
                total: withoutOffer(quote).total,
                cancellationPolicy: car.cancellationPolicy,
                respondBy: respondByFor(now, pickupAt),
                idempotencyKey: idempotencyKey ?? null,
                idempotencyFingerprint: idempotencyKey ? requestFingerprint(body) : null,
                createdAt: now,
                updatedAt: now,
              })
              .returning({ id: bookings.id });
            if (quote.promotion)
              await reserveOffer(
                tx,
                {
                  ...quote.promotion,
                  bookingId: row!.id,
                  customerId,
                  city: current.city,
                },
                now,
              );
            const customer: Actor = { role: 'customer', userId: customerId };
            await recordMove(tx, {
              bookingId: row!.id,
              from: null,
              to: 'requested',
              actor: customer,
              reason: '',
              quote,
            });
            return row!.id;
          });
          return { booking: (await readOne({ customerId }, id, now))!, created: true };
        } catch (error) {
          const held = holdRefused(error);
          if (held) throw new BookingRefused(held);
          const constraint = violatedConstraint(error);
          // The same key sent twice at once: the second finds the first's booking.
          if (constraint === 'bookings_idempotency_unique') {
            const booking = await earlier(customerId, body, idempotencyKey, now);
            if (booking) return { booking, created: false };
          }
          // A reference drawn twice (one in a billion): draw again.
          if (constraint === 'bookings_reference_unique' && attempt < 3) continue;
          throw error;
        }
      }
    },
  };
}
