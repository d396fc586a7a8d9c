import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { uploads, users } from '../db/schema/index.js';
import { createTestDatabase } from '../test/database.js';
import { createCar, createDriver, createTravelCompany, createUser } from '../test/factories.js';
import { startUploadCleanup, sweepUnusedUploads } from './upload-cleanup.js';

const database = await createTestDatabase();
const { db } = database;
afterAll(() => database.close());

const HOUR = 60 * 60 * 1000;

/** An upload of `userId`, `hoursAgo` old; answers its file name. */
async function storedUpload(userId: string, hoursAgo: number) {
  const fileName = `${randomUUID()}.png`;
  await db.insert(uploads).values({
    userId,
    fileName,
    mimeType: 'image/png',
    sizeBytes: 3,
    content: Buffer.from([1, 2, 3]),
    contentHash: 'hash',
    createdAt: new Date(Date.now() - hoursAgo * HOUR),
  });
  return fileName;
}

async function remaining(fileNames: string[]) {
  const rows = await db
    .select({ fileName: uploads.fileName })
    .from(uploads)
    .where(inArray(uploads.fileName, fileNames));
  return rows.map((row) => row.fileName).sort();
}

describe('sweepUnusedUploads', () => {
  it('deletes uploads older than a day that no profile shows, and keeps the rest', async () => {
    const owner = await createUser(db);
    const other = await createUser(db);
    const abandoned = await storedUpload(owner.id, 25);
    const replaced = await storedUpload(owner.id, 24 * 30);
    const recent = await storedUpload(owner.id, 23);
    const ownPhoto = await storedUpload(owner.id, 24 * 30);
    // Referenced by anyone's profile counts, not only its uploader's.
    const photoOfAnother = await storedUpload(owner.id, 48);
    await db
      .update(users)
      .set({ profilePhoto: `/uploads/${ownPhoto}` })
      .where(eq(users.id, owner.id));
    await db
      .update(users)
      .set({ profilePhoto: `/uploads/${photoOfAnother}` })
      .where(eq(users.id, other.id));

    expect(await sweepUnusedUploads(db)).toBe(2);

    expect(await remaining([abandoned, replaced, recent, ownPhoto, photoOfAnother])).toEqual(
      [recent, ownPhoto, photoOfAnother].sort(),
    );
    expect(await sweepUnusedUploads(db)).toBe(0);
  });

  it("keeps a company's logo, a car's photos and a driver's photo", async () => {
    const partner = await createUser(db, { role: 'partner' });
    const [logo, cover, second, driverPhoto, unused] = await Promise.all(
      [1, 2, 3, 4, 5].map(() => storedUpload(partner.id, 48)),
    );
    const company = await createTravelCompany(db, {
      ownerUserId: partner.id,
      imageUrl: `/uploads/${logo}`,
    });
    await createCar(db, {
      travelCompanyId: company.id,
      carImage: `/uploads/${cover}`,
      photos: [`/uploads/${cover}`, `/uploads/${second}`],
    });
    await createDriver(db, { travelCompanyId: company.id, photo: `/uploads/${driverPhoto}` });

    await sweepUnusedUploads(db);

    expect(await remaining([logo!, cover!, second!, driverPhoto!, unused!])).toEqual(
      [logo!, cover!, second!, driverPhoto!].sort(),
    );
  });

  it('deletes more than one batch, also when several instances sweep at once', async () => {
    const owner = await createUser(db);
    const old = [];
    for (let i = 0; i < 250; i += 1) old.push(await storedUpload(owner.id, 30));
    const kept = await storedUpload(owner.id, 1);

    const counts = await Promise.all([
      sweepUnusedUploads(db),
      sweepUnusedUploads(db),
      sweepUnusedUploads(db),
    ]);

    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(250);
    expect(await remaining([...old, kept])).toEqual([kept]);
  });
});

describe('startUploadCleanup', () => {
  it('sweeps at once, logs what went, and its stop waits for the sweep', async () => {
    const owner = await createUser(db);
    const abandoned = await storedUpload(owner.id, 30);
    const log = { info: vi.fn(), error: vi.fn() };

    const stop = startUploadCleanup(db, log);
    await stop();

    expect(await remaining([abandoned])).toEqual([]);
    expect(log.info).toHaveBeenCalledWith({ deleted: 1 }, 'Deleted unused uploads');
    expect(log.error).not.toHaveBeenCalled();
  });

  it('logs a failed sweep instead of throwing', async () => {
    const log = { info: vi.fn(), error: vi.fn() };
    const closed = await createTestDatabase();
    await closed.close();
    await startUploadCleanup(closed.db, log)();
    expect(log.error).toHaveBeenCalledWith(
      { err: expect.any(Error) },
      'Deleting unused uploads failed',
    );
  });
});
