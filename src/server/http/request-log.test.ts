import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/app.js';
import { createUser } from '../test/factories.js';
import { HIDDEN_VALUE, urlForLog } from './request-log.js';

/**
 * The log at its default level keeps every request's URL: what people search for (a customer's
 * phone, an e-mail address) and what they send must not be written there, on any answer.
 */
const lines: string[] = [];
const { app, db, authHeader } = await createTestApp(
  { LOG_LEVEL: 'info' },
  { logStream: { write: (line) => void lines.push(line) } },
);

const PHONE = '9876501234';
const EMAIL = 'priya.sharma@example.in';
const PASSWORD = 'Godavari-Express-1977';

const operator = await createUser(db, { role: 'operator' });
await createUser(db, { email: EMAIL, mobile: PHONE, password: PASSWORD });

const logged = () => lines.join('');

describe('the request log', () => {
  it('keeps no phone number or e-mail address a request carried, whatever the answer', async () => {
    const asOperator = await authHeader(operator.id);
    const answers: Record<string, number> = {};
    const send = async (name: string, request: InjectOptions) => {
      answers[name] = (await app.inject(request)).statusCode;
    };

    await send('bookings by phone', {
      method: 'GET',
      url: `/api/admin/bookings?phone=${PHONE}`,
      headers: asOperator,
    });
    await send('users by e-mail', {
      method: 'GET',
      url: `/api/admin/users?q=${EMAIL}`,
      headers: asOperator,
    });
    await send('users by encoded e-mail', {
      method: 'GET',
      url: `/api/admin/users?q=${encodeURIComponent(EMAIL)}&limit=5`,
      headers: asOperator,
    });
    await send('a value without a name', {
      method: 'GET',
      url: `/api/admin/users?${PHONE}`,
      headers: asOperator,
    });
    await send('wrong password', {
      method: 'POST',
      url: '/api/user/login',
      payload: { userEmail: EMAIL, password: 'not-the-password' },
    });
    await send('taken e-mail', {
      method: 'POST',
      url: '/api/user/register',
      payload: { userName: 'Priya', userEmail: EMAIL, usermobile: PHONE, password: PASSWORD },
    });
    await send('invalid search', {
      method: 'GET',
      url: `/api/admin/bookings?phone=${PHONE}0&reference=${EMAIL}`,
      headers: asOperator,
    });
    await send('invalid profile', {
      method: 'POST',
      url: `/api/user/register?email=${EMAIL}`,
      payload: { userName: 'Priya', userEmail: EMAIL, usermobile: `${PHONE}99`, password: 'x' },
    });

    expect(answers).toEqual({
      'bookings by phone': 200,
      'users by e-mail': 200,
      'users by encoded e-mail': 200,
      'a value without a name': 200,
      'wrong password': 401,
      'taken e-mail': 409,
      'invalid search': 400,
      'invalid profile': 400,
    });
    const log = logged();
    // The requests were logged, their parameters by name.
    expect(log).toContain(`/api/admin/bookings?phone=${HIDDEN_VALUE}`);
    expect(log).toContain(`/api/admin/users?q=${HIDDEN_VALUE}&limit=${HIDDEN_VALUE}`);
    for (const value of [PHONE, EMAIL, encodeURIComponent(EMAIL), PASSWORD])
      expect(log, `the log holds ${value}`).not.toContain(value);
  });
});

describe('a URL as the log writes it', () => {
  it('keeps the path and the names of the parameters, never their values', () => {
    expect(urlForLog('/api/cars')).toBe('/api/cars');
    expect(urlForLog('/api/admin/users?q=a%40b.in&role=customer')).toBe(
      `/api/admin/users?q=${HIDDEN_VALUE}&role=${HIDDEN_VALUE}`,
    );
    expect(urlForLog('/api/admin/bookings?phone&&status=')).toBe(
      `/api/admin/bookings?phone=${HIDDEN_VALUE}&status=${HIDDEN_VALUE}`,
    );
    // A "name" that is itself a value (no `=`) is hidden too.
    expect(urlForLog('/api/admin/users?9876501234&a@b.in=1')).toBe(
      `/api/admin/users?${HIDDEN_VALUE}&${HIDDEN_VALUE}`,
    );
  });
});
