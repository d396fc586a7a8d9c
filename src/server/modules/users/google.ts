import type { FastifyBaseLogger } from 'fastify';
import { createRemoteJWKSet, errors as joseErrors, jwtVerify } from 'jose';
import { HttpError, unauthorized } from '../../http/errors.js';
import { describeError } from '../../http/log-safe.js';

/** The issuers Google signs ID tokens as (both spellings are in use). */
const GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];

/** What we take from a verified Google ID token. */
export interface GoogleIdentity {
  subject: string;
  email: string;
  name: string | undefined;
  picture: string | undefined;
}

export interface GoogleVerifier {
  /** The identity of a valid ID token; throws 401 for a bad one, 503 when Google cannot be reached. */
  verify(credential: string, log: FastifyBaseLogger): Promise<GoogleIdentity>;
}

const signInFailed = (reason: string) => unauthorized('google_failed', { reason });

/**
 * docs/product/storefront.md#google-sign-in: the browser posts Google's ID token and we check it ourselves: signature against
 * Google's key set, issuer, audience (our client id) and expiry. The key set is fetched lazily
 * and cached by jose, so one verifier is made per app, never per request.
 */
export function createGoogleVerifier({
  clientId,
  jwksUrl,
}: {
  clientId: string;
  jwksUrl: string;
}): GoogleVerifier {
  const keySet = createRemoteJWKSet(new URL(jwksUrl));

  return {
    async verify(credential, log) {
      let payload;
      try {
        ({ payload } = await jwtVerify(credential, keySet, {
          issuer: GOOGLE_ISSUERS,
          audience: clientId,
          algorithms: ['RS256'],
        }));
      } catch (error) {
        const answer = verificationError(error);
        if (answer.statusCode >= 500)
          // Never `err: error`: a token's errors carry its claims (the person's e-mail address).
          log.error({ error: describeError(error) }, 'could not verify a Google ID token');
        throw answer;
      }

      const { sub, email, email_verified: emailVerified, name, picture } = payload;
      if (typeof sub !== 'string' || sub === '') throw signInFailed('the token has no subject');
      if (typeof email !== 'string' || email === '')
        throw signInFailed('the token has no email address');
      if (emailVerified !== true) throw signInFailed('the email address is not verified');
      return {
        subject: sub,
        email: email.toLowerCase(),
        name: typeof name === 'string' && name.trim() !== '' ? name.trim() : undefined,
        picture: typeof picture === 'string' ? picture : undefined,
      };
    },
  };
}

/** A short, safe reason for the client; an unreachable key set is our problem, not the user's. */
function verificationError(error: unknown): HttpError {
  if (error instanceof joseErrors.JWTExpired) return signInFailed('the token has expired');
  if (error instanceof joseErrors.JWTClaimValidationFailed) {
    if (error.claim === 'aud') return signInFailed('the token was issued for another application');
    if (error.claim === 'iss') return signInFailed('the token was not issued by Google');
    return signInFailed(`the token's ${error.claim} claim is not valid`);
  }
  if (
    error instanceof joseErrors.JWSSignatureVerificationFailed ||
    error instanceof joseErrors.JWKSNoMatchingKey
  ) {
    return signInFailed('the token signature is not valid');
  }
  if (
    error instanceof joseErrors.JWSInvalid ||
    error instanceof joseErrors.JWTInvalid ||
    error instanceof joseErrors.JOSEAlgNotAllowed ||
    error instanceof joseErrors.JOSENotSupported
  ) {
    return signInFailed('the token is malformed');
  }
  // Timeouts, a key set that is not JSON, a non-200 answer or a network failure.
  return new HttpError(503, 'google_unavailable');
}
