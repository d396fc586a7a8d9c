import { eq, sql } from 'drizzle-orm';
import { bookings } from '../db/schema/index.js';
import type { TestContext } from './app.js';
import { createCar, createDriver, createTravelCompany, createUser } from './factories.js';

const HOUR_MS = 3_600_000;

/**
 * An ISO moment `hours` after the next full India hour (:30 UTC): every moment of a test counts
 * from the same base, so `hoursFromNow(82.5)` is exactly half an hour after `hoursFromNow(82)`.
 */
export function hoursFromNow(hours: number): string {
  const base = new Date();
  base.setUTCMinutes(30, 0, 0);
  if (base.getTime() <= Date.now()) base.setTime(base.getTime() + HOUR_MS);
  return new Date(base.getTime() + hours * HOUR_MS).toISOString();
}

/** An ISO moment on the India day `days` from today at `hour`:00 India time. */
export function indiaTime(days: number, hour: number): string {
  const day = new Date(Date.now() + 330 * 60_000);
  day.setUTCHours(0, 0, 0, 0);
  return new Date(
    day.getTime() + days * 24 * HOUR_MS + hour * HOUR_MS - 330 * 60_000,
  ).toISOString();
}

/**
 * What the bookings tests share: a verified company run by a partner, a live car with a driver,
 * customers, and requests as the web app sends them.
 */
export function bookingsWorld({
  app,
  db,
  authHeader,
}: Pick<TestContext, 'app' | 'db' | 'authHeader'>) {
  async function call(
    method: 'GET' | 'POST',
    url: string,
    userId?: string,
    payload?: object,
    headers: Record<string, string> = {},
  ) {
    return app.inject({
      method,
      url,
      headers: { ...(userId ? await authHeader(userId) : {}), ...headers },
      ...(payload === undefined ? {} : { payload }),
    });
  }

  async function companyWithCar() {
    const partner = await createUser(db, { role: 'partner' });
    const company = await createTravelCompany(db, { ownerUserId: partner.id, email: '' });
    const car = await createCar(db, { travelCompanyId: company.id, seater: 4 });
    const driver = await createDriver(db, { travelCompanyId: company.id });
    return { partner, company, car, driver };
  }

  /** A trip body for the car, `startHours` from now for `lengthHours`. */
  const trip = (carId: string, startHours = 72, lengthHours = 10, extra: object = {}) => ({
    carId,
    tripType: 'rental',
    pickupAt: hoursFromNow(startHours),
    returnAt: hoursFromNow(startHours + lengthHours),
    estimatedKm: 120,
    pickupAddress: 'Benz Circle, Vijayawada',
    passengers: 3,
    ...extra,
  });

  /**
   * Brings a booking made `trip`'s default 72 hours ahead to an hour from now, so that its
   * driver may start it.
   */
  async function bringPickupNear(bookingId: string) {
    await db
      .update(bookings)
      .set({
        pickupAt: sql`${bookings.pickupAt} - make_interval(hours => 71)`,
        returnAt: sql`${bookings.returnAt} - make_interval(hours => 71)`,
      })
      .where(eq(bookings.id, bookingId));
  }

  /** The start code a driver is told, read where it is kept. */
  async function startCodeOf(bookingId: string) {
    const [row] = await db
      .select({ code: bookings.startCode })
      .from(bookings)
      .where(eq(bookings.id, bookingId));
    return row?.code ?? '';
  }

  /**
   * A trip under way with a car and a driver of its own, for a new customer: booked, accepted,
   * its pickup brought an hour near and started at 42,180 km. `companyId` and `partnerId` put
   * it in one company, so several trips of one company can complete at once; `booked` adds to
   * the booking's body.
   */
  async function tripUnderWay(
    owner?: { companyId: string; partnerId: string },
    booked: object = {},
  ) {
    let world: { companyId: string; partnerId: string };
    if (owner) world = owner;
    else {
      const { company, partner } = await companyWithCar();
      world = { companyId: company.id, partnerId: partner.id };
    }
    const car = await createCar(db, { travelCompanyId: world.companyId, seater: 4 });
    const driver = await createDriver(db, { travelCompanyId: world.companyId });
    const customer = await createUser(db);
    const request = await call('POST', '/api/bookings', customer.id, trip(car.id, 72, 10, booked));
    const booking = request.json().booking;
    const move = (action: string, body: object) =>
      call('POST', `/api/partner/bookings/${booking._id}/${action}`, world.partnerId, body);
    await move('accept', { driverId: driver.id });
    await bringPickupNear(booking._id);
    const started = await move('start', {
      code: await startCodeOf(booking._id),
      odometerKm: 42_180,
    });
    if (started.statusCode !== 200) throw new Error(`the trip did not start: ${started.body}`);
    return { ...world, booking, customer, car, driver, move };
  }

  return {
    call,
    companyWithCar,
    trip,
    tripUnderWay,
    customer: () => createUser(db),
    /** The start body a driver sends with the customer's code, read where it is kept. */
    async startBody(bookingId: string, odometerKm = 42_180) {
      return { code: await startCodeOf(bookingId), odometerKm };
    },
    bringPickupNear,
    /** The complete body of a short trip after `startBody`'s reading. */
    completeBody: (odometerKm = 42_300) => ({ odometerKm }),
    async book(customerId: string, body: object, key?: string) {
      return call('POST', '/api/bookings', customerId, body, key ? { 'idempotency-key': key } : {});
    },
  };
}
