import { eq } from 'drizzle-orm';
import { SignJWT, decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { TEXT_LIMITS } from '../../../shared/constants.js';
import { UserProfileSchema, type ProfileUpdateInput } from '../../../shared/contracts/users.js';
import { verhoeffCheckDigit } from '../../../shared/validators.js';
import { users } from '../../db/schema/index.js';
import { messageText } from '../../http/messages.js';
import { DEMO_USER } from '../../db/seed/index.js';
import { TEST_JWT_SECRET, createTestApp } from '../../test/app.js';
import { createUser } from '../../test/factories.js';
import { createPersonalDataProtector } from './personal-data.js';

const { app, db, config, tokenFor, authHeader } = await createTestApp();

// The shared rules' messages, as the API words them.
const REQUIRED_FIELDS_MESSAGE = messageText('required_fields');
const EMAIL_MESSAGE = messageText('email_invalid');
const MOBILE_MESSAGE = messageText('mobile_invalid');
const PASSWORD_LENGTH_MESSAGE = messageText('password_too_short', {
  min: TEXT_LIMITS.password.min,
});
const personalData = createPersonalDataProtector(config.personalDataKey);
// A second app whose write routes allow two requests per window.
const limited = await createTestApp({ RATE_LIMIT_MAX: '2' });

const PASSWORD = 'chai-and-biscuits';
let emailSequence = 0;
const uniqueEmail = (prefix = 'rider') => `${prefix}${++emailSequence}@example.in`;

const registration = (overrides: Record<string, unknown> = {}) => ({
  userName: 'Sita Devi',
  userEmail: uniqueEmail(),
  usermobile: '98480 22334',
  password: PASSWORD,
  ...overrides,
});

const register = (payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/user/register', payload });
const login = (payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/user/login', payload });
const profileWith = (headers: Record<string, string>) =>
  app.inject({ method: 'GET', url: '/api/user/profile', headers });

const storedUser = async (email: string) => {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row;
};

// A valid Aadhaar number: 11 digits and their Verhoeff check digit.
const VALID_AADHAAR = `23456789012${verhoeffCheckDigit('23456789012')}`;

const fullProfile = (overrides: Partial<ProfileUpdateInput> & Record<string, unknown> = {}) => ({
  userName: 'Ravi Teja',
  usermobile: '+91 94400 11223',
  dob: '1990-05-17',
  userAddress: '12-3-45, Governorpet',
  userCity: 'Vijayawada',
  userState: 'Andhra Pradesh',
  userPincode: '520002',
  userWhatsapp: '9440011223',
  userAadhar: `${VALID_AADHAAR.slice(0, 4)} ${VALID_AADHAAR.slice(4, 8)} ${VALID_AADHAAR.slice(8)}`,
  userPAN: 'abcde1234f',
  userDL: 'AP16 20110012345',
  userProfilePhoto: '/uploads/3f1c2d9e.png',
  ...overrides,
});

function isoDateYearsAgo(years: number, extraDays = 0): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() + extraDays);
  return date.toISOString().slice(0, 10);
}

describe('POST /api/user/register', () => {
  it('creates a customer, answers 201 with a token and stores a lowercase email and an argon2id hash', async () => {
    const response = await register(registration({ userEmail: '  Sita.Devi@Example.IN ' }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      success: true,
      token: expect.any(String),
      message: 'Registration successful',
      code: 'registered',
    });

    const stored = await storedUser('sita.devi@example.in');
    expect(stored).toMatchObject({
      userName: 'Sita Devi',
      mobile: '9848022334',
      role: 'customer',
      googleSubject: null,
    });
    expect(stored?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(stored?.passwordHash).not.toContain(PASSWORD);
    expect(decodeJwt(response.json().token).sub).toBe(stored?.id);
  });

  it('gives a token that opens the profile (register → token → profile)', async () => {
    const email = uniqueEmail('roundtrip');
    const { token } = (await register(registration({ userEmail: email }))).json();
    const response = await profileWith({ authorization: `Bearer ${token}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      userName: 'Sita Devi',
      userEmail: email,
      usermobile: '9848022334',
      dob: '',
    });
  });

  it('answers 409 for an email that already has an account, in any letter case, and stores nothing', async () => {
    const email = uniqueEmail('taken');
    expect((await register(registration({ userEmail: email }))).statusCode).toBe(201);
    const before = await db.$count(users);

    const response = await register(
      registration({ userEmail: email.toUpperCase(), userName: 'Someone Else' }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      success: false,
      message: 'An account with this email already exists',
      code: 'duplicate_email',
    });
    expect(await db.$count(users)).toBe(before);
    expect((await storedUser(email))?.userName).toBe('Sita Devi');
  });

  it('lets only one of two simultaneous sign-ups with one email through', async () => {
    const email = uniqueEmail('race');
    const responses = await Promise.all([
      register(registration({ userEmail: email })),
      register(registration({ userEmail: email })),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    expect(responses.find((response) => response.statusCode === 409)?.json()).toEqual({
      success: false,
      message: 'An account with this email already exists',
      code: 'duplicate_email',
    });
    expect(await db.$count(users, eq(users.email, email))).toBe(1);
  });

  it.each([
    ['nothing', {}, REQUIRED_FIELDS_MESSAGE],
    ['no user name', { userName: undefined }, REQUIRED_FIELDS_MESSAGE],
    ['a blank user name', { userName: '   ' }, REQUIRED_FIELDS_MESSAGE],
    ['no email', { userEmail: undefined }, REQUIRED_FIELDS_MESSAGE],
    ['no mobile', { usermobile: '' }, REQUIRED_FIELDS_MESSAGE],
    ['no password', { password: '' }, REQUIRED_FIELDS_MESSAGE],
    ['a bad email', { userEmail: 'sita-at-example.in' }, EMAIL_MESSAGE],
    ['a mobile with 9 digits', { usermobile: '984802233' }, MOBILE_MESSAGE],
    ['a mobile starting with 5', { usermobile: '5848022334' }, MOBILE_MESSAGE],
    ['a short password', { password: 'short12' }, PASSWORD_LENGTH_MESSAGE],
  ])('rejects %s with "%s" and stores nothing', async (_case, overrides, message) => {
    const before = await db.$count(users);
    const payload = Object.keys(overrides).length === 0 ? {} : registration(overrides);
    const response = await register(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message });
    expect(await db.$count(users)).toBe(before);
  });

  it.each([
    '12345678',
    'password',
    'Password@123',
    'qwerty123',
    'iloveyou',
    '11111111',
    'sitadevi1990',
  ])(
    'refuses the common or guessable password %s with 400 and stores nothing',
    async (password) => {
      const email = uniqueEmail('weak');
      const response = await register(registration({ userEmail: email, password }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        success: false,
        message: 'This password is too common or easy to guess, please choose another',
        code: 'password_common',
      });
      expect(await storedUser(email)).toBeUndefined();
    },
  );

  it.each([
    ['the demo password', DEMO_USER.password],
    ["the end-to-end journeys' password", 'Journey@2026'],
    ['a passphrase', 'monsoon over araku valley'],
  ])('accepts %s', async (_case, password) => {
    const response = await register(registration({ password }));
    expect(response.statusCode).toBe(201);
  });

  it('names each invalid field with the stable code a client translates', async () => {
    const response = await register(registration({ usermobile: '12345', password: 'short12' }));
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('mobile_invalid');
    expect(body.errors).toEqual(
      expect.arrayContaining([
        { path: 'body.usermobile', message: MOBILE_MESSAGE, code: 'mobile_invalid' },
        {
          path: 'body.password',
          message: PASSWORD_LENGTH_MESSAGE,
          code: 'password_too_short',
          params: { min: String(TEXT_LIMITS.password.min) },
        },
      ]),
    );
  });
});

describe('PUT /api/user/language', () => {
  const setLanguage = (headers: Record<string, string>, payload: unknown) =>
    app.inject({
      method: 'PUT',
      url: '/api/user/language',
      headers,
      payload: payload as Record<string, unknown>,
    });

  it("keeps the signed-in reader's language with the account", async () => {
    const user = await createUser(db);
    const headers = await authHeader(user.id);
    const response = await setLanguage(headers, { language: 'te' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, language: 'te' });
    expect((await profileWith(headers)).json().language).toBe('te');
  });

  it.each([
    ['a language Saarthi does not speak', { language: 'ta' }],
    ['nothing', {}],
    ['a number', { language: 2 }],
  ])('rejects %s with 400 and a code, and keeps the language', async (_case, payload) => {
    const user = await createUser(db, { language: 'hi' });
    const headers = await authHeader(user.id);
    const response = await setLanguage(headers, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      message: 'Language must be one of en, te, hi',
      code: 'language_invalid',
    });
    expect((await profileWith(headers)).json().language).toBe('hi');
  });

  it('answers 401 without a token and 401 for a deleted account', async () => {
    const anonymous = await setLanguage({}, { language: 'te' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({
      success: false,
      message: 'Please log in to continue',
      code: 'unauthorized',
    });
    const user = await createUser(db);
    const headers = await authHeader(user.id);
    await db.delete(users).where(eq(users.id, user.id));
    expect((await setLanguage(headers, { language: 'te' })).statusCode).toBe(401);
  });
});

describe('POST /api/user/login', () => {
  it('answers 200 with a token for the right password, whatever the email letter case', async () => {
    const user = await createUser(db, { email: uniqueEmail('asha'), password: PASSWORD });
    const response = await login({ userEmail: user.email.toUpperCase(), password: PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      token: expect.any(String),
      message: 'Login successful',
      code: 'logged_in',
    });
    expect(decodeJwt(response.json().token)).toMatchObject({ sub: user.id, role: 'customer' });
  });

  it.each([
    [
      'a wrong password',
      async () => ({
        userEmail: (await createUser(db, { password: PASSWORD })).email,
        password: 'not-the-password',
      }),
    ],
    ['an unknown email', async () => ({ userEmail: uniqueEmail('nobody'), password: PASSWORD })],
    [
      'a Google-only account (no password)',
      async () => ({
        userEmail: (await createUser(db, { googleSubject: 'google-only-1' })).email,
        password: PASSWORD,
      }),
    ],
  ])('answers 401 with one message for %s', async (_case, body) => {
    const response = await login(await body());
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      success: false,
      message: 'Invalid email or password',
      code: 'invalid_login',
    });
  });

  it('compares the password exactly as typed', async () => {
    const user = await createUser(db, { password: PASSWORD });
    const response = await login({ userEmail: user.email, password: ` ${PASSWORD}` });
    expect(response.statusCode).toBe(401);
  });

  it.each([
    [{}, REQUIRED_FIELDS_MESSAGE],
    [{ userEmail: 'asha@example.in' }, REQUIRED_FIELDS_MESSAGE],
    [{ password: PASSWORD }, REQUIRED_FIELDS_MESSAGE],
    [{ userEmail: 'asha@', password: PASSWORD }, EMAIL_MESSAGE],
  ])('rejects %j with "%s"', async (payload, message) => {
    const response = await login(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message });
  });
});

describe('bearer tokens', () => {
  it('answers 401 without a token', async () => {
    const response = await profileWith({});
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      success: false,
      message: 'Please log in to continue',
      code: 'unauthorized',
    });
  });

  it.each([['Token abc.def.ghi'], ['Bearer'], ['Bearer not-a-jwt'], ['Bearer a.b.c']])(
    'answers 401 for the header "%s"',
    async (authorization) => {
      const response = await profileWith({ authorization });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        success: false,
        message: 'Invalid token',
        code: 'invalid_token',
      });
    },
  );

  it('answers 401 for a token whose payload was changed to another user', async () => {
    const [mallory, victim] = [await createUser(db), await createUser(db)];
    const [header, , signature] = (await tokenFor(mallory.id)).split('.');
    const forged = Buffer.from(
      JSON.stringify({ sub: victim.id, role: 'operator', iss: 'saarthi', exp: 4_102_444_800 }),
    ).toString('base64url');
    const response = await profileWith({
      authorization: `Bearer ${header}.${forged}.${signature}`,
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      success: false,
      message: 'Invalid token',
      code: 'invalid_token',
    });
  });

  it('answers 401 for a token signed with another secret', async () => {
    const user = await createUser(db);
    const token = await new SignJWT({ role: 'customer' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuer('saarthi')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-that-is-long-enough-for-hs256'));
    expect((await profileWith({ authorization: `Bearer ${token}` })).statusCode).toBe(401);
  });

  it('answers 401 for an expired token', async () => {
    const user = await createUser(db);
    const now = Math.floor(Date.now() / 1000);
    const token = await new SignJWT({ role: 'customer', ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuer('saarthi')
      .setIssuedAt(now - 7200)
      .setExpirationTime(now - 3600)
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));
    const response = await profileWith({ authorization: `Bearer ${token}` });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      success: false,
      message: 'Your session has expired, please log in again',
      code: 'session_expired',
    });
  });

  it.each([
    ['no expiry', { sub: true, exp: false, ver: true }],
    ['no subject', { sub: false, exp: true, ver: true }],
    ['no token version', { sub: true, exp: true, ver: false }],
  ])('answers 401 for a correctly signed token with %s', async (_case, claims) => {
    const user = await createUser(db);
    let jwt = new SignJWT({ role: 'customer', ...(claims.ver ? { ver: 0 } : {}) })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('saarthi')
      .setIssuedAt();
    if (claims.sub) jwt = jwt.setSubject(user.id);
    if (claims.exp) jwt = jwt.setExpirationTime('1h');
    const token = await jwt.sign(new TextEncoder().encode(TEST_JWT_SECRET));
    const response = await profileWith({ authorization: `Bearer ${token}` });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      success: false,
      message: 'Invalid token',
      code: 'invalid_token',
    });
  });

  it("signs the account's token version into its tokens", async () => {
    const user = await createUser(db, { password: PASSWORD, tokenVersion: 3 });
    const response = await login({ userEmail: user.email, password: PASSWORD });
    expect(decodeJwt(response.json().token)).toMatchObject({
      sub: user.id,
      ver: 3,
      exp: expect.any(Number),
    });
    expect(
      (await profileWith({ authorization: `Bearer ${response.json().token}` })).statusCode,
    ).toBe(200);
  });

  it('answers 401 for the token of a deleted user', async () => {
    const user = await createUser(db);
    const headers = await authHeader(user.id);
    await db.delete(users).where(eq(users.id, user.id));
    const response = await profileWith(headers);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      success: false,
      message: 'Your account no longer exists',
      code: 'account_gone',
    });
  });
});

describe('POST /api/user/logout', () => {
  const logout = (headers: Record<string, string>) =>
    app.inject({ method: 'POST', url: '/api/user/logout', headers });
  const signIn = async (email: string) =>
    `Bearer ${(await login({ userEmail: email, password: PASSWORD })).json().token}`;

  it('ends every session of the account: this token and the one of a second device answer 401', async () => {
    const user = await createUser(db, { password: PASSWORD });
    const [phone, laptop] = [await signIn(user.email), await signIn(user.email)];
    expect((await profileWith({ authorization: laptop })).statusCode).toBe(200);

    const response = await logout({ authorization: phone });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Logged out', code: 'logged_out' });

    for (const authorization of [phone, laptop]) {
      const after = await profileWith({ authorization });
      expect(after.statusCode).toBe(401);
      expect(after.json()).toEqual({
        success: false,
        message: 'Your session has ended, please log in again',
        code: 'session_ended',
      });
    }
    expect((await logout({ authorization: laptop })).statusCode).toBe(401);

    // Signing in again gives a token that works.
    expect((await profileWith({ authorization: await signIn(user.email) })).statusCode).toBe(200);
  });

  it("leaves other customers' sessions alone", async () => {
    const [me, other] = [
      await createUser(db, { password: PASSWORD }),
      await createUser(db, { password: PASSWORD }),
    ];
    const otherToken = await signIn(other.email);
    expect((await logout({ authorization: await signIn(me.email) })).statusCode).toBe(200);
    expect((await profileWith({ authorization: otherToken })).statusCode).toBe(200);
  });

  it('answers 401 without a token and changes nothing', async () => {
    const response = await logout({});
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      success: false,
      message: 'Please log in to continue',
      code: 'unauthorized',
    });
  });
});

describe('GET /api/user/profile', () => {
  it("answers the token user's own fields, empty strings for unset values, and never the password", async () => {
    const user = await createUser(db, {
      userName: 'Kiran',
      password: PASSWORD,
      city: 'Guntur',
      dateOfBirth: '1988-02-29',
    });
    const response = await profileWith(await authHeader(user.id));
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      _id: user.id,
      userName: 'Kiran',
      userEmail: user.email,
      usermobile: '9848012345',
      dob: '1988-02-29',
      userAddress: '',
      userCity: 'Guntur',
      userState: '',
      userPincode: '',
      userWhatsapp: '',
      userAadhar: '',
      userPAN: '',
      userDL: '',
      userProfilePhoto: '',
      language: 'en',
    });
    expect(Object.keys(response.json()).sort()).toEqual(
      Object.keys(UserProfileSchema.shape).sort(),
    );
    expect(response.body).not.toMatch(/argon2|password/i);
  });
});

describe('PUT /api/user/update-profile', () => {
  const update = async (userId: string, payload: Record<string, unknown>) =>
    app.inject({
      method: 'PUT',
      url: '/api/user/update-profile',
      headers: await authHeader(userId),
      payload,
    });

  it('saves every field, normalised, and answers the updated profile', async () => {
    const user = await createUser(db);
    const response = await update(user.id, fullProfile());
    expect(response.statusCode).toBe(200);
    const expected = {
      _id: user.id,
      userName: 'Ravi Teja',
      userEmail: user.email,
      usermobile: '9440011223',
      dob: '1990-05-17',
      userAddress: '12-3-45, Governorpet',
      userCity: 'Vijayawada',
      userState: 'Andhra Pradesh',
      userPincode: '520002',
      userWhatsapp: '9440011223',
      // docs/product/storefront.md#aadhaar-and-pan: identity numbers come back masked only.
      userAadhar: `XXXX XXXX ${VALID_AADHAAR.slice(-4)}`,
      userPAN: 'XXXXXX234F',
      userDL: 'AP16 20110012345',
      userProfilePhoto: '/uploads/3f1c2d9e.png',
      language: 'en',
    };
    expect(response.json()).toEqual({
      success: true,
      message: 'Profile updated successfully',
      code: 'profile_updated',
      user: expected,
    });
    expect((await profileWith(await authHeader(user.id))).json()).toEqual(expected);

    const [stored] = await db
      .select({ updatedAt: users.updatedAt, createdAt: users.createdAt })
      .from(users)
      .where(eq(users.id, user.id));
    expect(stored!.updatedAt.getTime()).toBeGreaterThan(stored!.createdAt.getTime());
  });

  it('stores Aadhaar as a keyed hash and its last 4 digits and PAN encrypted, never in full', async () => {
    const user = await createUser(db);
    const response = await update(user.id, fullProfile());
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain(VALID_AADHAAR);
    expect(response.body).not.toContain('ABCDE1234F');

    const stored = await storedUser(user.email);
    expect(stored).toMatchObject({
      ...personalData.protectAadhaar(VALID_AADHAAR),
      aadhaarLast4: VALID_AADHAAR.slice(-4),
      legacyAadhaar: '',
      legacyPan: '',
    });
    expect(personalData.decryptPan(stored!.panEncrypted)).toBe('ABCDE1234F');
    expect(JSON.stringify(stored)).not.toContain(VALID_AADHAAR);
    expect(JSON.stringify(stored)).not.toContain('ABCDE1234F');
  });

  it('keeps the stored numbers when the masked values come back, replaces them with new ones, and removes them when empty', async () => {
    const user = await createUser(db);
    const saved = (await update(user.id, fullProfile())).json().user;
    const before = await storedUser(user.email);

    // The form sends back what the profile showed, masked.
    const unchanged = await update(
      user.id,
      fullProfile({ userAadhar: saved.userAadhar, userPAN: saved.userPAN, userCity: 'Guntur' }),
    );
    expect(unchanged.statusCode).toBe(200);
    expect(unchanged.json().user).toMatchObject({
      userAadhar: saved.userAadhar,
      userPAN: 'XXXXXX234F',
      userCity: 'Guntur',
    });
    const kept = await storedUser(user.email);
    expect(kept).toMatchObject({
      aadhaarHash: before!.aadhaarHash,
      aadhaarLast4: before!.aadhaarLast4,
      panEncrypted: before!.panEncrypted,
    });

    const otherAadhaar = `98765432101${verhoeffCheckDigit('98765432101')}`;
    const replaced = await update(
      user.id,
      fullProfile({ userAadhar: otherAadhaar, userPAN: 'PQRST6789Z' }),
    );
    expect(replaced.json().user).toMatchObject({
      userAadhar: `XXXX XXXX ${otherAadhaar.slice(-4)}`,
      userPAN: 'XXXXXX789Z',
    });
    const afterReplace = await storedUser(user.email);
    expect(afterReplace).toMatchObject(personalData.protectAadhaar(otherAadhaar));
    expect(personalData.decryptPan(afterReplace!.panEncrypted)).toBe('PQRST6789Z');

    const cleared = await update(user.id, fullProfile({ userAadhar: '', userPAN: '' }));
    expect(cleared.json().user).toMatchObject({ userAadhar: '', userPAN: '' });
    expect(await storedUser(user.email)).toMatchObject({
      aadhaarHash: '',
      aadhaarLast4: '',
      panEncrypted: '',
    });
    expect((await profileWith(await authHeader(user.id))).json()).toMatchObject({
      userAadhar: '',
      userPAN: '',
    });
  });

  it('refuses a masked value that is not the mask of the stored number, and changes nothing', async () => {
    const user = await createUser(db);
    const saved = (await update(user.id, fullProfile({ userPAN: '' }))).json().user;
    const before = await storedUser(user.email);
    const edited = `${saved.userAadhar.slice(0, -1)}${(Number(saved.userAadhar.slice(-1)) + 1) % 10}`;
    for (const [overrides, message] of [
      [{ userAadhar: edited, userPAN: '' }, 'Aadhaar number is not valid'],
      // No PAN is stored, so no mask can stand for it.
      [{ userAadhar: saved.userAadhar, userPAN: 'XXXXXX234F' }, 'PAN must look like ABCDE1234F'],
    ] as const) {
      const response = await update(user.id, fullProfile({ ...overrides, userCity: 'Guntur' }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, message });
      expect(await storedUser(user.email)).toEqual(before);
    }
  });

  it('stores an empty date of birth as null and answers it as an empty string', async () => {
    const user = await createUser(db, { dateOfBirth: '1990-01-01' });
    const response = await update(user.id, fullProfile({ dob: '' }));
    expect(response.statusCode).toBe(200);
    expect(response.json().user.dob).toBe('');
    const [stored] = await db
      .select({ dob: users.dateOfBirth })
      .from(users)
      .where(eq(users.id, user.id));
    expect(stored?.dob).toBeNull();
  });

  it("always updates the token's user: an _id or userEmail in the body is ignored", async () => {
    const [me, other] = [await createUser(db), await createUser(db, { userName: 'Other Person' })];
    const response = await update(
      me.id,
      fullProfile({ _id: other.id, userEmail: other.email, userName: 'Me Again' }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({
      _id: me.id,
      userEmail: me.email,
      userName: 'Me Again',
    });

    const [stillOther] = await db.select().from(users).where(eq(users.id, other.id));
    expect(stillOther).toEqual(other);
  });

  it('answers 401 without a token and changes nothing', async () => {
    const user = await createUser(db);
    const response = await app.inject({
      method: 'PUT',
      url: '/api/user/update-profile',
      payload: fullProfile({ _id: user.id }),
    });
    expect(response.statusCode).toBe(401);
    const [after] = await db.select().from(users).where(eq(users.id, user.id));
    expect(after).toEqual(user);
  });

  it.each([
    ['a blank name', { userName: '  ' }, 'Name is required'],
    ['a bad mobile', { usermobile: '12345' }, MOBILE_MESSAGE],
    [
      'a bad WhatsApp number',
      { userWhatsapp: '4440011223' },
      'Please enter a valid 10-digit WhatsApp number',
    ],
    [
      'a PIN code starting with 0',
      { userPincode: '020002' },
      'PIN code must be 6 digits and not start with 0',
    ],
    [
      'a 5-digit PIN code',
      { userPincode: '52000' },
      'PIN code must be 6 digits and not start with 0',
    ],
    ['a bad PAN', { userPAN: 'ABCD12345F' }, 'PAN must look like ABCDE1234F'],
    [
      'an Aadhaar with a wrong check digit',
      { userAadhar: `23456789012${(verhoeffCheckDigit('23456789012') + 1) % 10}` },
      'Aadhaar number is not valid',
    ],
    ['an Aadhaar starting with 1', { userAadhar: '123456789012' }, 'Aadhaar number is not valid'],
    ['a half-masked Aadhaar', { userAadhar: 'XXXX 5678 9012' }, 'Aadhaar number is not valid'],
    ['a half-masked PAN', { userPAN: 'XXXXXXX34F' }, 'PAN must look like ABCDE1234F'],
    [
      'a date of birth under 18',
      { dob: isoDateYearsAgo(18, 1) },
      'Choose a date of birth: you must be at least 18 years old',
    ],
    [
      'a date that does not exist',
      { dob: '1990-02-30' },
      'Choose a date of birth: you must be at least 18 years old',
    ],
    ['a bad driving licence', { userDL: '1234' }, 'Driving licence number is not valid'],
    [
      'a photo that is not an upload or a URL',
      { userProfilePhoto: 'javascript:alert(1)' },
      'Image must be an uploaded image path or an http(s) URL',
    ],
  ])('rejects %s with its message and changes nothing', async (_case, overrides, message) => {
    const user = await createUser(db, { userName: 'Unchanged' });
    const response = await update(user.id, fullProfile(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message });
    const [after] = await db.select().from(users).where(eq(users.id, user.id));
    expect(after).toEqual(user);
  });

  it('accepts someone who turns 18 today', async () => {
    const user = await createUser(db);
    const response = await update(user.id, fullProfile({ dob: isoDateYearsAgo(18) }));
    expect(response.statusCode).toBe(200);
  });
});

describe('OpenAPI', () => {
  it('documents the account routes and marks the protected ones', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
    const { paths } = response.json();
    expect(paths['/api/user/register'].post.requestBody).toBeDefined();
    expect(paths['/api/user/login'].post.responses['200']).toBeDefined();
    expect(paths['/api/user/profile'].get.security).toEqual([{ bearerAuth: [] }]);
    expect(paths['/api/user/update-profile'].put.security).toEqual([{ bearerAuth: [] }]);
  });
});

describe('rate limit', () => {
  it('answers 429 with a message on the third login in the window', async () => {
    const body = { userEmail: uniqueEmail('limited'), password: PASSWORD };
    const statuses = [];
    for (let attempt = 0; attempt < 2; attempt += 1) {
      statuses.push(
        (await limited.app.inject({ method: 'POST', url: '/api/user/login', payload: body }))
          .statusCode,
      );
    }
    expect(statuses).toEqual([401, 401]);
    const third = await limited.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: body,
    });
    expect(third.statusCode).toBe(429);
    expect(third.json()).toEqual({
      success: false,
      message: expect.stringMatching(/^Too many requests/),
      code: 'too_many_requests',
      params: { after: expect.any(String) },
    });
  });
});
