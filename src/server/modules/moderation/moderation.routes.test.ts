import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, reviewReports } from '../../db/schema/index.js';
import { createTestApp } from '../../test/app.js';
import {
  createCar,
  createSiteReview,
  createTravelCompany,
  createUser,
} from '../../test/factories.js';

const { app, db, authHeader } = await createTestApp();
const operator = await createUser(db, { role: 'operator' });

async function reviewedCar() {
  const company = await createTravelCompany(db);
  const car = await createCar(db, { travelCompanyId: company.id });
  const happy = await createUser(db, { userName: 'Lakshmi Prasanna' });
  const angry = await createUser(db, { userName: 'Suresh Babu' });
  // Through the API, so the company's totals move as they do for customers.
  for (const [author, rating, text] of [
    [happy, 5, 'Punctual driver, spotless car.'],
    [angry, 1, 'Rude and abusive words about the driver here.'],
  ] as const) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/feedback',
      headers: await authHeader(author.id),
      payload: { carId: car.id, travelUserId: company.id, rating, feedback: text },
    });
    expect(response.statusCode).toBe(201);
  }
  const reviews = (
    await app.inject({ method: 'GET', url: `/api/feedback?carId=${car.id}` })
  ).json() as Array<{ _id: string; rating: number }>;
  return { company, car, happy, angry, abusive: reviews.find((each) => each.rating === 1)! };
}

const publicReviews = async (carId: string) =>
  (
    (await app.inject({ method: 'GET', url: `/api/feedback?carId=${carId}` })).json() as Array<{
      _id: string;
    }>
  ).map((each) => each._id);
const carRating = async (carId: string) =>
  (await app.inject({ method: 'GET', url: `/api/cars/${carId}` })).json().car.user.rating as number;
const asOperator = async (method: 'GET' | 'POST', url: string, payload?: object) =>
  app.inject({ method, url, headers: await authHeader(operator.id), payload });

describe('hiding a review', () => {
  it('takes it out of the car page and the rating at once, and restoring brings both back', async () => {
    const { car, abusive } = await reviewedCar();
    expect(await carRating(car.id)).toBe(3);

    const hidden = await asOperator('POST', `/api/admin/feedback/${abusive._id}/hide`, {
      reason: 'Abusive language about the driver.',
    });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json()).toMatchObject({
      message: 'Review hidden: it has left the car page and the rating',
      code: 'review_hidden',
      review: { _id: abusive._id, hiddenReason: 'Abusive language about the driver.' },
    });
    expect(await publicReviews(car.id)).not.toContain(abusive._id);
    expect(await carRating(car.id)).toBe(5);
    const listed = await asOperator('GET', '/api/admin/feedback?state=hidden&q=abusive');
    expect(listed.json().reviews.map((each: { _id: string }) => each._id)).toEqual([abusive._id]);

    const again = await asOperator('POST', `/api/admin/feedback/${abusive._id}/hide`, {
      reason: 'Abusive language about the driver.',
    });
    expect(again.statusCode).toBe(409);

    const restored = await asOperator('POST', `/api/admin/feedback/${abusive._id}/restore`);
    expect(restored.statusCode).toBe(200);
    expect(await publicReviews(car.id)).toContain(abusive._id);
    expect(await carRating(car.id)).toBe(3);

    const actions = await db
      .select({ action: auditLog.action, actor: auditLog.actorUserId })
      .from(auditLog)
      .where(eq(auditLog.recordId, abusive._id));
    expect(actions).toEqual([
      { action: 'review.hide', actor: operator.id },
      { action: 'review.restore', actor: operator.id },
    ]);
  });

  it('keeps a hidden review hidden and out of the rating when its author edits it', async () => {
    const { car, company, angry, abusive } = await reviewedCar();
    await asOperator('POST', `/api/admin/feedback/${abusive._id}/hide`, {
      reason: 'Abusive language about the driver.',
    });
    const edited = await app.inject({
      method: 'POST',
      url: '/api/feedback',
      headers: await authHeader(angry.id),
      payload: { carId: car.id, travelUserId: company.id, rating: 2, feedback: 'Still angry.' },
    });
    expect(edited.statusCode).toBe(200);
    expect(await publicReviews(car.id)).not.toContain(abusive._id);
    expect(await carRating(car.id)).toBe(5);
  });

  it('needs a reason, and answers 404 for an unknown review', async () => {
    const { abusive } = await reviewedCar();
    const noReason = await asOperator('POST', `/api/admin/feedback/${abusive._id}/hide`, {
      reason: 'no',
    });
    expect(noReason.statusCode).toBe(400);
    const unknown = await asOperator('POST', `/api/admin/feedback/${crypto.randomUUID()}/hide`, {
      reason: 'Abusive language.',
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('reports', () => {
  it('lets a customer report a review once; the report queues until the review is hidden', async () => {
    const { happy, angry, abusive } = await reviewedCar();
    const report = (userId: string, reason = 'It insults the driver by name.') =>
      authHeader(userId).then((headers) =>
        app.inject({
          method: 'POST',
          url: `/api/feedback/${abusive._id}/report`,
          headers,
          payload: { reason },
        }),
      );
    const first = await report(happy.id);
    expect(first.statusCode).toBe(201);
    expect(first.json().message).toBe('Thanks: our team will look at this review');
    expect((await report(happy.id)).statusCode).toBe(409);
    const own = await report(angry.id);
    expect(own.statusCode).toBe(400);
    expect(own.json().message).toBe('You cannot report your own review');
    expect((await report(happy.id, 'bad')).statusCode).toBe(400);
    const anonymous = await app.inject({
      method: 'POST',
      url: `/api/feedback/${abusive._id}/report`,
      payload: { reason: 'It insults the driver.' },
    });
    expect(anonymous.statusCode).toBe(401);

    const queue = await asOperator('GET', '/api/admin/reports');
    expect(queue.json().reports).toContainEqual(
      expect.objectContaining({
        reason: 'It insults the driver by name.',
        reporter: { _id: happy.id, name: 'Lakshmi Prasanna' },
        review: expect.objectContaining({ _id: abusive._id, openReports: 1 }),
      }),
    );

    await asOperator('POST', `/api/admin/feedback/${abusive._id}/hide`, {
      reason: 'Abusive language about the driver.',
    });
    const [settled] = await db
      .select()
      .from(reviewReports)
      .where(eq(reviewReports.feedbackId, abusive._id));
    expect(settled).toMatchObject({ resolution: 'hidden' });
    expect(settled!.resolvedAt).not.toBeNull();
    const after = await asOperator('GET', '/api/admin/reports');
    expect(
      after.json().reports.map((each: { review: { _id: string } }) => each.review._id),
    ).not.toContain(abusive._id);
    // A hidden review cannot be reported.
    const stranger = await createUser(db);
    expect((await report(stranger.id)).statusCode).toBe(404);
  });

  it('dismisses a report, audited, once', async () => {
    const { happy, abusive } = await reviewedCar();
    await app.inject({
      method: 'POST',
      url: `/api/feedback/${abusive._id}/report`,
      headers: await authHeader(happy.id),
      payload: { reason: 'It insults the driver by name.' },
    });
    const [open] = await db
      .select({ id: reviewReports.id })
      .from(reviewReports)
      .where(eq(reviewReports.feedbackId, abusive._id));
    const dismissed = await asOperator('POST', `/api/admin/reports/${open!.id}/dismiss`);
    expect(dismissed.statusCode).toBe(200);
    expect(dismissed.json().message).toBe('Report dismissed');
    expect((await asOperator('POST', `/api/admin/reports/${open!.id}/dismiss`)).statusCode).toBe(
      409,
    );
  });
});

describe('site comments', () => {
  it('hides a comment from the home page and restores it', async () => {
    const comment = await createSiteReview(db, { comment: 'Spam link here' });
    const onHome = async () =>
      JSON.stringify((await app.inject({ method: 'GET', url: '/api/comments' })).json()).includes(
        comment.id,
      );
    expect(await onHome()).toBe(true);
    const hidden = await asOperator('POST', `/api/admin/comments/${comment.id}/hide`, {
      reason: 'Advertising, not a comment.',
    });
    expect(hidden.statusCode).toBe(200);
    expect(await onHome()).toBe(false);
    const restored = await asOperator('POST', `/api/admin/comments/${comment.id}/restore`);
    expect(restored.json().comment).toMatchObject({ hiddenAt: null });
    expect(await onHome()).toBe(true);
  });
});
