import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { openPostgres } from '../../db/client.js';
import { violatedConstraint } from '../../db/constraints.js';
import { bookings } from '../../db/schema/index.js';
import { createTestApp } from '../../test/app.js';
import { bookingsWorld } from '../../test/bookings.js';
import { createUser } from '../../test/factories.js';

// docs/product/trips-and-money.md#bookings: no double booking, guaranteed by the database. Twenty customers ask for
// overlapping times of one car at once; exactly one gets it, whichever instance they reach.

const context = await createTestApp();
const { db, config, databaseUrl, authHeader } = context;
const { companyWithCar, trip } = bookingsWorld(context);
const RACERS = 20;

async function racers() {
  return Promise.all(Array.from({ length: RACERS }, () => createUser(db)));
}

const statuses = (answers: { statusCode: number }[]) =>
  answers.map((answer) => answer.statusCode).sort();

describe('twenty overlapping bookings of one car at once', () => {
  it('give exactly one 201 and nineteen 409s on one instance', async () => {
    const { car } = await companyWithCar();
    const customers = await racers();
    const answers = await Promise.all(
      customers.map(async (customer, index) =>
        context.app.inject({
          method: 'POST',
          url: '/api/bookings',
          headers: await authHeader(customer.id),
          // Each asks for a different window, all of them overlapping the others.
          payload: trip(car.id, 72 + index * 0.25, 10),
        }),
      ),
    );
    expect(statuses(answers)).toEqual([201, ...Array(RACERS - 1).fill(409)]);
    for (const answer of answers.filter((one) => one.statusCode === 409))
      expect(answer.json()).toMatchObject({ code: 'car_taken' });
    expect(await db.select().from(bookings).where(eq(bookings.carId, car.id))).toHaveLength(1);
  });

  it.runIf(databaseUrl)(
    'give exactly one 201 through two instances on one PostgreSQL',
    async () => {
      // A second instance: its own app and its own pool of connections to the same database.
      const second = openPostgres(databaseUrl!, 4);
      const other = await buildApp({ config, database: second });
      await other.ready();
      try {
        const { car } = await companyWithCar();
        const customers = await racers();
        const answers = await Promise.all(
          customers.map(async (customer, index) =>
            (index % 2 === 0 ? context.app : other).inject({
              method: 'POST',
              url: '/api/bookings',
              headers: await authHeader(customer.id),
              payload: trip(car.id, 72 + index * 0.25, 10),
            }),
          ),
        );
        expect(statuses(answers)).toEqual([201, ...Array(RACERS - 1).fill(409)]);
        expect(await db.select().from(bookings).where(eq(bookings.carId, car.id))).toHaveLength(1);
      } finally {
        await other.close();
        await second.close();
      }
    },
  );
});

describe('the database on its own', () => {
  it('refuses a second hold of the car, whoever writes it', async () => {
    const { car, company } = await companyWithCar();
    const customer = await createUser(db);
    const row = (reference: string, hours: number) => ({
      reference,
      customerUserId: customer.id,
      carId: car.id,
      travelCompanyId: company.id,
      tripType: 'rental' as const,
      pickupAt: new Date(Date.now() + hours * 3_600_000),
      returnAt: new Date(Date.now() + (hours + 10) * 3_600_000),
      pickupAddress: 'Benz Circle',
      passengers: 2,
      quote: {} as never,
      total: 1,
      cancellationPolicy: { tiers: [], noShowPercent: 100 },
      respondBy: new Date(Date.now() + 3_600_000),
    });
    await db.insert(bookings).values(row('SA-TEST01', 72));
    await expect(db.insert(bookings).values(row('SA-TEST02', 80))).rejects.toSatisfy(
      (error) => violatedConstraint(error) === 'car_busy_no_overlap',
    );
    // A cancelled booking holds nothing.
    await db
      .update(bookings)
      .set({ status: 'cancelled' })
      .where(eq(bookings.reference, 'SA-TEST01'));
    await db.insert(bookings).values(row('SA-TEST02', 80));
  });
});
