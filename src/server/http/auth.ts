import type { FastifyReply, FastifyRequest } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';
import type { UserRole } from '../../shared/constants.js';
import type { Database } from '../db/client.js';
import { users } from '../db/schema/index.js';
import { forbidden, unauthorized } from './errors.js';
import type { MessageCode } from '../../shared/message-ref.js';

export interface AuthUser {
  id: string;
  role: UserRole;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The token's user; set by `requireUser` or `optionalUser`. */
    user: AuthUser | null;
    /** The account `requireUser` is reading; `awaitSignedInUser` waits for it. */
    pendingUser: Promise<AuthUser> | null;
  }
}

const ISSUER = 'saarthi';

/** Marks a `requireRole` guard with its role, for the OpenAPI document (401 and 403). */
export const REQUIRED_ROLE = Symbol('required role');

/** The role a route's hook requires, when it is a `requireRole` guard. */
export function requiredRoleOf(hook: unknown): UserRole | undefined {
  return typeof hook === 'function'
    ? (hook as { [REQUIRED_ROLE]?: UserRole })[REQUIRED_ROLE]
    : undefined;
}
// The account's token version (users.tokenVersion) when the token was signed.
const VERSION_CLAIM = 'ver';

/** Who a token is for. */
export interface TokenSubject extends AuthUser {
  /** users.tokenVersion now; a new account's is 0. */
  tokenVersion?: number;
}

export interface TokenService {
  sign(subject: TokenSubject): Promise<string>;
  /**
   * The user id and token version of a valid token; throws 401 for a malformed, tampered or
   * expired one, or one without an expiry, a subject or a version.
   */
  verify(token: string): Promise<{ userId: string; tokenVersion: number }>;
}

/**
 * Tokens whose signature was checked, kept until they expire: a signed-in client sends the same
 * token with every request, and checking its signature again cost more than reading its account.
 * Bounded, the oldest dropped first; one entry is a token and two numbers.
 */
const VERIFIED_TOKENS_KEPT = 10_000;

export function createTokenService(secret: string, expiresIn: string): TokenService {
  const key = new TextEncoder().encode(secret);
  const verified = new Map<
    string,
    { subject: { userId: string; tokenVersion: number }; expiresAt: number }
  >();
  return {
    async sign(subject) {
      return new SignJWT({ role: subject.role, [VERSION_CLAIM]: subject.tokenVersion ?? 0 })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(subject.id)
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(expiresIn)
        .sign(key);
    },
    async verify(token) {
      const known = verified.get(token);
      // Only time changes a signed token's answer: the account's state is read on every request.
      if (known && known.expiresAt > Date.now()) return known.subject;
      verified.delete(token);
      let payload;
      try {
        // A token that never expires, or names nobody, is not one we issued.
        ({ payload } = await jwtVerify(token, key, {
          issuer: ISSUER,
          algorithms: ['HS256'],
          requiredClaims: ['exp', 'sub', VERSION_CLAIM],
        }));
      } catch (error) {
        if (error instanceof joseErrors.JWTExpired) throw unauthorized('session_expired');
        throw unauthorized('invalid_token');
      }
      const version = payload[VERSION_CLAIM];
      if (typeof payload.sub !== 'string' || !Number.isSafeInteger(version)) {
        throw unauthorized('invalid_token');
      }
      const subject = { userId: payload.sub, tokenVersion: version as number };
      if (verified.size >= VERIFIED_TOKENS_KEPT) verified.delete(verified.keys().next().value!);
      verified.set(token, { subject, expiresAt: payload.exp! * 1000 });
      return subject;
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
 * is as good as no token. It must carry the account's current token version: logging out
 * raises it, which ends every session of the account on every device at once. And the account
 * must not be suspended by an operator (which raises the version as well).
 */
export function createAuthGuards(db: Database, tokens: TokenService) {
  // Every signed-in request reads its user: built once, and prepared on each PostgreSQL
  // connection, so neither the query builder nor the planner runs per request.
  const findUser = db
    .select({
      id: users.id,
      role: users.role,
      tokenVersion: users.tokenVersion,
      suspendedAt: users.suspendedAt,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('auth_user');

  /** Refuses a missing or malformed token now; reads its account while the next hooks run. */
  function startReading(request: FastifyRequest, read: (token: string) => Promise<AuthUser>) {
    const token = bearerToken(request);
    if (token === undefined) throw unauthorized('unauthorized');
    if (token === null) throw unauthorized('invalid_token');
    const pending = read(token);
    // Awaited in `awaitSignedInUser`; a request that ends before (a 429) drops the answer.
    pending.catch(() => undefined);
    request.pendingUser = pending;
  }

  async function userFor(token: string): Promise<AuthUser> {
    const { userId, tokenVersion } = await tokens.verify(token);
    const [user] = await findUser.execute({ id: userId });
    if (!user) throw unauthorized('account_gone');
    // Suspending raises the token version too; saying so first tells the person why, where
    // "session ended" would only send them to a login that refuses them.
    if (user.suspendedAt !== null) throw unauthorized('account_suspended');
    if (user.tokenVersion !== tokenVersion) throw unauthorized('session_ended');
    return { id: user.id, role: user.role };
  }

  return {
    /**
     * 401 unless a valid bearer token of an existing user is sent. A missing or malformed token
     * is refused here; the token is checked and its account read while the route's next hooks
     * run (the rate limit counts in Redis meanwhile), and `awaitSignedInUser` waits for the
     * answer before the body is read.
     */
    async requireUser(request: FastifyRequest, _reply: FastifyReply) {
      startReading(request, userFor);
    },
    /**
     * `requireUser` for one role: 403 for an account of another role (its role as the database
     * holds it now, never as the token says). A partner's company is checked by the route.
     */
    requireRole(role: UserRole, message: MessageCode = 'forbidden') {
      const guard = async (request: FastifyRequest, _reply: FastifyReply) => {
        startReading(request, async (token) => {
          const user = await userFor(token);
          if (user.role !== role) throw forbidden(message);
          return user;
        });
      };
      return Object.assign(guard, { [REQUIRED_ROLE]: role });
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

/**
 * A `preParsing` hook of the whole app: the account `requireUser` started to read becomes
 * `request.user` (or the request's 401) before the body is read and the handler runs.
 */
export async function awaitSignedInUser(request: FastifyRequest): Promise<void> {
  if (request.pendingUser === null) return;
  const pending = request.pendingUser;
  request.pendingUser = null;
  request.user = await pending;
}

/** The signed-in user of a route behind `requireUser`. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}
