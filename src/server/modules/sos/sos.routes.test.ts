import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index.js';
import { createTestApp } from '../../test/app.js';
import { bookingsWorld } from '../../test/bookings.js';
import { createUser } from '../../test/factories.js';

const context = await createTestApp();
const { db } = context;
const { call, companyWithCar, trip, customer, book, startBody, bringPickupNear } =
  bookingsWorld(context);

/** A trip under way: booked, confirmed, its pickup brought near and started. */
async function ongoingTrip() {
  const world = await companyWithCar();
  const me = await customer();
  const booking = (await book(me.id, trip(world.car.id, 72, 10))).json().booking;
  const move = (action: string, body: object) =>
    call('POST', `/api/partner/bookings/${booking._id}/${action}`, world.partner.id, body);
  await move('accept', { driverId: world.driver.id });
  await bringPickupNear(booking._id);
  return { ...world, customer: me, booking, move };
}

const raise = (userId: string | undefined, id: string) =>
  call('POST', `/api/bookings/${id}/sos`, userId, {});

describe('SOS on a trip under way', () => {
  it('is raised by the trip’s customer once under way, and is one alert however often pressed', async () => {
    const { booking, customer: me, partner, move } = await ongoingTrip();
    const early = await raise(me.id, booking._id);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('SOS is for a trip under way');
    await move('start', await startBody(booking._id));

    const other = await customer();
    expect((await raise(undefined, booking._id)).statusCode).toBe(401);
    expect((await raise(other.id, booking._id)).statusCode).toBe(404);
    expect((await raise(partner.id, booking._id)).statusCode).toBe(404);

    const [first, second] = await Promise.all([
      raise(me.id, booking._id),
      raise(me.id, booking._id),
    ]);
    expect(first!.statusCode).toBe(201);
    expect(second!.statusCode).toBe(201);
    expect(first!.json().message).toBe("Saarthi's team has your alert and will call you now");
    expect(first!.json().alertId).toBe(second!.json().alertId);
  });

  it('reaches operators with whom to call, and is acknowledged once, audited', async () => {
    const { booking, customer: me, partner, move } = await ongoingTrip();
    await move('start', await startBody(booking._id));
    const { alertId } = (await raise(me.id, booking._id)).json();

    expect((await call('GET', '/api/admin/sos')).statusCode).toBe(401);
    expect((await call('GET', '/api/admin/sos', me.id)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/sos', partner.id)).statusCode).toBe(403);
    const operator = await createUser(db, { role: 'operator' });
    const open = await call('GET', '/api/admin/sos', operator.id);
    expect(open.statusCode).toBe(200);
    const alert = open.json().alerts.find((item: { _id: string }) => item._id === alertId);
    expect(alert).toMatchObject({
      bookingId: booking._id,
      reference: booking.reference,
      customer: { name: booking.customer.name, phone: booking.customer.phone },
      company: { name: booking.company.name, phone: booking.company.phone },
      driver: { name: expect.any(String) },
    });

    const acknowledge = (userId: string) =>
      call('POST', `/api/admin/sos/${alertId}/acknowledge`, userId, {});
    const unsigned = await call('POST', `/api/admin/sos/${alertId}/acknowledge`, undefined, {});
    expect(unsigned.statusCode).toBe(401);
    expect((await acknowledge(partner.id)).statusCode).toBe(403);
    expect((await acknowledge(me.id)).statusCode).toBe(403);
    const done = await acknowledge(operator.id);
    expect(done.statusCode).toBe(200);
    expect(done.json().message).toBe('Alert acknowledged');
    const again = await acknowledge(operator.id);
    expect(again.statusCode).toBe(404);
    const after = (await call('GET', '/api/admin/sos', operator.id)).json().alerts;
    expect(after.map((item: { _id: string }) => item._id)).not.toContain(alertId);
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.recordId, booking._id), eq(auditLog.action, 'sos.acknowledge')));
    expect(entry).toMatchObject({ actorUserId: operator.id });
    // A new alert may be raised after one is acknowledged.
    const next = await raise(me.id, booking._id);
    expect(next.json().alertId).not.toBe(alertId);
  });
});
