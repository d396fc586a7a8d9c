import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { preparedRead } from '../../db/prepared-read.js';
import {
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

/** What people call a record, and what tells it apart (null when nothing more). */
export interface RecordName {
  name: string;
  detail: string | null;
}

/** One entry's record, as the log keeps it: its kind, its id, and the action (for content). */
export interface NamedRecord {
  type: string;
  id: string;
  action: string;
}

/**
 * The rows of one kind named `ids`, as `(id, name, detail)`: a read by primary key. The ids
 * travel as one array parameter, which the embedded database binds far faster than one
 * parameter per id.
 */
type Lookup = (ids: SQL) => SQL;

/** A table whose rows are named by one column of their own. */
const byColumn =
  (table: PgTable & { id: AnyPgColumn }, name: AnyPgColumn): Lookup =>
  (ids) =>
    sql`select ${table.id} as id, ${name}::text as name, null::text as detail
      from ${table} where ${table.id} = any(${ids})`;

const carName = sql`btrim(${cars.carName} || ' ' || ${cars.carModel})`;

/** How each kind of record is named. */
const LOOKUPS: Record<string, Lookup> = {
  company: byColumn(travelCompanies, travelCompanies.travelsName),
  car: (ids) =>
    sql`select ${cars.id} as id, ${carName} as name, ${cars.registrationNumber} as detail
      from ${cars} where ${cars.id} = any(${ids})`,
  driver: (ids) =>
    sql`select ${drivers.id} as id, ${drivers.name} as name, ${travelCompanies.travelsName} as detail
      from ${drivers}
      left join ${travelCompanies} on ${travelCompanies.id} = ${drivers.travelCompanyId}
      where ${drivers.id} = any(${ids})`,
  document: (ids) =>
    sql`select ${documents.id} as id, ${documents.fileName} as name, ${travelCompanies.travelsName} as detail
      from ${documents}
      join ${travelCompanies} on ${travelCompanies.id} = ${documents.travelCompanyId}
      where ${documents.id} = any(${ids})`,
  lead: (ids) =>
    sql`select ${queries.id} as id, ${users.userName} as name, ${carName} as detail
      from ${queries}
      join ${users} on ${users.id} = ${queries.userId}
      join ${cars} on ${cars.id} = ${queries.carId}
      where ${queries.id} = any(${ids})`,
  user: (ids) =>
    sql`select ${users.id} as id, ${users.userName} as name, ${users.email} as detail
      from ${users} where ${users.id} = any(${ids})`,
  booking: (ids) =>
    sql`select ${bookings.id} as id, ${bookings.reference} as name, ${users.userName} as detail
      from ${bookings}
      join ${users} on ${users.id} = ${bookings.customerUserId}
      where ${bookings.id} = any(${ids})`,
};

/** A review is a car's (its author, and the car) or, for `comment.*` actions, the site's. */
const CAR_REVIEW: Lookup = (ids) =>
  sql`select ${feedback.id} as id, ${users.userName} as name, ${carName} as detail
    from ${feedback}
    join ${users} on ${users.id} = ${feedback.userId}
    join ${cars} on ${cars.id} = ${feedback.carId}
    where ${feedback.id} = any(${ids})`;
const SITE_REVIEW = byColumn(siteReviews, siteReviews.userName);

/** Content is one of several tables: the action's first word says which (`faq.publish`). */
const CONTENT_LOOKUPS: Record<string, Lookup> = {
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

/** The lookup an entry's record is named by, under the key its ids are gathered by. */
function lookupOf(record: NamedRecord): { key: string; lookup: Lookup } | null {
  const subject = record.action.split('.')[0] ?? '';
  if (record.type === 'review')
    return subject === 'comment'
      ? { key: 'review:site', lookup: SITE_REVIEW }
      : { key: 'review:car', lookup: CAR_REVIEW };
  if (record.type === 'content') {
    const lookup = CONTENT_LOOKUPS[subject];
    return lookup ? { key: `content:${subject}`, lookup } : null;
  }
  const lookup = LOOKUPS[record.type];
  return lookup ? { key: record.type, lookup } : null;
}

/**
 * The names of a page of entries' records, read now in one statement: a read by primary key for
 * each kind of record on the page (never one per entry). A record no longer there (deleted) has
 * no name.
 */
export async function recordNames(
  db: Database,
  records: readonly NamedRecord[],
): Promise<(record: NamedRecord) => RecordName | null> {
  const wanted = new Map<string, { lookup: Lookup; ids: Set<string> }>();
  for (const record of records) {
    const found = lookupOf(record);
    if (!found) continue;
    const group = wanted.get(found.key) ?? { lookup: found.lookup, ids: new Set<string>() };
    group.ids.add(record.id);
    wanted.set(found.key, group);
  }
  const names = new Map<string, RecordName>();
  if (wanted.size > 0) {
    const reads = [...wanted].map(
      ([key, { lookup, ids }]) =>
        sql`select ${key}::text as key, named.* from (${lookup(sql`${`{${[...ids].join(',')}}`}::uuid[]`)}) named`,
    );
    const rows = await preparedRead<{
      key: string;
      id: string;
      name: string;
      detail: string | null;
    }>(db, sql.join(reads, sql` union all `));
    for (const row of rows)
      names.set(`${row.key}|${row.id}`, { name: row.name, detail: row.detail || null });
  }
  return (record) => {
    const found = lookupOf(record);
    return found ? (names.get(`${found.key}|${record.id}`) ?? null) : null;
  };
}
