import { and, eq, exists, gt, inArray, lt, not, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import {
  bookings,
  blogs,
  carOffers,
  cars,
  carWashes,
  drivers,
  drivingSchools,
  homeStripItems,
  mechanics,
  tours,
  travelCompanies,
  uploads,
  users,
  vans,
} from '../../db/schema/index.js';

/** The public path of an upload, as the profile stores it. */
export const uploadPath = (fileName: string) => `/uploads/${fileName}`;

// Any fixed number works: it only has to be the same on every instance (see createWithinQuota).
const UPLOAD_QUOTA_LOCK_CLASS = 7_240_119;

export interface NewUpload {
  userId: string;
  fileName: string;
  mimeType: string;
  content: Buffer;
  contentHash: string;
  /** Uploaded to be private: a receipt, its uploader's (and operators') until its trip has it. */
  private: boolean;
}

/** Why an upload was refused: too many in a day, or too many bytes kept. */
export type QuotaRefusal = 'daily_limit' | 'storage_full';

export interface UploadQuota {
  dailyLimit: number;
  storageMaxBytes: number;
}

/**
 * Who may see an upload. A car's photo is public once a car showing it is live at a verified
 * company; until then (a draft, a car in review, a suspended car or company) only the account
 * that uploaded it sees it. Anything else (profile photos, logos, driver photos, a photo not yet
 * saved on a car) is public, as its page shows it to everyone. A receipt of a trip's expense
 * (`booking`) is its uploader's, the booking's customer's and operators'; uploaded privately and
 * not yet on its trip, only its uploader's (`owner`).
 */
export type UploadAudience = 'public' | 'owner' | 'booking';

export interface StoredUpload {
  /** The account that uploaded it. */
  userId: string;
  audience: UploadAudience;
  /** For a receipt, the customer of its booking, who may read it too. */
  customerId: string | null;
  mimeType: string;
  contentHash: string | null;
  /** Null for a file an older version wrote to one instance's disk (see moveIntoDatabase). */
  content: Buffer | null;
}

// Bytes travel as hex text, decoded and encoded by the database: PGlite turns a bytea parameter
// or result into a Buffer byte by byte (seconds for 5 MB, while every other query waits on its one
// connection); hex text takes milliseconds on both drivers. Documents store their files so too.
export const bytes = (content: Buffer) => sql`decode(${content.toString('hex')}, 'hex')`;
export const bytesOf = (column: AnyPgColumn) =>
  sql<Buffer | null>`encode(${column}, 'hex')`.mapWith((hex: string) => Buffer.from(hex, 'hex'));
const contentColumn = bytesOf(uploads.content);

/**
 * Whether the cars showing a picture make it public: null when no car shows it, true when one of
 * them is live at a verified company, false otherwise. One look-up in the GIN index of
 * `cars.photos` (`@>` with a one-element array), in the same statement as the upload's row.
 */
const shownByLiveCar = (db: Pick<Database, 'select'>, path: string) =>
  sql<boolean | null>`(${db
    .select({ live: sql`bool_or(${cars.status} = 'live' and ${travelCompanies.verified})` })
    .from(cars)
    .innerJoin(travelCompanies, eq(travelCompanies.id, cars.travelCompanyId))
    .where(sql`${cars.photos} @> array[${path}::text]`)})`;

/**
 * An upload is in use while a profile, a company logo, a car's photos or a driver's photo point
 * at it (a car's cover is one of its photos), or the site's content does (a blog, a home strip, a
 * side listing, drafts included): checked per candidate of the sweep.
 */
const inUse = (db: Pick<Database, 'select'>) => {
  const path = sql`'/uploads/' || ${uploads.fileName}`;
  const one = { one: sql`1` };
  return or(
    // A receipt of a trip's expense is kept with the trip.
    sql`${uploads.bookingId} is not null`,
    exists(db.select(one).from(users).where(eq(users.profilePhoto, path))),
    exists(db.select(one).from(travelCompanies).where(eq(travelCompanies.imageUrl, path))),
    exists(
      db
        .select(one)
        .from(cars)
        .where(sql`${cars.photos} @> array[${path}]`),
    ),
    exists(db.select(one).from(drivers).where(eq(drivers.photo, path))),
    exists(db.select(one).from(blogs).where(eq(blogs.image, path))),
    exists(db.select(one).from(homeStripItems).where(eq(homeStripItems.imageUrl, path))),
    exists(db.select(one).from(carOffers).where(eq(carOffers.imageUrl, path))),
    exists(db.select(one).from(vans).where(eq(vans.imageUrl, path))),
    exists(db.select(one).from(tours).where(eq(tours.image, path))),
    exists(db.select(one).from(carWashes).where(eq(carWashes.imageUrl, path))),
    exists(db.select(one).from(mechanics).where(eq(mechanics.imageUrl, path))),
    exists(db.select(one).from(drivingSchools).where(eq(drivingSchools.imageUrl, path))),
  )!;
};

export function createUploadsRepository(db: Database) {
  return {
    /**
     * Stores the file unless it would pass the account's quota. The check and the insert run
     * under a lock per user, so parallel uploads (on any instance) cannot slip past it together.
     */
    async createWithinQuota(values: NewUpload, quota: UploadQuota): Promise<QuotaRefusal | null> {
      return db.transaction(async (tx) => {
        await tx.execute(
          sql`select pg_advisory_xact_lock(${UPLOAD_QUOTA_LOCK_CLASS}, hashtext(${values.userId}))`,
        );
        const [usage] = await tx
          .select({
            lastDay: sql<number>`count(*) filter (where ${gt(uploads.createdAt, sql`now() - interval '24 hours'`)})::int`,
            bytes: sql<number>`coalesce(sum(${uploads.sizeBytes}), 0)::bigint`,
          })
          .from(uploads)
          .where(eq(uploads.userId, values.userId));
        if (usage!.lastDay >= quota.dailyLimit) return 'daily_limit';
        if (Number(usage!.bytes) + values.content.length > quota.storageMaxBytes)
          return 'storage_full';
        await tx
          .insert(uploads)
          .values({ ...values, content: bytes(values.content), sizeBytes: values.content.length });
        return null;
      });
    },

    async findByFileName(fileName: string): Promise<StoredUpload | null> {
      const [row] = await db
        .select({
          userId: uploads.userId,
          shownByLiveCar: shownByLiveCar(db, uploadPath(fileName)),
          bookingId: uploads.bookingId,
          private: uploads.private,
          customerId: bookings.customerUserId,
          mimeType: uploads.mimeType,
          contentHash: uploads.contentHash,
          content: contentColumn,
        })
        .from(uploads)
        .leftJoin(bookings, eq(bookings.id, uploads.bookingId))
        .where(eq(uploads.fileName, fileName))
        .limit(1);
      if (!row) return null;
      const { shownByLiveCar: live, bookingId, private: kept, customerId, ...upload } = row;
      const audience: UploadAudience =
        bookingId !== null ? 'booking' : kept || live === false ? 'owner' : 'public';
      return { ...upload, audience, customerId: customerId ?? null };
    },

    /**
     * Deletes up to `batchSize` uploads older than `maxAgeMs` that nothing refers to, and answers
     * how many went. Rows another sweep holds are skipped, so instances sweeping at once do not
     * wait for each other.
     */
    async deleteUnused(maxAgeMs: number, batchSize: number): Promise<number> {
      const unused = db
        .select({ id: uploads.id })
        .from(uploads)
        .where(
          and(
            lt(uploads.createdAt, sql`now() - ${maxAgeMs} * interval '1 millisecond'`),
            not(inUse(db)),
          ),
        )
        .limit(batchSize)
        .for('update', { skipLocked: true });
      const deleted = await db
        .delete(uploads)
        .where(inArray(uploads.id, unused))
        .returning({ id: uploads.id });
      return deleted.length;
    },
  };
}
