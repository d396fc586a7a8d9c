import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { verify } from '@node-rs/argon2';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORIES, CITIES } from '../../../shared/constants.js';
import { BODY_TYPES, FUEL_TYPES } from '../../../shared/partner-constants.js';
import { indiaToday } from '../../../shared/india-time.js';
import { papersNotInOrder } from '../../../shared/contracts/papers.js';
import { sweepPapers } from '../../jobs/paper-sweep.js';
import { papersOf } from '../../modules/documents/papers.js';
import {
  isAadhaar,
  isIndianMobile,
  isGstin,
  isPincode,
  verhoeffCheckDigit,
} from '../../../shared/validators.js';
import { createPersonalDataProtector } from '../../modules/users/personal-data.js';
import { DEMO_ART_DIR } from '../../paths.js';
import { createPglite, openPglite, type DatabaseHandle } from '../client.js';
import {
  blogLikes,
  blogs,
  carOffers,
  carPageViews,
  cars,
  carWashes,
  documents,
  drivers,
  drivingSchools,
  faqs,
  feedback,
  homeStripItems,
  mechanics,
  promotions,
  queries,
  siteReviews,
  tours,
  travelCompanies,
  users,
  vans,
} from '../schema/index.js';
import { DEMO_URL_PREFIX } from './dataset.js';
import { DEMO_USER, isDatabaseEmpty, seedDemoData, type SeedSummary } from './index.js';

const SEED_TIMEOUT = 60_000;
const PERSONAL_DATA_KEY = randomBytes(32);

describe('demo data', () => {
  let database: DatabaseHandle;
  let summary: SeedSummary;
  let emptyBefore: boolean;

  beforeAll(async () => {
    database = openPglite(await createPglite());
    await database.migrate();
    emptyBefore = await isDatabaseEmpty(database.db);
    summary = await seedDemoData(database.db, { personalDataKey: PERSONAL_DATA_KEY });
  }, SEED_TIMEOUT);

  afterAll(async () => {
    await database?.close();
  });

  it('flips isDatabaseEmpty from true to false', async () => {
    expect(emptyBefore).toBe(true);
    expect(await isDatabaseEmpty(database.db)).toBe(false);
  });

  it('inserts at least the minimum rows of every kind', async () => {
    const { db } = database;
    const count = async (table: Parameters<typeof db.$count>[0]) => db.$count(table);
    expect(await count(travelCompanies)).toBeGreaterThanOrEqual(15);
    expect(await count(cars)).toBeGreaterThanOrEqual(CITIES.length * CATEGORIES.length * 8);
    expect(await count(users)).toBeGreaterThanOrEqual(11);
    for (const table of [carOffers, vans, tours, carWashes, mechanics, drivingSchools]) {
      expect(await count(table)).toBeGreaterThanOrEqual(20);
    }
    expect(await count(faqs)).toBeGreaterThanOrEqual(10);
    expect(await count(blogs)).toBeGreaterThanOrEqual(6);
    expect(await count(siteReviews)).toBeGreaterThanOrEqual(6);
    expect(await count(feedback)).toBeGreaterThan(100);
    for (const kind of ['featured', 'offer', 'reason'] as const) {
      const rows = await db.select().from(homeStripItems).where(eq(homeStripItems.kind, kind));
      expect(rows.length).toBeGreaterThanOrEqual(4);
    }
    // The summary reports what was inserted.
    expect(summary.cars).toBe(await count(cars));
    expect(summary.feedback).toBe(await count(feedback));
    // The home page's first-ride offer is a code a demo customer can type today.
    const offers = await database.db.select().from(promotions);
    expect(offers.map((offer) => offer.code).sort()).toEqual(['FIRST300', 'TIRUPATI10']);
    expect(
      offers.every((offer) => offer.validFrom <= indiaToday() && offer.validTo > indiaToday()),
    ).toBe(true);
  });

  it('has at least 8 available-or-not rental cars with a driver for every city and category', async () => {
    const rows = await database.db
      .select({ city: cars.city, category: cars.category, count: sql<number>`count(*)::int` })
      .from(cars)
      .where(and(eq(cars.serviceType, 'rental'), sql`${cars.driverName} is not null`))
      .groupBy(cars.city, cars.category);
    for (const city of CITIES) {
      for (const category of CATEGORIES) {
        const row = rows.find((r) => r.city === city && r.category === category);
        expect(row?.count ?? 0, `${city} ${category}`).toBeGreaterThanOrEqual(8);
      }
    }
  });

  it('gives cars realistic drivers, prices and distinct timestamps', async () => {
    const rows = await database.db.select().from(cars);
    const driverRows = await database.db.select().from(drivers);
    const driverById = new Map(driverRows.map((driver) => [driver.id, driver]));
    for (const car of rows) {
      expect(car.newPrice).toBeLessThan(car.oldPrice);
      expect(FUEL_TYPES).toContain(car.fuelType);
      expect(BODY_TYPES).toContain(car.bodyType);
      expect([4, 6, 7]).toContain(car.seater);
      // Every car has its company's driver as default, shown with the licence masked.
      const driver = driverById.get(car.defaultDriverId!)!;
      expect(driver.travelCompanyId).toBe(car.travelCompanyId);
      expect(driver.age).toBeGreaterThanOrEqual(24);
      expect(driver.age).toBeLessThanOrEqual(58);
      expect(driver.licenceHash).toMatch(/^[0-9a-f]{64}$/);
      expect(driver.languages.length).toBeGreaterThanOrEqual(2);
      expect(car.driverName).toBe(driver.name);
      expect(car.driverAge).toBe(driver.age);
      expect(car.driverLicence).toBe(`XXXX…${driver.licenceLast4}`);
    }
    expect(new Set(rows.map((car) => car.createdAt.getTime())).size).toBe(rows.length);
    expect(rows.some((car) => !car.availability)).toBe(true);
    expect(new Set(rows.map((car) => car.serviceType))).toEqual(
      new Set(['rental', 'outstation', 'airport', 'events']),
    );
  });

  it('gives the demo partner a working business and the pending company a start', async () => {
    const [active] = await database.db
      .select()
      .from(travelCompanies)
      .where(eq(travelCompanies.travelsName, 'Sri Durga Travels'));
    const fleet = await database.db.select().from(cars).where(eq(cars.travelCompanyId, active!.id));
    expect(new Set(fleet.map((car) => car.status))).toEqual(
      new Set(['live', 'draft', 'pending_review']),
    );
    for (const car of fleet.filter((each) => each.status === 'live')) {
      expect(car.photos).toEqual([car.carImage]);
      expect(car.registrationNumber).toMatch(/^AP16T[A-Z]\d{4}$/);
    }
    const papers = await database.db
      .select()
      .from(documents)
      .where(eq(documents.travelCompanyId, active!.id));
    expect(new Set(papers.map((paper) => paper.status))).toEqual(
      new Set(['valid', 'pending', 'rejected']),
    );
    for (const paper of papers) {
      expect(paper.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(paper.sizeBytes).toBe(paper.content.length);
    }
    // The drivers' queue has two of the demo company's drivers waiting (those of the cars being
    // prepared); the others are checked.
    const team = await database.db
      .select({ status: drivers.status })
      .from(drivers)
      .where(eq(drivers.travelCompanyId, active!.id));
    expect(team.filter((driver) => driver.status === 'pending')).toHaveLength(2);
    expect(team.filter((driver) => driver.status === 'verified')).toHaveLength(team.length - 2);
    const views = await database.db
      .select({ total: sql<number>`sum(${carPageViews.views})::int` })
      .from(carPageViews);
    expect(views[0]!.total).toBeGreaterThan(100);
    const replied = await database.db
      .select({ id: feedback.id })
      .from(feedback)
      .where(and(eq(feedback.travelCompanyId, active!.id), sql`${feedback.reply} <> ''`));
    expect(replied.length).toBeGreaterThan(0);

    const [pending] = await database.db
      .select()
      .from(travelCompanies)
      .where(eq(travelCompanies.status, 'pending'));
    const pendingFleet = await database.db
      .select({ status: cars.status })
      .from(cars)
      .where(eq(cars.travelCompanyId, pending!.id));
    expect(pendingFleet).toEqual([{ status: 'pending_review' }]);
  });

  it('keeps only cars and drivers with every paper in order on the storefront', async () => {
    const today = indiaToday();
    const live = await database.db
      .select({ id: cars.id })
      .from(cars)
      .innerJoin(travelCompanies, eq(travelCompanies.id, cars.travelCompanyId))
      .where(and(eq(cars.status, 'live'), eq(travelCompanies.status, 'verified')));
    const carPapers = await papersOf(
      database.db,
      'car',
      live.map((car) => car.id),
      today,
    );
    expect(live.length).toBeGreaterThan(100);
    for (const papers of carPapers.values()) expect(papersNotInOrder(papers)).toEqual([]);

    const checked = await database.db
      .select({ id: drivers.id })
      .from(drivers)
      .where(eq(drivers.status, 'verified'));
    const driverPapers = await papersOf(
      database.db,
      'driver',
      checked.map((driver) => driver.id),
      today,
    );
    for (const papers of driverPapers.values()) expect(papersNotInOrder(papers)).toEqual([]);

    // Nothing for the paper sweep to take off the storefront on the first start.
    expect(await sweepPapers(database.db, today)).toMatchObject({ lapsed: 0, takenOff: 0 });
  });

  it('copies a default driver onto the car and keeps the copy in step', async () => {
    const [car] = await database.db.select().from(cars).where(eq(cars.status, 'live')).limit(1);
    const [other] = await database.db
      .select()
      .from(drivers)
      .where(
        and(
          eq(drivers.travelCompanyId, car!.travelCompanyId),
          sql`${drivers.id} <> ${car!.defaultDriverId}`,
        ),
      )
      .limit(1);
    await database.db
      .transaction(async (tx) => {
        await tx.update(cars).set({ defaultDriverId: other!.id }).where(eq(cars.id, car!.id));
        let [copy] = await tx.select().from(cars).where(eq(cars.id, car!.id));
        expect([copy!.driverName, copy!.driverLicence]).toEqual([
          other!.name,
          `XXXX…${other!.licenceLast4}`,
        ]);
        await tx
          .update(drivers)
          .set({ name: 'Renamed Driver', age: 40 })
          .where(eq(drivers.id, other!.id));
        [copy] = await tx.select().from(cars).where(eq(cars.id, car!.id));
        expect([copy!.driverName, copy!.driverAge]).toEqual(['Renamed Driver', 40]);
        await tx.update(cars).set({ defaultDriverId: null }).where(eq(cars.id, car!.id));
        [copy] = await tx.select().from(cars).where(eq(cars.id, car!.id));
        expect([copy!.driverName, copy!.driverAge, copy!.driverLicence, copy!.driverImage]).toEqual(
          [null, null, null, null],
        );
        tx.rollback();
      })
      .catch((error: unknown) => {
        // The rollback above leaves the demo data as it was for the other tests.
        if (!(error instanceof Error) || !/rollback/i.test(error.message)) throw error;
      });
  });

  it('keeps company ratings equal to the sum and count of their feedback', async () => {
    const companies = await database.db.select().from(travelCompanies);
    const sums = await database.db
      .select({
        id: feedback.travelCompanyId,
        total: sql<number>`sum(${feedback.rating})::int`,
        count: sql<number>`count(*)::int`,
      })
      .from(feedback)
      .groupBy(feedback.travelCompanyId);
    for (const company of companies) {
      const sum = sums.find((row) => row.id === company.id);
      expect(company.ratingTotal).toBe(sum?.total ?? 0);
      expect(company.ratingCount).toBe(sum?.count ?? 0);
      expect(isIndianMobile(company.phone)).toBe(true);
    }
    expect(companies.some((company) => company.verified)).toBe(true);
    expect(companies.some((company) => company.trending)).toBe(true);
    expect(new Set(companies.map((company) => company.city))).toEqual(new Set(CITIES));
  });

  it('has each customer review a car at most once', async () => {
    const repeated = await database.db
      .select({ userId: feedback.userId, carId: feedback.carId })
      .from(feedback)
      .groupBy(feedback.userId, feedback.carId)
      .having(sql`count(*) > 1`);
    expect(repeated).toEqual([]);
    // Several customers review most cars, so the rule is not met by having few reviews.
    const [busiest] = await database.db
      .select({ reviews: sql<number>`count(*)::int` })
      .from(feedback)
      .groupBy(feedback.carId)
      .orderBy(sql`count(*) desc`)
      .limit(1);
    expect(busiest?.reviews).toBeGreaterThan(1);
  });

  it('keeps blog like counts equal to their like rows', async () => {
    const allBlogs = await database.db.select().from(blogs);
    const likes = await database.db.select().from(blogLikes);
    for (const blog of allBlogs) {
      expect(blog.likesCount).toBe(likes.filter((like) => like.blogId === blog.id).length);
    }
  });

  it('creates a demo customer who can sign in with the demo password', async () => {
    const [demo] = await database.db.select().from(users).where(eq(users.email, DEMO_USER.email));
    expect(demo?.role).toBe('customer');
    expect(await verify(demo!.passwordHash!, DEMO_USER.password)).toBe(true);
    // docs/product/storefront.md#aadhaar-and-pan: the demo identity numbers are stored protected, as the profile stores them.
    const personalData = createPersonalDataProtector(PERSONAL_DATA_KEY);
    const aadhaar = `${DEMO_USER.aadhaarBody}${verhoeffCheckDigit(DEMO_USER.aadhaarBody)}`;
    expect(isAadhaar(aadhaar)).toBe(true);
    expect(demo).toMatchObject({
      ...personalData.protectAadhaar(aadhaar),
      legacyAadhaar: '',
      legacyPan: '',
    });
    expect(personalData.decryptPan(demo!.panEncrypted)).toBe(DEMO_USER.pan);
    const partners = await database.db.select().from(users).where(eq(users.role, 'partner'));
    const owners = await database.db
      .select({ owner: travelCompanies.ownerUserId })
      .from(travelCompanies);
    expect(new Set(owners.map((row) => row.owner))).toEqual(
      new Set(partners.map((user) => user.id)),
    );
  });

  it("has the partner portal's demo accounts: two verified partners, a pending one, an operator", async () => {
    const accountOf = async (email: string) => {
      const [user] = await database.db.select().from(users).where(eq(users.email, email));
      const [company] = user
        ? await database.db
            .select()
            .from(travelCompanies)
            .where(eq(travelCompanies.ownerUserId, user.id))
        : [];
      expect(await verify(user!.passwordHash!, DEMO_USER.password)).toBe(true);
      return { user: user!, company };
    };
    const first = await accountOf('partner@saarthi.in');
    expect(first).toMatchObject({
      user: { role: 'partner' },
      company: { city: 'Vijayawada', status: 'verified' },
    });
    // A living business: leads in every state, answered ones with a first response.
    const leads = await database.db
      .select()
      .from(queries)
      .where(eq(queries.travelCompanyId, first.company!.id));
    expect(new Set(leads.map((lead) => lead.status))).toEqual(
      new Set(['new', 'contacted', 'converted', 'lost']),
    );
    for (const lead of leads) expect(lead.firstResponseAt === null).toBe(lead.status === 'new');
    expect(isGstin(first.company!.gstin)).toBe(true);
    expect(await accountOf('partner2@saarthi.in')).toMatchObject({
      user: { role: 'partner' },
      company: { city: 'Hyderabad', status: 'verified' },
    });
    const pending = await accountOf('newpartner@saarthi.in');
    expect(pending).toMatchObject({ user: { role: 'partner' }, company: { status: 'pending' } });
    expect(isGstin(pending.company!.gstin)).toBe(true);
    expect(await accountOf('ops@saarthi.in')).toMatchObject({
      user: { role: 'operator' },
      company: undefined,
    });
  });

  it('gives listings real places and one itinerary entry per tour day', async () => {
    for (const table of [vans, carWashes, mechanics, drivingSchools]) {
      const rows = await database.db.select().from(table);
      for (const row of rows) {
        expect(CITIES).toContain(row.city);
        expect(isPincode(row.pincode)).toBe(true);
        expect(isIndianMobile(row.phone)).toBe(true);
      }
      expect(rows.map((row) => row.position).sort((a, b) => a - b)).toEqual(
        rows.map((_, index) => index),
      );
    }
    for (const tour of await database.db.select().from(tours)) {
      const days = Number(/^(\d+) Days?/.exec(tour.duration)?.[1]);
      expect(tour.itinerary.map((entry) => entry.day)).toEqual(
        Array.from({ length: days }, (_, i) => i + 1),
      );
    }
  });

  it('points every picture it stores at a file of the demo art', async () => {
    const { db } = database;
    const paths = [
      ...(await db.select({ a: cars.carImage, b: cars.driverImage }).from(cars)).flatMap((r) => [
        r.a,
        r.b,
      ]),
      ...(await db.select({ a: travelCompanies.imageUrl }).from(travelCompanies)).map((r) => r.a),
      ...(await db.select({ a: users.profilePhoto }).from(users)).map((r) => r.a),
      ...(await db.select({ a: homeStripItems.imageUrl }).from(homeStripItems)).map((r) => r.a),
      ...(await db.select({ a: blogs.image }).from(blogs)).map((r) => r.a),
      ...(await db.select({ a: carOffers.imageUrl }).from(carOffers)).map((r) => r.a),
      ...(await db.select({ a: vans.imageUrl }).from(vans)).map((r) => r.a),
      ...(await db.select({ a: tours.image }).from(tours)).map((r) => r.a),
      ...(await db.select({ a: carWashes.imageUrl }).from(carWashes)).map((r) => r.a),
      ...(await db.select({ a: mechanics.imageUrl }).from(mechanics)).map((r) => r.a),
      ...(await db.select({ a: drivingSchools.imageUrl }).from(drivingSchools)).map((r) => r.a),
    ].filter((path): path is string => Boolean(path));
    expect(paths.length).toBeGreaterThan(300);
    for (const path of paths) {
      expect(path).toMatch(/^\/uploads\/demo\/[a-z-]+\/[a-z0-9-]+\.svg$/);
      const file = join(DEMO_ART_DIR, path.slice(DEMO_URL_PREFIX.length));
      expect(existsSync(file), path).toBe(true);
      expect(statSync(file).size).toBeLessThan(6 * 1024);
      const svg = readFileSync(file, 'utf8');
      expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 \d+ \d+"/);
      // The page prints a car's name beside its picture, so the picture itself has no words.
      if (path.startsWith('/uploads/demo/cars/')) expect(svg, path).not.toContain('<text');
    }
    // Exactly one blog has no picture, as the storefront must handle that case.
    expect(
      (await db.select({ a: blogs.image }).from(blogs)).filter((r) => r.a === null),
    ).toHaveLength(1);
  });
});
