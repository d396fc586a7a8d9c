import { createHash, randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { hash } from '@node-rs/argon2';
import { MessageResponseSchema } from '../../../shared/contracts/common.js';
import {
  PASSWORD_RESET_MINUTES,
  PASSWORD_RESET_PAGE,
  PasswordResetConfirmBodySchema,
  PasswordResetRequestBodySchema,
} from '../../../shared/contracts/users.js';
import { badRequest } from '../../http/errors.js';
import { said } from '../../http/messages.js';
import type { FeatureModule } from '../../http/types.js';
import { passwordResetMail } from '../notifications/password-reset-mail.js';
import { isGuessablePassword } from './password-strength.js';
import { createPasswordResetRepository } from './password-reset.repository.js';

/** How long a reset link works. */
export const RESET_LINK_MINUTES = PASSWORD_RESET_MINUTES;
/** At most this many links go to one account per RESET_LINK_MINUTES: a brake on filling an inbox. */
export const RESET_LINKS_PER_WINDOW = 3;
/**
 * Every request for a link is answered after at least this long, whether the e-mail has an
 * account or not: the work for a known one (a link saved, a mail queued) finishes well within
 * it, so the time of the answer does not tell which e-mails have accounts.
 */
export const RESET_ANSWER_FLOOR_MS = 250;

/** The token is 32 random bytes; only its SHA-256 is stored, and looked up by. */
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** docs/product/storefront.md#forgot-password: a reset link by e-mail, and its use. */
export const passwordResetModule: FeatureModule = (app, { config, db, writeRateLimit }) => {
  const repository = createPasswordResetRepository(db);
  const tags = ['account'];

  /** Saves a link for the account and queues its e-mail, unless it should get none now. */
  async function sendLink(email: string): Promise<void> {
    const account = await repository.findAccount(email);
    // A suspended account could not log in with a new password either.
    if (!account || account.suspended) return;
    const now = new Date();
    const windowStart = new Date(now.getTime() - RESET_LINK_MINUTES * 60_000);
    if ((await repository.linksSentSince(account.id, windowStart)) >= RESET_LINKS_PER_WINDOW)
      return;
    const token = randomBytes(32).toString('base64url');
    // In the fragment, not the query: a browser never sends it to a server, so no log keeps it.
    const link = `${config.publicUrl}${PASSWORD_RESET_PAGE}#token=${token}`;
    await repository.saveLink({
      userId: account.id,
      tokenHash: hashToken(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + RESET_LINK_MINUTES * 60_000),
      to: account.email,
      language: account.language,
      mail: passwordResetMail(link, account.userName, account.language, RESET_LINK_MINUTES),
    });
  }

  app.post(
    '/user/password-reset',
    {
      config: { rateLimit: writeRateLimit },
      schema: {
        summary: 'Ask for a password reset link by e-mail',
        description: `Answers the same words, status and (about) time whether or not the address has an account. For an account that has one (and is not suspended) it e-mails a link to ${PASSWORD_RESET_PAGE} that works once, for ${RESET_LINK_MINUTES} minutes, in the account's language; at most ${RESET_LINKS_PER_WINDOW} links go to one account per ${RESET_LINK_MINUTES} minutes.`,
        tags,
        body: PasswordResetRequestBodySchema,
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) => {
      const { userEmail } = request.body;
      await Promise.all([sendLink(userEmail), sleep(RESET_ANSWER_FLOOR_MS)]);
      return { success: true, ...said('password_reset_requested', { email: userEmail }) };
    },
  );

  app.post(
    '/user/password-reset/confirm',
    {
      config: { rateLimit: writeRateLimit },
      schema: {
        summary: 'Choose a new password with a reset link',
        description:
          "Sets the password with the token of a reset link's address (after `#token=`), under the rules of sign-up, spends the link (and the account's other links), and ends every session of the account. Of two confirmations with one token at once, exactly one succeeds.",
        errors: {
          400: 'The link is unknown, expired or already used (`password_reset_link_invalid`), or the password breaks a rule of sign-up (`password_too_short`, `password_common`, ...).',
        },
        tags,
        body: PasswordResetConfirmBodySchema,
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) => {
      const { token, password } = request.body;
      const tokenHash = hashToken(token);
      const account = await repository.findLiveLink(tokenHash, new Date());
      if (!account) throw badRequest('password_reset_link_invalid');
      // The rules of sign-up (users.routes.ts): the shared schema's length, then guessability.
      if (isGuessablePassword(password, { name: account.userName, email: account.email }))
        throw badRequest('password_common');
      const passwordHash = await hash(password);
      // Checked again as it is spent: the link may have been used or expired meanwhile.
      if (!(await repository.spendLink(tokenHash, new Date(), passwordHash)))
        throw badRequest('password_reset_link_invalid');
      return { success: true, ...said('password_reset_done') };
    },
  );
};
