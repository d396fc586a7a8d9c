import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Car, CarListQuery } from '../../../shared/contracts/cars.js';
import { averageRating } from '../../../shared/rating.js';
import type { Database } from '../../db/client.js';
import { cars, travelCompanies } from '../../db/schema.js';

/** The columns a car card needs, with its owner from the same row of the join. */
const carColumns = {
  _id: cars.id,
  car_name: cars.carName,
  car_model: cars.carModel,
  fuel_type: cars.fuelType,
  new_price: cars.newPrice,
  old_price: cars.oldPrice,
  category: cars.category,
  service_type: cars.serviceType,
  seater: cars.seater,
  city: cars.city,
  availability: cars.availability,
  car_image: cars.carImage,
  driver_name: cars.driverName,
  driver_age: cars.driverAge,
  driver_lisence: cars.driverLicence,
  driver_image: cars.driverImage,
  user: {
    _id: travelCompanies.id,
    travelsName: travelCompanies.travelsName,
    city: travelCompanies.city,
    imageUrl: travelCompanies.imageUrl,
    ratingTotal: travelCompanies.ratingTotal,
    ratingCount: travelCompanies.ratingCount,
    verified: travelCompanies.verified,
    trending: travelCompanies.trending,
  },
};

type CarRow = Omit<Car, 'user'> & {
  user: Omit<Car['user'], 'rating'> & { ratingTotal: number; ratingCount: number };
};

/** The one place a stored car becomes the API's car (list and detail alike). */
function toCar({ user: { ratingTotal, ratingCount, ...company }, ...car }: CarRow): Car {
  // DESIGN 6: the owner rating is the average of the feedback the company received.
  return { ...car, user: { ...company, rating: averageRating(ratingTotal, ratingCount) } };
}

// Matches the car indexes (created_at desc, id desc), so a page is read from an index in order.
const newestFirst = [desc(cars.createdAt), desc(cars.id)];

export interface CarPage {
  cars: Car[];
  hasMore: boolean;
}

export function createCarsRepository(db: Database) {
  // The car page's one query, built once (issue 5: the detail of any of many cars, on every visit).
  const carById = db
    .select(carColumns)
    .from(cars)
    .innerJoin(travelCompanies, eq(cars.travelCompanyId, travelCompanies.id))
    .where(eq(cars.id, sql.placeholder('id')))
    .limit(1)
    .prepare('car_by_id');

  return {
    /**
     * One page of cars, newest first. Filters are equalities on the leading columns of the
     * composite indexes, so a page is an index range read plus a primary-key lookup of each
     * owner; one extra row tells whether another page exists (no COUNT over a large table).
     */
    async list({ city, category, service_type, limit, page }: CarListQuery): Promise<CarPage> {
      const filters: SQL[] = [];
      if (city !== undefined) filters.push(eq(cars.city, city));
      if (category !== undefined) filters.push(eq(cars.category, category));
      if (service_type !== undefined) filters.push(eq(cars.serviceType, service_type));

      const rows = await db
        .select(carColumns)
        .from(cars)
        .innerJoin(travelCompanies, eq(cars.travelCompanyId, travelCompanies.id))
        .where(and(...filters))
        .orderBy(...newestFirst)
        .limit(limit + 1)
        .offset((page - 1) * limit);

      return { cars: rows.slice(0, limit).map(toCar), hasMore: rows.length > limit };
    },

    async findById(id: string): Promise<Car | null> {
      const [row] = await carById.execute({ id });
      return row ? toCar(row) : null;
    },

    /** The owner of a car, to check that a query or feedback names the right company. */
    async ownerOf(id: string): Promise<string | null> {
      const [row] = await db
        .select({ travelCompanyId: cars.travelCompanyId })
        .from(cars)
        .where(eq(cars.id, id))
        .limit(1);
      return row?.travelCompanyId ?? null;
    },
  };
}
