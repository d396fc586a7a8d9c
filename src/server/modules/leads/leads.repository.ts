import { and, desc, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { LeadStatus } from '../../../shared/partner-constants.js';
import type { Lead, LeadListQuery } from '../../../shared/contracts/leads.js';
import { encodePageCursor } from '../../../shared/contracts/pagination.js';
import type { Database } from '../../db/client.js';
import { cars, queries, travelCompanies, users } from '../../db/schema/index.js';

/**
 * A timestamp to the microsecond, as the page cursor carries it: JavaScript dates keep only
 * milliseconds, and two reveals within one millisecond must not fall between two pages.
 */
export const cursorTime = (column: AnyPgColumn) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

interface LeadRow {
  _id: string;
  customer: { name: string; phone: string };
  car: { _id: string; name: string; model: string };
  createdAt: Date;
  status: LeadStatus;
  firstResponseAt: Date | null;
}

const MINUTE_MS = 60_000;

function toLead(row: LeadRow): Lead {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    firstResponseAt: row.firstResponseAt?.toISOString() ?? null,
    // Rounded up: "responds within N min" must hold for the lead it came from.
    responseMinutes:
      row.firstResponseAt === null
        ? null
        : Math.max(
            0,
            Math.ceil((row.firstResponseAt.getTime() - row.createdAt.getTime()) / MINUTE_MS),
          ),
  };
}

export function createLeadsRepository(db: Database) {
  const leadColumns = {
    _id: queries.id,
    customer: { name: users.userName, phone: users.mobile },
    car: { _id: cars.id, name: cars.carName, model: cars.carModel },
    createdAt: queries.createdAt,
    status: queries.status,
    firstResponseAt: queries.firstResponseAt,
  };

  // Asked by every car page: built once, prepared per connection. Only a car the storefront
  // shows (live, of a verified company) has a badge to show, as GET /api/cars/{id} has a car.
  const badgeOfCar = db
    .select({ responseMinutes: travelCompanies.responseMinutes })
    .from(cars)
    .innerJoin(travelCompanies, eq(travelCompanies.id, cars.travelCompanyId))
    .where(
      and(
        eq(cars.id, sql.placeholder('carId')),
        eq(cars.status, 'live'),
        eq(travelCompanies.status, 'verified'),
      ),
    )
    .limit(1)
    .prepare('company_badge_of_car');

  return {
    /**
     * The median response time of the company of a car the storefront shows (the hourly job's
     * figure), null when it has none; undefined when the storefront shows no such car.
     */
    async responseMinutesOfCar(carId: string): Promise<number | null | undefined> {
      const [row] = await badgeOfCar.execute({ carId });
      return row?.responseMinutes;
    },

    /**
     * One page of a company's leads, newest first, after the cursor's row. A lead belongs to the
     * company whose car was revealed at the time (`queries.travel_company_id`).
     */
    async listForCompany(
      companyId: string,
      { status, limit, cursor }: LeadListQuery,
    ): Promise<{ leads: Lead[]; nextCursor: string | null }> {
      const rows = await db
        .select({ ...leadColumns, cursorAt: cursorTime(queries.createdAt) })
        .from(queries)
        .innerJoin(users, eq(users.id, queries.userId))
        .innerJoin(cars, eq(cars.id, queries.carId))
        .where(
          and(
            eq(queries.travelCompanyId, companyId),
            status === undefined ? undefined : eq(queries.status, status),
            cursor === undefined
              ? undefined
              : sql`(${queries.createdAt}, ${queries.id}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)`,
          ),
        )
        .orderBy(desc(queries.createdAt), desc(queries.id))
        // One more than the page: whether there is a next page, without counting.
        .limit(limit + 1);
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      return {
        leads: page.map(({ cursorAt: _cursorAt, ...row }) => toLead(row)),
        nextCursor:
          rows.length > limit && last
            ? encodePageCursor({ at: last.cursorAt, id: last._id })
            : null,
      };
    },

    /** Whether the lead is one of the company's. */
    async isOfCompany(companyId: string, leadId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: queries.id })
        .from(queries)
        .where(and(eq(queries.id, leadId), eq(queries.travelCompanyId, companyId)))
        .limit(1);
      return row !== undefined;
    },

    /**
     * Sets a lead's status, in one statement that also checks it is the company's: null, and
     * nothing written, when it is not. The first move away from `new` stamps the first response;
     * later moves (back to `new` included) keep that time.
     */
    async setStatus(companyId: string, leadId: string, status: LeadStatus): Promise<Lead | null> {
      const updated = db.$with('updated').as(
        db
          .update(queries)
          .set({
            status,
            ...(status === 'new'
              ? {}
              : { firstResponseAt: sql`coalesce(${queries.firstResponseAt}, now())` }),
          })
          .where(and(eq(queries.id, leadId), eq(queries.travelCompanyId, companyId)))
          .returning({
            id: queries.id,
            userId: queries.userId,
            carId: queries.carId,
            createdAt: queries.createdAt,
            status: queries.status,
            firstResponseAt: queries.firstResponseAt,
          }),
      );
      const [row] = await db
        .with(updated)
        .select({
          _id: updated.id,
          customer: { name: users.userName, phone: users.mobile },
          car: { _id: cars.id, name: cars.carName, model: cars.carModel },
          createdAt: updated.createdAt,
          status: updated.status,
          firstResponseAt: updated.firstResponseAt,
        })
        .from(updated)
        .innerJoin(users, eq(users.id, updated.userId))
        .innerJoin(cars, eq(cars.id, updated.carId));
      return row ? toLead(row) : null;
    },
  };
}
