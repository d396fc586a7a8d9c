import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { CarBlock, CarBlockBody } from '../../../shared/contracts/fleet.js';
import type { Database } from '../../db/client.js';
import { violatedConstraint } from '../../db/constraints.js';
import { carBlocks, cars } from '../../db/schema/index.js';
import type { Refused } from './fleet.repository.js';

const blockColumns = {
  _id: carBlocks.id,
  carId: carBlocks.carId,
  startsOn: carBlocks.startsOn,
  endsOn: carBlocks.endsOn,
  reason: carBlocks.reason,
  createdAt: carBlocks.createdAt,
};

const toBlock = (row: Omit<CarBlock, 'createdAt'> & { createdAt: Date }): CarBlock => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

/**
 * The days a company's car is out of service (maintenance): no booking can take them. Like the
 * fleet, every method takes the signed-in partner's company and reaches only its cars.
 */
export function createCarBlocksRepository(db: Database) {
  const ownCar = (companyId: string, carId: string) =>
    and(eq(cars.id, carId), eq(cars.travelCompanyId, companyId));

  /**
   * The car's status, the car locked until the transaction ends, so that two blocks of it are
   * written one after the other; undefined when the company has no such car.
   */
  async function lockCar(tx: Database, companyId: string, carId: string) {
    const [row] = await tx
      .select({ status: cars.status })
      .from(cars)
      .where(ownCar(companyId, carId))
      .for('update');
    return row;
  }

  return {
    /** The car's maintenance blocks by first day, or null when the company has no such car. */
    async blocks(companyId: string, carId: string): Promise<CarBlock[] | null> {
      const [car] = await db.select({ id: cars.id }).from(cars).where(ownCar(companyId, carId));
      if (!car) return null;
      const rows = await db
        .select(blockColumns)
        .from(carBlocks)
        .where(eq(carBlocks.carId, carId))
        .orderBy(asc(carBlocks.startsOn), asc(carBlocks.createdAt));
      return rows.map(toBlock);
    },

    /**
     * Blocks days of a car for maintenance. Blocks of one car never overlap: the car is locked
     * while the check and the insert run, so two blocks sent at once cannot both pass.
     */
    async addBlock(
      companyId: string,
      carId: string,
      body: CarBlockBody,
    ): Promise<CarBlock | Refused> {
      const adding = db.transaction(async (tx): Promise<CarBlock | Refused> => {
        const car = await lockCar(tx, companyId, carId);
        if (!car) return { refused: 'car_not_found' };
        if (car.status === 'archived') return { refused: 'car_archived_read_only' };
        const [overlapping] = await tx
          .select({ id: carBlocks.id })
          .from(carBlocks)
          .where(
            and(
              eq(carBlocks.carId, carId),
              lte(carBlocks.startsOn, body.endsOn),
              gte(carBlocks.endsOn, body.startsOn),
            ),
          )
          .limit(1);
        if (overlapping) return { refused: 'block_overlap' };
        const [row] = await tx
          .insert(carBlocks)
          .values({ carId, startsOn: body.startsOn, endsOn: body.endsOn, reason: body.reason })
          .returning(blockColumns);
        return toBlock(row!);
      });
      try {
        return await adding;
      } catch (error) {
        // A block holds its days in `car_busy` like a booking: the exclusion constraint refuses
        // days an active booking already holds.
        if (violatedConstraint(error) === 'car_busy_no_overlap')
          return { refused: 'block_overlaps_booking' };
        throw error;
      }
    },

    async removeBlock(
      companyId: string,
      carId: string,
      blockId: string,
    ): Promise<{ removed: true } | Refused> {
      return db.transaction(async (tx): Promise<{ removed: true } | Refused> => {
        const car = await lockCar(tx, companyId, carId);
        if (!car) return { refused: 'car_not_found' };
        if (car.status === 'archived') return { refused: 'car_archived_read_only' };
        const [removed] = await tx
          .delete(carBlocks)
          .where(and(eq(carBlocks.id, blockId), eq(carBlocks.carId, carId)))
          .returning({ id: carBlocks.id });
        return removed ? { removed: true } : { refused: 'block_not_found' };
      });
    },
  };
}
