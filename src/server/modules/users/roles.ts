import { eq, sql } from 'drizzle-orm';
import { USER_ROLES, type UserRole } from '../../../shared/constants.js';
import type { Database } from '../../db/client.js';
import { travelCompanies, users } from '../../db/schema/index.js';

export type RoleChange =
  | { changed: true; email: string; from: UserRole; to: UserRole }
  | { changed: false; reason: string };

/**
 * Gives an account a role, for `npm run user:role`: no API can make an operator (docs/product/marketplace.md#marketplace
 * "Roles and accounts"). A partner who runs a company stays a partner until the company has
 * another owner, or it would be left with nobody to run it.
 */
export async function setUserRole(db: Database, email: string, role: string): Promise<RoleChange> {
  if (!(USER_ROLES as readonly string[]).includes(role))
    return { changed: false, reason: `The role must be one of: ${USER_ROLES.join(', ')}.` };
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, email: users.email, role: users.role })
      .from(users)
      .where(eq(users.email, email.trim().toLowerCase()))
      .for('update');
    if (!user) return { changed: false, reason: `No account has the e-mail ${email}.` };
    if (role !== 'partner') {
      const [company] = await tx
        .select({ name: travelCompanies.travelsName })
        .from(travelCompanies)
        .where(eq(travelCompanies.ownerUserId, user.id));
      if (company)
        return {
          changed: false,
          reason: `${user.email} runs ${company.name}: it stays a partner while it runs a company.`,
        };
    }
    await tx
      .update(users)
      .set({ role: role as UserRole, updatedAt: sql`now()` })
      .where(eq(users.id, user.id));
    return { changed: true, email: user.email, from: user.role, to: role as UserRole };
  });
}
