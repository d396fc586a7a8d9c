import { asc, eq } from 'drizzle-orm';
import type { CompanyStatus } from '../../../shared/partner-constants.js';
import type { AdminCompany, VerifyBody } from '../../../shared/contracts/verification.js';
import { type Paper, papersNotInOrder } from '../../../shared/contracts/papers.js';
import { indiaToday } from '../../../shared/india-time.js';
import type { Database } from '../../db/client.js';
import { travelCompanies } from '../../db/schema/index.js';
import { recordAudit } from '../audit/audit.js';
import { papersOf, papersOfOne } from '../documents/papers.js';
import type { DecisionRefusal } from '../verification/queue.routes.js';

const columns = {
  _id: travelCompanies.id,
  travelsName: travelCompanies.travelsName,
  legalName: travelCompanies.legalName,
  city: travelCompanies.city,
  citiesServed: travelCompanies.citiesServed,
  address: travelCompanies.address,
  gstin: travelCompanies.gstin,
  pan: travelCompanies.pan,
  phone: travelCompanies.phone,
  whatsapp: travelCompanies.whatsapp,
  email: travelCompanies.email,
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
        const [current] = await tx
          .select(columns)
          .from(travelCompanies)
          .where(eq(travelCompanies.id, companyId))
          .for('update');
        if (!current) return { refused: 'not_found' };
        if (!DECIDABLE[body.decision].includes(current.status)) return { refused: 'not_waiting' };
        const papers = await papersOfOne(tx, 'company', companyId, indiaToday());
        if (body.decision === 'approve' && papersNotInOrder(papers).length > 0)
          return { refused: 'papers_not_in_order', papers };
        const change =
          body.decision === 'approve'
            ? { status: 'verified' as const, statusReason: '' }
            : { status: 'rejected' as const, statusReason: body.reason };
        const [updated] = await tx
          .update(travelCompanies)
          .set(change)
          .where(eq(travelCompanies.id, companyId))
          .returning(columns);
        await recordAudit(tx, {
          actor,
          action: body.decision === 'approve' ? 'company.verify' : 'company.reject',
          recordType: 'company',
          recordId: companyId,
          before: { status: current.status, statusReason: current.statusReason },
          after: change,
          reason: body.reason,
        });
        return { item: toCompany(updated!, papers) };
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
        const [current] = await tx
          .select(columns)
          .from(travelCompanies)
          .where(eq(travelCompanies.id, companyId))
          .for('update');
        if (!current) return { refused: 'not_found' };
        if (move === 'suspend' && current.status !== 'verified')
          return { refused: 'not_suspendable' };
        if (move === 'restore' && current.status !== 'suspended')
          return { refused: 'not_suspended' };
        // A restore puts the company back in the storefront: its papers must still be in order.
        const papers = await papersOfOne(tx, 'company', companyId, indiaToday());
        if (move === 'restore' && papersNotInOrder(papers).length > 0)
          return { refused: 'papers_not_in_order', papers };
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
        return { item: toCompany(updated!, papers) };
      });
    },
  };
}
