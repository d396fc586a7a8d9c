import { desc, eq } from 'drizzle-orm';
import type { QueryListItem } from '../../../shared/contracts/cars.js';
import type { Database } from '../../db/client.js';
import { cars, queries, travelCompanies } from '../../db/schema.js';

/** DESIGN 4: the queries page shows the most recent ones; older ones are not paged. */
const QUERY_LIST_LIMIT = 200;

export interface NewQuery {
  userId: string;
  carId: string;
  travelCompanyId: string;
}

export function createQueriesRepository(db: Database) {
  return {
    async create(values: NewQuery) {
      const [row] = await db.insert(queries).values(values).returning({
        _id: queries.id,
        carId: queries.carId,
        travelUserId: queries.travelCompanyId,
        createdAt: queries.createdAt,
      });
      return { ...row!, createdAt: row!.createdAt.toISOString() };
    },

    /** One user's queries with their car and travel company, newest first (one joined query). */
    async listForUser(userId: string): Promise<QueryListItem[]> {
      const rows = await db
        .select({
          _id: queries.id,
          createdAt: queries.createdAt,
          car: {
            _id: cars.id,
            car_name: cars.carName,
            car_model: cars.carModel,
            car_image: cars.carImage,
            category: cars.category,
            city: cars.city,
          },
          travelCompany: {
            _id: travelCompanies.id,
            travelsName: travelCompanies.travelsName,
            city: travelCompanies.city,
            imageUrl: travelCompanies.imageUrl,
          },
        })
        .from(queries)
        .innerJoin(cars, eq(queries.carId, cars.id))
        .innerJoin(travelCompanies, eq(queries.travelCompanyId, travelCompanies.id))
        .where(eq(queries.userId, userId))
        .orderBy(desc(queries.createdAt), desc(queries.id))
        .limit(QUERY_LIST_LIMIT);
      return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
    },
  };
}
