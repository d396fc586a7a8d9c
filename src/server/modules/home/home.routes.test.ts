import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { siteReviews } from '../../db/schema/index.js';
import { createTestApp } from '../../test/app.js';
import { createSiteReview, createStripItem } from '../../test/factories.js';

const { app, db } = await createTestApp();

describe('home strips', () => {
  it('lists each strip in position order with its spec field name', async () => {
    await createStripItem(db, 'featured', { position: 2, title: 'Second' });
    await createStripItem(db, 'featured', { position: 1, title: 'First' });
    await createStripItem(db, 'offer');
    await createStripItem(db, 'reason');

    const featured = await app.inject({ method: 'GET', url: '/api/featured/allFeatured' });
    expect(featured.statusCode).toBe(200);
    expect(featured.json().map((item: { title: string }) => item.title)).toEqual([
      'First',
      'Second',
    ]);
    expect(featured.json()[0]).toEqual({
      _id: expect.any(String),
      title: 'First',
      featuredImageUrl: expect.stringMatching(/^\/uploads\//),
      inEnglish: [],
    });

    const offers = await app.inject({ method: 'GET', url: '/api/offers/allOffer' });
    expect(offers.json()).toEqual([expect.objectContaining({ offerImageUrl: expect.any(String) })]);

    const reasons = await app.inject({ method: 'GET', url: '/api/whySaarthi/allWhySaarthi' });
    expect(reasons.json()).toEqual([
      expect.objectContaining({ reasonImageUrl: expect.any(String) }),
    ]);
  });
});

describe('site reviews', () => {
  it('lists reviews newest first with the verified flag', async () => {
    await createSiteReview(db, {
      userName: 'Lakshmi',
      verified: true,
      createdAt: new Date('2026-01-01'),
    });
    await createSiteReview(db, { userName: 'Arjun', createdAt: new Date('2026-02-01') });
    const response = await app.inject({ method: 'GET', url: '/api/comments' });
    expect(response.statusCode).toBe(200);
    const names = response.json().map((review: { userName: string }) => review.userName);
    expect(names.indexOf('Arjun')).toBeLessThan(names.indexOf('Lakshmi'));
    expect(
      response.json().find((review: { userName: string }) => review.userName === 'Lakshmi'),
    ).toMatchObject({
      comment: 'Smooth booking.',
      websiteRating: 5,
      verified: true,
    });
  });

  it('stores a new review as unverified', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/comments',
      payload: {
        userName: '  Padma  ',
        comment: 'Driver was on time.',
        websiteRating: 4,
        verified: true,
      },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      success: true,
      comment: { userName: 'Padma', websiteRating: 4, verified: false },
    });
  });

  it.each([
    [{ comment: 'x', websiteRating: 3 }, 'Name is required'],
    [{ userName: '   ', comment: 'x', websiteRating: 3 }, 'Name is required'],
    [{ userName: 'A', websiteRating: 3 }, 'Comment is required'],
    [{ userName: 'A', comment: 'x' }, 'Rating is required'],
    [{ userName: 'A', comment: 'x', websiteRating: 0 }, 'Rating must be at least 1'],
    [{ userName: 'A', comment: 'x', websiteRating: 6 }, 'Rating must be at most 5'],
    [{ userName: 'A', comment: 'x', websiteRating: '5' }, 'Rating is required'],
    [{ userName: 'A', comment: 'x', websiteRating: 2.5 }, 'Rating must be a whole number'],
    [{ userName: 'A'.repeat(81), comment: 'x', websiteRating: 2 }, 'Must be at most 80 characters'],
  ])('rejects %j with "%s" and stores nothing', async (payload, message) => {
    const before = await db.$count(siteReviews);
    const response = await app.inject({ method: 'POST', url: '/api/comments', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message });
    expect(await db.$count(siteReviews)).toBe(before);
  });

  it('answers 400 for a body that is not JSON', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/comments',
      headers: { 'content-type': 'application/json' },
      payload: '{"userName": "A",',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message: 'The request body is not valid JSON',
      code: 'invalid_json',
    });
  });

  it('keeps injection strings as plain text', async () => {
    const userName = "Robert'); DROP TABLE site_reviews;--";
    const response = await app.inject({
      method: 'POST',
      url: '/api/comments',
      payload: { userName, comment: '<script>alert(1)</script>', websiteRating: 1 },
    });
    expect(response.statusCode).toBe(201);
    const [stored] = await db.select().from(siteReviews).where(eq(siteReviews.userName, userName));
    expect(stored?.comment).toBe('<script>alert(1)</script>');
  });
});
