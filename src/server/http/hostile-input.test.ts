import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contactMessages, feedback, users } from '../db/schema/index.js';
import { createTestApp } from '../test/app.js';
import { createCar, createUser } from '../test/factories.js';
import { containsNul, stripInvisibleCharacters } from './hostile-input.js';

const { app, db, authHeader } = await createTestApp();

const NUL_ANSWER = {
  success: false,
  message: 'Text must not contain NUL characters',
  code: 'nul_character',
};

describe('a NUL character in any text', () => {
  it('is refused at sign-up with 400, and no account is created', async () => {
    const before = await db.$count(users);
    const response = await app.inject({
      method: 'POST',
      url: '/api/user/register',
      payload: {
        userName: 'Sita\u0000Devi',
        userEmail: 'sita.nul@example.in',
        usermobile: '9848022334',
        password: 'chai-and-biscuits',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(NUL_ANSWER);
    expect(await db.$count(users)).toBe(before);
  });

  it('is refused in a contact message, and nothing is stored', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: {
        name: 'Sravani',
        email: 'sravani@example.in',
        phone: '9848012345',
        message: 'Need an Innova\u0000 for Srisailam.',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(NUL_ANSWER);
    expect(await db.$count(contactMessages)).toBe(0);
  });

  it('is refused in feedback, and nothing is stored', async () => {
    const car = await createCar(db);
    const author = await createUser(db);
    const response = await app.inject({
      method: 'POST',
      url: '/api/feedback',
      headers: await authHeader(author.id),
      payload: {
        carId: car.id,
        travelUserId: car.travelCompanyId,
        rating: 5,
        feedback: 'Great\u0000 trip.',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(NUL_ANSWER);
    expect(await db.$count(feedback)).toBe(0);
  });

  it('is refused in a query string, in a path parameter and in an object key', async () => {
    for (const url of [
      '/api/cars?city=Vijayawada%00',
      '/api/blogs/%00',
      '/api/feedback?carId=%00',
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toEqual(NUL_ANSWER);
    }
    const response = await app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: {
        name: 'Sravani',
        email: 'sravani@example.in',
        message: 'Hello',
        'extra\u0000': 'x',
      },
    });
    expect(response.json()).toEqual(NUL_ANSWER);
  });

  it('is still refused without a token where one is needed: 401 comes first', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/feedback',
      payload: { feedback: '\u0000' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('containsNul', () => {
  it('finds a NUL at any depth, in values and keys, and nowhere else', () => {
    expect(containsNul({ a: [{ b: ['ok', 'n\u0000'] }] })).toBe(true);
    expect(containsNul({ a: { 'k\u0000': 1 } })).toBe(true);
    expect(containsNul({ a: [1, true, null, 'fine', { b: 'ß and ₹ and తెలుగు' }] })).toBe(false);
    expect(containsNul(undefined)).toBe(false);
    expect(containsNul(Buffer.from([0, 1, 2]))).toBe(false);
  });

  it('walks a very deep or very wide body without overflowing the stack', () => {
    let deep: unknown = 'end\u0000';
    for (let level = 0; level < 100_000; level += 1) deep = [deep];
    expect(containsNul(deep)).toBe(true);
    expect(containsNul(Array.from({ length: 300_000 }, () => 'x'))).toBe(false);
  });
});

describe('invisible and misleading characters in public text', () => {
  const RLO = '\u202e';
  const BELL = '\u0007';

  it('are taken out of names and reviews on the way in; Telugu joiners, tabs and line breaks stay', async () => {
    const email = `ravi.${Date.now()}@example.in`;
    const response = await app.inject({
      method: 'POST',
      url: '/api/user/register',
      payload: {
        userName: `Ravi${RLO}moc.live${BELL}`,
        userEmail: email,
        usermobile: '9848012345',
        password: 'Journey@2026',
      },
    });
    expect(response.statusCode).toBe(201);
    const [stored] = await db.select().from(users).where(eq(users.email, email));
    expect(stored!.userName).toBe('Ravimoc.live');

    const car = await createCar(db);
    const reviewer = await createUser(db);
    const comment = `సూపర్\u200c డ్రైవర్\nvery\tgood ${RLO}txet\u2066hidden\u2069`;
    const review = await app.inject({
      method: 'POST',
      url: '/api/feedback',
      headers: await authHeader(reviewer.id),
      payload: { carId: car.id, travelUserId: car.travelCompanyId, rating: 5, feedback: comment },
    });
    expect(review.statusCode).toBe(201);
    expect(review.json().feedback.feedback).toBe('సూపర్\u200c డ్రైవర్\nvery\tgood txethidden');
  });

  it('are stripped at any depth and in keys, in place', () => {
    const body = { [`na${RLO}me`]: `a${BELL}b`, list: [{ deep: `x\u200ey` }, 'p\u0085q'] };
    stripInvisibleCharacters(body);
    expect(body).toEqual({ name: 'ab', list: [{ deep: 'xy' }, 'pq'] });
  });
});
