import { createHash } from 'node:crypto';
import { recordAudit } from '../audit/audit.js';
import { randomInt } from 'node:crypto';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  inArray,
  isNull,
  lt,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  ACTIVE_BOOKING_STATUSES,
  BOOKING_LIMITS,
  type BookingAction,
  type BookingActor,
  type BookingStatus,
} from '../../../shared/booking-constants.js';
import type {
  Booking,
  BookingBody,
  BookingListQuery,
  Quote,
} from '../../../shared/contracts/bookings.js';
import type { Database } from '../../db/client.js';
import { violatedConstraint } from '../../db/constraints.js';
import {
  bookingEvents,
  bookings,
  carBusy,
  cars,
  drivers,
  travelCompanies,
  users,
} from '../../db/schema.js';
import { notifyBookingChange } from '../notifications/notify.js';
import { carForTripIn } from '../quotes/quotes.repository.js';
import { cancellationFeeNow, decideMove, respondByFor, type BookingState } from './policy.js';

const HOUR_MS = 3_600_000;
/**
 * Seeds the per-car advisory lock of a booking request (any fixed number works), and the
 * per-driver one of an assignment: whatever makes a booking hold a car or a driver takes its turn.
 */
export const CAR_BOOKING_LOCK = 7_240_119;
export const DRIVER_ASSIGN_LOCK = 7_240_120;

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

/** Why a booking could not be made or moved, for the route to answer. */
export type BookingRefusal =
  | 'car_taken'
  | 'driver_taken'
  | 'idempotency_key_reused'
  | 'booking_not_found'
  | 'booking_driver_invalid'
  | 'booking_driver_rejected';

export class BookingRefused extends Error {
  constructor(readonly refusal: BookingRefusal) {
    super(refusal);
    this.name = 'BookingRefused';
  }
}

// Readable over the phone: no 0/O, 1/I/L.
const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export function newReference(): string {
  let code = '';
  for (let index = 0; index < 6; index += 1)
    code += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return `SA-${code}`;
}

/** The exclusion and unique constraints that stand for a refusal the customer can understand. */
export function refusalOf(error: unknown): BookingRefusal | undefined {
  switch (violatedConstraint(error)) {
    case 'car_busy_no_overlap':
      return 'car_taken';
    case 'bookings_driver_no_overlap':
      return 'driver_taken';
    default:
      return undefined;
  }
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
  },
  company: {
    _id: travelCompanies.id,
    name: travelCompanies.travelsName,
    phone: travelCompanies.phone,
  },
  customer: { name: customerUser.userName, phone: customerUser.mobile },
  driverId: drivers.id,
  driverName: drivers.name,
  driverPhoto: drivers.photo,
};

function selectBookings(db: Database) {
  return db
    .select(bookingColumns)
    .from(bookings)
    .innerJoin(cars, eq(cars.id, bookings.carId))
    .innerJoin(travelCompanies, eq(travelCompanies.id, bookings.travelCompanyId))
    .innerJoin(customerUser, eq(customerUser.id, bookings.customerUserId))
    .leftJoin(drivers, eq(drivers.id, bookings.driverId));
}
type BookingRow = Awaited<ReturnType<ReturnType<typeof selectBookings>['execute']>>[number];

const stateOf = (row: {
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

function scopeCondition(scope: BookingScope): SQL | undefined {
  if ('customerId' in scope) return eq(bookings.customerUserId, scope.customerId);
  if ('companyId' in scope) return eq(bookings.travelCompanyId, scope.companyId);
  return undefined;
}

/**
 * Records a move: the history row and the notifications, in the moving transaction (an
 * operator's moves, in `admin.repository.ts`, record theirs alike).
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
}

const TERMINAL_FOR_CUSTOMER: Record<'upcoming' | 'past' | 'cancelled', BookingStatus[]> = {
  upcoming: [...ACTIVE_BOOKING_STATUSES],
  past: ['completed', 'no_show'],
  cancelled: ['cancelled', 'declined', 'expired'],
};

/**
 * A hash of a booking request as validated (keys in a fixed order, times as instants), so that
 * the same request however spelled hashes alike and any other request differently.
 */
export function requestFingerprint(body: object): string {
  const canonical = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(canonical);
    if (value !== null && typeof value === 'object')
      return Object.fromEntries(
        Object.keys(value)
          .sort()
          .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
      );
    return value;
  };
  const instants = { ...body } as Record<string, unknown>;
  for (const time of ['pickupAt', 'returnAt'])
    if (typeof instants[time] === 'string')
      instants[time] = new Date(instants[time] as string).toISOString();
  return createHash('sha256')
    .update(JSON.stringify(canonical(instants)))
    .digest('hex');
}

export function createBookingsRepository(db: Database) {
  async function withHistory(rows: BookingRow[], now: Date): Promise<Booking[]> {
    if (rows.length === 0) return [];
    const events = await db
      .select({
        bookingId: bookingEvents.bookingId,
        from: bookingEvents.fromStatus,
        to: bookingEvents.toStatus,
        actor: bookingEvents.actorRole,
        reason: bookingEvents.reason,
        at: bookingEvents.createdAt,
      })
      .from(bookingEvents)
      .where(
        inArray(
          bookingEvents.bookingId,
          rows.map((row) => row._id),
        ),
      )
      .orderBy(asc(bookingEvents.createdAt), asc(bookingEvents.id));
    return rows.map((row) => {
      const { driverId, driverName, driverPhoto, ...rest } = row;
      return {
        ...rest,
        pickupAt: row.pickupAt.toISOString(),
        returnAt: row.returnAt.toISOString(),
        respondBy: row.respondBy.toISOString(),
        createdAt: row.createdAt.toISOString(),
        driver:
          driverId === null
            ? null
            : { _id: driverId, name: driverName ?? '', photo: driverPhoto ?? '' },
        history: events
          .filter((event) => event.bookingId === row._id)
          .map(({ bookingId: _bookingId, ...event }) => ({ ...event, at: event.at.toISOString() })),
        cancellationFeeNow: cancellationFeeNow(stateOf(row), now),
        reviewable: row.status === 'completed',
      };
    });
  }

  async function readOne(scope: BookingScope, id: string, now: Date): Promise<Booking | undefined> {
    const rows = await selectBookings(db)
      .where(and(eq(bookings.id, id), scopeCondition(scope)))
      .limit(1);
    const [booking] = await withHistory(rows, now);
    return booking;
  }

  return {
    readOne,

    /** Whether the booking is the company's: a partner's route asks before reading its body. */
    async isOfCompany(companyId: string, id: string): Promise<boolean> {
      const [row] = await db
        .select({ id: bookings.id })
        .from(bookings)
        .where(and(eq(bookings.id, id), eq(bookings.travelCompanyId, companyId)))
        .limit(1);
      return row !== undefined;
    },

    /**
     * Makes a booking in `requested`, priced by `price` inside the transaction (with the car as
     * it is then). Exactly one of several overlapping requests commits: the others meet the
     * exclusion constraint and are refused as `car_taken`. With an idempotency key, a repeat of
     * the same request answers the booking it made (`created: false`).
     */
    async create(
      customerId: string,
      body: Omit<BookingBody, 'dropAddress' | 'notes'> & { dropAddress: string; notes: string },
      idempotencyKey: string | undefined,
      price: (car: Awaited<ReturnType<typeof carForTripIn>>) => {
        quote: Quote;
        car: NonNullable<Awaited<ReturnType<typeof carForTripIn>>>;
      },
      now: Date,
    ): Promise<{ booking: Booking; created: boolean }> {
      // The request the key stands for: the same key with any other request is another booking.
      const fingerprint = requestFingerprint(body);
      const replay = async () => {
        if (!idempotencyKey) return undefined;
        const [earlier] = await db
          .select({
            id: bookings.id,
            carId: bookings.carId,
            pickupAt: bookings.pickupAt,
            returnAt: bookings.returnAt,
            fingerprint: bookings.idempotencyFingerprint,
          })
          .from(bookings)
          .where(
            and(
              eq(bookings.customerUserId, customerId),
              eq(bookings.idempotencyKey, idempotencyKey),
            ),
          )
          .limit(1);
        if (!earlier) return undefined;
        // A booking from before fingerprints were kept is compared by its car and times.
        const same =
          earlier.fingerprint !== null
            ? earlier.fingerprint === fingerprint
            : earlier.carId === body.carId &&
              earlier.pickupAt.getTime() === new Date(body.pickupAt).getTime() &&
              earlier.returnAt.getTime() === new Date(body.returnAt).getTime();
        if (!same) throw new BookingRefused('idempotency_key_reused');
        return { booking: (await readOne({ customerId }, earlier.id, now))!, created: false };
      };

      const earlier = await replay();
      if (earlier) return earlier;

      for (let attempt = 0; ; attempt += 1) {
        try {
          const id = await db.transaction(async (tx) => {
            // Requests for one car take turns here. The exclusion constraint alone refuses the
            // overlap, but two transactions that each inserted a hold and then wait on the
            // other's can deadlock; in turn, the second simply finds the first's hold.
            await tx.execute(
              sql`select pg_advisory_xact_lock(hashtextextended(${body.carId}, ${CAR_BOOKING_LOCK}))`,
            );
            const { quote, car } = price(await carForTripIn(tx, body.carId));
            const pickupAt = new Date(body.pickupAt);
            const respondBy = respondByFor(now, pickupAt);
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
                quote,
                total: quote.total,
                cancellationPolicy: car.cancellationPolicy,
                respondBy,
                idempotencyKey: idempotencyKey ?? null,
                idempotencyFingerprint: idempotencyKey ? fingerprint : null,
                createdAt: now,
                updatedAt: now,
              })
              .returning({ id: bookings.id });
            await recordMove(
              tx,
              row!.id,
              null,
              'requested',
              { role: 'customer', userId: customerId },
              '',
            );
            return row!.id;
          });
          return { booking: (await readOne({ customerId }, id, now))!, created: true };
        } catch (error) {
          const refusal = refusalOf(error);
          if (refusal) throw new BookingRefused(refusal);
          const constraint = violatedConstraint(error);
          // The same key sent twice at once: the second finds the first's booking.
          if (constraint === 'bookings_idempotency_unique') {
            const answer = await replay();
            if (answer) return answer;
          }
          // A reference drawn twice (one in a billion): draw again.
          if (constraint === 'bookings_reference_unique' && attempt < 3) continue;
          throw error;
        }
      }
    },

    /**
     * Moves a booking the scope reaches by `action`, as `actor`, with the policy's decision; the
     * row is locked while deciding, so two parties moving it at once are served one at a time.
     */
    async move(
      scope: BookingScope,
      id: string,
      action: BookingAction,
      actor: Actor,
      input: { driverId?: string; reason?: string },
      now: Date,
    ): Promise<Booking> {
      try {
        await db.transaction(async (tx) => {
          const [row] = await tx
            .select({
              status: bookings.status,
              pickupAt: bookings.pickupAt,
              quote: bookings.quote,
              cancellationPolicy: bookings.cancellationPolicy,
              travelCompanyId: bookings.travelCompanyId,
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
          if (input.reason !== undefined) changes.reason = input.reason;
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
            await tx.execute(
              sql`select pg_advisory_xact_lock(hashtextextended(${driver.id}, ${DRIVER_ASSIGN_LOCK}))`,
            );
            changes.driverId = driver.id;
          }
          await tx.update(bookings).set(changes).where(eq(bookings.id, id));
          await recordMove(tx, id, row.status, decision.to, actor, input.reason ?? '');
          // MARKETPLACE "Operator console": every partner write is in the audit log.
          if (actor.role === 'partner' && actor.userId)
            await recordAudit(tx, {
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
            });
        });
      } catch (error) {
        const refusal = refusalOf(error);
        if (refusal) throw new BookingRefused(refusal);
        throw error;
      }
      return (await readOne(scope, id, now))!;
    },

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
      return { bookings: await withHistory(rows, now), total: counted?.total ?? 0 };
    },

    /**
     * The clock's sweep (MARKETPLACE "Bookings"): requests past their respond-by expire; trips
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
            .select({ id: bookings.id, status: bookings.status })
            .from(bookings)
            .where(where)
            .limit(batch)
            .for('update', { skipLocked: true });
          for (const booking of due) {
            await tx
              .update(bookings)
              .set({ status: to, updatedAt: now })
              .where(eq(bookings.id, booking.id));
            await recordMove(tx, booking.id, booking.status, to, system, '');
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
export type BookingsRepository = ReturnType<typeof createBookingsRepository>;
