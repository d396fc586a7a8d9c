import { and, asc, desc, eq, gt, gte, lt, max, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { blogs, cars, travelCompanies } from '../../db/schema/index.js';
import { publishedBlog } from '../blogs/blogs.repository.js';
import { onStorefront } from '../cars/cars.repository.js';
import { SITEMAP_MAX_URLS } from './sitemap-xml.js';

/** Cars read per statement while a car sitemap is written: a few hundred KB of rows at a time. */
const CARS_PER_READ = 5_000;

/** A time as the sitemaps protocol writes it (W3C datetime, UTC, to the millisecond). */
const w3cTime = (time: SQL | AnyPgColumn) =>
  sql<string>`to_char(${time} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** One car sitemap file: the storefront's cars from `firstId` on, in id order. */
export interface CarFile {
  firstId: string;
  /** The newest change among its cars. */
  lastmod: string;
  cars: number;
}

/** A page of the storefront by its record's id, and when that record last changed. */
export interface IndexedRecord {
  id: string;
  lastmod: string;
}

export interface SiteIndexRepositoryOptions {
  /** Cars per sitemap file: the protocol's 50,000 unless a test wants small files. */
  carsPerFile?: number;
}

/**
 * What the sitemaps list: only what a customer can open. Cars are those of the storefront's own
 * rule (`onStorefront`), read by keyset on their id, never by offset, so the last of a million
 * cars costs what the first does.
 */
export function createSiteIndexRepository(
  db: Database,
  { carsPerFile = SITEMAP_MAX_URLS }: SiteIndexRepositoryOptions = {},
) {
  if (!Number.isSafeInteger(carsPerFile) || carsPerFile < 1 || carsPerFile > SITEMAP_MAX_URLS)
    throw new RangeError(`carsPerFile must be a whole number from 1 to ${SITEMAP_MAX_URLS}`);
  // A checked whole number, written into the statement: it groups rows, it is not a value.
  const perFile = sql.raw(String(carsPerFile));

  return {
    carsPerFile,

    /**
     * The car sitemap files as they are now: the storefront's cars numbered in id order, cut every
     * `carsPerFile`, each file named by its first id with its newest change and its count. One
     * pass over the cars (their ids and times), done once per catalogue version by the caller;
     * each file is then read from its first id on.
     */
    async carFiles(): Promise<CarFile[]> {
      const result = await db.execute(sql`
        select (array_agg(numbered.id) filter (where (numbered.n - 1) % ${perFile} = 0))[1]::text as "firstId",
          ${w3cTime(sql`max(numbered.updated_at)`)} as "lastmod",
          count(*)::int as "cars"
        from (
          select ${cars.id} as id, ${cars.updatedAt} as updated_at,
            row_number() over (order by ${cars.id}) as n
          from ${cars}
          inner join ${travelCompanies} on ${travelCompanies.id} = ${cars.travelCompanyId}
          where ${onStorefront}
        ) as numbered
        group by (numbered.n - 1) / ${perFile}
        order by min(numbered.n)
      `);
      return (result as unknown as { rows: CarFile[] }).rows;
    },

    /**
     * The cars of one file, a read at a time: from `firstId` (included) up to `nextFileId` (not
     * included, none for the last file), at most `carsPerFile`. Each read starts after the last
     * id of the one before.
     */
    async *carsOfFile(firstId: string, nextFileId: string | null): AsyncGenerator<IndexedRecord[]> {
      let after: string | null = null;
      let left = carsPerFile;
      while (left > 0) {
        const limit = Math.min(CARS_PER_READ, left);
        const rows: IndexedRecord[] = await db
          .select({ id: cars.id, lastmod: w3cTime(cars.updatedAt) })
          .from(cars)
          .innerJoin(travelCompanies, eq(travelCompanies.id, cars.travelCompanyId))
          .where(
            and(
              onStorefront,
              after === null ? gte(cars.id, firstId) : gt(cars.id, after),
              nextFileId === null ? undefined : lt(cars.id, nextFileId),
            ),
          )
          .orderBy(asc(cars.id))
          .limit(limit);
        if (rows.length > 0) yield rows;
        if (rows.length < limit) return;
        left -= rows.length;
        after = rows.at(-1)!.id;
      }
    },

    /** Published blogs, newest first, as many as one sitemap file holds. */
    async blogs(): Promise<IndexedRecord[]> {
      return await db
        .select({ id: blogs.id, lastmod: w3cTime(blogs.updatedAt) })
        .from(blogs)
        .where(publishedBlog)
        .orderBy(desc(blogs.createdAt), desc(blogs.id))
        .limit(SITEMAP_MAX_URLS);
    },

    /** When a published blog last changed: the blog list page's lastmod. */
    async newestBlogChange(): Promise<string | null> {
      const [row] = await db
        .select({ lastmod: w3cTime(sql`${max(blogs.updatedAt)}`) })
        .from(blogs)
        .where(publishedBlog);
      return row?.lastmod ?? null;
    },
  };
}

export type SiteIndexRepository = ReturnType<typeof createSiteIndexRepository>;
