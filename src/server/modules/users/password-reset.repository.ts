import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import { isLanguage, type Language } from '../../../shared/constants.js';
import type { Database } from '../../db/client.js';
import { outbox, passwordResets, users } from '../../db/schema/index.js';
import {
  PASSWORD_RESET_EMAIL,
  type PasswordResetMail,
} from '../notifications/password-reset-mail.js';

/** The account a reset link is for: who to write to, in which language. */
export interface ResetAccount {
  id: string;
  userName: string;
  email: string;
  language: Language;
  suspended: boolean;
}

/**
 * docs/product/storefront.md#forgot-password. Every time is given by the caller (the route's
 * clock), never the database's `now()`, so one clock decides whether a link has expired.
 */
export function createPasswordResetRepository(db: Database) {
  return {
    async findAccount(email: string): Promise<ResetAccount | undefined> {
      const [row] = await db
        .select({
          id: users.id,
          userName: users.userName,
          email: users.email,
          language: users.language,
          suspendedAt: users.suspendedAt,
        })
        .from(users)
        .where(eq(users.email, email))
        .limit(1);
      if (!row) return undefined;
      const { suspendedAt, language, ...account } = row;
      return {
        ...account,
        language: isLanguage(language) ? language : 'en',
        suspended: suspendedAt !== null,
      };
    },

    /** The links sent to an account since `since`. */
    async linksSentSince(userId: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ sent: count() })
        .from(passwordResets)
        .where(and(eq(passwordResets.userId, userId), gt(passwordResets.createdAt, since)));
      return row?.sent ?? 0;
    },

    /** Keeps the link's hash and queues its e-mail, together or not at all. */
    async saveLink(link: {
      userId: string;
      tokenHash: string;
      createdAt: Date;
      expiresAt: Date;
      to: string;
      language: Language;
      mail: PasswordResetMail;
    }): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.insert(passwordResets).values({
          userId: link.userId,
          tokenHash: link.tokenHash,
          createdAt: link.createdAt,
          expiresAt: link.expiresAt,
        });
        await tx.insert(outbox).values({
          kind: PASSWORD_RESET_EMAIL,
          payload: { to: link.to, language: link.language, ...link.mail, attachments: [] },
        });
      });
    },

    /** The account of a link that is still good at `now`: known, unused and unexpired. */
    async findLiveLink(
      tokenHash: string,
      now: Date,
    ): Promise<{ userId: string; userName: string; email: string } | undefined> {
      const [row] = await db
        .select({ userId: users.id, userName: users.userName, email: users.email })
        .from(passwordResets)
        .innerJoin(users, eq(users.id, passwordResets.userId))
        .where(
          and(
            eq(passwordResets.tokenHash, tokenHash),
            isNull(passwordResets.usedAt),
            gt(passwordResets.expiresAt, now),
          ),
        )
        .limit(1);
      return row;
    },

    /**
     * Spends the link and sets the password, in one transaction. The spending is one conditional
     * UPDATE: of two confirmations at once, the second waits for the first's row lock, then finds
     * `used_at` set and changes nothing, so exactly one sets a password. The account's other
     * links are spent too, and its token version raised: every session ends. False when the link
     * was no longer good.
     */
    async spendLink(tokenHash: string, now: Date, passwordHash: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [spent] = await tx
          .update(passwordResets)
          .set({ usedAt: now })
          .where(
            and(
              eq(passwordResets.tokenHash, tokenHash),
              isNull(passwordResets.usedAt),
              gt(passwordResets.expiresAt, now),
            ),
          )
          .returning({ userId: passwordResets.userId });
        if (!spent) return false;
        await tx
          .update(passwordResets)
          .set({ usedAt: now })
          .where(and(eq(passwordResets.userId, spent.userId), isNull(passwordResets.usedAt)));
        await tx
          .update(users)
          .set({
            passwordHash,
            tokenVersion: sql`${users.tokenVersion} + 1`,
            updatedAt: now,
          })
          .where(eq(users.id, spent.userId));
        return true;
      });
    },
  };
}
