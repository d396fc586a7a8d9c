import { asc, eq } from 'drizzle-orm';
import type { CompanyStatus } from '../../../shared/partner-constants.js';
import type { AdminCompany, VerifyBody } from '../../../shared/contracts/verification.js';
import { type Paper } from '../../../shared/contracts/papers.js';
import { indiaToday } from '../../../shared/india-time.js';
import type { Database } from '../../db/client.js';
import { travelCompanies } from '../../db/schema/index.js';
import { companyIdentityColumns } from './companies.repository.js';
import { recordAudit } from '../audit/audit.js';
import { papersOf } from '../documents/papers.js';
import {
  type DecisionRefusal,
  decideVerification,
  papersBeforeGoingLive,
} from '../verification/decision.js';

const columns = {
  ...companyIdentityColumns,
  status: travelCompanies.status,
  statusReason: travelCompanies.statusReason,
  createdAt: travelCompanies.createdAt,
};

const toCompany = (
  { createdAt, ...row }: Omit<AdminCompany, 'createdAt' | 'papers'> & { createdAt: Date },
  papers: Paper[],
): AdminCompany => ({
  ...row,
  papers,
  createdAt: createdAt.toISOString(),
});

/** Which states a decision may start from: a company is decided while it waits (or again after a rejection). */
const DECIDABLE: Record<VerifyBody['decision'], readonly CompanyStatus[]> = {
  approve: ['pending', 'rejected'],
  reject: ['pending'],
};

export type SuspendOutcome =
  | { item: AdminCompany }
  | { refused: 'not_found' | 'not_suspendable' | 'not_suspended' }
  | { refused: 'papers_not_in_order'; papers: Paper[] };

export type VerifyOutcome = { item: AdminCompany } | DecisionRefusal;

/** The company, locked for the rest of the transaction, so two operators' decisions take turns. */
async function lockedCompany(tx: Pick<Database, 'select'>, companyId: string) {
  const [row] = await tx
    .select(columns)
    .from(travelCompanies)
    .where(eq(travelCompanies.id, companyId))
    .for('update');
  return row;
}

export function createCompanyVerificationRepository(db: Database) {
  return {
    async exists(companyId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: travelCompanies.id })
        .from(travelCompanies)
        .where(eq(travelCompanies.id, companyId));
      return row !== undefined;
    },

    /** The queue: companies in one status, the longest waiting first. */
    async list(status: CompanyStatus): Promise<AdminCompany[]> {
      const rows = await db
        .select(columns)
        .from(travelCompanies)
        .where(eq(travelCompanies.status, status))
        .orderBy(asc(travelCompanies.createdAt))
        .limit(200);
      const papers = await papersOf(
        db,
        'company',
        rows.map((row) => row._id),
        indiaToday(),
      );
      return rows.map((row) => toCompany(row, papers.get(row._id)!));
    },

    /**
     * Verify or reject a company, with its audit entry in the same transaction. A verified
     * company's live cars are in the storefront on the next request: the status change moves the
     * catalogue version (decision 004).
     */
    async decide(
      companyId: string,
      body: VerifyBody,
      actor: { id: string; role: 'operator' },
    ): Promise<VerifyOutcome> {
      return db.transaction(async (tx) => {
        const current = await lockedCompany(tx, companyId);
        const decided = await decideVerification(
          tx,
          {
            subject: 'company',
            id: companyId,
            current,
            waiting: DECIDABLE[body.decision],
            approved: 'verified',
            rejected: 'rejected',
            actions: { approve: 'company.verify', reject: 'company.reject' },
            body,
            actor,
          },
          async (change) => {
            await tx.update(travelCompanies).set(change).where(eq(travelCompanies.id, companyId));
          },
        );
        if ('refused' in decided) return decided;
        const [updated] = await tx
          .select(columns)
          .from(travelCompanies)
          .where(eq(travelCompanies.id, companyId));
        return { item: toCompany(updated!, decided.papers) };
      });
    },

    /**
     * Suspends a verified company (`suspend`) or gives a suspended one back its verification
     * (`restore`), with the reason (its partner reads a suspension's; a restore's is for the
     * audit log) and the audit entry in one transaction. Its live cars leave or rejoin the
     * storefront on the next request, on every instance: the status change moves the catalogue
     * version like a verification does (decision 004; the trigger on `travel_companies`).
     */
    async suspend(
      companyId: string,
      move: 'suspend' | 'restore',
      reason: string,
      actor: { id: string; role: 'operator' },
    ): Promise<SuspendOutcome> {
      return db.transaction(async (tx) => {
        const current = await lockedCompany(tx, companyId);
        if (!current) return { refused: 'not_found' };
        if (move === 'suspend' && current.status !== 'verified')
          return { refused: 'not_suspendable' };
        if (move === 'restore' && current.status !== 'suspended')
          return { refused: 'not_suspended' };
        // A restore puts the company back in the storefront: its papers must still be in order.
        const checked = await papersBeforeGoingLive(tx, 'company', companyId, move === 'restore');
        if ('refused' in checked) return checked;
        const change =
          move === 'suspend'
            ? { status: 'suspended' as const, statusReason: reason }
            : { status: 'verified' as const, statusReason: '' };
        const [updated] = await tx
          .update(travelCompanies)
          .set(change)
          .where(eq(travelCompanies.id, companyId))
          .returning(columns);
        await recordAudit(tx, {
          actor,
          action: move === 'suspend' ? 'company.suspend' : 'company.restore',
          recordType: 'company',
          recordId: companyId,
          before: { status: current.status, statusReason: current.statusReason },
          after: change,
          reason,
        });
        return { item: toCompany(updated!, checked.papers) };
      });
    },
  };
}
