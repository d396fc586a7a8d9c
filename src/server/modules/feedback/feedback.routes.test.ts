import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cars, feedback, travelCompanies } from '../../db/schema/index.js';
import { createTestApp } from '../../test/app.js';
import {
  createCar,
  createFeedback,
  createTravelCompany,
  createUser,
} from '../../test/factories.js';

const { app, db, authHeader } = await createTestApp();

const REQUIRED = 'Please provide both rating and comment';

async function companyTotals(id: string) {
  const [row] = await db
    .select({ ratingTotal: travelCompanies.ratingTotal, ratingCount: travelCompanies.ratingCount })
    .from(travelCompanies)
    .where(eq(travelCompanies.id, id));
  return row;
}

/** A car of its own company, so each test sees only its own totals. */
async function carWithCompany() {
  const company = await createTravelCompany(db);
  const car = await createCar(db, { travelCompanyId: company.id });
  return { company, car };
}

describe('GET /api/feedback', () => {
  it('lists the feedback of a car, newest first, with the author name', async () => {
    const { company, car } = await carWithCompany();
    const other = await createCar(db, { travelCompanyId: company.id });
    const padma = await createUser(db, { userName: 'Padma' });
    const arjun = await createUser(db, { userName: 'Arjun' });
    await createFeedback(db, {
      userId: padma.id,
      carId: car.id,
      travelCompanyId: company.id,
      rating: 5,
      comment: 'Very punctual.',
      createdAt: new Date('2026-01-01T06:00:00Z'),
    });
    await createFeedback(db, {
      userId: arjun.id,
      carId: car.id,
      travelCompanyId: company.id,
      rating: 3,
      comment: 'AC was weak.',
      createdAt: new Date('2026-02-01T06:00:00Z'),
    });
    await createFeedback(db, { userId: arjun.id, carId: other.id, travelCompanyId: company.id });

    const response = await app.inject({ method: 'GET', url: `/api/feedback?carId=${car.id}` });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        _id: expect.any(String),
        userId: { _id: arjun.id, userName: 'Arjun' },
        travelUserId: company.id,
        carId: car.id,
        rating: 3,
        feedback: 'AC was weak.',
        createdAt: '2026-02-01T06:00:00.000Z',
        reply: null,
        repliedAt: null,
        verifiedTrip: false,
      },
      expect.objectContaining({
        userId: { _id: padma.id, userName: 'Padma' },
        rating: 5,
        feedback: 'Very punctual.',
      }),
    ]);
  });

  it("shows the travel company's reply under a review, on a car's list and a company's", async () => {
    const { company, car } = await carWithCompany();
    const author = await createUser(db);
    await createFeedback(db, {
      userId: author.id,
      carId: car.id,
      travelCompanyId: company.id,
      comment: 'Driver was late.',
      reply: 'Sorry: the driver was caught in traffic at Benz Circle.',
      repliedAt: new Date('2026-03-02T06:00:00Z'),
    });
    for (const search of [`carId=${car.id}`, `travelUserId=${company.id}`]) {
      const response = await app.inject({ method: 'GET', url: `/api/feedback?${search}` });
      expect(response.json(), search).toEqual([
        expect.objectContaining({
          feedback: 'Driver was late.',
          reply: 'Sorry: the driver was caught in traffic at Benz Circle.',
          repliedAt: '2026-03-02T06:00:00.000Z',
        }),
      ]);
    }
  });

  it('keeps the reply when the customer edits the review', async () => {
    const { company, car } = await carWithCompany();
    const author = await createUser(db);
    await createFeedback(db, {
      userId: author.id,
      carId: car.id,
      travelCompanyId: company.id,
      rating: 2,
      reply: 'We are sorry.',
      repliedAt: new Date('2026-03-02T06:00:00Z'),
    });
    const edited = await app.inject({
      method: 'POST',
      url: '/api/feedback',
      headers: await authHeader(author.id),
      payload: { carId: car.id, travelUserId: company.id, rating: 4, feedback: 'Better now.' },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().feedback).toMatchObject({
      rating: 4,
      reply: 'We are sorry.',
      repliedAt: '2026-03-02T06:00:00.000Z',
    });
  });

  it('lists the feedback of a travel company across its cars', async () => {
    const { company, car } = await carWithCompany();
    const second = await createCar(db, { travelCompanyId: company.id });
    const elsewhere = await carWithCompany();
    const user = await createUser(db);
    await createFeedback(db, { userId: user.id, carId: car.id, travelCompanyId: company.id });
    await createFeedback(db, { userId: user.id, carId: second.id, travelCompanyId: company.id });
    await createFeedback(db, {
      userId: user.id,
      carId: elsewhere.car.id,
      travelCompanyId: elsewhere.company.id,
    });

    const response = await app.inject({
      method: 'GET',
      url: `/api/feedback?travelUserId=${company.id}`,
    });
    expect(
      response
        .json()
        .map((row: { carId: string }) => row.carId)
        .sort(),
    ).toEqual([car.id, second.id].sort());

    const both = await app.inject({
      method: 'GET',
      url: `/api/feedback?carId=${second.id}&travelUserId=${company.id}`,
    });
    expect(both.json()).toEqual([expect.objectContaining({ carId: second.id })]);
    const mismatched = await app.inject({
      method: 'GET',
      url: `/api/feedback?carId=${second.id}&travelUserId=${elsewhere.company.id}`,
    });
    expect(mismatched.json()).toEqual([]);
  });

  it('answers an empty array for a car without feedback', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/feedback?carId=${randomUUID()}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it('answers 400 without carId or travelUserId', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/feedback' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      message: 'carId or travelUserId is required',
      code: 'car_or_company_required',
    });
  });

  it.each(['?carId=abc', `?travelUserId=${randomUUID().slice(0, 30)}`])(
    'answers 400 for the malformed id %s',
    async (query) => {
      const response = await app.inject({ method: 'GET', url: `/api/feedback${query}` });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        success: false,
        message: 'Invalid id',
        code: 'invalid_id',
      });
    },
  );
});

describe('who may review', () => {
  it('refuses a partner, its own car included, and an operator, with a clear message (403)', async () => {
    const partner = await createUser(db, { role: 'partner' });
    const company = await createTravelCompany(db, { ownerUserId: partner.id });
    const ownCar = await createCar(db, { travelCompanyId: company.id });
    const operator = await createUser(db, { role: 'operator' });
    for (const author of [partner, operator]) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/feedback',
        headers: await authHeader(author.id),
        payload: { carId: ownCar.id, travelUserId: company.id, rating: 5, feedback: 'Best cabs!' },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({
        code: 'review_customers_only',
        message: 'Only customers can review cars: travel company and Saarthi team accounts cannot',
      });
    }
    expect(await db.$count(feedback, eq(feedback.carId, ownCar.id))).toBe(0);
    expect(await companyTotals(company.id)).toEqual({ ratingTotal: 0, ratingCount: 0 });
  });

  it('refuses a car that is not public: a draft, or one of a company not verified (404)', async () => {
    const customer = await createUser(db);
    const verified = await createTravelCompany(db);
    const draft = await createCar(db, { travelCompanyId: verified.id, status: 'draft' });
    const pending = await createTravelCompany(db, { status: 'pending' });
    const unlisted = await createCar(db, { travelCompanyId: pending.id });
    for (const car of [draft, unlisted]) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/feedback',
        headers: await authHeader(customer.id),
        payload: { carId: car.id, travelUserId: car.travelCompanyId, rating: 1, feedback: 'Bad' },
      });
      expect(response.statusCode).toBe(404);
      expect(await db.$count(feedback, eq(feedback.carId, car.id))).toBe(0);
    }
  });
});

describe('POST /api/feedback', () => {
  /** Runs a request that must be rejected and checks that neither table changed. */
  async function expectNothingWritten<T>(companyId: string, run: () => Promise<T>): Promise<T> {
    const rowsBefore = await db.$count(feedback);
    const totalsBefore = await companyTotals(companyId);
    const response = await run();
    expect(await db.$count(feedback)).toBe(rowsBefore);
    expect(await companyTotals(companyId)).toEqual(totalsBefore);
    return response;
  }

  const post = (payload: object, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: '/api/feedback', headers, payload });

  it('answers 401 without a token or with a bad one and writes nothing', async () => {
    const { company, car } = await carWithCompany();
    const body = { carId: car.id, travelUserId: company.id, rating: 5, feedback: 'Great trip.' };
    for (const headers of [{}, { authorization: 'Bearer not.a.token' }] as Record<
      string,
      string
    >[]) {
      const response = await expectNothingWritten(company.id, () => post(body, headers));
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ success: false });
    }
  });

  it("stores the token user's feedback, updates the company rating and the car shows the new average", async () => {
    const { company, car } = await carWithCompany();
    const author = await createUser(db, { userName: 'Sravani' });
    const impersonated = await createUser(db, { userName: 'Someone Else' });
    const headers = await authHeader(author.id);

    const response = await post(
      {
        userId: impersonated.id,
        carId: car.id,
        travelUserId: company.id,
        rating: 5,
        feedback: '  Driver knew every temple route.  ',
      },
      headers,
    );

    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      success: true,
      message: 'Feedback submitted successfully',
      code: 'feedback_submitted',
      feedback: {
        _id: expect.any(String),
        userId: { _id: author.id, userName: 'Sravani' },
        travelUserId: company.id,
        carId: car.id,
        rating: 5,
        feedback: 'Driver knew every temple route.',
        createdAt: expect.any(String),
        reply: null,
        repliedAt: null,
        verifiedTrip: false,
      },
    });
    const [stored] = await db
      .select()
      .from(feedback)
      .where(eq(feedback.id, response.json().feedback._id));
    expect(stored).toMatchObject({
      userId: author.id,
      carId: car.id,
      travelCompanyId: company.id,
      rating: 5,
    });
    expect(await db.$count(feedback, eq(feedback.userId, impersonated.id))).toBe(0);
    expect(await companyTotals(company.id)).toEqual({ ratingTotal: 5, ratingCount: 1 });

    for (const comment of ['Good.', 'Fine.']) {
      const other = await createUser(db);
      const answer = await post(
        { carId: car.id, travelUserId: company.id, rating: 4, feedback: comment },
        await authHeader(other.id),
      );
      expect(answer.statusCode).toBe(201);
    }
    expect(await companyTotals(company.id)).toEqual({ ratingTotal: 13, ratingCount: 3 });

    const detail = await app.inject({ method: 'GET', url: `/api/cars/${car.id}` });
    expect(detail.json().car.user.rating).toBe(4.3);
    const list = await app.inject({ method: 'GET', url: `/api/feedback?carId=${car.id}` });
    expect(list.json()).toHaveLength(3);
  });

  it.each([
    ['a missing rating', { feedback: 'Nice.' }, REQUIRED],
    ['rating 0', { rating: 0, feedback: 'Nice.' }, REQUIRED],
    ['rating 6', { rating: 6, feedback: 'Nice.' }, 'Rating must be at most 5'],
    ['rating 2.5', { rating: 2.5, feedback: 'Nice.' }, 'Rating must be a whole number of stars'],
    ['rating "5" as text', { rating: '5', feedback: 'Nice.' }, REQUIRED],
    ['rating null', { rating: null, feedback: 'Nice.' }, REQUIRED],
    ['a missing comment', { rating: 4 }, REQUIRED],
    ['an empty comment', { rating: 4, feedback: '' }, REQUIRED],
    ['a whitespace-only comment', { rating: 4, feedback: ' \n\t ' }, REQUIRED],
    [
      'a comment over 1000 characters',
      { rating: 4, feedback: 'a'.repeat(1001) },
      'Feedback must be at most 1000 characters',
    ],
  ])('answers 400 for %s and writes nothing', async (_case, fields, message) => {
    const { company, car } = await carWithCompany();
    const user = await createUser(db);
    const response = await expectNothingWritten(company.id, async () =>
      post({ carId: car.id, travelUserId: company.id, ...fields }, await authHeader(user.id)),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message });
  });

  it('answers 404 for an unknown car and writes nothing', async () => {
    const { company } = await carWithCompany();
    const user = await createUser(db);
    const response = await expectNothingWritten(company.id, async () =>
      post(
        { carId: randomUUID(), travelUserId: company.id, rating: 5, feedback: 'Nice.' },
        await authHeader(user.id),
      ),
    );
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      success: false,
      message: 'Car not found',
      code: 'car_not_found',
    });
  });

  it("answers 400 when the car is not the company's and changes neither company", async () => {
    const { car } = await carWithCompany();
    const other = await createTravelCompany(db);
    const user = await createUser(db);
    const response = await expectNothingWritten(other.id, async () =>
      post(
        { carId: car.id, travelUserId: other.id, rating: 1, feedback: 'Rating someone else.' },
        await authHeader(user.id),
      ),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message: 'This car does not belong to that travel company',
      code: 'car_not_of_company',
    });
    expect(await companyTotals(car.travelCompanyId)).toEqual({ ratingTotal: 0, ratingCount: 0 });
  });

  it('answers 400 for malformed ids and writes nothing', async () => {
    const { company, car } = await carWithCompany();
    const user = await createUser(db);
    const response = await expectNothingWritten(company.id, async () =>
      post(
        { carId: `${car.id}x`, travelUserId: company.id, rating: 5, feedback: 'Nice.' },
        await authHeader(user.id),
      ),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      message: 'Invalid id',
      code: 'invalid_id',
    });
  });
});

describe('POST /api/feedback a second time', () => {
  const post = (payload: object, headers: Record<string, string>) =>
    app.inject({ method: 'POST', url: '/api/feedback', headers, payload });

  it("edits the customer's review of that car, keeps its date and moves the company total by the difference", async () => {
    const { company, car } = await carWithCompany();
    const author = await createUser(db, { userName: 'Kavya' });
    const headers = await authHeader(author.id);
    const first = await post(
      { carId: car.id, travelUserId: company.id, rating: 5, feedback: 'Lovely trip.' },
      headers,
    );
    expect(first.statusCode).toBe(201);

    const second = await post(
      {
        carId: car.id,
        travelUserId: company.id,
        rating: 2,
        feedback: 'On second thought, the AC failed.',
      },
      headers,
    );

    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual({
      success: true,
      message: 'Feedback updated',
      code: 'feedback_updated',
      feedback: {
        ...first.json().feedback,
        rating: 2,
        feedback: 'On second thought, the AC failed.',
      },
    });
    expect(await db.$count(feedback, eq(feedback.carId, car.id))).toBe(1);
    expect(await companyTotals(company.id)).toEqual({ ratingTotal: 2, ratingCount: 1 });
    const list = await app.inject({ method: 'GET', url: `/api/feedback?carId=${car.id}` });
    expect(list.json()).toEqual([
      expect.objectContaining({ rating: 2, feedback: 'On second thought, the AC failed.' }),
    ]);
  });

  it("adds another customer's review beside it and never edits someone else's", async () => {
    const { company, car } = await carWithCompany();
    const [first, second] = [await createUser(db), await createUser(db)];
    await post(
      { carId: car.id, travelUserId: company.id, rating: 5, feedback: 'Mine.' },
      await authHeader(first.id),
    );

    const other = await post(
      { carId: car.id, travelUserId: company.id, rating: 1, feedback: 'Theirs.' },
      await authHeader(second.id),
    );

    expect(other.statusCode).toBe(201);
    const rows = await db
      .select({ userId: feedback.userId, rating: feedback.rating, comment: feedback.comment })
      .from(feedback)
      .where(eq(feedback.carId, car.id));
    expect(rows).toEqual(
      expect.arrayContaining([
        { userId: first.id, rating: 5, comment: 'Mine.' },
        { userId: second.id, rating: 1, comment: 'Theirs.' },
      ]),
    );
    expect(await companyTotals(company.id)).toEqual({ ratingTotal: 6, ratingCount: 2 });
  });

  it('leaves the review as it was when the edit is invalid', async () => {
    const { company, car } = await carWithCompany();
    const author = await createUser(db);
    const headers = await authHeader(author.id);
    await post({ carId: car.id, travelUserId: company.id, rating: 4, feedback: 'Good.' }, headers);

    const refused = await post(
      { carId: car.id, travelUserId: company.id, rating: 9, feedback: 'Changed.' },
      headers,
    );

    expect(refused.statusCode).toBe(400);
    expect(
      await db
        .select({ rating: feedback.rating, comment: feedback.comment })
        .from(feedback)
        .where(eq(feedback.carId, car.id)),
    ).toEqual([{ rating: 4, comment: 'Good.' }]);
    expect(await companyTotals(company.id)).toEqual({ ratingTotal: 4, ratingCount: 1 });
  });

  it('ends as one review with right totals when first reviews of one customer arrive at once', async () => {
    const { company, car } = await carWithCompany();
    const author = await createUser(db);
    const headers = await authHeader(author.id);

    const answers = await Promise.all(
      [5, 4, 3, 2].map((rating) =>
        post(
          { carId: car.id, travelUserId: company.id, rating, feedback: `${rating} stars.` },
          headers,
        ),
      ),
    );

    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 200, 201]);
    const rows = await db
      .select({ rating: feedback.rating })
      .from(feedback)
      .where(eq(feedback.carId, car.id));
    expect(rows).toHaveLength(1);
    expect(await companyTotals(company.id)).toEqual({
      ratingTotal: rows[0]!.rating,
      ratingCount: 1,
    });
  });

  it('edits a first review that another request stored while this one was waiting to insert', async () => {
    const { company, car } = await carWithCompany();
    const author = await createUser(db);
    const headers = await authHeader(author.id);

    // A parallel first review, not yet committed when the request looks for one (on PostgreSQL
    // the request then waits on the unique index until this commits).
    let answer!: Promise<Awaited<ReturnType<typeof post>>>;
    await db.transaction(async (tx) => {
      await tx.insert(feedback).values({
        userId: author.id,
        carId: car.id,
        travelCompanyId: company.id,
        rating: 5,
        comment: 'Parallel.',
      });
      await tx
        .update(travelCompanies)
        .set({ ratingTotal: 5, ratingCount: 1 })
        .where(eq(travelCompanies.id, company.id));
      answer = post(
        { carId: car.id, travelUserId: company.id, rating: 3, feedback: 'This one.' },
        headers,
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
    });

    expect((await answer).statusCode).toBe(200);
    expect(
      await db
        .select({ rating: feedback.rating, comment: feedback.comment })
        .from(feedback)
        .where(eq(feedback.carId, car.id)),
    ).toEqual([{ rating: 3, comment: 'This one.' }]);
    expect(await companyTotals(company.id)).toEqual({ ratingTotal: 3, ratingCount: 1 });
  });

  it('moves the review to the company that owns the car now', async () => {
    const { company, car } = await carWithCompany();
    const buyer = await createTravelCompany(db);
    const author = await createUser(db);
    const headers = await authHeader(author.id);
    await post({ carId: car.id, travelUserId: company.id, rating: 4, feedback: 'Good.' }, headers);
    await db.update(cars).set({ travelCompanyId: buyer.id }).where(eq(cars.id, car.id));

    const edited = await post(
      { carId: car.id, travelUserId: buyer.id, rating: 5, feedback: 'Even better.' },
      headers,
    );

    expect(edited.statusCode).toBe(200);
    expect(edited.json().feedback.travelUserId).toBe(buyer.id);
    expect(await companyTotals(company.id)).toEqual({ ratingTotal: 0, ratingCount: 0 });
    expect(await companyTotals(buyer.id)).toEqual({ ratingTotal: 5, ratingCount: 1 });
  });
});
