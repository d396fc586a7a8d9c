import { sql } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { verhoeffCheckDigit } from '../../shared/validators.js';
import { createTestApp } from '../test/app.js';
import { createUser } from '../test/factories.js';
import { describeError } from './log-safe.js';

// The real app, logging warnings and errors; its log lines land in `logLines` instead of stdout.
const { app, db, authHeader } = await createTestApp({ LOG_LEVEL: 'warn' });
const logLines: string[] = [];
// Request loggers are children of the app's logger and write to the stream they inherit from it.
(app.log as unknown as Record<symbol, unknown>)[pino.symbols.streamSym] = {
  write: (line: string) => logLines.push(line),
};
const logged = () => logLines.join('');

// The database refuses these values, as a constraint added later or a faulty migration might:
// the failed statement then carries personal data in its parameters.
const BLOCKED_EMAIL_DOMAIN = 'blocked.example.in';
const BLOCKED_MOBILE = '9123456789';
await db.execute(
  sql.raw(
    `alter table users add constraint test_no_blocked_email check (email not like '%@${BLOCKED_EMAIL_DOMAIN}')`,
  ),
);
await db.execute(
  sql.raw(`create function test_refuse_mobile() returns trigger language plpgsql as $$
    begin
      if new.mobile = '${BLOCKED_MOBILE}' then raise exception 'mobile refused by test trigger'; end if;
      return new;
    end $$`),
);
await db.execute(
  sql.raw(
    `create trigger test_refuse_mobile before update on users for each row execute function test_refuse_mobile()`,
  ),
);

const AADHAAR = `23456789012${verhoeffCheckDigit('23456789012')}`;

describe('failed queries in the logs', () => {
  it('logs a refused sign-up with its code and statement, without the e-mail or the password hash', async () => {
    logLines.length = 0;
    const email = `kavya.rao@${BLOCKED_EMAIL_DOMAIN}`;
    const response = await app.inject({
      method: 'POST',
      url: '/api/user/register',
      payload: {
        userName: 'Kavya Rao',
        userEmail: email,
        usermobile: '9848011223',
        password: 'monsoon-over-araku',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'out_of_range' });

    expect(logged()).toContain('database rejected a write');
    expect(logged()).not.toContain('kavya.rao');
    expect(logged()).not.toContain('Kavya Rao');
    expect(logged()).not.toContain('9848011223');
    expect(logged()).not.toContain('$argon2');
    const entry = JSON.parse(logLines.find((line) => line.includes('database rejected a write'))!);
    expect(entry.error).toMatchObject({
      type: 'DrizzleQueryError',
      code: '23514',
      statement: expect.stringMatching(/^insert into "users"/),
      cause: { code: '23514', constraint: 'test_no_blocked_email' },
    });
  });

  it('logs a failed profile update as a 500 without the mobile, name, address or identity numbers', async () => {
    const user = await createUser(db);
    logLines.length = 0;
    const response = await app.inject({
      method: 'PUT',
      url: '/api/user/update-profile',
      headers: await authHeader(user.id),
      payload: {
        userName: 'Kavya Rao',
        usermobile: BLOCKED_MOBILE,
        userAddress: '7-1-22, Ameerpet',
        userAadhar: AADHAAR,
        userPAN: 'KAVYA1234R',
      },
    });
    expect(response.statusCode).toBe(500);

    expect(logged()).toContain('request failed');
    for (const personal of [BLOCKED_MOBILE, 'Kavya', 'Ameerpet', AADHAAR, 'KAVYA1234R']) {
      expect(logged()).not.toContain(personal);
    }
    const entry = JSON.parse(logLines.find((line) => line.includes('request failed'))!);
    expect(entry.error).toMatchObject({
      type: 'DrizzleQueryError',
      code: 'P0001',
      statement: expect.stringMatching(/^update "users"/),
      cause: { code: 'P0001', message: 'mobile refused by test trigger' },
    });
    expect(entry.reqId).toBeDefined();
  });
});

describe('describeError', () => {
  it('keeps the type, code and message of any other error, and its frames without the message line', () => {
    const error = Object.assign(new TypeError('cannot read the car'), { code: 'ERR_CAR' });
    const description = describeError(error);
    expect(description).toMatchObject({
      type: 'TypeError',
      message: 'cannot read the car',
      code: 'ERR_CAR',
    });
    expect(description.stack).toMatch(/^\s+at /);
    expect(description.stack).not.toContain('cannot read the car');
  });

  it('drops a quoted input from a PostgreSQL message but keeps the names it reports', () => {
    const invalid = Object.assign(new Error('invalid input syntax for type uuid: "9848011223"'), {
      code: '22P02',
      severity: 'ERROR',
      params: ['9848011223'],
    });
    expect(describeError(invalid)).toMatchObject({
      code: '22P02',
      message: 'invalid input syntax for type uuid: "…"',
    });
    expect(JSON.stringify(describeError(invalid))).not.toContain('9848011223');

    const duplicate = Object.assign(
      new Error('duplicate key value violates unique constraint "users_email_unique"'),
      {
        code: '23505',
        severity: 'ERROR',
        constraint: 'users_email_unique',
        detail: 'Key (email)=(sita@example.in) already exists.',
      },
    );
    expect(describeError(duplicate)).toMatchObject({
      message: 'duplicate key value violates unique constraint "users_email_unique"',
      constraint: 'users_email_unique',
    });
    expect(JSON.stringify(describeError(duplicate))).not.toContain('sita@example.in');

    const outOfRange = Object.assign(
      new Error('value "98480 "11223" is out of range for type integer'),
      {
        code: '22003',
        severity: 'ERROR',
      },
    );
    expect(describeError(outOfRange).message).toBe('value "…" is out of range for type integer');
  });

  it('follows causes, but not for ever', () => {
    const looped: Error = new Error('outer');
    looped.cause = looped;
    let depth = 0;
    for (let cause = describeError(looped).cause; cause; cause = cause.cause) depth += 1;
    expect(depth).toBe(5);
    expect(describeError('a string')).toEqual({ type: 'string', message: 'a string' });
  });
});
