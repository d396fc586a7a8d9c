import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { SignJWT, decodeJwt, exportJWK, generateKeyPair, type CryptoKey } from 'jose';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { users } from '../../db/schema/index.js';
import { createTestApp } from '../../test/app.js';
import { createUser } from '../../test/factories.js';
import { createGoogleVerifier } from './google.js';

// docs/product/storefront.md#google-sign-in: tests use a locally generated key set, served like Google serves its certs.
const CLIENT_ID = 'test-client.apps.googleusercontent.com';
const KID = 'test-key-1';
const googleKeys = await generateKeyPair('RS256');
const strangerKeys = await generateKeyPair('RS256');
const jwk = { ...(await exportJWK(googleKeys.publicKey)), kid: KID, alg: 'RS256', use: 'sig' };

const jwksServer = createServer((request, response) => {
  if (request.url !== '/certs') {
    response.writeHead(404).end();
    return;
  }
  response
    .writeHead(200, { 'content-type': 'application/json' })
    .end(JSON.stringify({ keys: [jwk] }));
});
await new Promise<void>((resolve) => jwksServer.listen(0, '127.0.0.1', resolve));
const jwksUrl = `http://127.0.0.1:${(jwksServer.address() as AddressInfo).port}/certs`;
afterAll(() => new Promise<void>((resolve) => jwksServer.close(() => resolve())));

const { app, db } = await createTestApp({ GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_JWKS_URL: jwksUrl });
const unconfigured = await createTestApp();

let subjectSequence = 0;

interface TokenOptions {
  claims?: Record<string, unknown>;
  key?: CryptoKey;
  kid?: string;
  issuer?: string;
  audience?: string;
  expiresAt?: number;
}

/** An ID token as Google would sign it; options spoil one part at a time. */
async function googleIdToken({
  claims = {},
  key = googleKeys.privateKey,
  kid = KID,
  issuer = 'https://accounts.google.com',
  audience = CLIENT_ID,
  expiresAt,
}: TokenOptions = {}) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({
    email: 'lakshmi.prasanna@gmail.com',
    email_verified: true,
    name: 'Lakshmi Prasanna',
    picture: 'https://lh3.googleusercontent.com/a/photo',
    ...claims,
  })
    .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
    .setIssuer(issuer)
    .setAudience(audience)
    .setSubject(typeof claims.sub === 'string' ? claims.sub : `10${++subjectSequence}4567890`)
    .setIssuedAt(expiresAt === undefined ? now : expiresAt - 3600)
    .setExpirationTime(expiresAt ?? now + 3600)
    .sign(key);
}

const signIn = (credential: string, target = app) =>
  target.inject({ method: 'POST', url: '/api/user/google', payload: { credential } });

const userByEmail = async (email: string) => {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row;
};

describe('POST /api/user/google', () => {
  it('verifies the ID token, creates a customer and answers our own token', async () => {
    const credential = await googleIdToken({
      claims: { sub: '111222333', email: 'Lakshmi.Prasanna@Gmail.com' },
    });
    const response = await signIn(credential);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      token: expect.any(String),
      message: 'Google login successful',
      code: 'google_logged_in',
    });

    const user = await userByEmail('lakshmi.prasanna@gmail.com');
    expect(user).toMatchObject({
      userName: 'Lakshmi Prasanna',
      googleSubject: '111222333',
      passwordHash: null,
      role: 'customer',
      profilePhoto: 'https://lh3.googleusercontent.com/a/photo',
    });
    expect(decodeJwt(response.json().token)).toMatchObject({ sub: user!.id, iss: 'saarthi' });

    const profile = await app.inject({
      method: 'GET',
      url: '/api/user/profile',
      headers: { authorization: `Bearer ${response.json().token}` },
    });
    expect(profile.json()).toMatchObject({
      _id: user!.id,
      userEmail: 'lakshmi.prasanna@gmail.com',
    });
  });

  it('signs the same Google account into the same user the second time', async () => {
    const claims = { sub: '444555666', email: 'venkat@gmail.com', name: 'Venkat' };
    const first = await signIn(await googleIdToken({ claims }));
    const second = await signIn(
      await googleIdToken({
        claims: { ...claims, email: 'venkat@gmail.com', name: 'Venkat Renamed' },
      }),
    );
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(decodeJwt(second.json().token).sub).toBe(decodeJwt(first.json().token).sub);
    expect(await db.$count(users, eq(users.googleSubject, '444555666'))).toBe(1);
  });

  it('links Google to an existing account with the same email', async () => {
    const existing = await createUser(db, {
      email: 'padma@gmail.com',
      password: 'a-long-password',
    });
    const response = await signIn(
      await googleIdToken({ claims: { sub: '777888999', email: 'padma@gmail.com' } }),
    );
    expect(response.statusCode).toBe(200);
    expect(decodeJwt(response.json().token).sub).toBe(existing.id);
    expect(await userByEmail('padma@gmail.com')).toMatchObject({
      id: existing.id,
      googleSubject: '777888999',
      passwordHash: existing.passwordHash,
    });
  });

  it('refuses an email already linked to a different Google account', async () => {
    const existing = await createUser(db, {
      email: 'suresh@gmail.com',
      googleSubject: 'original-subject',
    });
    const response = await signIn(
      await googleIdToken({ claims: { sub: 'another-subject', email: 'suresh@gmail.com' } }),
    );
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toMatch(/^Google sign-in failed: /);
    expect((await userByEmail('suresh@gmail.com'))?.googleSubject).toBe(existing.googleSubject);
  });

  it('keeps a picture only when it is an https URL', async () => {
    await signIn(
      await googleIdToken({
        claims: { email: 'nohttps@gmail.com', picture: 'http://example.com/p.png' },
      }),
    );
    expect((await userByEmail('nohttps@gmail.com'))?.profilePhoto).toBe('');
  });

  it.each<[string, () => Promise<string>, RegExp]>([
    [
      'a wrong audience',
      () => googleIdToken({ audience: 'someone-else.apps.googleusercontent.com' }),
      /another application/,
    ],
    [
      'a wrong issuer',
      () => googleIdToken({ issuer: 'https://evil.example.com' }),
      /not issued by Google/,
    ],
    [
      'an expired token',
      () => googleIdToken({ expiresAt: Math.floor(Date.now() / 1000) - 600 }),
      /expired/,
    ],
    [
      'a token signed by another key',
      () => googleIdToken({ key: strangerKeys.privateKey }),
      /signature/,
    ],
    [
      'a token signed by an unknown key id',
      () => googleIdToken({ key: strangerKeys.privateKey, kid: 'unknown-kid' }),
      /signature/,
    ],
    [
      'an unverified email',
      () => googleIdToken({ claims: { email_verified: false } }),
      /not verified/,
    ],
    ['a token without email', () => googleIdToken({ claims: { email: undefined } }), /no email/],
    ['a string that is not a JWT', async () => 'not-a-jwt', /malformed/],
  ])('answers 401 for %s and creates no user', async (_case, credential, reason) => {
    const before = await db.$count(users);
    const response = await signIn(await credential());
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      success: false,
      message: expect.stringMatching(/^Google sign-in failed: /),
      code: 'google_failed',
      params: { reason: expect.any(String) },
    });
    expect(response.json().message).toMatch(reason);
    expect(await db.$count(users)).toBe(before);
  });

  it('answers 400 without a credential', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/user/google', payload: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      message: 'Google credential is required',
      code: 'google_credential_required',
    });
  });

  it('answers 503 when GOOGLE_CLIENT_ID is not set', async () => {
    const response = await signIn(await googleIdToken(), unconfigured.app);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      success: false,
      message: 'Google sign-in is not configured',
      code: 'google_not_configured',
    });
  });
});

describe('createGoogleVerifier', () => {
  it('answers 503 and logs when the key set cannot be fetched', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));

    const log = { error: vi.fn() } as unknown as FastifyBaseLogger;
    const verifier = createGoogleVerifier({
      clientId: CLIENT_ID,
      jwksUrl: `http://127.0.0.1:${port}/certs`,
    });
    await expect(verifier.verify(await googleIdToken(), log)).rejects.toMatchObject({
      statusCode: 503,
      message: 'Google sign-in is temporarily unavailable, please try again',
      code: 'google_unavailable',
    });
    expect(log.error).toHaveBeenCalledOnce();
  });
});
