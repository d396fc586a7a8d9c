/**
 * Many cars for benchmarks: copies of the demo cars, so every generated car has a real
 * travel company, a real picture and a real driver, spread over the cities, categories and
 * services in the demo's proportions. Rows are made by the database itself from
 * `generate_series` (one multi-row INSERT … SELECT per batch), so no rows cross the wire and a
 * million cars take seconds, on PGlite and on PostgreSQL alike.
 */
import { desc, min, sql } from 'drizzle-orm';
import type { Database } from './client.js';
import { cars } from './schema/index.js';

/** Rows per INSERT statement: big enough to amortize a statement, small enough for PGlite's memory. */
export const BULK_CARS_BATCH_SIZE = 50_000;
/** Generated cars are this far apart, going back in time from the oldest car already there. */
const CAR_SPACING_SECONDS = 7;

export type CarTemplate = Awaited<ReturnType<typeof loadCarTemplates>>[number];

export interface BulkCarsOptions {
  count: number;
  /** The cars to copy; by default the newest ones (see {@link loadCarTemplates}). */
  templates?: CarTemplate[];
  batchSize?: number;
  /** Called after each batch with the number of cars inserted so far. */
  onBatch?: (inserted: number) => void;
}

/**
 * The cars that bulk rows copy: the newest 500, which are the demo cars while no bulk cars exist
 * (bulk cars are always older than every car already there). A caller that adds cars in several
 * steps loads the templates once, before the first step, and passes them to every step.
 */
export async function loadCarTemplates(db: Database) {
  const templates = await db
    .select({
      travelCompanyId: cars.travelCompanyId,
      carName: cars.carName,
      carModel: cars.carModel,
      fuelType: cars.fuelType,
      newPrice: cars.newPrice,
      oldPrice: cars.oldPrice,
      category: cars.category,
      serviceType: cars.serviceType,
      seater: cars.seater,
      city: cars.city,
      availability: cars.availability,
      carImage: cars.carImage,
      driverName: cars.driverName,
      driverAge: cars.driverAge,
      driverLicence: cars.driverLicence,
      driverImage: cars.driverImage,
    })
    .from(cars)
    .orderBy(desc(cars.createdAt), desc(cars.id))
    .limit(500);
  if (templates.length === 0)
    throw new Error('Bulk cars copy the demo cars: seed the demo data first.');
  return templates;
}

/** A PostgreSQL array literal of texts (`{"a","b"}`), sent as one bound parameter. */
function textArray(values: readonly (string | number | boolean | null)[]): string {
  const items = values.map((value) =>
    value === null ? 'NULL' : `"${String(value).replace(/["\\]/g, '\\$&')}"`,
  );
  return `{${items.join(',')}}`;
}

/** The indexes of `cars` other than its primary key, with the statements that create them. */
async function secondaryIndexesOfCars(
  db: Pick<Database, 'execute'>,
): Promise<{ name: string; definition: string }[]> {
  const result = await db.execute(sql`
    select i.relname as name, pg_get_indexdef(i.oid) as definition
    from pg_index x
    join pg_class i on i.oid = x.indexrelid
    where x.indrelid = 'cars'::regclass and not x.indisprimary
    order by i.relname
  `);
  return (result as unknown as { rows: { name: string; definition: string }[] }).rows;
}

/**
 * Inserts `count` cars in batches and refreshes the planner's statistics. Returns the time it
 * took in milliseconds.
 */
export async function insertBulkCars(db: Database, options: BulkCarsOptions): Promise<number> {
  const started = performance.now();
  const { count, batchSize = BULK_CARS_BATCH_SIZE } = options;
  const templates = options.templates ?? (await loadCarTemplates(db));
  // Older than every car already there, so the newest cars (and the templates) stay the demo's.
  const [oldest] = await db.select({ at: min(cars.createdAt) }).from(cars);
  const start = (oldest?.at ?? new Date()).toISOString();
  const column = <K extends keyof (typeof templates)[number]>(key: K) =>
    textArray(templates.map((row) => row[key]));

  // Building an index once over all rows is several times faster than growing it row by row, so
  // the secondary indexes are dropped and rebuilt, from their own definitions, in the same
  // transaction: other sessions see either the old catalogue or the new one, indexed.
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local maintenance_work_mem = '256MB'`);
    const indexes = await secondaryIndexesOfCars(tx);
    for (const { name } of indexes) await tx.execute(sql`drop index ${sql.identifier(name)}`);
    let inserted = 0;
    while (inserted < count) {
      const size = Math.min(batchSize, count - inserted);
      const first = inserted + 1;
      const last = inserted + size;
      // Template k serves cars k, k + n, k + 2n…; prices move in small steps so copies differ.
      await tx.execute(sql`
        insert into cars (
          travel_company_id, car_name, car_model, fuel_type, new_price, old_price, category,
          service_type, seater, city, availability, car_image, driver_name, driver_age,
          driver_licence, driver_image, status, created_at
        )
        select
          t.travel_company_id, t.car_name, t.car_model, t.fuel_type,
          t.new_price + (s.i / ${templates.length}) % 5 * 50, t.old_price + (s.i / ${templates.length}) % 5 * 50,
          t.category, t.service_type, t.seater, t.city, t.availability, t.car_image, t.driver_name,
          t.driver_age, t.driver_licence, t.driver_image, 'live',
          ${start}::timestamptz - s.i * interval '${sql.raw(String(CAR_SPACING_SECONDS))} seconds'
        from generate_series(${first}::int, ${last}::int) as s(i)
        join unnest(
          ${column('travelCompanyId')}::uuid[], ${column('carName')}::text[], ${column('carModel')}::text[],
          ${column('fuelType')}::text[], ${column('newPrice')}::int[], ${column('oldPrice')}::int[],
          ${column('category')}::car_category[], ${column('serviceType')}::service_type[],
          ${column('seater')}::smallint[], ${column('city')}::text[], ${column('availability')}::boolean[],
          ${column('carImage')}::text[], ${column('driverName')}::text[], ${column('driverAge')}::smallint[],
          ${column('driverLicence')}::text[], ${column('driverImage')}::text[]
        ) with ordinality as t(
          travel_company_id, car_name, car_model, fuel_type, new_price, old_price, category,
          service_type, seater, city, availability, car_image, driver_name, driver_age,
          driver_licence, driver_image, n
        ) on t.n = s.i % ${templates.length} + 1
      `);
      inserted += size;
      options.onBatch?.(inserted);
    }
    for (const { definition } of indexes) await tx.execute(sql.raw(definition));
  });
  // Fresh statistics, so the planner sees the new size at once rather than after autovacuum; the
  // companies too: the car list filters on their status, and without statistics the planner
  // takes "verified" for rare and sorts the whole table instead of reading an index in order.
  await db.execute(sql`analyze cars, travel_companies`);
  return performance.now() - started;
}
