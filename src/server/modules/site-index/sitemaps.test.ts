import { describe, expect, it } from 'vitest';
import type { CatalogVersion } from '../../db/catalog-version.js';
import type { CarFile, IndexedRecord, SiteIndexRepository } from './site-index.repository.js';
import { createSitemaps } from './sitemaps.js';

const SITE = 'https://saarthi.example';
const LASTMOD = '2026-01-01T00:00:00.000Z';

/** Cars with ids `car-000…`, cut into files like the repository does, counting each read. */
function fakeCatalogue(carCount: number, carsPerFile: number) {
  const ids = Array.from({ length: carCount }, (_, n) => `car-${String(n).padStart(3, '0')}`);
  const reads = { files: 0, carFiles: 0 };
  const repository = {
    carsPerFile,
    async carFiles(): Promise<CarFile[]> {
      reads.files += 1;
      const files: CarFile[] = [];
      for (let at = 0; at < ids.length; at += carsPerFile)
        files.push({
          firstId: ids[at]!,
          lastmod: LASTMOD,
          cars: ids.slice(at, at + carsPerFile).length,
        });
      return files;
    },
    async *carsOfFile(firstId: string, nextFileId: string | null) {
      reads.carFiles += 1;
      const rows: IndexedRecord[] = ids
        .filter((id) => id >= firstId && (nextFileId === null || id < nextFileId))
        .slice(0, carsPerFile)
        .map((id) => ({ id, lastmod: LASTMOD }));
      yield rows;
    },
    blogs: async () => [],
    newestBlogChange: async () => null,
  } satisfies SiteIndexRepository;
  let catalog = 1n;
  return {
    repository,
    reads,
    catalogVersion: async (): Promise<CatalogVersion> => ({ catalog, ratings: 0n }),
    change: () => {
      catalog += 1n;
    },
  };
}

describe('the sitemaps kept in memory', () => {
  it('read the catalogue once per version, and write each car file once', async () => {
    const catalogue = fakeCatalogue(5, 2);
    const sitemaps = createSitemaps({ ...catalogue, publicUrl: SITE });

    const index = await sitemaps.index();
    expect(await sitemaps.index()).toBe(index);
    const file = await sitemaps.cars(2);
    expect(await sitemaps.cars(2)).toBe(file);
    expect(file!.body.toString()).toContain(`<loc>${SITE}/car/car-002</loc>`);
    expect(await sitemaps.cars(4)).toBeNull();
    expect(catalogue.reads).toEqual({ files: 1, carFiles: 1 });

    catalogue.change();
    expect(await sitemaps.cars(2)).not.toBe(file);
    expect(catalogue.reads).toEqual({ files: 2, carFiles: 2 });
  });

  it('write a file once for requests that ask for it together', async () => {
    const catalogue = fakeCatalogue(5, 2);
    const sitemaps = createSitemaps({ ...catalogue, publicUrl: SITE });
    const answers = await Promise.all([sitemaps.cars(1), sitemaps.cars(1), sitemaps.cars(1)]);
    expect(new Set(answers).size).toBe(1);
    expect(catalogue.reads).toEqual({ files: 1, carFiles: 1 });
  });

  it('keep no more car files than their budget allows, the least recently read going first', async () => {
    const catalogue = fakeCatalogue(6, 2);
    const oneFile = (await createSitemaps({ ...catalogue, publicUrl: SITE }).cars(1))!.body.length;
    const sitemaps = createSitemaps({ ...catalogue, publicUrl: SITE, cacheBytes: oneFile * 2 });
    await sitemaps.cars(1);
    await sitemaps.cars(2);
    await sitemaps.cars(1);
    await sitemaps.cars(3); // room for two: file 2, read least recently, goes
    const before = catalogue.reads.carFiles;
    await sitemaps.cars(1);
    await sitemaps.cars(3);
    expect(catalogue.reads.carFiles).toBe(before);
    await sitemaps.cars(2);
    expect(catalogue.reads.carFiles).toBe(before + 1);
  });
});
