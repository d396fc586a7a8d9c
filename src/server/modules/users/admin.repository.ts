import { and, desc, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { UserRole } from '../../../shared/constants.js';
import type {
  AdminUser,
  AdminUserListQuery,
  AssignableRole,
} from '../../../shared/contracts/admin-users.js';
import { encodePageCursor } from '../../../shared/contracts/pagination.js';
import type { CompanyStatus } from '../../../shared/partner-constants.js';
import type { Database } from '../../db/client.js';
import { travelCompanies, users } from '../../db/schema/index.js';
import { recordAudit } from '../audit/audit.js';
import { cursorTime } from '../leads/leads.repository.js';

// Never the password hash or identity numbers: what an operator needs to find and judge an account.
const columns = {
  _id: users.id,
  name: users.userName,
  email: users.email,
  mobile: users.mobile,
  role: users.role,
  suspendedAt: users.suspendedAt,
  suspendedReason: users.suspendedReason,
  createdAt: users.createdAt,
  companyId: travelCompanies.id,
  companyName: travelCompanies.travelsName,
  companyStatus: travelCompanies.status,
};

interface UserRow {
  _id: string;
  name: string;
  email: string;
  mobile: string;
  role: UserRole;
  suspendedAt: Date | null;
  suspendedReason: string;
  createdAt: Date;
  companyId: string | null;
  companyName: string | null;
  companyStatus: CompanyStatus | null;
}

function toUser({ companyId, companyName, companyStatus, ...row }: UserRow): AdminUser {
  return {
    ...row,
    state: row.suspendedAt === null ? 'active' : 'suspended',
    suspendedAt: row.suspendedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    company:
      companyId === null
        ? null
        : { _id: companyId, name: companyName ?? '', status: companyStatus ?? 'pending' },
  };
}

/** `%`, `_` and `\` typed in the search are matched as themselves, not as patterns. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** Why an operator's change of an account was refused, for the route to answer. */
export type UserChangeRefusal =
  | { refused: 'not_found' }
  | { refused: 'operator' }
  | { refused: 'self' }
  | { refused: 'runs_company'; company: string }
  | { refused: 'already_suspended' }
  | { refused: 'not_suspended' };

type Outcome = { user: AdminUser; changed: boolean } | UserChangeRefusal;

interface Operator {
  id: string;
}

/**
 * docs/product/marketplace.md#users: accounts searched, their role changed between customer
 * and partner, suspended and restored. Each change locks the account's row, writes its audit
 * entry in the same transaction, and never touches an operator's account (that is the command
 * line's: `npm run user:role`).
 */
export function createAdminUsersRepository(db: Database) {
  const selectUsers = (tx: Database = db) =>
    tx
      .select(columns)
      .from(users)
      .leftJoin(travelCompanies, eq(travelCompanies.ownerUserId, users.id));

  async function readOne(tx: Database, id: string): Promise<AdminUser> {
    const [row] = await selectUsers(tx).where(eq(users.id, id));
    return toUser(row!);
  }

  /** The account locked for a change, or why it may not be changed by an operator. */
  async function lockForChange(tx: Database, id: string) {
    const [account] = await tx
      .select({
        role: users.role,
        suspendedAt: users.suspendedAt,
        suspendedReason: users.suspendedReason,
      })
      .from(users)
      .where(eq(users.id, id))
      .for('update');
    return account;
  }

  return {
    async exists(id: string): Promise<boolean> {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id)).limit(1);
      return row !== undefined;
    },

    /** One page of the accounts matching the search and filters, the newest first. */
    async list({
      q,
      role,
      state,
      cursor,
      limit,
    }: AdminUserListQuery): Promise<{ users: AdminUser[]; nextCursor: string | null }> {
      const pattern = q ? containing(q) : undefined;
      const conditions: (SQL | undefined)[] = [
        pattern === undefined
          ? undefined
          : or(
              ilike(users.userName, pattern),
              ilike(users.email, pattern),
              ilike(users.mobile, pattern),
            ),
        role === undefined ? undefined : eq(users.role, role),
        state === undefined
          ? undefined
          : state === 'suspended'
            ? isNotNull(users.suspendedAt)
            : isNull(users.suspendedAt),
        cursor === undefined
          ? undefined
          : sql`(${users.createdAt}, ${users.id}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)`,
      ];
      const rows = await db
        .select({ ...columns, cursorAt: cursorTime(users.createdAt) })
        .from(users)
        .leftJoin(travelCompanies, eq(travelCompanies.ownerUserId, users.id))
        .where(and(...conditions))
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(limit + 1);
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      return {
        users: page.map(({ cursorAt: _cursorAt, ...row }) => toUser(row)),
        nextCursor:
          rows.length > limit && last
            ? encodePageCursor({ at: last.cursorAt, id: last._id })
            : null,
      };
    },

    /**
     * Makes the account a customer or a partner. A partner who runs a travel company stays one:
     * made a customer, the company would be left with nobody to run it and its partner unable to
     * reach it (the company is suspended instead, if that is what is wanted). A customer made a
     * partner without a company registers one from the partner portal.
     */
    async setRole(id: string, role: AssignableRole, operator: Operator): Promise<Outcome> {
      return db.transaction(async (tx) => {
        const account = await lockForChange(tx, id);
        if (!account) return { refused: 'not_found' };
        if (account.role === 'operator') return { refused: 'operator' };
        if (account.role === role) return { user: await readOne(tx, id), changed: false };
        if (role === 'customer') {
          const [company] = await tx
            .select({ name: travelCompanies.travelsName })
            .from(travelCompanies)
            .where(eq(travelCompanies.ownerUserId, id));
          if (company) return { refused: 'runs_company', company: company.name };
        }
        await tx.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, id));
        await recordAudit(tx, {
          actor: { id: operator.id, role: 'operator' },
          action: 'user.role',
          recordType: 'user',
          recordId: id,
          before: { role: account.role },
          after: { role },
        });
        return { user: await readOne(tx, id), changed: true };
      });
    },

    /**
     * Suspends the account: it cannot log in, and raising its token version in the same
     * transaction ends every session it has, on the next request, on every instance (the guard
     * reads the account on each request: `http/auth.ts`). Nobody suspends their own account or
     * another operator's.
     */
    async suspend(id: string, reason: string, operator: Operator): Promise<Outcome> {
      return db.transaction(async (tx) => {
        const account = await lockForChange(tx, id);
        if (!account) return { refused: 'not_found' };
        if (id === operator.id) return { refused: 'self' };
        if (account.role === 'operator') return { refused: 'operator' };
        if (account.suspendedAt !== null) return { refused: 'already_suspended' };
        const suspendedAt = new Date();
        await tx
          .update(users)
          .set({
            suspendedAt,
            suspendedReason: reason,
            tokenVersion: sql`${users.tokenVersion} + 1`,
            updatedAt: suspendedAt,
          })
          .where(eq(users.id, id));
        await recordAudit(tx, {
          actor: { id: operator.id, role: 'operator' },
          action: 'user.suspend',
          recordType: 'user',
          recordId: id,
          before: { suspendedAt: null, suspendedReason: '' },
          after: { suspendedAt: suspendedAt.toISOString(), suspendedReason: reason },
          reason,
        });
        return { user: await readOne(tx, id), changed: true };
      });
    },

    /** Lifts a suspension: the account logs in again (its old tokens stay ended). */
    async restore(id: string, operator: Operator): Promise<Outcome> {
      return db.transaction(async (tx) => {
        const account = await lockForChange(tx, id);
        if (!account) return { refused: 'not_found' };
        if (account.role === 'operator') return { refused: 'operator' };
        if (account.suspendedAt === null) return { refused: 'not_suspended' };
        await tx
          .update(users)
          .set({ suspendedAt: null, suspendedReason: '', updatedAt: new Date() })
          .where(eq(users.id, id));
        await recordAudit(tx, {
          actor: { id: operator.id, role: 'operator' },
          action: 'user.restore',
          recordType: 'user',
          recordId: id,
          before: {
            suspendedAt: account.suspendedAt.toISOString(),
            suspendedReason: account.suspendedReason,
          },
          after: { suspendedAt: null, suspendedReason: '' },
        });
        return { user: await readOne(tx, id), changed: true };
      });
    },
  };
}
