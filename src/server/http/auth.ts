import type { FastifyReply, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';
import type { UserRole } from '../../shared/constants.js';
import type { Database } from '../db/client.js';
import { users } from '../db/schema.js';
import { unauthorized } from './errors.js';
import { messageText } from '../../shared/messages.js';

export interface AuthUser {
  id: string;
  role: UserRole;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The token's user; set by `requireUser` or `optionalUser`. */
    user: AuthUser | null;
  }
}

const ISSUER = 'saarthi';

export interface TokenService {
  sign(user: AuthUser): Promise<string>;
  /** The user id of a valid token; throws 401 for a malformed, tampered or expired one. */
  verify(token: string): Promise<string>;
}

export function createTokenService(secret: string, expiresIn: string): TokenService {
  const key = new TextEncoder().encode(secret);
  return {
    async sign(user) {
      return new SignJWT({ role: user.role })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(user.id)
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(expiresIn)
        .sign(key);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { issuer: ISSUER, algorithms: ['HS256'] });
        if (typeof payload.sub !== 'string') throw unauthorized(messageText('invalid_token'));
        return payload.sub;
      } catch (error) {
        if (error instanceof joseErrors.JWTExpired) throw unauthorized(messageText('session_expired'));
        throw unauthorized(messageText('invalid_token'));
      }
    },
  };
}

function bearerToken(request: FastifyRequest): string | null | undefined {
  const header = request.headers.authorization;
  if (header === undefined) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match ? match[1] : null;
}

/**
 * Builds the two guards, used as `onRequest` hooks so that a missing token answers 401 before
 * the body is even read. The token's user must still exist: a token that outlives its account
 * is as good as no token.
 */
export function createAuthGuards(db: Database, tokens: TokenService) {
  async function userFor(token: string): Promise<AuthUser> {
    const id = await tokens.verify(token);
    const [user] = await db.select({ id: users.id, role: users.role }).from(users).where(eq(users.id, id)).limit(1);
    if (!user) throw unauthorized(messageText('account_gone'));
    return user;
  }

  return {
    /** 401 unless a valid bearer token of an existing user is sent. */
    async requireUser(request: FastifyRequest, _reply: FastifyReply) {
      const token = bearerToken(request);
      if (token === undefined) throw unauthorized(messageText('unauthorized'));
      if (token === null) throw unauthorized(messageText('invalid_token'));
      request.user = await userFor(token);
    },
    /** Public routes that read the user when there is one; a stale token reads as anonymous. */
    async optionalUser(request: FastifyRequest, _reply: FastifyReply) {
      const token = bearerToken(request);
      request.user = null;
      if (!token) return;
      try {
        request.user = await userFor(token);
      } catch {
        request.user = null;
      }
    },
  };
}

export type AuthGuards = ReturnType<typeof createAuthGuards>;

/** The signed-in user of a route behind `requireUser`. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}
