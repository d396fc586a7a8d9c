import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cars } from '../../db/schema/index.js';
import { PROJECT_ROOT } from '../../paths.js';
import { createTestApp } from '../../test/app.js';
import {
  createBlog,
  createCar,
  createFaq,
  createFeedback,
  createTravelCompany,
  createUser,
} from '../../test/factories.js';

// A stand-in build with the head Vite writes: the server replaces its title and description.
const webDir = mkdtempSync(join(tmpdir(), 'saarthi-pages-'));
mkdirSync(join(webDir, 'assets'));
writeFileSync(
  join(webDir, 'index.html'),
  `<!doctype html>
<html lang="en-IN">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="The build's own description"
    />
    <title>The build's own title</title>
    <script type="module" src="/assets/index-abc.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`,
);

const PUBLIC_URL = 'https://saarthi.example';
const { app, db } = await createTestApp({ PUBLIC_URL }, { webDir });

/** Text of an attribute or element as a browser reads it: the head's escapes undone. */
const unescape = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

/** The `<meta>` and `<link>` tags of a page's head, each as its attributes. */
function tagsOf(html: string, name: 'meta' | 'link'): Record<string, string>[] {
  return [...html.matchAll(new RegExp(`<${name}\\s([^>]*?)\\s*/?>`, 'g'))].map((tag) =>
    Object.fromEntries(
      [...tag[1]!.matchAll(/([\w:-]+)="([^"]*)"/g)].map((pair) => [pair[1]!, unescape(pair[2]!)]),
    ),
  );
}

/** The page as a crawler reads it: raw HTML, no script run. */
async function read(url: string) {
  const response = await app.inject({ method: 'GET', url });
  const html = response.body;
  const metas = tagsOf(html, 'meta');
  const links = tagsOf(html, 'link');
  const meta = (key: string) =>
    metas.find((tag) => tag.name === key || tag.property === key)?.content ?? null;
  const structuredData = [
    ...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g),
  ].map((script) => JSON.parse(script[1]!) as Record<string, unknown>);
  const alternates = Object.fromEntries(
    links
      .filter((link) => link.rel === 'alternate' && link.hreflang)
      .map((link) => [link.hreflang, link.href]),
  );
  return {
    status: response.statusCode,
    headers: response.headers,
    body: html,
    lang: /<html lang="([^"]*)">/.exec(html)?.[1] ?? null,
    titles: [...html.matchAll(/<title>([\s\S]*?)<\/title>/g)].map((title) => unescape(title[1]!)),
    descriptions: metas.filter((tag) => tag.name === 'description').length,
    description: meta('description'),
    canonical: links.find((link) => link.rel === 'canonical')?.href ?? null,
    robots: meta('robots'),
    meta,
    alternates,
    structuredData,
    ofType: (type: string) => structuredData.filter((data) => data['@type'] === type),
  };
}

/**
 * The properties schema.org's consumers require of each type used here (Google's rich results:
 * Product, Offer, AggregateRating, BreadcrumbList, FAQPage, BlogPosting, Organization, WebSite).
 * Answers what is missing, by path.
 */
function missingRequired(node: unknown, path = '$'): string[] {
  if (Array.isArray(node))
    return node.flatMap((item, index) => missingRequired(item, `${path}[${index}]`));
  if (typeof node !== 'object' || node === null) return [];
  const data = node as Record<string, unknown>;
  const required: Record<string, string[][]> = {
    Product: [['name'], ['offers', 'aggregateRating', 'review']],
    Offer: [['price'], ['priceCurrency']],
    AggregateRating: [['ratingValue'], ['reviewCount', 'ratingCount']],
    BreadcrumbList: [['itemListElement']],
    ListItem: [['position'], ['name'], ['item']],
    FAQPage: [['mainEntity']],
    Question: [['name'], ['acceptedAnswer']],
    Answer: [['text']],
    BlogPosting: [['headline'], ['datePublished'], ['image'], ['author']],
    Organization: [['name']],
    WebSite: [['name'], ['url']],
  };
  const type = data['@type'];
  const missing = (typeof type === 'string' ? (required[type] ?? []) : [])
    .filter((anyOf) => !anyOf.some((name) => data[name] !== undefined && data[name] !== ''))
    .map((anyOf) => `${path}: ${String(type)} needs ${anyOf.join(' or ')}`);
  return [
    ...missing,
    ...Object.entries(data).flatMap(([key, value]) => missingRequired(value, `${path}.${key}`)),
  ];
}

describe('public pages as crawlers and link previews read them', () => {
  it('gives the home page its title, description, canonical, languages and organisation', async () => {
    const page = await read('/');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.titles).toEqual(['Saarthi — cars with professional drivers']);
    expect(page.descriptions).toBe(1);
    expect(page.description).toContain('Vijayawada');
    expect(page.canonical).toBe(`${PUBLIC_URL}/`);
    expect(page.alternates).toEqual({
      'en-IN': `${PUBLIC_URL}/`,
      'te-IN': `${PUBLIC_URL}/?lang=te`,
      'hi-IN': `${PUBLIC_URL}/?lang=hi`,
      'x-default': `${PUBLIC_URL}/`,
    });
    expect(page.meta('og:image')).toBe(`${PUBLIC_URL}/share/saarthi-1200x630.png`);
    expect(page.meta('og:image:width')).toBe('1200');
    expect(page.meta('twitter:card')).toBe('summary_large_image');
    expect(page.ofType('Organization')).toHaveLength(1);
    expect(page.ofType('WebSite')).toHaveLength(1);
    expect(missingRequired(page.structuredData)).toEqual([]);
    // The build's script stays: the page still runs as before.
    expect(page.body).toContain('<script type="module" src="/assets/index-abc.js">');
  });

  it('speaks Telugu and Hindi when asked, in <html lang>, the title and Open Graph', async () => {
    const telugu = await read('/?lang=te');
    expect(telugu.lang).toBe('te-IN');
    expect(telugu.titles[0]).toMatch(/[\u0C00-\u0C7F]/);
    expect(telugu.canonical).toBe(`${PUBLIC_URL}/?lang=te`);
    expect(telugu.meta('og:locale')).toBe('te_IN');
    const hindi = await read('/about?lang=hi');
    expect(hindi.lang).toBe('hi-IN');
    expect(hindi.titles[0]).toMatch(/[\u0900-\u097F]/);
    expect(hindi.canonical).toBe(`${PUBLIC_URL}/about?lang=hi`);
    // A language Saarthi does not speak is English.
    expect((await read('/about?lang=fr')).lang).toBe('en-IN');
  });

  it('describes a live car with its name, city, category, price for 24 hours and company', async () => {
    const company = await createTravelCompany(db, { travelsName: 'Sri Venkateswara <Travels>' });
    const car = await createCar(db, {
      travelCompanyId: company.id,
      carName: 'Toyota',
      carModel: 'Innova Crysta',
      category: 'prime',
      city: 'Tirupati',
      seater: 7,
      carImage: '/uploads/cars/innova.jpg',
    });
    const page = await read(`/car/${car.id}`);
    expect(page.status).toBe(200);
    expect(page.titles[0]).toBe('Toyota Innova Crysta with driver in Tirupati · Saarthi');
    expect(page.description).toContain('Toyota Innova Crysta');
    expect(page.description).toContain('Tirupati');
    expect(page.description).toContain('7 seats');
    expect(page.description).toContain('Sri Venkateswara <Travels>');
    expect(page.description).toMatch(/₹[\d,]+ for 24 hours/);
    // The company's name is text, never markup.
    expect(page.body).not.toContain('<Travels>');
    expect(page.canonical).toBe(`${PUBLIC_URL}/car/${car.id}`);
    expect(page.meta('og:type')).toBe('product');
    expect(page.meta('og:image')).toBe(`${PUBLIC_URL}/uploads/cars/innova.jpg`);
    const [product] = page.ofType('Product');
    expect(product).toMatchObject({
      name: 'Toyota Innova Crysta',
      offers: {
        '@type': 'Offer',
        priceCurrency: 'INR',
        seller: { name: 'Sri Venkateswara <Travels>' },
      },
    });
    expect(typeof (product!.offers as { price: unknown }).price).toBe('number');
    // No reviews yet: no rating to claim.
    expect(product!.aggregateRating).toBeUndefined();
    const [trail] = page.ofType('BreadcrumbList');
    expect((trail!.itemListElement as { item: string }[]).map((item) => item.item)).toEqual([
      `${PUBLIC_URL}/`,
      `${PUBLIC_URL}/prime`,
      `${PUBLIC_URL}/car/${car.id}`,
    ]);
    expect(missingRequired(page.structuredData)).toEqual([]);
  });

  it("rates a car by its readers' reviews, leaving hidden ones out", async () => {
    const car = await createCar(db);
    for (const [rating, hidden] of [
      [5, false],
      [4, false],
      [1, true],
    ] as const) {
      const author = await createUser(db);
      await createFeedback(db, {
        userId: author.id,
        carId: car.id,
        travelCompanyId: car.travelCompanyId,
        rating,
        hiddenAt: hidden ? new Date() : null,
      });
    }
    const [product] = (await read(`/car/${car.id}`)).ofType('Product');
    expect(product!.aggregateRating).toMatchObject({ ratingValue: 4.5, reviewCount: 2 });
  });

  it('shares the site picture for a car shown by a drawing, which previews cannot draw', async () => {
    const car = await createCar(db, { carImage: '/uploads/demo/bodies/suv.svg' });
    const page = await read(`/car/${car.id}`);
    expect(page.meta('og:image')).toBe(`${PUBLIC_URL}/share/saarthi-1200x630.png`);
  });

  it('answers 404 for an unknown car, 410 for an archived one, 404 for one not on show', async () => {
    expect((await read('/car/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await read('/car/not-an-id')).status).toBe(404);
    const archived = await createCar(db, { status: 'archived' });
    const gone = await read(`/car/${archived.id}`);
    expect(gone.status).toBe(410);
    expect(gone.robots).toBe('noindex');
    expect(gone.canonical).toBeNull();
    const draft = await createCar(db, { status: 'draft' });
    expect((await read(`/car/${draft.id}`)).status).toBe(404);
    const pending = await createTravelCompany(db, { status: 'pending' });
    const unverified = await createCar(db, { travelCompanyId: pending.id });
    const page = await read(`/car/${unverified.id}`);
    expect(page.status).toBe(404);
    // Nothing of the car shows in a page that says it does not exist.
    expect(page.body).not.toContain(unverified.carName);
  });

  it("follows a car's change at once, though its page's description is kept", async () => {
    const car = await createCar(db, { carName: 'Honda', carModel: 'City' });
    expect((await read(`/car/${car.id}`)).titles[0]).toContain('Honda City');
    await db.update(cars).set({ carModel: 'Amaze' }).where(eq(cars.id, car.id));
    expect((await read(`/car/${car.id}`)).titles[0]).toContain('Honda Amaze');
    await db.update(cars).set({ status: 'archived' }).where(eq(cars.id, car.id));
    expect((await read(`/car/${car.id}`)).status).toBe(410);
  });

  it('answers 404 for an address of nothing, and still serves the app to show it', async () => {
    for (const url of ['/no/such/page', '/car', '/blogs/x/y', '/prime/extra']) {
      const page = await read(url);
      expect(page.status, url).toBe(404);
      expect(page.robots).toBe('noindex');
      expect(page.titles[0]).toBe('Page not found · Saarthi');
      expect(page.body).toContain('<div id="root">');
    }
  });

  it('describes a blog as a BlogPosting, its text as a plain description', async () => {
    const blog = await createBlog(db, {
      title: 'Weekend in Araku',
      description:
        '## Coffee and mist\n\nThe **hairpin bends** of [Araku](https://example.in) at dawn.',
      published: true,
    });
    const page = await read(`/blogs/${blog.id}`);
    expect(page.status).toBe(200);
    expect(page.titles[0]).toBe('Weekend in Araku · Saarthi');
    expect(page.description).toBe('Coffee and mist The hairpin bends of Araku at dawn.');
    expect(page.meta('og:type')).toBe('article');
    expect(page.ofType('BlogPosting')[0]).toMatchObject({ headline: 'Weekend in Araku' });
    expect(missingRequired(page.structuredData)).toEqual([]);
    const draft = await createBlog(db, { published: false });
    expect((await read(`/blogs/${draft.id}`)).status).toBe(404);
  });

  it('lists the FAQs as a FAQPage', async () => {
    await createFaq(db, {
      question: 'Is the driver included?',
      answer: 'Always.',
      published: true,
    });
    const page = await read('/faqs');
    expect(page.status).toBe(200);
    expect(page.canonical).toBe(`${PUBLIC_URL}/FAQs`);
    const [faqPage] = page.ofType('FAQPage');
    expect(faqPage!.mainEntity).toContainEqual({
      '@type': 'Question',
      name: 'Is the driver included?',
      acceptedAnswer: { '@type': 'Answer', text: 'Always.' },
    });
    expect(missingRequired(page.structuredData)).toEqual([]);
  });

  it('keeps the all-cars filters a search can find in the canonical, and no others', async () => {
    const page = await read('/allcars?city=Guntur&fuel=Diesel&sort=price_low');
    expect(page.status).toBe(200);
    expect(page.titles[0]).toBe('Cars with drivers in Guntur · Saarthi');
    expect(page.canonical).toBe(`${PUBLIC_URL}/allcars?city=Guntur`);
    expect(page.alternates['te-IN']).toBe(`${PUBLIC_URL}/allcars?city=Guntur&lang=te`);
  });

  it.each([
    ['/prime', 'Prime cars · Saarthi'],
    ['/tour-packages', 'Tour Packages · Saarthi'],
    ['/PrivacyPolicy', 'Privacy Policy · Saarthi'],
    ['/contact/', 'Contact us · Saarthi'],
    ['/blogs', 'Latest Blogs · Saarthi'],
  ])('names %s', async (url, title) => {
    const page = await read(url);
    expect(page.status).toBe(200);
    expect(page.titles).toEqual([title]);
    expect(page.canonical).not.toBeNull();
  });

  it.each([
    '/partner',
    '/partner/fleet',
    '/ops/audit',
    '/profile',
    '/trips/abc',
    '/t/abc',
    '/user/login',
  ])('keeps %s out of search engines, saying nothing of it', async (url) => {
    const page = await read(url);
    expect(page.status).toBe(200);
    expect(page.robots).toBe('noindex');
    expect(page.canonical).toBeNull();
    expect(page.structuredData).toEqual([]);
  });

  it('answers HEAD with the same status as GET', async () => {
    expect((await app.inject({ method: 'HEAD', url: '/about' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'HEAD', url: '/nothing-here' })).statusCode).toBe(404);
  });
});

describe("the server's pages and the web app's routes", () => {
  it('know the same addresses: every page of the route table is described, none is a 404', async () => {
    const routes = readFileSync(join(PROJECT_ROOT, 'src', 'web', 'routes.tsx'), 'utf8');
    const paths = [...routes.matchAll(/path="([^"]+)"/g)]
      .map((match) => match[1]!)
      .filter((path) => path !== '*')
      .map((path) =>
        `/${path}`
          .replace(/\/\*$/, '')
          .replace(/\/:[a-z]+\?$/i, '')
          .replace(/:id$/, 'sample-id'),
      );
    expect(paths.length).toBeGreaterThan(20);
    for (const path of paths) {
      // A car or blog of that id does not exist: only their addresses' shapes are checked.
      if (path.endsWith('sample-id') && !path.startsWith('/trips')) continue;
      expect((await read(path)).status, path).toBe(200);
    }
  });
});
