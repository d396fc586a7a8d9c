import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import { indiaToday } from '../../shared/india-time.js';
import type { Database } from '../db/client.js';
import { carPageViews, cars } from '../db/schema/index.js';

/**
 * Views of the public car page for the partner's dashboard (docs/product/marketplace.md#partner-portal,
 * Dashboard). The car page is the storefront's busiest and most benchmarked read, so a view is
 * never a write: each instance counts in memory per car and India calendar day, and adds its
 * counts to `car_page_views` once a minute. A crash loses at most that minute's counts of one
 * instance, which a dashboard of 30-day trends can afford.
 */
export interface PageViewCounter {
  /** One view of a car's page, on the India calendar day of `at`. */
  count(carId: string, at?: Date): void;
  /** Hands over everything counted so far and starts again from zero. */
  take(): PageViewCount[];
  /** Puts counts back (a flush that failed), added to whatever was counted meanwhile. */
  restore(counts: readonly PageViewCount[]): void;
  /** How many car-and-day counts are waiting. */
  readonly size: number;
}

export interface PageViewCount {
  carId: string;
  /** YYYY-MM-DD, India. */
  day: string;
  views: number;
}

export function createPageViewCounter(): PageViewCounter {
  // Keyed by day, then car: no string is built per view, and a day's map is dropped whole.
  let days = new Map<string, Map<string, number>>();
  let size = 0;
  const add = (carId: string, day: string, views: number) => {
    let ofDay = days.get(day);
    if (!ofDay) {
      ofDay = new Map();
      days.set(day, ofDay);
    }
    const before = ofDay.get(carId);
    if (before === undefined) size += 1;
    ofDay.set(carId, (before ?? 0) + views);
  };
  return {
    count(carId, at = new Date()) {
      add(carId, indiaToday(at), 1);
    },
    take() {
      const taken = days;
      days = new Map();
      size = 0;
      const counts: PageViewCount[] = [];
      for (const [day, ofDay] of taken)
        for (const [carId, views] of ofDay) counts.push({ carId, day, views });
      return counts;
    },
    restore(counts) {
      for (const { carId, day, views } of counts) add(carId, day, views);
    },
    get size() {
      return size;
    },
  };
}

/** This instance's counter: the car page counts into it, the job below empties it. */
export const carPageViewCounter = createPageViewCounter();

let writes = 0;

/**
 * How many times this instance has added views to the table: a figure read from it before the
 * last write is out of date (writes by other instances show by age alone).
 */
export const pageViewWrites = () => writes;

/** Counts per statement: a busy minute is a few statements of bounded size, not one huge one. */
const FLUSH_BATCH_SIZE = 5_000;
const FLUSH_INTERVAL_MS = 60 * 1000;

/**
 * Adds counts (each car and day once, as `take` gives them) to `car_page_views` in one upsert
 * statement; the counts travel as one JSON parameter. Rows go in car-and-day order, so two
 * instances adding to the same rows lock them in the same order and never deadlock. A car deleted
 * since it was viewed is skipped: its views have nowhere to go, and one such car must not make
 * the whole statement fail again and again.
 */
export async function addPageViews(db: Database, counts: readonly PageViewCount[]): Promise<void> {
  if (counts.length === 0) return;
  const rows = JSON.stringify(counts.map(({ carId, day, views }) => ({ carId, day, views })));
  await db.execute(sql`
    insert into ${carPageViews} (car_id, day, views)
    select v."carId", v.day, v.views
    from jsonb_to_recordset(${rows}::jsonb) as v("carId" uuid, day date, views integer)
    where exists (select 1 from ${cars} where ${cars.id} = v."carId")
    order by v."carId", v.day
    on conflict (car_id, day) do update set views = ${carPageViews.views} + excluded.views`);
  writes += 1;
}

/**
 * Moves everything the counter holds into the database, a statement per batch; answers how many
 * car-and-day counts it wrote. When the database refuses a batch, that batch and the ones after
 * it go back into the counter for the next flush (the batches before it are written, and must
 * not be added twice).
 */
export async function flushPageViews(
  db: Database,
  counter: PageViewCounter = carPageViewCounter,
): Promise<number> {
  const counts = counter.take();
  for (let start = 0; start < counts.length; start += FLUSH_BATCH_SIZE) {
    try {
      await addPageViews(db, counts.slice(start, start + FLUSH_BATCH_SIZE));
    } catch (error) {
      counter.restore(counts.slice(start));
      throw error;
    }
  }
  return counts.length;
}

/**
 * Flushes every minute until stopped. The timer does not keep the process alive. The stop
 * function waits for a flush under way and then flushes once more, so the views counted until
 * the server closed reach the database before it is closed (main.ts stops this after the last
 * request and before the database).
 */
export function startPageViewFlush(
  db: Database,
  log: Pick<FastifyBaseLogger, 'error'>,
  counter: PageViewCounter = carPageViewCounter,
): () => Promise<void> {
  let running: Promise<void> = Promise.resolve();
  const flush = () => {
    running = running.then(async () => {
      try {
        await flushPageViews(db, counter);
      } catch (error) {
        log.error(
          { err: error, waiting: counter.size },
          'Adding car page views failed; kept for the next try',
        );
      }
    });
    return running;
  };
  const timer = setInterval(flush, FLUSH_INTERVAL_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await flush();
  };
}
