import { desc, eq, sql } from 'drizzle-orm';
import type { QueryListItem } from '../../../shared/contracts/cars.js';
import type { Database } from '../../db/client.js';
import { cars, queries, travelCompanies } from '../../db/schema/index.js';

/** docs/product/storefront.md#reveals: the queries page shows the most recent ones; older ones are not paged. */
const QUERY_LIST_LIMIT = 200;

// Any fixed number works: it only has to be the same on every instance.
const LEAD_LOCK_CLASS = 7_240_132;

export interface NewQuery {
  userId: string;
  carId: string;
  travelCompanyId: string;
}

export function createQueriesRepository(db: Database) {
  return {
    /**
     * Logs a reveal of the car's contact and answers that contact, in one statement that also
     * checks the car is the company's and in the storefront: null, and nothing written, when it
     * is not (or the car does not exist). The company's contact comes from the same statement:
     * the car and its company are read once, for the check and the answer.
     */
    async create(values: NewQuery) {
      // One lead per customer and car a day: reveals of one car by one customer within 24 hours
      // of the last are that lead again (refreshed), so tapping twice never makes a company two
      // leads. Reveals of the pair are taken one at a time, on any instance, under a lock of
      // their own; a new one then finds the one before it.
      const result = (await db.transaction(async (tx) => {
        await tx.execute(
          sql`select pg_advisory_xact_lock(${LEAD_LOCK_CLASS}, hashtext(${values.userId} || ${values.carId}))`,
        );
        // Raw SQL: the query builder's INSERT … SELECT wants every column, defaults included.
        return tx.execute(sql`
          with car as (
            select ${cars.id} as car_id, ${cars.travelCompanyId} as travel_company_id,
              ${cars.carName} as car_name, ${travelCompanies.phone} as phone,
              ${travelCompanies.whatsapp} as whatsapp, ${travelCompanies.email} as email
            from ${cars} join ${travelCompanies} on ${travelCompanies.id} = ${cars.travelCompanyId}
            where ${cars.id} = ${values.carId} and ${cars.travelCompanyId} = ${values.travelCompanyId}
              -- Only what the storefront shows: a suspended or unverified company's contact is not
              -- given out to whoever knows one of its car ids.
              and ${cars.status} = 'live' and ${travelCompanies.status} = 'verified'
          ), recent as (
            select ${queries.id} as id from ${queries}, car
            where ${queries.userId} = ${values.userId} and ${queries.carId} = car.car_id
              and ${queries.lastRevealedAt} > now() - interval '24 hours'
            order by ${queries.lastRevealedAt} desc
            limit 1
          ), refreshed as (
            update ${queries} set last_revealed_at = now()
            where ${queries.id} in (select id from recent)
            returning id, created_at
          ), inserted as (
            insert into ${queries} (user_id, car_id, travel_company_id)
            select ${values.userId}, car_id, travel_company_id from car
            where not exists (select 1 from recent)
            returning id, created_at
          )
          select lead.id, lead.created_at, car.*
          from (select * from refreshed union all select * from inserted) lead cross join car`);
      })) as unknown as {
        rows: {
          id: string;
          car_id: string;
          travel_company_id: string;
          created_at: Date | string;
          car_name: string;
          phone: string;
          whatsapp: string;
          email: string;
        }[];
      };
      const row = result.rows[0];
      if (!row) return null;
      return {
        query: {
          _id: row.id,
          carId: row.car_id,
          travelUserId: row.travel_company_id,
          createdAt: new Date(row.created_at).toISOString(),
        },
        carName: row.car_name,
        company: { phone: row.phone, whatsapp: row.whatsapp, email: row.email },
      };
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
