import { asc, eq } from 'drizzle-orm';
import type { CarStatus } from '../../../shared/partner-constants.js';
import type { AdminCar, VerifyBody } from '../../../shared/contracts/verification.js';
import type { Database } from '../../db/client.js';
import { cars, travelCompanies } from '../../db/schema.js';
import { recordAudit } from '../audit/audit.js';

const columns = {
  _id: cars.id,
  carName: cars.carName,
  carModel: cars.carModel,
  registrationNumber: cars.registrationNumber,
  category: cars.category,
  city: cars.city,
  status: cars.status,
  statusReason: cars.statusReason,
  createdAt: cars.createdAt,
  company: {
    _id: travelCompanies.id,
    travelsName: travelCompanies.travelsName,
    status: travelCompanies.status,
  },
};

type CarRow = Omit<AdminCar, 'createdAt'> & { createdAt: Date };
const toCar = ({ createdAt, ...row }: CarRow): AdminCar => ({
  ...row,
  createdAt: createdAt.toISOString(),
});

export type CarVerifyOutcome = { item: AdminCar } | { refused: 'not_found' | 'not_waiting' };

export function createCarVerificationRepository(db: Database) {
  const selectCars = () =>
    db
      .select(columns)
      .from(cars)
      .innerJoin(travelCompanies, eq(travelCompanies.id, cars.travelCompanyId));

  return {
    async exists(carId: string): Promise<boolean> {
      const [row] = await db.select({ id: cars.id }).from(cars).where(eq(cars.id, carId));
      return row !== undefined;
    },

    /** The queue: cars in one status, the longest waiting first. */
    async list(status: CarStatus): Promise<AdminCar[]> {
      const rows = await selectCars()
        .where(eq(cars.status, status))
        .orderBy(asc(cars.createdAt))
        .limit(200);
      return rows.map(toCar);
    },

    /**
     * A new car, or a live car whose rates moved more than 30 %, waits in `pending_review`:
     * approved it goes live (in the storefront once its company is verified), rejected it goes
     * back to draft with the reason for its partner. The audit entry is in the same transaction.
     */
    async decide(
      carId: string,
      body: VerifyBody,
      actor: { id: string; role: 'operator' },
    ): Promise<CarVerifyOutcome> {
      return db.transaction(async (tx) => {
        const [current] = await tx
          .select({ status: cars.status, statusReason: cars.statusReason })
          .from(cars)
          .where(eq(cars.id, carId))
          .for('update');
        if (!current) return { refused: 'not_found' };
        if (current.status !== 'pending_review') return { refused: 'not_waiting' };
        const change =
          body.decision === 'approve'
            ? { status: 'live' as const, statusReason: '' }
            : { status: 'draft' as const, statusReason: body.reason };
        await tx.update(cars).set(change).where(eq(cars.id, carId));
        await recordAudit(tx, {
          actor,
          action: body.decision === 'approve' ? 'car.approve' : 'car.reject',
          recordType: 'car',
          recordId: carId,
          before: current,
          after: change,
          reason: body.reason,
        });
        const [updated] = await tx
          .select(columns)
          .from(cars)
          .innerJoin(travelCompanies, eq(travelCompanies.id, cars.travelCompanyId))
          .where(eq(cars.id, carId));
        return { item: toCar(updated!) };
      });
    },
  };
}
