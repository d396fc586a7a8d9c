import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  auditLog,
  blogs,
  bookings,
  carOffers,
  carWashes,
  cars,
  documents,
  drivers,
  drivingSchools,
  faqs,
  feedback,
  homeStripItems,
  mechanics,
  queries,
  siteReviews,
  tours,
  travelCompanies,
  users,
  vans,
} from '../../db/schema/index.js';

/** What people call a record (null once it is gone), and what tells it apart (null when nothing more). */
export interface RecordName {
  name: string | null;
  detail: string | null;
}

const carName = sql`btrim(${cars.carName} || ' ' || ${cars.carModel})`;
const id = auditLog.recordId;

/** A table whose rows are named by one column of their own. */
const byColumn = (table: PgTable & { id: AnyPgColumn }, name: AnyPgColumn): SQL =>
  sql`(select array[${name}::text, null] from ${table} where ${table.id} = ${id})`;

/** How each kind of record is named, `[name, detail]`: a read by the record's primary key. */
const BY_TYPE: Record<string, SQL> = {
  company: byColumn(travelCompanies, travelCompanies.travelsName),
  car: sql`(select array[${carName}, ${cars.registrationNumber}] from ${cars} where ${cars.id} = ${id})`,
  driver: sql`(select array[${drivers.name}, ${travelCompanies.travelsName}]
    from ${drivers}
    left join ${travelCompanies} on ${travelCompanies.id} = ${drivers.travelCompanyId}
    where ${drivers.id} = ${id})`,
  document: sql`(select array[${documents.fileName}, ${travelCompanies.travelsName}]
    from ${documents}
    join ${travelCompanies} on ${travelCompanies.id} = ${documents.travelCompanyId}
    where ${documents.id} = ${id})`,
  lead: sql`(select array[${users.userName}, ${carName}]
    from ${queries}
    join ${users} on ${users.id} = ${queries.userId}
    join ${cars} on ${cars.id} = ${queries.carId}
    where ${queries.id} = ${id})`,
  user: sql`(select array[${users.userName}, ${users.email}] from ${users} where ${users.id} = ${id})`,
  booking: sql`(select array[${bookings.reference}, ${users.userName}]
    from ${bookings}
    join ${users} on ${users.id} = ${bookings.customerUserId}
    where ${bookings.id} = ${id})`,
};

/** A review is a car's (its author, and the car) or, for `comment.*` actions, the site's. */
const CAR_REVIEW = sql`(select array[${users.userName}, ${carName}]
  from ${feedback}
  join ${users} on ${users.id} = ${feedback.userId}
  join ${cars} on ${cars.id} = ${feedback.carId}
  where ${feedback.id} = ${id})`;
const SITE_REVIEW = byColumn(siteReviews, siteReviews.userName);

/** Content is one of several tables: the action's first word says which (`faq.publish`). */
const CONTENT_BY_SUBJECT: Record<string, SQL> = {
  faq: byColumn(faqs, faqs.question),
  blog: byColumn(blogs, blogs.title),
  home_strip: byColumn(homeStripItems, homeStripItems.title),
  car_offer: byColumn(carOffers, carOffers.title),
  van: byColumn(vans, vans.ownerName),
  tour: byColumn(tours, tours.title),
  car_wash: byColumn(carWashes, carWashes.name),
  mechanic: byColumn(mechanics, mechanics.fullname),
  driving_school: byColumn(drivingSchools, drivingSchools.drivingSchoolName),
};

const subject = sql`split_part(${auditLog.action}, '.', 1)`;
/** A kind's name as a literal of the statement's text, so that one text serves every page. */
const literal = (word: string) => sql.raw(`'${word.replace(/'/g, "''")}'`);

/**
 * An entry's record as it is named now, `[name, detail]` (null when the record is gone or its
 * kind has no name), as a column of the log's own statement: the branch of the entry's kind, a
 * read by primary key, runs for the page's rows only. Its many branches make the statement slow
 * to plan, so the page is a prepared read (decision 015), planned once.
 */
export const recordNameColumn = sql<[string, string | null] | null>`case
  ${sql.join(
    Object.entries(BY_TYPE).map(
      ([type, lookup]) => sql`when ${auditLog.recordType} = ${literal(type)} then ${lookup}`,
    ),
    sql` `,
  )}
  when ${auditLog.recordType} = 'review' and ${subject} = 'comment' then ${SITE_REVIEW}
  when ${auditLog.recordType} = 'review' then ${CAR_REVIEW}
  ${sql.join(
    Object.entries(CONTENT_BY_SUBJECT).map(
      ([name, lookup]) =>
        sql`when ${auditLog.recordType} = 'content' and ${subject} = ${literal(name)} then ${lookup}`,
    ),
    sql` `,
  )}
end`;

/** The column's value as the API answers it. */
export function recordName(value: [string, string | null] | null): RecordName {
  return value ? { name: value[0], detail: value[1] || null } : { name: null, detail: null };
}
