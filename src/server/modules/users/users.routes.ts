import { hash, verify } from '@node-rs/argon2';
import { TEXT_LIMITS } from '../../../shared/constants.js';
import {
  AuthResponseSchema,
  GoogleLoginBodySchema,
  LoginBodySchema,
  LogoutResponseSchema,
  ProfileUpdateBodySchema,
  ProfileUpdateResponseSchema,
  RegisterBodySchema,
  UserProfileSchema,
} from '../../../shared/contracts/users.js';
import { LanguageBodySchema, LanguageResponseSchema } from '../../../shared/contracts/language.js';
import { currentUser } from '../../http/auth.js';
import { HttpError, badRequest, conflict, unauthorized } from '../../http/errors.js';
import type { FeatureModule } from '../../http/types.js';
import { createGoogleVerifier, type GoogleIdentity } from './google.js';
import { isGuessablePassword } from './password-strength.js';
import { createPersonalDataProtector } from './personal-data.js';
import {
  createUsersRepository,
  isUniqueViolation,
  type AccountRef,
  type UsersRepository,
} from './users.repository.js';
import { said } from '../../http/messages.js';

const DUPLICATE_EMAIL_MESSAGE = 'duplicate_email' as const;
// One message for every failed login, so the answer does not tell which emails have accounts.
const INVALID_LOGIN_MESSAGE = 'invalid_login' as const;
const ACCOUNT_GONE_MESSAGE = 'account_gone' as const;
// An operator suspended the account: neither a password nor Google signs it in.
const ACCOUNT_SUSPENDED_MESSAGE = 'account_suspended' as const;

// A login for an unknown email still checks a password against a hash, so that it takes as long
// as one for a known email and timing does not reveal which emails have accounts.
let decoyHash: Promise<string> | undefined;
const getDecoyHash = () => (decoyHash ??= hash('decoy password that matches nothing'));

async function passwordMatches(passwordHash: string | null, password: string): Promise<boolean> {
  try {
    if (passwordHash === null) {
      await verify(await getDecoyHash(), password);
      return false;
    }
    return await verify(passwordHash, password);
  } catch {
    // A stored hash that cannot be read never signs anyone in.
    return false;
  }
}

/** docs/product/storefront.md#account: sign-up, login, Google sign-in and the profile. */
export const usersModule: FeatureModule = (app, { config, db, tokens, guards, writeRateLimit }) => {
  const repository = createUsersRepository(db, createPersonalDataProtector(config.personalDataKey));
  // docs/product/storefront.md#google-sign-in: one key set per app; without a client id the route says Google is not configured.
  const google = config.google.clientId
    ? createGoogleVerifier({ clientId: config.google.clientId, jwksUrl: config.google.jwksUrl })
    : null;
  const tags = ['account'];

  app.post(
    '/user/register',
    {
      config: { rateLimit: writeRateLimit },
      schema: {
        summary: 'Create a customer account with email and password',
        errors: { 409: 'An account with this email already exists.' },
        tags,
        body: RegisterBodySchema,
        response: { 201: AuthResponseSchema },
      },
    },
    async (request, reply) => {
      const { userName, userEmail, usermobile, password } = request.body;
      // Checked here, not in the shared schema: the lists of common passwords stay on the server.
      if (isGuessablePassword(password, { name: userName, email: userEmail })) {
        throw badRequest('password_common');
      }
      if (await repository.emailExists(userEmail)) throw conflict(DUPLICATE_EMAIL_MESSAGE);
      let account: AccountRef;
      try {
        account = await repository.createWithPassword({
          userName,
          email: userEmail,
          mobile: usermobile,
          passwordHash: await hash(password),
        });
      } catch (error) {
        // Two sign-ups with one email at once: the unique index decides.
        if (isUniqueViolation(error)) throw conflict(DUPLICATE_EMAIL_MESSAGE);
        throw error;
      }
      const token = await tokens.sign(account);
      return reply.code(201).send({ success: true, token, ...said('registered') });
    },
  );

  app.post(
    '/user/login',
    {
      config: { rateLimit: writeRateLimit },
      schema: {
        summary: 'Sign in with email and password',
        errors: {
          401: 'The email and password do not match an account, or they do and an operator has suspended it (`account_suspended`).',
        },
        tags,
        body: LoginBodySchema,
        response: { 200: AuthResponseSchema },
      },
    },
    async (request) => {
      const { userEmail, password } = request.body;
      const account = await repository.findCredentials(userEmail);
      // A Google-only account has no password hash and cannot log in with a password.
      const matches = await passwordMatches(account?.passwordHash ?? null, password);
      if (!account || !matches) throw unauthorized(INVALID_LOGIN_MESSAGE);
      // Said only to whoever knows the password, so it tells a stranger nothing about the account.
      if (account.suspendedAt !== null) throw unauthorized(ACCOUNT_SUSPENDED_MESSAGE);
      const { id, role, tokenVersion } = account;
      const token = await tokens.sign({ id, role, tokenVersion });
      return { success: true as const, token, ...said('logged_in') };
    },
  );

  app.post(
    '/user/google',
    {
      config: { rateLimit: writeRateLimit },
      schema: {
        summary: 'Sign in with a Google ID token',
        errors: {
          401: "Google's token is not valid, its email belongs to an account linked to another Google account, or the account is suspended (`account_suspended`).",
          503: "Google sign-in is not configured, Google's keys cannot be fetched, or the database is unavailable.",
        },
        tags,
        body: GoogleLoginBodySchema,
        response: { 200: AuthResponseSchema },
      },
    },
    async (request) => {
      if (!google) throw new HttpError(503, 'google_not_configured');
      const identity = await google.verify(request.body.credential, request.log);
      const account = await accountForGoogle(repository, identity);
      if (account.suspendedAt !== null) throw unauthorized(ACCOUNT_SUSPENDED_MESSAGE);
      const token = await tokens.sign(account);
      return { success: true as const, token, ...said('google_logged_in') };
    },
  );

  // docs/product/storefront.md#reviews: the current user, also used to name reviews.
  app.get(
    '/user/profile',
    {
      onRequest: guards.requireUser,
      schema: {
        summary: "Read the signed-in user's profile",
        tags,
        response: { 200: UserProfileSchema },
      },
    },
    async (request, reply) => {
      const profile = await repository.findProfile(currentUser(request).id);
      if (!profile) throw unauthorized(ACCOUNT_GONE_MESSAGE);
      reply.header('Cache-Control', 'no-store');
      return profile;
    },
  );

  // Logout ends every session of the account, on every device: tokens carry the account's token
  // version, which this raises (see http/auth.ts). A password reset raises it too
  // (password-reset.routes.ts).
  app.post(
    '/user/logout',
    {
      onRequest: guards.requireUser,
      schema: {
        summary: "Sign out everywhere: ends every token of the signed-in user's account",
        tags,
        response: { 200: LogoutResponseSchema },
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      if (!(await repository.raiseTokenVersion(userId))) throw unauthorized(ACCOUNT_GONE_MESSAGE);
      return { success: true as const, ...said('logged_out') };
    },
  );

  // docs/product/storefront.md#languages: the signed-in reader's language, for what Saarthi sends them.
  app.put(
    '/user/language',
    {
      onRequest: guards.requireUser,
      schema: {
        summary: "Set the signed-in user's language",
        tags,
        body: LanguageBodySchema,
        response: { 200: LanguageResponseSchema },
      },
    },
    async (request) => {
      const { language } = request.body;
      if (!(await repository.setLanguage(currentUser(request).id, language)))
        throw unauthorized(ACCOUNT_GONE_MESSAGE);
      return { success: true as const, language };
    },
  );

  // The profile updated is always the token's user; `_id` and `userEmail` in the body are dropped
  // by the schema (docs/product/storefront.md#who-may-do-what: the server enforces every permission).
  app.put(
    '/user/update-profile',
    {
      onRequest: guards.requireUser,
      schema: {
        summary: "Update the signed-in user's profile",
        tags,
        body: ProfileUpdateBodySchema,
        response: { 200: ProfileUpdateResponseSchema },
      },
    },
    async (request, reply) => {
      const result = await repository.updateProfile(currentUser(request).id, request.body);
      if (!result) throw unauthorized(ACCOUNT_GONE_MESSAGE);
      if ('staleMask' in result) {
        throw badRequest(result.staleMask === 'userAadhar' ? 'aadhaar_invalid' : 'pan_invalid');
      }
      reply.header('Cache-Control', 'no-store');
      return {
        success: true as const,
        ...said('profile_updated'),
        user: result.updated,
      };
    },
  );
};

/**
 * The account of a verified Google identity: the one linked to its subject, else the one with
 * its (verified) email, which gets linked, else a new customer. Two first sign-ins at once
 * collide on a unique index; the second then finds the first one's account.
 */
async function accountForGoogle(
  repository: UsersRepository,
  identity: GoogleIdentity,
): Promise<AccountRef> {
  try {
    return await findOrCreateGoogleAccount(repository, identity);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return findOrCreateGoogleAccount(repository, identity);
  }
}

async function findOrCreateGoogleAccount(
  repository: UsersRepository,
  identity: GoogleIdentity,
): Promise<AccountRef> {
  const linked = await repository.findByGoogleSubject(identity.subject);
  if (linked) return linked;

  const byEmail = await repository.findByEmailForGoogle(identity.email);
  if (byEmail) {
    if (byEmail.googleSubject !== null && byEmail.googleSubject !== identity.subject) {
      throw unauthorized('google_other_account');
    }
    await repository.linkGoogleSubject(byEmail.id, identity.subject);
    return {
      id: byEmail.id,
      role: byEmail.role,
      tokenVersion: byEmail.tokenVersion,
      suspendedAt: byEmail.suspendedAt,
    };
  }

  return repository.createFromGoogle({
    userName: (identity.name ?? identity.email.split('@')[0] ?? identity.email).slice(
      0,
      TEXT_LIMITS.name,
    ),
    email: identity.email,
    googleSubject: identity.subject,
    // Only an https picture URL that the profile form can send back unchanged.
    profilePhoto:
      identity.picture?.startsWith('https://') && identity.picture.length <= TEXT_LIMITS.path
        ? identity.picture
        : '',
  });
}
