import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CANCELLATION_POLICY } from '../../../shared/booking-constants.js';
import type { Quote } from '../../../shared/contracts/bookings.js';
import { NotificationListResponseSchema } from '../../../shared/contracts/notifications.js';
import type { Database } from '../../db/client.js';
import { bookings } from '../../db/schema/index.js';
import { createTestApp } from '../../test/app.js';
import { createCar, createTravelCompany, createUser } from '../../test/factories.js';
import { createNotificationsRepository } from './notifications.repository.js';
import { writeTogether } from '../../db/write-together.js';
import { bookingChangeNotices, type BookingChange } from './notify.js';

/** A change's notices written, as a move writes them with its history row. */
const notifyBookingChange = async (tx: Database, change: BookingChange) =>
  writeTogether(tx, await bookingChangeNotices(tx, change));

const { app, db, authHeader } = await createTestApp();

const PICKUP = new Date('2026-12-05T00:30:00Z');
let referenceCount = 0;

/**
 * A customer's booking with a partner's company, told of `changes` the way the bookings module
 * tells them (without depending on that module): each change its own transaction.
 */
async function bookingWithChanges(database: Database, changes: ('requested' | 'confirmed')[]) {
  const customer = await createUser(database);
  const partner = await createUser(database, { role: 'partner' });
  const company = await createTravelCompany(database, { ownerUserId: partner.id });
  const car = await createCar(database, { travelCompanyId: company.id });
  const quote: Quote = {
    tripType: 'rental',
    pickupAt: PICKUP.toISOString(),
    returnAt: new Date(PICKUP.getTime() + 36_000_000).toISOString(),
    days: 1,
    hours: 10,
    billedKm: 120,
    lines: [],
    fare: 3000,
    total: 3150,
    currency: 'INR',
    allIn: false,
    notes: [],
  };
  referenceCount += 1;
  const [booking] = await database
    .insert(bookings)
    .values({
      reference: `SA-ROUTE${referenceCount}`,
      customerUserId: customer.id,
      carId: car.id,
      travelCompanyId: company.id,
      tripType: 'rental',
      pickupAt: PICKUP,
      returnAt: new Date(quote.returnAt),
      heldUntil: new Date(quote.returnAt),
      pickupAddress: 'Benz Circle, Vijayawada',
      passengers: 2,
      quote,
      total: quote.total,
      cancellationPolicy: DEFAULT_CANCELLATION_POLICY,
      respondBy: new Date(PICKUP.getTime() - 3_600_000),
    })
    .returning();
  let from: 'requested' | 'confirmed' | null = null;
  for (const to of changes) {
    await database.transaction((tx) =>
      notifyBookingChange(tx, {
        bookingId: booking!.id,
        from,
        to,
        actor: to === 'requested' ? 'customer' : 'partner',
        reason: '',
      }),
    );
    from = to;
  }
  return { booking: booking!, customer, partner };
}

async function call(method: 'GET' | 'POST', url: string, userId?: string, payload?: object) {
  return app.inject({
    method,
    url,
    headers: userId ? await authHeader(userId) : {},
    ...(payload === undefined ? {} : { payload }),
  });
}

describe('notifications repository', () => {
  it("lists a user's own notifications newest first and marks only theirs read", async () => {
    const repository = createNotificationsRepository(db);
    const { customer, partner, booking } = await bookingWithChanges(db, ['requested', 'confirmed']);
    const other = await bookingWithChanges(db, ['requested']);

    const listed = await repository.listForUser(customer.id);
    expect(listed.unread).toBe(2);
    expect(
      listed.notifications.map((item) => [item.reference, item.status, item.audience]),
    ).toEqual([
      [booking.reference, 'confirmed', 'customer'],
      [booking.reference, 'requested', 'customer'],
    ]);

    // Another user's ids change nothing.
    const othersIds = (await repository.listForUser(other.customer.id)).notifications.map(
      (item) => item._id,
    );
    expect(await repository.markRead(customer.id, othersIds)).toBe(0);
    expect(await repository.unreadCount(other.customer.id)).toBe(1);

    expect(await repository.markRead(customer.id, [listed.notifications[1]!._id])).toBe(1);
    expect(await repository.unreadCount(customer.id)).toBe(1);
    expect(await repository.markRead(customer.id)).toBe(1);
    expect(await repository.unreadCount(customer.id)).toBe(0);
    // The partner's copies are the partner's.
    expect(await repository.unreadCount(partner.id)).toBe(2);
  });
});

describe('GET /api/notifications', () => {
  it('answers 401 without a token', async () => {
    for (const [method, url] of [
      ['GET', '/api/notifications'],
      ['GET', '/api/notifications/unread'],
      ['POST', '/api/notifications/read'],
    ] as const) {
      const response = await call(method, url, undefined, method === 'POST' ? {} : undefined);
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it("answers the caller's own notifications with the unread count, never another's", async () => {
    const { customer, partner, booking } = await bookingWithChanges(db, ['requested', 'confirmed']);
    await bookingWithChanges(db, ['requested']);

    const response = await call('GET', '/api/notifications', customer.id);
    expect(response.statusCode).toBe(200);
    const body = NotificationListResponseSchema.parse(response.json());
    expect(body.unread).toBe(2);
    expect(body.notifications).toHaveLength(2);
    expect(body.notifications.map((item) => item.bookingId)).toEqual([booking.id, booking.id]);
    expect(body.notifications[0]).toMatchObject({
      reference: booking.reference,
      status: 'confirmed',
      audience: 'customer',
      readAt: null,
    });
    expect(body.notifications[0]!.text).toContain(`Booking ${booking.reference} for`);

    const forPartner = NotificationListResponseSchema.parse(
      (await call('GET', '/api/notifications', partner.id)).json(),
    );
    expect(forPartner.notifications.map((item) => item.audience)).toEqual(['partner', 'partner']);
  });

  it("gives the start code on the customer's notice of the confirmation while the trip waits", async () => {
    const { customer, partner, booking } = await bookingWithChanges(db, ['requested', 'confirmed']);
    await db
      .update(bookings)
      .set({ status: 'confirmed', startCode: '2468' })
      .where(eq(bookings.id, booking.id));
    const codes = async (userId: string) =>
      NotificationListResponseSchema.parse(
        (await call('GET', '/api/notifications', userId)).json(),
      ).notifications.map((item) => item.startCode);
    expect(await codes(customer.id)).toEqual(['2468', undefined]);
    expect(await codes(partner.id)).toEqual([undefined, undefined]);
    // Once the trip has started, the code has done its job.
    await db.update(bookings).set({ status: 'in_progress' }).where(eq(bookings.id, booking.id));
    expect(await codes(customer.id)).toEqual([undefined, undefined]);
  });

  it("reads one side with `audience`: the portal's bell the company's, the storefront's the trips'", async () => {
    const { customer, partner } = await bookingWithChanges(db, ['requested', 'confirmed']);
    const read = async (userId: string, audience: string) => {
      const list = await call('GET', `/api/notifications?audience=${audience}`, userId);
      const unread = await call('GET', `/api/notifications/unread?audience=${audience}`, userId);
      expect(list.statusCode).toBe(200);
      const body = NotificationListResponseSchema.parse(list.json());
      return {
        audiences: body.notifications.map((item) => item.audience),
        unread: body.unread,
        count: (unread.json() as { unread: number }).unread,
      };
    };
    expect(await read(partner.id, 'partner')).toEqual({
      audiences: ['partner', 'partner'],
      unread: 2,
      count: 2,
    });
    expect(await read(partner.id, 'customer')).toEqual({ audiences: [], unread: 0, count: 0 });
    expect(await read(customer.id, 'partner')).toEqual({ audiences: [], unread: 0, count: 0 });
    expect((await read(customer.id, 'customer')).count).toBe(2);

    const wrong = await call('GET', '/api/notifications?audience=operator', partner.id);
    expect(wrong.statusCode).toBe(400);
    expect((await call('GET', '/api/notifications?audience=partner')).statusCode).toBe(401);
  });

  it('answers at most the newest 30', async () => {
    const { customer } = await bookingWithChanges(
      db,
      Array.from({ length: 32 }, (_, n) => (n % 2 === 0 ? 'requested' : 'confirmed')),
    );
    const body = NotificationListResponseSchema.parse(
      (await call('GET', '/api/notifications', customer.id)).json(),
    );
    expect(body.notifications).toHaveLength(30);
    expect(body.unread).toBe(32);
  });
});

describe('POST /api/notifications/read', () => {
  it('marks the chosen notifications read and lowers the unread count', async () => {
    const { customer } = await bookingWithChanges(db, ['requested', 'confirmed']);
    const listed = NotificationListResponseSchema.parse(
      (await call('GET', '/api/notifications', customer.id)).json(),
    );

    const response = await call('POST', '/api/notifications/read', customer.id, {
      ids: [listed.notifications[0]!._id],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: 'Notifications marked as read',
      code: 'notifications_read',
    });

    expect((await call('GET', '/api/notifications/unread', customer.id)).json()).toEqual({
      success: true,
      unread: 1,
    });
    const after = NotificationListResponseSchema.parse(
      (await call('GET', '/api/notifications', customer.id)).json(),
    );
    expect(after.notifications[0]!.readAt).not.toBeNull();
    expect(after.notifications[1]!.readAt).toBeNull();
  });

  it("marks all of the caller's own without ids, and leaves another user's unread", async () => {
    const mine = await bookingWithChanges(db, ['requested', 'confirmed']);
    const theirs = await bookingWithChanges(db, ['requested']);
    const theirIds = NotificationListResponseSchema.parse(
      (await call('GET', '/api/notifications', theirs.customer.id)).json(),
    ).notifications.map((item) => item._id);

    // Naming someone else's notification marks nothing of theirs.
    expect(
      (await call('POST', '/api/notifications/read', mine.customer.id, { ids: theirIds }))
        .statusCode,
    ).toBe(200);
    expect((await call('POST', '/api/notifications/read', mine.customer.id, {})).statusCode).toBe(
      200,
    );

    expect((await call('GET', '/api/notifications/unread', mine.customer.id)).json()).toEqual({
      success: true,
      unread: 0,
    });
    expect((await call('GET', '/api/notifications/unread', theirs.customer.id)).json()).toEqual({
      success: true,
      unread: 1,
    });
  });

  it('answers 400 for ids that are not ids', async () => {
    const { customer } = await bookingWithChanges(db, ['requested']);
    const response = await call('POST', '/api/notifications/read', customer.id, {
      ids: ['1 or 1=1'],
    });
    expect(response.statusCode).toBe(400);
  });
});
