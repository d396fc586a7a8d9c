/**
 * The sitemap documents, and what each instance keeps of them. The index and the car files are
 * made of the catalogue (cars and their companies), so they are kept labelled with the catalogue
 * version they were read at (docs/decisions/004) and served while it stands: a crawler reading
 * twenty files in a row costs one pass over the cars, and a change to any car or company shows in
 * the next read on every instance. The pages and the blogs files are small and follow blogs,
 * which the catalogue version does not count: they are written on each request.
 */
import { createHash } from 'node:crypto';
import { CATEGORIES } from '../../../shared/constants.js';
import { PUBLIC_PAGES, blogPath, carPath, categoryPath } from '../../../shared/storefront-pages.js';
import type { CatalogVersion } from '../../db/catalog-version.js';
import type { CarFile, SiteIndexRepository } from './site-index.repository.js';
import {
  URLSET_CLOSE,
  URLSET_OPEN,
  sitemapIndex,
  urlEntry,
  urlset,
  type PageAddress,
} from './sitemap-xml.js';

/**
 * What the car files kept in memory may weigh in all: a file of 50,000 cars is about 6 MB, so
 * a few of them. A crawler reads the files one after another; one it reads again later is
 * written again from the database, which is what a kept copy only saves.
 */
export const CAR_FILES_CACHE_BYTES = 32 * 1024 * 1024;

/** A document ready to send, with the weak ETag @fastify/etag would hash from it, hashed once. */
export interface SitemapDocument {
  body: Buffer;
  etag: string;
}

function documentOf(text: string): SitemapDocument {
  const body = Buffer.from(text);
  return { body, etag: `W/"${createHash('sha1').update(body).digest('base64')}"` };
}

/** The pages that show the catalogue: they change when a car on them does. */
const CATALOGUE_PAGES: string[] = [
  PUBLIC_PAGES.home,
  ...CATEGORIES.map(categoryPath),
  PUBLIC_PAGES.allCars,
];

/** The file names under /sitemaps/, as the index lists them. */
export const sitemapFile = {
  pages: 'pages.xml',
  blogs: 'blogs.xml',
  cars: (number: number) => `cars-${number}.xml`,
};

export interface SitemapsOptions {
  repository: SiteIndexRepository;
  catalogVersion: () => Promise<CatalogVersion>;
  /** The site's address without a trailing slash (config.publicUrl). */
  publicUrl: string;
  cacheBytes?: number;
  /** Told of each kept document served and each one written (this instance's metrics). */
  count?: (event: 'sitemap_cache_hit' | 'sitemap_cache_miss') => void;
}

export function createSitemaps({
  repository,
  catalogVersion,
  publicUrl,
  cacheBytes = CAR_FILES_CACHE_BYTES,
  count = () => undefined,
}: SitemapsOptions) {
  const address = (path: string) => `${publicUrl}${path}`;

  /** The car files of the newest catalogue version read, and what was written of them. */
  let current:
    | {
        version: bigint;
        files: Promise<CarFile[]>;
        index?: SitemapDocument;
        cars: Map<number, SitemapDocument>;
        carBytes: number;
      }
    | undefined;

  /** The catalogue as of now: the car files of a version read after the request arrived. */
  async function catalogue() {
    // Read before the cars, so what is kept is never labelled newer than it is.
    const { catalog } = await catalogVersion();
    // A request that read an older version while another read a newer one keeps the newer.
    if (current === undefined || current.version < catalog) {
      const files = repository.carFiles();
      const entry = { version: catalog, files, cars: new Map(), carBytes: 0 };
      current = entry;
      // A failed read is not kept: the next request tries again.
      files.catch(() => {
        if (current === entry) current = undefined;
      });
    }
    const entry = current;
    return { entry, files: await entry.files };
  }

  /** Keeps a written car file, the oldest kept going first past the budget. */
  function keepCarFile(entry: NonNullable<typeof current>, number: number, doc: SitemapDocument) {
    if (doc.body.length > cacheBytes) return;
    for (const [kept, keptDoc] of entry.cars) {
      if (entry.carBytes + doc.body.length <= cacheBytes) break;
      entry.cars.delete(kept);
      entry.carBytes -= keptDoc.body.length;
    }
    entry.cars.set(number, doc);
    entry.carBytes += doc.body.length;
  }

  // Car files are written one at a time per instance: two crawlers asking at once wait for each
  // other rather than hold two files' rows and text in memory together.
  let writing: Promise<unknown> = Promise.resolve();
  function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
    const turn = writing.then(work, work);
    writing = turn.catch(() => undefined);
    return turn;
  }

  async function writeCarFile(files: CarFile[], number: number): Promise<SitemapDocument> {
    const file = files[number - 1]!;
    const nextFileId = files[number]?.firstId ?? null;
    const parts = [URLSET_OPEN];
    for await (const rows of repository.carsOfFile(file.firstId, nextFileId)) {
      for (const { id, lastmod } of rows)
        parts.push(urlEntry({ loc: address(carPath(id)), lastmod }));
    }
    parts.push(URLSET_CLOSE);
    return documentOf(parts.join(''));
  }

  return {
    /** The sitemap index: the pages, the blogs and every car file there is now. */
    async index(): Promise<SitemapDocument> {
      const { entry, files } = await catalogue();
      if (entry.index) {
        count('sitemap_cache_hit');
        return entry.index;
      }
      count('sitemap_cache_miss');
      const sitemap = (name: string) => address(`/sitemaps/${name}`);
      entry.index = documentOf(
        sitemapIndex([
          { loc: sitemap(sitemapFile.pages) },
          { loc: sitemap(sitemapFile.blogs) },
          ...files.map((file, at) => ({
            loc: sitemap(sitemapFile.cars(at + 1)),
            lastmod: file.lastmod,
          })),
        ]),
      );
      return entry.index;
    },

    /**
     * The storefront's own pages, each in its three languages. A page of the catalogue changed
     * when its newest car did, the blog list when its newest blog did; the others (text, and the
     * listings, whose records keep no time) carry no lastmod rather than a made-up one, which
     * would teach a crawler to ignore ours.
     */
    async pages(): Promise<SitemapDocument> {
      const [{ files }, newestBlog] = await Promise.all([
        catalogue(),
        repository.newestBlogChange(),
      ]);
      const newestCar = files.reduce<string | undefined>(
        (newest, file) => (newest === undefined || file.lastmod > newest ? file.lastmod : newest),
        undefined,
      );
      const lastmodOf = (path: string) =>
        CATALOGUE_PAGES.includes(path)
          ? newestCar
          : path === PUBLIC_PAGES.blogs
            ? (newestBlog ?? undefined)
            : undefined;
      const paths = [...new Set([...CATALOGUE_PAGES, ...Object.values(PUBLIC_PAGES)])];
      return documentOf(
        urlset(
          paths.map((path): PageAddress => ({
            loc: address(path),
            lastmod: lastmodOf(path),
            alternates: true,
          })),
        ),
      );
    },

    /** Every published blog, in its three languages. */
    async blogs(): Promise<SitemapDocument> {
      const rows = await repository.blogs();
      return documentOf(
        urlset(
          rows.map(({ id, lastmod }) => ({
            loc: address(blogPath(id)),
            lastmod,
            alternates: true,
          })),
        ),
      );
    },

    /** Car file `number` (from 1), or null past the last one. */
    async cars(number: number): Promise<SitemapDocument | null> {
      const { entry, files } = await catalogue();
      if (!Number.isSafeInteger(number) || number < 1 || number > files.length) return null;
      const kept = () => {
        const doc = entry.cars.get(number);
        if (doc) {
          count('sitemap_cache_hit');
          // Read again last: the oldest read goes first when room is needed.
          entry.cars.delete(number);
          entry.cars.set(number, doc);
        }
        return doc;
      };
      return (
        kept() ??
        oneAtATime(async () => {
          // Written meanwhile by the request before in line?
          const written = kept();
          if (written) return written;
          count('sitemap_cache_miss');
          const doc = await writeCarFile(files, number);
          // Kept only while its version is the newest read: an older one is never served again.
          if (current === entry) keepCarFile(entry, number, doc);
          return doc;
        })
      );
    },
  };
}

export type Sitemaps = ReturnType<typeof createSitemaps>;
