import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, cars, documents, drivers, notifications, outbox } from '../db/schema/index.js';
import { createTestApp } from '../test/app.js';
import {
  createCar,
  createDocument,
  createDriver,
  createTravelCompany,
  createUser,
  createValidPapers,
} from '../test/factories.js';
import { indiaDay } from '../test/partner.js';
import { reminderThreshold, sweepPapers } from './paper-sweep.js';

const { app, db, authHeader } = await createTestApp();

/** A verified company's live car with every paper valid until `expiresOn`. */
async function liveCar(expiresOn: string) {
  const partner = await createUser(db, {
    role: 'partner',
    email: `p${Date.now()}${Math.random()}@t.in`,
  });
  const company = await createTravelCompany(db, { ownerUserId: partner.id, status: 'verified' });
  await createValidPapers(db, { travelCompanyId: company.id });
  const car = await createCar(db, { travelCompanyId: company.id, registrationNumber: null });
  await createValidPapers(db, { travelCompanyId: company.id, carId: car.id }, expiresOn);
  return { partner, company, car };
}

const listed = async (carId: string) =>
  (await app.inject({ method: 'GET', url: `/api/cars/${carId}` })).statusCode;

const notificationsOf = (userId: string) =>
  db.select().from(notifications).where(eq(notifications.userId, userId));

describe('the paper sweep', () => {
  it('takes a car off the storefront the day after its insurance expires, and tells its partner', async () => {
    const { partner, car } = await liveCar(indiaDay(3));
    expect(await listed(car.id)).toBe(200);

    // On the last valid day nothing happens.
    await sweepPapers(db, indiaDay(3));
    expect(await listed(car.id)).toBe(200);

    const sweep = await sweepPapers(db, indiaDay(4));
    expect(sweep.takenOff).toBe(1);
    expect(await listed(car.id)).toBe(404);
    const [stored] = await db.select().from(cars).where(eq(cars.id, car.id));
    expect(stored).toMatchObject({
      status: 'suspended',
      statusReason:
        'Papers not in order: RC, Permit, Fitness certificate, Insurance, PUC certificate.',
    });
    const [entry] = await db.select().from(auditLog).where(eq(auditLog.recordId, car.id));
    expect(entry).toMatchObject({
      actorUserId: null,
      actorRole: 'system',
      action: 'car.papers_lapsed',
      after: { status: 'suspended' },
    });
    const lapsed = (await notificationsOf(partner.id)).filter(
      (notice) => notice.paper?.event === 'lapsed',
    );
    expect(lapsed).toHaveLength(1);
    expect(lapsed[0]).toMatchObject({
      topic: 'paper',
      paper: { subject: 'car', subjectId: car.id },
    });
    const mails = await db.select().from(outbox).where(eq(outbox.kind, 'paper_email'));
    expect(mails.some((mail) => (mail.payload as { to: string }).to === partner.email)).toBe(true);

    // A second sweep, on this instance or another, deals with nothing again.
    expect(await sweepPapers(db, indiaDay(4))).toMatchObject({ lapsed: 0, takenOff: 0 });
  });

  it('keeps a car live when a renewed paper stands in for the one that lapsed', async () => {
    const { company, car } = await liveCar(indiaDay(2));
    await createDocument(db, {
      travelCompanyId: company.id,
      carId: car.id,
      kind: 'insurance',
      status: 'valid',
      expiresOn: indiaDay(400),
    });
    await db
      .update(documents)
      .set({ expiresOn: indiaDay(400) })
      .where(and(eq(documents.carId, car.id), eq(documents.kind, 'rc')));
    // RC renewed too; permit, fitness and PUC lapse, so the car still leaves.
    const sweep = await sweepPapers(db, indiaDay(3));
    expect(sweep.takenOff).toBe(1);

    const second = await liveCar(indiaDay(2));
    for (const kind of ['rc', 'permit', 'fitness', 'insurance', 'puc'] as const)
      await createDocument(db, {
        travelCompanyId: second.company.id,
        carId: second.car.id,
        kind,
        status: 'valid',
        expiresOn: indiaDay(500),
      });
    const renewed = await sweepPapers(db, indiaDay(3));
    expect(renewed.lapsed).toBe(5);
    expect(await listed(second.car.id)).toBe(200);
  });

  it('rejects a verified driver whose licence lapsed, so they take no booking', async () => {
    const partner = await createUser(db, { role: 'partner' });
    const company = await createTravelCompany(db, { ownerUserId: partner.id, status: 'verified' });
    const driver = await createDriver(db, { travelCompanyId: company.id, status: 'verified' });
    await createValidPapers(db, { travelCompanyId: company.id, driverId: driver.id }, indiaDay(1));
    await sweepPapers(db, indiaDay(2));
    const [stored] = await db.select().from(drivers).where(eq(drivers.id, driver.id));
    expect(stored).toMatchObject({
      status: 'rejected',
      statusReason: 'Papers not in order: Driving licence, Police verification.',
    });
  });

  it('warns the partner 30, 7 and 1 days before, each once, and only the nearest after a pause', async () => {
    const { partner, car } = await liveCar(indiaDay(31));
    const warnings = async () =>
      (await notificationsOf(partner.id))
        .filter((notice) => notice.paper?.event === 'expiring')
        .map((notice) => notice.paper!.daysLeft);

    await sweepPapers(db, indiaDay(0));
    expect(await warnings()).toEqual([]);
    await sweepPapers(db, indiaDay(1));
    // Five papers of the car, each 30 days from expiry.
    expect(await warnings()).toEqual([30, 30, 30, 30, 30]);
    await sweepPapers(db, indiaDay(1));
    await sweepPapers(db, indiaDay(2));
    expect(await warnings()).toHaveLength(5);
    // The sweep did not run for three weeks: the 7-day warning goes, at 5 days left.
    await sweepPapers(db, indiaDay(26));
    expect((await warnings()).filter((days) => days === 5)).toHaveLength(5);
    await sweepPapers(db, indiaDay(30));
    expect((await warnings()).filter((days) => days === 1)).toHaveLength(5);
    expect(await warnings()).toHaveLength(15);
    // A car that is not live is not warned about.
    expect(await listed(car.id)).toBe(200);
  });

  it('deals with each lapse once when two instances sweep at the same moment', async () => {
    const cars = await Promise.all([liveCar(indiaDay(1)), liveCar(indiaDay(1))]);
    const [one, two] = await Promise.all([
      sweepPapers(db, indiaDay(2)),
      sweepPapers(db, indiaDay(2)),
    ]);
    expect(one.takenOff + two.takenOff).toBe(2);
    for (const { car } of cars) {
      const entries = await db.select().from(auditLog).where(eq(auditLog.recordId, car.id));
      expect(entries).toHaveLength(1);
    }
  });

  it('picks the nearest reminder threshold a paper has reached', () => {
    expect([45, 31, 30, 8, 7, 2, 1, 0].map(reminderThreshold)).toEqual([
      null,
      null,
      30,
      30,
      7,
      7,
      1,
      1,
    ]);
  });
});

describe('removing a paper', () => {
  it('takes a live car off the storefront when the partner removes a paper it stood on', async () => {
    const { partner, car } = await liveCar(indiaDay(200));
    const [insurance] = await db
      .select()
      .from(documents)
      .where(and(eq(documents.carId, car.id), eq(documents.kind, 'insurance')));
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/partner/documents/${insurance!.id}`,
      headers: await authHeader(partner.id),
    });
    expect(removed.statusCode).toBe(200);
    expect(await listed(car.id)).toBe(404);
    const [stored] = await db.select().from(cars).where(eq(cars.id, car.id));
    expect(stored).toMatchObject({
      status: 'suspended',
      statusReason: 'Papers not in order: Insurance.',
    });
  });
});
