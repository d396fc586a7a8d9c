import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { BookingActor, BookingStatus } from '../../../shared/booking-constants.js';
import type { Booking, BookingBody, Quote } from '../../../shared/contracts/bookings.js';
import type { Database } from '../../db/client.js';
import { violatedConstraint } from '../../db/constraints.js';
import {
  bookingEvents,
  bookings,
  cars,
  drivers,
  travelCompanies,
  users,
} from '../../db/schema/index.js';
import { maskedLicence, TRIP_DAY } from '../../../shared/trip-day.js';
import { notifyBookingChange } from '../notifications/notify.js';
import { carForTripIn, type CarForTrip } from '../quotes/quotes.repository.js';
import { cancellationFeeNow, respondByFor, type BookingState } from './policy.js';
import { BookingRefused, holdRefused } from './refusals.js';
import { newReference, requestFingerprint } from './request-identity.js';
import { feeBillOf } from './bill.js';
import { bookingDocumentsList } from '../invoices/invoices.repository.js';
import { bookingPaymentsList } from '../payments/payments.repository.js';
import { bookingDisputesList, disputableUntil } from '../disputes/disputes.repository.js';
import { epochMs, isoOf, jsonRows, type RecordList } from '../../db/json-rows.js';
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

/** Whose bookings a caller reaches: a customer their own, a partner their company's. */
export type BookingScope =
  | { customerId: string }
  | { companyId: string }
  // An operator, or the clock: every booking.
  | { all: true };

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

/**
 * Records a move: the history row and the notifications, in the moving transaction. A new
 * request, a party's move, the clock's and an operator's all record theirs here.
 */
export async function recordMove(
  tx: Database,
  bookingId: string,
  from: BookingStatus | null,
  to: BookingStatus,
  actor: Actor,
  reason: string,
) {
  await tx.insert(bookingEvents).values({
    bookingId,
    fromStatus: from,
    toStatus: to,
    actorUserId: actor.userId,
    actorRole: actor.role,
    reason,
  });
  await notifyBookingChange(tx, { bookingId, from, to, actor: actor.role, reason });
  await followOffer(tx, bookingId, to, new Date());
}

const customerUser = alias(users, 'customer');

const bookingColumns = {
  _id: bookings.id,
  reference: bookings.reference,
  status: bookings.status,
  tripType: bookings.tripType,
  pickupAt: bookings.pickupAt,
  returnAt: bookings.returnAt,
  pickupAddress: bookings.pickupAddress,
  dropAddress: bookings.dropAddress,
  passengers: bookings.passengers,
  estimatedKm: bookings.estimatedKm,
  notes: bookings.notes,
  gstin: bookings.customerGstin,
  quote: bookings.quote,
  cancellationPolicy: bookings.cancellationPolicy,
  respondBy: bookings.respondBy,
  cancellationFee: bookings.cancellationFee,
  reason: bookings.reason,
  createdAt: bookings.createdAt,
  car: {
    _id: cars.id,
    name: cars.carName,
    model: cars.carModel,
    image: cars.carImage,
    category: cars.category,
    city: cars.city,
    registration: cars.registrationNumber,
  },
  company: {
    _id: travelCompanies.id,
    name: travelCompanies.travelsName,
    phone: travelCompanies.phone,
    upiId: travelCompanies.upiId,
  },
  customer: { name: customerUser.userName, phone: customerUser.mobile },
  driverId: drivers.id,
  driverName: drivers.name,
  driverPhoto: drivers.photo,
  driverLanguages: drivers.languages,
  driverExperienceYears: drivers.experienceYears,
  driverLicenceLast4: drivers.licenceLast4,
  startCode: bookings.startCode,
  startCodeFailures: bookings.startCodeFailures,
  odometerStart: bookings.odometerStart,
  startedAt: bookings.startedAt,
  odometerEnd: bookings.odometerEnd,
  endedAt: bookings.endedAt,
  expenses: bookings.expenses,
  bill: bookings.bill,
};

/** Bookings as their parties read them, joined to their car, company, customer and driver. */
export function selectBookings(db: Database) {
  return db
    .select(bookingColumns)
    .from(bookings)
    .innerJoin(cars, eq(cars.id, bookings.carId))
    .innerJoin(travelCompanies, eq(travelCompanies.id, bookings.travelCompanyId))
    .innerJoin(customerUser, eq(customerUser.id, bookings.customerUserId))
    .leftJoin(drivers, eq(drivers.id, bookings.driverId));
}
type BookingRow = Awaited<ReturnType<ReturnType<typeof selectBookings>['execute']>>[number];

/** What the policy decides a booking's moves and fees from. */
export const stateOf = (row: {
  status: BookingStatus;
  pickupAt: Date;
  quote: Quote;
  cancellationPolicy: BookingState['cancellationPolicy'];
}): BookingState => ({
  status: row.status,
  pickupAt: row.pickupAt,
  fare: row.quote.fare,
  cancellationPolicy: row.cancellationPolicy,
});

export function scopeCondition(scope: BookingScope): SQL | undefined {
  if ('customerId' in scope) return eq(bookings.customerUserId, scope.customerId);
  if ('companyId' in scope) return eq(bookings.travelCompanyId, scope.companyId);
  return undefined;
}

type Move = Booking['history'][number];

/** A booking's moves, oldest first, read with the booking. */
const bookingMovesList: RecordList<Move> = {
  of: (bookingId) =>
    jsonRows(
      [
        bookingEvents.fromStatus,
        bookingEvents.toStatus,
        bookingEvents.actorRole,
        bookingEvents.reason,
        epochMs(bookingEvents.createdAt),
      ],
      bookingEvents,
      sql`${bookingEvents.bookingId} = ${bookingId}`,
      [bookingEvents.createdAt, bookingEvents.id],
    ),
  read: (json) =>
    (JSON.parse(json) as [Move['from'], Move['to'], Move['actor'], string, number][]).map(
      ([from, to, actor, reason, at]) => ({ from, to, actor, reason, at: isoOf(at) }),
    ),
};

/**
 * The rows as `scope`'s party reads them, each with its history and what cancelling costs now.
 * The start code is the customer's alone, and only until the trip starts.
 */
export async function withHistory(
  db: Database,
  rows: BookingRow[],
  now: Date,
  scope: BookingScope,
): Promise<Booking[]> {
  if (rows.length === 0) return [];
  // The lists each booking carries, all in one statement beside the rows already read.
  const lists = new Map(
    (
      await db
        .select({
          id: bookings.id,
          history: bookingMovesList.of(bookings.id),
          payments: bookingPaymentsList.of(bookings.id),
          documents: bookingDocumentsList.of(bookings.id),
          disputes: bookingDisputesList.of(bookings.id),
        })
        .from(bookings)
        .where(
          inArray(
            bookings.id,
            rows.map((row) => row._id),
          ),
        )
    ).map((list) => [list.id, list]),
  );
  return rows.map((row) => {
    const {
      driverId,
      driverName,
      driverPhoto,
      driverLanguages,
      driverExperienceYears,
      driverLicenceLast4,
      startCode,
      startCodeFailures,
      odometerStart,
      startedAt,
      odometerEnd,
      endedAt,
      expenses,
      bill,
      ...rest
    } = row;
    const feeNow = cancellationFeeNow(stateOf(row), now);
    const list = lists.get(row._id);
    const paidFor = list ? bookingPaymentsList.read(list.payments) : [];
    const paid = paidFor.reduce((sum, payment) => sum + payment.amount, 0);
    const taxDocuments = list ? bookingDocumentsList.read(list.documents) : [];
    // The current invoice is the latest: an earlier one was withdrawn by a credit note.
    const invoice = taxDocuments.findLast((document) => document.kind === 'invoice');
    const credited = taxDocuments
      .filter((document) => invoice && document.corrects === invoice.number)
      .reduce((sum, note) => sum + note.total, 0);
    const history = list ? bookingMovesList.read(list.history) : [];
    const completed = history.findLast((event) => event.to === 'completed');
    const showCode = 'customerId' in scope && row.status === 'confirmed' && startCode !== null;
    return {
      ...rest,
      pickupAt: row.pickupAt.toISOString(),
      returnAt: row.returnAt.toISOString(),
      respondBy: row.respondBy.toISOString(),
      createdAt: row.createdAt.toISOString(),
      driver:
        driverId === null
          ? null
          : {
              _id: driverId,
              name: driverName ?? '',
              photo: driverPhoto ?? '',
              languages: driverLanguages ?? [],
              experienceYears: driverExperienceYears ?? 0,
              licence: maskedLicence(driverLicenceLast4 ?? ''),
            },
      start: {
        ...(showCode ? { code: startCode } : {}),
        odometerKm: odometerStart,
        at: startedAt?.toISOString() ?? null,
        triesLeft: Math.max(0, TRIP_DAY.startCodeTries - startCodeFailures),
      },
      end: { odometerKm: odometerEnd, at: endedAt?.toISOString() ?? null, expenses },
      bill: bill && { ...bill, credited, paid, due: bill.total - credited - paid },
      refundOwed: bill ? 0 : Math.max(0, paid),
      payments: paidFor,
      // A bill withdrawn took its invoice with it: the booking has no invoice in force.
      invoice: bill && invoice ? { number: invoice.number, issuedAt: invoice.issuedAt } : null,
      taxDocuments,
      history,
      disputes: list ? bookingDisputesList.read(list.disputes) : [],
      disputableUntil:
        bill && completed ? disputableUntil(new Date(completed.at)).toISOString() : null,
      cancellationFeeNow: feeNow,
      cancellationBillNow: feeNow
        ? (({ lines, total }) => ({
            lines: lines.map(({ quoted: _quoted, ...line }) => line),
            total,
          }))(feeBillOf(row, 'cancellation', feeNow, now))
        : null,
      reviewable: row.status === 'completed',
    };
  });
}

/**
 * A booking made, recorded and read: the customer's request stored with the quote the route
 * priced, and any booking read back as its parties see it. Moves are `moves.repository.ts`'s;
 * lists and busy times `lists.repository.ts`'s.
 */
export function createBookingsRepository(db: Database) {
  async function readOne(scope: BookingScope, id: string, now: Date): Promise<Booking | undefined> {
    const rows = await selectBookings(db)
      .where(and(eq(bookings.id, id), scopeCondition(scope)))
      .limit(1);
    const [booking] = await withHistory(db, rows, now, scope);
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

  async function isInScope(scope: BookingScope, id: string): Promise<boolean> {
    const [row] = await db
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(eq(bookings.id, id), scopeCondition(scope)))
      .limit(1);
    return row !== undefined;
  }

  return {
    readOne,
    earlier,

    /** Whether the booking is the company's: a partner's route asks before reading its body. */
    isOfCompany: (companyId: string, id: string) => isInScope({ companyId }, id),

    /** Whether the booking is the customer's: a customer's route asks before reading its body. */
    isOfCustomer: (customerId: string, id: string) => isInScope({ customerId }, id),

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
            await recordMove(tx, row!.id, null, 'requested', customer, '');
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
