/**
 * The demo data loader (DESIGN "Demo data"): realistic rows for all five cities and the SVG
 * pictures they point at, generated locally because the machines have no internet.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { hash } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import { BODY_TYPES } from '../../../shared/partner-constants.js';
import { BODY_DRAWING_COLOUR, bodyDrawingPath } from '../../modules/fleet/body-drawings.js';
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
  queries,
  siteReviews,
  tours,
  travelCompanies,
  users,
  vans,
} from '../schema/index.js';
import { DEMO_USER } from './data.js';
import { buildDemoDataset, DEMO_URL_PREFIX } from './dataset.js';
import { carSvg } from './images.js';

export { DEMO_USER } from './data.js';

/** Table name → rows inserted. */
export type SeedSummary = Record<string, number>;

/** Rows per INSERT statement: well below PostgreSQL's 65,535 bind parameters. */
const BATCH_SIZE = 500;
const MARKER_FILE = '.version';

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

/** Where a public demo path (`/uploads/demo/cars/x.svg`) lives on disk. */
export function demoImageFile(uploadsDir: string, publicPath: string): string {
  if (!publicPath.startsWith(DEMO_URL_PREFIX))
    throw new Error(`Not a demo image path: ${publicPath}`);
  return join(uploadsDir, 'demo', ...publicPath.slice(DEMO_URL_PREFIX.length).split('/'));
}

/**
 * Writes the demo pictures under `${uploadsDir}/demo`. Runs at every start: the marker file holds
 * a hash of all pictures, so files are (re)written only when missing or when the drawings change.
 */
export async function writeDemoImages(uploadsDir: string): Promise<void> {
  // The pictures do not depend on dates, the password or the key, so any values do here.
  const { images } = buildDemoDataset({
    now: new Date(0),
    passwordHash: '',
    personalData: createPersonalDataProtector(Buffer.alloc(32)),
  });
  // With them, the drawing of each body type that a car without photos shows (fleet).
  const bodyDrawings = BODY_TYPES.map((bodyType, index): [string, () => string] => [
    bodyDrawingPath(bodyType),
    () => carSvg({ name: bodyType, colour: BODY_DRAWING_COLOUR, bodyType, backdrop: index }),
  ]);
  const files = [...images, ...bodyDrawings].map(([path, render]) => ({
    file: demoImageFile(uploadsDir, path),
    svg: render(),
  }));
  const digest = createHash('sha256');
  for (const { file, svg } of files)
    digest.update(file.slice(uploadsDir.length)).update('\0').update(svg).update('\0');
  const version = `v1-${digest.digest('hex').slice(0, 16)}`;

  const marker = join(uploadsDir, 'demo', MARKER_FILE);
  const current = await readFile(marker, 'utf8').catch(() => null);
  if (current?.trim() === version) return;

  const folders = new Set(files.map(({ file }) => dirname(file)));
  await Promise.all([...folders].map((folder) => mkdir(folder, { recursive: true })));
  for (const part of chunks(files))
    await Promise.all(part.map(({ file, svg }) => writeFile(file, svg)));
  // Written last, so an interrupted run is redone at the next start.
  await writeFile(marker, `${version}\n`);
}

/**
 * Writes the demo pictures and inserts every demo row in one transaction. Meant for an empty
 * database (see {@link isDatabaseEmpty}); the demo e-mail addresses are unique.
 */
export async function seedDemoData(
  db: Database,
  options: {
    uploadsDir: string;
    /** PERSONAL_DATA_KEY (config.personalDataKey): the demo identity numbers are stored protected. */
    personalDataKey: Buffer;
    now?: Date;
  },
): Promise<SeedSummary> {
  await writeDemoImages(options.uploadsDir);
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
  ] as const;

  const summary: SeedSummary = {};
  await db.transaction(async (tx) => {
    for (const [name, table, rows] of plan) {
      // The tuple loses the pairing of table and row type, which the dataset's types guarantee.
      for (const part of chunks<object>(rows)) await tx.insert(table).values(part as never);
      summary[name] = rows.length;
    }
  });
  // Statistics for the tables just filled: the car list filters on the companies' status, and
  // the embedded database never analyses a table by itself.
  await db.execute(sql`analyze cars, travel_companies`);
  return summary;
}
