import { eq, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
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

type Lookup = (db: Database, ids: string[]) => Promise<(RecordName & { id: string })[]>;

/** A table whose rows are named by one column of their own. */
const byColumn =
  (table: PgTable & { id: AnyPgColumn }, name: AnyPgColumn): Lookup =>
  (db, ids) =>
    db
      .select({ id: table.id, name: sql<string>`${name}`, detail: sql<string | null>`null` })
      .from(table)
      .where(inArray(table.id, ids)) as Promise<(RecordName & { id: string })[]>;

const carName = sql<string>`btrim(${cars.carName} || ' ' || ${cars.carModel})`;

/** How each kind of record is named. */
const LOOKUPS: Record<string, Lookup> = {
  company: byColumn(travelCompanies, travelCompanies.travelsName),
  car: (db, ids) =>
    db
      .select({ id: cars.id, name: carName, detail: cars.registrationNumber })
      .from(cars)
      .where(inArray(cars.id, ids)),
  driver: (db, ids) =>
    db
      .select({ id: drivers.id, name: drivers.name, detail: travelCompanies.travelsName })
      .from(drivers)
      .leftJoin(travelCompanies, eq(travelCompanies.id, drivers.travelCompanyId))
      .where(inArray(drivers.id, ids)),
  document: (db, ids) =>
    db
      .select({
        id: documents.id,
        name: sql<string>`${documents.fileName}`,
        detail: travelCompanies.travelsName,
      })
      .from(documents)
      .innerJoin(travelCompanies, eq(travelCompanies.id, documents.travelCompanyId))
      .where(inArray(documents.id, ids)),
  lead: (db, ids) =>
    db
      .select({ id: queries.id, name: users.userName, detail: carName })
      .from(queries)
      .innerJoin(users, eq(users.id, queries.userId))
      .innerJoin(cars, eq(cars.id, queries.carId))
      .where(inArray(queries.id, ids)),
  user: (db, ids) =>
    db
      .select({ id: users.id, name: users.userName, detail: users.email })
      .from(users)
      .where(inArray(users.id, ids)),
  booking: (db, ids) =>
    db
      .select({ id: bookings.id, name: bookings.reference, detail: users.userName })
      .from(bookings)
      .innerJoin(users, eq(users.id, bookings.customerUserId))
      .where(inArray(bookings.id, ids)),
};

/** A review is a car's (its author, and the car) or, for `comment.*` actions, the site's. */
const CAR_REVIEW: Lookup = (db, ids) =>
  db
    .select({ id: feedback.id, name: users.userName, detail: carName })
    .from(feedback)
    .innerJoin(users, eq(users.id, feedback.userId))
    .innerJoin(cars, eq(cars.id, feedback.carId))
    .where(inArray(feedback.id, ids));
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
 * The names of a page of entries' records, read now: one statement per kind of record on the
 * page (never one per entry), each by its ids through the table's primary key. A record no
 * longer there (deleted) has no name.
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
  await Promise.all(
    [...wanted].map(async ([key, { lookup, ids }]) => {
      for (const row of await lookup(db, [...ids]))
        names.set(`${key}|${row.id}`, { name: row.name, detail: row.detail || null });
    }),
  );
  return (record) => {
    const found = lookupOf(record);
    return found ? (names.get(`${found.key}|${record.id}`) ?? null) : null;
  };
}
