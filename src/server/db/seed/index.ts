/**
 * The demo data loader: realistic rows for all five cities. The SVG pictures they point at are
 * files of `art/`, served at `/uploads/demo/` (app.ts), because the machines have no internet.
 */
import { hash } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import { issueInvoice } from '../../modules/invoices/invoices.repository.js';
import { createPersonalDataProtector } from '../../modules/users/personal-data.js';
import type { Database } from '../client.js';
import {
  blogLikes,
  bookingEvents,
  bookings,
  blogs,
  carOffers,
  carPageViews,
  cars,
  carWashes,
  documents,
  drivers,
  drivingSchools,
  faqs,
  feedback,
  homeStripItems,
  mechanics,
  notifications,
  promotions,
  queries,
  siteReviews,
  tours,
  travelCompanies,
  users,
  vans,
} from '../schema/index.js';
import { DEMO_USER } from './data.js';
import { buildDemoDataset } from './dataset.js';

export { DEMO_USER } from './data.js';

/** Table name → rows inserted. */
export type SeedSummary = Record<string, number>;

/** Rows per INSERT statement: well below PostgreSQL's 65,535 bind parameters. */
const BATCH_SIZE = 500;

function chunks<T>(rows: readonly T[]): T[][] {
  const parts: T[][] = [];
  for (let start = 0; start < rows.length; start += BATCH_SIZE)
    parts.push(rows.slice(start, start + BATCH_SIZE));
  return parts;
}

/** True when there are neither cars nor travel companies: a fresh database. */
export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const [car] = await db.select({ id: cars.id }).from(cars).limit(1);
  if (car) return false;
  const [company] = await db.select({ id: travelCompanies.id }).from(travelCompanies).limit(1);
  return !company;
}

/**
 * Inserts every demo row in one transaction. Meant for an empty database (see
 * {@link isDatabaseEmpty}); the demo e-mail addresses are unique.
 */
export async function seedDemoData(
  db: Database,
  options: {
    /** PERSONAL_DATA_KEY (config.personalDataKey): the demo identity numbers are stored protected. */
    personalDataKey: Buffer;
    now?: Date;
  },
): Promise<SeedSummary> {
  // Every demo account (customers and travel company owners) signs in with the demo password.
  const passwordHash = await hash(DEMO_USER.password);
  const data = buildDemoDataset({
    now: options.now ?? new Date(),
    passwordHash,
    personalData: createPersonalDataProtector(options.personalDataKey),
  });

  // Parents before children, so foreign keys hold at every insert.
  const plan = [
    ['users', users, data.users],
    ['travel_companies', travelCompanies, data.travelCompanies],
    // Drivers before cars: a car's default driver is copied onto it as it is inserted.
    ['drivers', drivers, data.drivers],
    ['cars', cars, data.cars],
    ['documents', documents, data.documents],
    ['car_page_views', carPageViews, data.carPageViews],
    ['feedback', feedback, data.feedback],
    ['site_reviews', siteReviews, data.siteReviews],
    ['home_strip_items', homeStripItems, data.homeStripItems],
    ['faqs', faqs, data.faqs],
    ['blogs', blogs, data.blogs],
    ['blog_likes', blogLikes, data.blogLikes],
    ['car_offers', carOffers, data.carOffers],
    ['vans', vans, data.vans],
    ['tours', tours, data.tours],
    ['car_washes', carWashes, data.carWashes],
    ['mechanics', mechanics, data.mechanics],
    ['driving_schools', drivingSchools, data.drivingSchools],
    ['queries', queries, data.queries],
    // After cars and drivers: each active booking holds its car and driver as it is inserted.
    ['bookings', bookings, data.bookings],
    ['booking_events', bookingEvents, data.bookingEvents],
    ['notifications', notifications, data.notifications],
    ['promotions', promotions, data.promotions],
  ] as const;

  const summary: SeedSummary = {};
  await db.transaction(async (tx) => {
    for (const [name, table, rows] of plan) {
      // The tuple loses the pairing of table and row type, which the dataset's types guarantee.
      for (const part of chunks<object>(rows)) await tx.insert(table).values(part as never);
      summary[name] = rows.length;
    }
    // The completed trips' invoices, issued as their completion did, with their ledger entries:
    // the partner's earnings and the console's statements have a month to show.
    for (const booking of data.bookings.filter((one) => one.status === 'completed')) {
      const completed = data.bookingEvents.find(
        (event) => event.bookingId === booking.id && event.toStatus === 'completed',
      );
      await issueInvoice(tx, booking.id!, completed?.createdAt ?? new Date());
    }
  });
  // Statistics for the tables just filled: the car list filters on the companies' status, and
  // the embedded database never analyses a table by itself.
  await db.execute(sql`analyze cars, travel_companies`);
  return summary;
}
