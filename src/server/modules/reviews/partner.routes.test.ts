import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { PartnerReview } from '../../../shared/contracts/reviews.js';
import { auditLog, feedback, travelCompanies } from '../../db/schema/index.js';
import { createTestApp } from '../../test/app.js';
import {
  createCar,
  createFeedback,
  createTravelCompany,
  createUser,
} from '../../test/factories.js';

const { app, db, authHeader } = await createTestApp();

/** A partner running a verified company with one car. */
async function partnerWithCar() {
  const partner = await createUser(db, { role: 'partner' });
  const company = await createTravelCompany(db, { ownerUserId: partner.id });
  const car = await createCar(db, { travelCompanyId: company.id, carName: 'Maruti Ertiga' });
  return { partner, company, car };
}

async function review(
  car: { id: string; travelCompanyId: string },
  values: Partial<typeof feedback.$inferInsert> = {},
) {
  const author = await createUser(db, { userName: 'Ramesh Naidu' });
  return createFeedback(db, {
    userId: author.id,
    carId: car.id,
    travelCompanyId: car.travelCompanyId,
    ...values,
  });
}

async function list(userId: string, search = '') {
  return app.inject({
    method: 'GET',
    url: `/api/partner/reviews${search}`,
    headers: await authHeader(userId),
  });
}

async function reply(userId: string, reviewId: string, body: object) {
  return app.inject({
    method: 'POST',
    url: `/api/partner/reviews/${reviewId}/reply`,
    headers: await authHeader(userId),
    payload: body,
  });
}

async function stored(reviewId: string) {
  const [row] = await db.select().from(feedback).where(eq(feedback.id, reviewId));
  return row!;
}

describe('GET /api/partner/reviews', () => {
  it("lists the reviews of the company's cars newest first, with car, author and reply", async () => {
    const { partner, car } = await partnerWithCar();
    const older = await review(car, {
      rating: 5,
      comment: 'Spotless car.',
      createdAt: new Date('2026-02-01T09:00:00Z'),
      reply: 'Thank you, see you again!',
      repliedAt: new Date('2026-02-02T09:00:00Z'),
    });
    const newer = await review(car, {
      rating: 2,
      comment: 'Driver was late.',
      createdAt: new Date('2026-02-03T09:00:00Z'),
    });
    const other = await partnerWithCar();
    await review(other.car);

    const response = await list(partner.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      reviews: [
        {
          _id: newer.id,
          car: { _id: car.id, name: 'Maruti Ertiga' },
          author: { name: 'Ramesh Naidu' },
          rating: 2,
          comment: 'Driver was late.',
          createdAt: '2026-02-03T09:00:00.000Z',
          reply: null,
          repliedAt: null,
        },
        expect.objectContaining({
          _id: older.id,
          reply: 'Thank you, see you again!',
          repliedAt: '2026-02-02T09:00:00.000Z',
        }),
      ],
      nextCursor: null,
    });
  });

  it('pages with the cursor of the page before', async () => {
    const { partner, car } = await partnerWithCar();
    const made: string[] = [];
    for (let day = 1; day <= 3; day += 1)
      made.push((await review(car, { createdAt: new Date(`2026-01-0${day}T09:00:00Z`) })).id);
    const first = (await list(partner.id, '?limit=2')).json();
    expect((first.reviews as PartnerReview[]).map((item) => item._id)).toEqual([made[2], made[1]]);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = (
      await list(partner.id, `?limit=2&cursor=${encodeURIComponent(first.nextCursor)}`)
    ).json();
    expect((second.reviews as PartnerReview[]).map((item) => item._id)).toEqual([made[0]]);
    expect(second.nextCursor).toBeNull();
  });

  it('refuses a customer (403), no token (401) and a partner without a company (404)', async () => {
    const customer = await createUser(db);
    const refused = await list(customer.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'partner_only' });
    expect((await app.inject({ method: 'GET', url: '/api/partner/reviews' })).statusCode).toBe(401);
    const companyless = await createUser(db, { role: 'partner' });
    expect((await list(companyless.id)).statusCode).toBe(404);
  });
});

describe('POST /api/partner/reviews/:id/reply', () => {
  it('writes the one public reply, trimmed, and a second write edits it', async () => {
    const { partner, car } = await partnerWithCar();
    const target = await review(car);

    const first = await reply(partner.id, target.id, { reply: '  Sorry for the delay.  ' });
    expect(first.statusCode).toBe(200);
    expect(first.json().review).toMatchObject({
      _id: target.id,
      car: { _id: car.id, name: 'Maruti Ertiga' },
      author: { name: 'Ramesh Naidu' },
      reply: 'Sorry for the delay.',
      repliedAt: expect.any(String),
    });

    const edited = await reply(partner.id, target.id, {
      reply: 'Sorry for the delay: we have spoken to the driver.',
    });
    expect(edited.json().review.reply).toBe('Sorry for the delay: we have spoken to the driver.');
    const entries = await db
      .select({ action: auditLog.action, actor: auditLog.actorUserId, after: auditLog.after })
      .from(auditLog)
      .where(eq(auditLog.recordId, target.id));
    expect(entries).toHaveLength(2);
    expect(entries[1]).toMatchObject({
      action: 'review.reply',
      actor: partner.id,
      after: { reply: 'Sorry for the delay: we have spoken to the driver.' },
    });
    expect(await stored(target.id)).toMatchObject({
      reply: 'Sorry for the delay: we have spoken to the driver.',
      comment: target.comment,
      rating: target.rating,
    });

    // The car page shows it under the review.
    const publicList = await app.inject({ method: 'GET', url: `/api/feedback?carId=${car.id}` });
    expect(publicList.json()).toEqual([
      expect.objectContaining({
        _id: target.id,
        reply: 'Sorry for the delay: we have spoken to the driver.',
        repliedAt: edited.json().review.repliedAt,
      }),
    ]);
  });

  it.each([
    ['an empty reply', { reply: '' }, 'review_reply_required'],
    ['a blank reply', { reply: '   ' }, 'review_reply_required'],
    ['no reply', {}, 'review_reply_required'],
    ['a reply over 1000 characters', { reply: 'a'.repeat(1001) }, 'max_chars'],
  ])('answers 400 for %s and writes nothing', async (_case, body, code) => {
    const { partner, car } = await partnerWithCar();
    const target = await review(car);
    const response = await reply(partner.id, target.id, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([expect.objectContaining({ path: 'body.reply', code })]);
    expect(await stored(target.id)).toMatchObject({ reply: '', repliedAt: null });
  });

  it('accepts a reply of exactly 1000 characters', async () => {
    const { partner, car } = await partnerWithCar();
    const target = await review(car);
    const response = await reply(partner.id, target.id, { reply: 'a'.repeat(1000) });
    expect(response.statusCode).toBe(200);
  });

  it('answers 404 for a review of another company, and for no review at all, writing nothing', async () => {
    const { partner } = await partnerWithCar();
    const other = await partnerWithCar();
    const theirs = await review(other.car);
    for (const id of [theirs.id, randomUUID()]) {
      const response = await reply(partner.id, id, { reply: 'Not mine to answer.' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'review_not_found' });
    }
    expect(await stored(theirs.id)).toMatchObject({ reply: '', repliedAt: null });
    // Before the body is judged: a body that would fail must not tell that the id exists.
    const probed = await reply(partner.id, theirs.id, { reply: '' });
    expect(probed.statusCode).toBe(404);
  });

  it('refuses a customer (403), even the review author, and no token (401)', async () => {
    const { car } = await partnerWithCar();
    const target = await review(car);
    const refused = await reply(target.userId, target.id, { reply: 'Replying to myself.' });
    expect(refused.statusCode).toBe(403);
    const anonymous = await app.inject({
      method: 'POST',
      url: `/api/partner/reviews/${target.id}/reply`,
      payload: { reply: 'Hello' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await stored(target.id)).toMatchObject({ reply: '', repliedAt: null });
  });

  it('cannot move a review or change its text, whatever the body sends', async () => {
    const { partner, car } = await partnerWithCar();
    const target = await review(car, { rating: 1, comment: 'Never again.' });
    const other = await partnerWithCar();
    const response = await reply(partner.id, target.id, {
      reply: 'We are sorry to hear that.',
      _id: randomUUID(),
      travelCompanyId: other.company.id,
      travelUserId: other.company.id,
      carId: other.car.id,
      userId: partner.id,
      rating: 5,
      comment: 'Wonderful!',
      repliedAt: '2020-01-01T00:00:00.000Z',
    });
    expect(response.statusCode).toBe(200);
    const row = await stored(target.id);
    expect(row).toMatchObject({
      reply: 'We are sorry to hear that.',
      travelCompanyId: car.travelCompanyId,
      carId: car.id,
      userId: target.userId,
      rating: 1,
      comment: 'Never again.',
    });
    expect(row.repliedAt!.getTime()).toBeGreaterThan(Date.parse('2025-01-01'));
    expect((await list(other.partner.id)).json().reviews).toEqual([]);
  });

  it('refuses a suspended company (409) and writes nothing', async () => {
    const { partner, company, car } = await partnerWithCar();
    const target = await review(car);
    await db
      .update(travelCompanies)
      .set({ status: 'suspended' })
      .where(eq(travelCompanies.id, company.id));
    const response = await reply(partner.id, target.id, { reply: 'Thank you!' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'company_suspended' });
    expect(await stored(target.id)).toMatchObject({ reply: '', repliedAt: null });
    expect((await list(partner.id)).statusCode).toBe(200);
  });
});
