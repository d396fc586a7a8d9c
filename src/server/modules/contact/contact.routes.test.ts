import { describe, expect, it } from 'vitest';
import { contactMessages } from '../../db/schema/index.js';
import { createTestApp } from '../../test/app.js';

const { app, db } = await createTestApp();
const valid = {
  name: 'Sravani',
  email: 'sravani@example.in',
  phone: '9848012345',
  message: 'Need an Innova for Srisailam.',
};

describe('POST /api/contact', () => {
  it('stores the message and answers success', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/contact', payload: valid });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      success: true,
      message: 'Message sent successfully!',
      code: 'contact_sent',
    });
    const rows = await db.select().from(contactMessages);
    expect(rows.at(-1)).toMatchObject(valid);
  });

  it('accepts a message without a phone', async () => {
    const { phone: _phone, ...withoutPhone } = valid;
    const response = await app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: withoutPhone,
    });
    expect(response.statusCode).toBe(201);
  });

  it.each([
    [{ ...valid, name: '' }, 'Name is required'],
    [{ ...valid, email: undefined }, 'Email is required'],
    [{ ...valid, email: 'not-an-email' }, 'Please enter a valid email address'],
    [{ ...valid, message: '   ' }, 'Message is required'],
    [{ ...valid, message: 'x'.repeat(2001) }, 'Must be at most 2000 characters'],
  ])('rejects %j with "%s" and stores nothing', async (payload, message) => {
    const before = await db.$count(contactMessages);
    const response = await app.inject({ method: 'POST', url: '/api/contact', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message });
    expect(await db.$count(contactMessages)).toBe(before);
  });

  it('rejects a body over the size limit with 413', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { ...valid, message: 'x'.repeat(1_100_000) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      success: false,
      message: 'The request is too large',
      code: 'request_too_large',
    });
  });
});

describe('rate limit', async () => {
  const limited = await createTestApp({ RATE_LIMIT_MAX: '2' });

  it('answers 429 with a message once the limit is reached', async () => {
    for (let i = 0; i < 2; i += 1) {
      const ok = await limited.app.inject({ method: 'POST', url: '/api/contact', payload: valid });
      expect(ok.statusCode).toBe(201);
    }
    const blocked = await limited.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: valid,
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({
      success: false,
      message: expect.stringMatching(/^Too many requests/),
    });
  });
});
