import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { CATEGORIES } from '../../../shared/constants.js';
import { PUBLIC_PAGES, categoryPath } from '../../../shared/storefront-pages.js';
import { blogs, cars, travelCompanies } from '../../db/schema/index.js';
import type { App } from '../../http/types.js';
import { createTestApp } from '../../test/app.js';
import { createBlog, createCar, createTravelCompany } from '../../test/factories.js';
import { childText, childrenNamed, parseXml, type XmlElement } from '../../test/xml.js';

const SITE = 'https://saarthi.example';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const W3C_DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const PRIVATE_PATHS = [
  '/partner',
  '/ops',
  '/profile',
  '/trips',
  '/t/',
  '/user',
  '/quries',
  '/api/',
];

const { app, db } = await createTestApp({ PUBLIC_URL: SITE });
// Two cars a file, so that five cars make three files.
const split = await createTestApp({ PUBLIC_URL: SITE, SITEMAP_CARS_PER_FILE: '2' });

/** A sitemap document read through HTTP, checked to be well-formed XML of the right type. */
async function readXml(url: string, target: App = app): Promise<XmlElement> {
  const response = await target.inject({ method: 'GET', url });
  expect(response.statusCode, url).toBe(200);
  expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
  expect(response.headers['cache-control']).toBe('public, max-age=3600');
  for (const path of PRIVATE_PATHS) expect(response.body).not.toContain(`${SITE}${path}`);
  const root = parseXml(response.body);
  expect(root.uri).toBe(SITEMAP_NS);
  return root;
}

/** The sitemaps an index lists: where, and when their newest page changed. */
async function readIndex(target: App = app) {
  const root = await readXml('/sitemap.xml', target);
  expect(root.name).toBe('sitemapindex');
  return childrenNamed(root, 'sitemap').map((sitemap) => ({
    loc: childText(sitemap, 'loc')!,
    lastmod: childText(sitemap, 'lastmod'),
  }));
}

interface SitemapUrl {
  loc: string;
  lastmod: string | undefined;
  alternates: Record<string, string>;
}

async function readUrls(url: string, target: App = app): Promise<SitemapUrl[]> {
  const root = await readXml(url, target);
  expect(root.name).toBe('urlset');
  return childrenNamed(root, 'url').map((entry) => ({
    loc: childText(entry, 'loc')!,
    lastmod: childText(entry, 'lastmod'),
    alternates: Object.fromEntries(
      childrenNamed(entry, 'link').map((link) => [link.attributes.hreflang, link.attributes.href]),
    ),
  }));
}

/** Every car address of every car file the index lists, in order. */
async function carUrls(target: App = app): Promise<SitemapUrl[]> {
  const files = (await readIndex(target)).filter(({ loc }) => loc.includes('/sitemaps/cars-'));
  const urls: SitemapUrl[] = [];
  for (const { loc } of files) urls.push(...(await readUrls(loc.slice(SITE.length), target)));
  return urls;
}

const carUrl = (id: string) => `${SITE}/car/${id}`;

describe('robots.txt', () => {
  it('opens the storefront, closes private areas and names the sitemap', async () => {
    const response = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    const lines = response.body.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of PRIVATE_PATHS) expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });
});

describe('the sitemap index', () => {
  it('lists the pages, the blogs and the car files by absolute address, each one served', async () => {
    await createCar(db);
    const index = await readIndex();
    expect(index.map(({ loc }) => loc)).toEqual([
      `${SITE}/sitemaps/pages.xml`,
      `${SITE}/sitemaps/blogs.xml`,
      `${SITE}/sitemaps/cars-1.xml`,
    ]);
    expect(index[2]!.lastmod).toMatch(W3C_DATETIME);
    for (const { loc } of index) await readXml(loc.slice(SITE.length));
  });

  it('answers 404 for a file it does not list', async () => {
    for (const name of ['cars-2.xml', 'cars-0.xml', 'cars-01.xml', 'cars.xml', 'other.xml']) {
      const response = await app.inject({ method: 'GET', url: `/sitemaps/${name}` });
      expect(response.statusCode, name).toBe(404);
    }
  });
});

describe("the storefront's pages", () => {
  it('lists every public page and category in its three languages', async () => {
    const urls = await readUrls('/sitemaps/pages.xml');
    const expected = [...Object.values(PUBLIC_PAGES), ...CATEGORIES.map(categoryPath)].map(
      (path) => `${SITE}${path}`,
    );
    expect(urls.map(({ loc }) => loc).sort()).toEqual([...new Set(expected)].sort());
    for (const { loc, alternates } of urls)
      expect(alternates).toEqual({
        'en-IN': `${loc}?lang=en`,
        'te-IN': `${loc}?lang=te`,
        'hi-IN': `${loc}?lang=hi`,
        'x-default': loc,
      });
    // The catalogue's pages changed when their newest car did.
    const home = urls.find(({ loc }) => loc === `${SITE}/`)!;
    expect(home.lastmod).toMatch(W3C_DATETIME);
  });
});

describe('the car files', () => {
  it('list a live car of a verified company with its lastmod, and no car a customer cannot open', async () => {
    const shown = await createCar(db);
    const verified = await createTravelCompany(db);
    const hidden = [
      ...(['draft', 'pending_review', 'suspended', 'archived'] as const).map((status) =>
        createCar(db, { travelCompanyId: verified.id, status }),
      ),
      ...(['pending', 'rejected', 'suspended'] as const).map(async (status) =>
        createCar(db, { travelCompanyId: (await createTravelCompany(db, { status })).id }),
      ),
    ];
    const hiddenIds = (await Promise.all(hidden)).map((car) => car.id);

    const urls = await carUrls();
    const entry = urls.find(({ loc }) => loc === carUrl(shown.id));
    expect(entry?.lastmod).toMatch(W3C_DATETIME);
    const locs = urls.map(({ loc }) => loc);
    for (const id of hiddenIds) expect(locs).not.toContain(carUrl(id));
  });

  it("move a car's lastmod when it changes, and not when an update changes nothing", async () => {
    const before = '2025-01-02T03:04:05.678Z';
    const car = await createCar(db, { updatedAt: new Date(before) });
    const lastmodOf = async () =>
      (await carUrls()).find(({ loc }) => loc === carUrl(car.id))?.lastmod;
    expect(await lastmodOf()).toBe(before);

    await db.update(cars).set({ newPrice: car.newPrice }).where(eq(cars.id, car.id));
    expect(await lastmodOf()).toBe(before);

    await db
      .update(cars)
      .set({ newPrice: car.newPrice + 100 })
      .where(eq(cars.id, car.id));
    const after = await lastmodOf();
    expect(after).toMatch(W3C_DATETIME);
    expect(Date.parse(after!)).toBeGreaterThan(Date.parse(before));
    expect(Math.abs(Date.parse(after!) - Date.now())).toBeLessThan(60_000);
  });

  it('are kept until the catalogue changes, then show the change', async () => {
    await createCar(db);
    const first = await app.inject({ method: 'GET', url: '/sitemaps/cars-1.xml' });
    const again = await app.inject({ method: 'GET', url: '/sitemaps/cars-1.xml' });
    expect(again.body).toBe(first.body);
    expect(again.headers.etag).toBe(first.headers.etag);
    const revalidated = await app.inject({
      method: 'GET',
      url: '/sitemaps/cars-1.xml',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);

    const added = await createCar(db);
    const urls = await carUrls();
    expect(urls.map(({ loc }) => loc)).toContain(carUrl(added.id));

    // A company suspended takes its cars out on the next read.
    await db
      .update(travelCompanies)
      .set({ status: 'suspended' })
      .where(eq(travelCompanies.id, added.travelCompanyId));
    expect((await carUrls()).map(({ loc }) => loc)).not.toContain(carUrl(added.id));
  });
});

describe('the blogs file', () => {
  it('lists published blogs in three languages, and moves a lastmod on an edit, not on a like', async () => {
    const before = '2025-03-04T05:06:07.089Z';
    const published = await createBlog(db, { updatedAt: new Date(before) });
    const draft = await createBlog(db, { published: false });
    const entryOf = async () =>
      (await readUrls('/sitemaps/blogs.xml')).find(
        ({ loc }) => loc === `${SITE}/blogs/${published.id}`,
      );

    const entry = await entryOf();
    expect(entry).toMatchObject({ lastmod: before });
    expect(entry!.alternates['te-IN']).toBe(`${SITE}/blogs/${published.id}?lang=te`);
    const locs = (await readUrls('/sitemaps/blogs.xml')).map(({ loc }) => loc);
    expect(locs).not.toContain(`${SITE}/blogs/${draft.id}`);

    await db.update(blogs).set({ likesCount: 3, shares: 2 }).where(eq(blogs.id, published.id));
    expect((await entryOf())!.lastmod).toBe(before);
    await db.update(blogs).set({ title: 'Araku in the rain' }).where(eq(blogs.id, published.id));
    expect(Date.parse((await entryOf())!.lastmod!)).toBeGreaterThan(Date.parse(before));
  });
});

describe('a catalogue split into files', () => {
  const ids: string[] = [];
  beforeAll(async () => {
    const company = await createTravelCompany(split.db);
    for (let n = 0; n < 5; n += 1)
      ids.push((await createCar(split.db, { travelCompanyId: company.id })).id);
    await createCar(split.db, { travelCompanyId: company.id, status: 'draft' });
  });

  it('lists exactly the files there are, each of at most the page size, in id order', async () => {
    const index = await readIndex(split.app);
    expect(index.map(({ loc }) => loc)).toEqual([
      `${SITE}/sitemaps/pages.xml`,
      `${SITE}/sitemaps/blogs.xml`,
      `${SITE}/sitemaps/cars-1.xml`,
      `${SITE}/sitemaps/cars-2.xml`,
      `${SITE}/sitemaps/cars-3.xml`,
    ]);
    const sizes: number[] = [];
    for (const number of [1, 2, 3])
      sizes.push((await readUrls(`/sitemaps/cars-${number}.xml`, split.app)).length);
    expect(sizes).toEqual([2, 2, 1]);
    const urls = await carUrls(split.app);
    expect(urls.map(({ loc }) => loc)).toEqual([...ids].sort().map(carUrl));
  });

  it('answers 404 past the last file', async () => {
    const response = await split.app.inject({ method: 'GET', url: '/sitemaps/cars-4.xml' });
    expect(response.statusCode).toBe(404);
  });
});
