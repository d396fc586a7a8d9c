import { and, asc, eq, isNull } from 'drizzle-orm';
import type { DriverStatus } from '../../../shared/partner-constants.js';
import type { AdminDriver, VerifyBody } from '../../../shared/contracts/verification.js';
import { type Paper } from '../../../shared/contracts/papers.js';
import { indiaToday } from '../../../shared/india-time.js';
import type { Database } from '../../db/client.js';
import { drivers, travelCompanies } from '../../db/schema/index.js';
import { driverProfileColumns } from './drivers.repository.js';
import { papersOf } from '../documents/papers.js';
import { type DecisionRefusal, decideVerification } from '../verification/decision.js';

const columns = {
  ...driverProfileColumns,
  company: {
    _id: travelCompanies.id,
    travelsName: travelCompanies.travelsName,
    city: travelCompanies.city,
  },
};

type DriverRow = Omit<AdminDriver, 'createdAt' | 'papers'> & { createdAt: Date };
const toDriver = ({ createdAt, ...row }: DriverRow, papers: Paper[]): AdminDriver => ({
  ...row,
  papers,
  createdAt: createdAt.toISOString(),
});

export type DriverVerifyOutcome = { item: AdminDriver } | DecisionRefusal;

/**
 * The drivers' check: a driver a company adds waits `pending` until an operator verifies them,
 * which needs their driving licence and police verification valid (docs/product/verification.md),
 * or rejects them with a reason the partner reads. A rejected driver can be given no booking; a
 * pending one can, so a company is never stopped from taking a trip while the check waits.
 */
export function createDriverVerificationRepository(db: Database) {
  const selectDrivers = () =>
    db
      .select(columns)
      .from(drivers)
      .innerJoin(travelCompanies, eq(travelCompanies.id, drivers.travelCompanyId));

  return {
    async exists(driverId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: drivers.id })
        .from(drivers)
        .where(eq(drivers.id, driverId));
      return row !== undefined;
    },

    /** The queue: drivers in one status who still drive for their company, the longest waiting first. */
    async list(status: DriverStatus): Promise<AdminDriver[]> {
      const rows = await selectDrivers()
        .where(and(eq(drivers.status, status), isNull(drivers.archivedAt)))
        .orderBy(asc(drivers.createdAt))
        .limit(200);
      const papers = await papersOf(
        db,
        'driver',
        rows.map((row) => row._id),
        indiaToday(),
      );
      return rows.map((row) => toDriver(row, papers.get(row._id)!));
    },

    async decide(
      driverId: string,
      body: VerifyBody,
      actor: { id: string; role: 'operator' },
    ): Promise<DriverVerifyOutcome> {
      return db.transaction(async (tx) => {
        const [current] = await tx
          .select({ status: drivers.status, statusReason: drivers.statusReason })
          .from(drivers)
          .where(eq(drivers.id, driverId))
          .for('update');
        const decided = await decideVerification(
          tx,
          {
            subject: 'driver',
            id: driverId,
            current,
            waiting: ['pending'],
            approved: 'verified',
            rejected: 'rejected',
            actions: { approve: 'driver.verify', reject: 'driver.reject' },
            body,
            actor,
          },
          async (change) => {
            await tx.update(drivers).set(change).where(eq(drivers.id, driverId));
          },
        );
        if ('refused' in decided) return decided;
        const [updated] = await tx
          .select(columns)
          .from(drivers)
          .innerJoin(travelCompanies, eq(travelCompanies.id, drivers.travelCompanyId))
          .where(eq(drivers.id, driverId));
        return { item: toDriver(updated!, decided.papers) };
      });
    },
  };
}
