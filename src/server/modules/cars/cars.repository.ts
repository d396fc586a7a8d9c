import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Car, CarListQuery } from '../../../shared/contracts/cars.js';
import { effectiveRates, type OwnRates } from '../../../shared/rate-card.js';
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
  rates: {
    perKmFirst: cars.ratePerKmFirst,
    perKmBeyond: cars.ratePerKmBeyond,
    base: cars.baseFare,
    perExtraHour: cars.ratePerExtraHour,
  },
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

type CarRow = Omit<Car, 'user' | 'rates'> & {
  rates: OwnRates;
  user: Omit<Car['user'], 'rating'> & { ratingTotal: number; ratingCount: number };
};

/** The one place a stored car becomes the API's car (list and detail alike). */
function toCar({ user: { ratingTotal, ratingCount, ...company }, rates, ...car }: CarRow): Car {
  return {
    ...car,
    rates: effectiveRates(car.category, rates),
    // DESIGN 6: the owner rating is the average of the feedback the company received.
    user: { ...company, rating: averageRating(ratingTotal, ratingCount) },
  };
}

/** A row of the `car_detail` database function, in its column names. */
interface CarDetailRow {
  id: string;
  car_name: string;
  car_model: string;
  fuel_type: string;
  new_price: number;
  old_price: number;
  category: Car['category'];
  service_type: Car['service_type'];
  seater: number;
  city: string;
  availability: boolean;
  car_image: string;
  driver_name: string | null;
  driver_age: number | null;
  driver_licence: string | null;
  driver_image: string | null;
  rate_per_km_first: number | null;
  rate_per_km_beyond: number | null;
  base_fare: number | null;
  rate_per_extra_hour: number | null;
  company_id: string;
  company_name: string;
  company_city: string;
  company_image_url: string;
  company_rating_total: number;
  company_rating_count: number;
  company_verified: boolean;
  company_trending: boolean;
}

function fromDetailRow(row: CarDetailRow): CarRow {
  return {
    _id: row.id,
    car_name: row.car_name,
    car_model: row.car_model,
    fuel_type: row.fuel_type,
    new_price: row.new_price,
    old_price: row.old_price,
    category: row.category,
    service_type: row.service_type,
    seater: row.seater,
    city: row.city,
    availability: row.availability,
    car_image: row.car_image,
    driver_name: row.driver_name,
    driver_age: row.driver_age,
    driver_lisence: row.driver_licence,
    driver_image: row.driver_image,
    rates: {
      perKmFirst: row.rate_per_km_first,
      perKmBeyond: row.rate_per_km_beyond,
      base: row.base_fare,
      perExtraHour: row.rate_per_extra_hour,
    },
    user: {
      _id: row.company_id,
      travelsName: row.company_name,
      city: row.company_city,
      imageUrl: row.company_image_url,
      ratingTotal: row.company_rating_total,
      ratingCount: row.company_rating_count,
      verified: row.company_verified,
      trending: row.company_trending,
    },
  };
}

// Matches the car indexes (created_at desc, id desc), so a page is read from an index in order.
const newestFirst = [desc(cars.createdAt), desc(cars.id)];

export interface CarPage {
  cars: Car[];
  hasMore: boolean;
}

export function createCarsRepository(db: Database) {
  return {
    /**
     * One page of cars, newest first. Filters are equalities on the leading columns of the
     * composite indexes, so a page is an index range read plus a primary-key lookup of each
     * owner; one extra row tells whether another page exists (no COUNT over a large table).
     */
    async list({ city, category, service_type, limit, page }: CarListQuery): Promise<CarPage> {
      // Only live cars of verified companies are in the storefront (MARKETPLACE).
      const filters: SQL[] = [eq(cars.status, 'live'), eq(travelCompanies.status, 'verified')];
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

    /**
     * One car with its owner, for the car page. The query is the database function `car_detail`
     * (migration 0003), whose plan each connection makes once: the page of any of many cars, on
     * every visit, without planning the join again (issue 5, docs/decisions/006).
     */
    async findById(id: string): Promise<Car | null> {
      const result = await db.execute(sql`select * from car_detail(${id})`);
      const [row] = (result as unknown as { rows: CarDetailRow[] }).rows;
      return row ? toCar(fromDetailRow(row)) : null;
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
