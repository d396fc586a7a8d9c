/**
 * What each address of the web app is, as a search engine or a link preview reads it before any
 * script runs: whether it exists (its status), its title and description in the asked language,
 * its canonical address, its picture and its structured data (schema.org JSON-LD). The web app's
 * route table (src/web/routes.tsx) decides what a person sees; this is its public half, read by
 * the server, and a test walks both so they keep the same addresses.
 */
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import {
  CATEGORIES,
  isLanguage,
  LANGUAGE_TAGS,
  PRODUCT_NAME,
  type Category,
  type Language,
} from '../../../shared/constants.js';
import { formatRupees } from '../../../shared/money.js';
import { blogPath, carPath, categoryPath, PUBLIC_PAGES } from '../../../shared/storefront-pages.js';
import type { Car } from '../../../shared/contracts/cars.js';
import { IdSchema } from '../../../shared/contracts/common.js';
import type { CatalogVersion } from '../../db/catalog-version.js';
import type { Database } from '../../db/client.js';
import { cars, feedback } from '../../db/schema/index.js';
import { openCatalogue, type ServerMessage } from '../../locales/catalogue.js';
import { createBlogsRepository } from '../blogs/blogs.repository.js';
import { createAnswerCache } from '../cars/answer-cache.js';
import { createCarsRepository } from '../cars/cars.repository.js';
import { createFaqsRepository } from '../faqs/faqs.repository.js';
import {
  allCars,
  car as carWords,
  category as categoryWords,
  listings,
  pages,
  site,
} from './page-messages.js';
import { plainSummary } from './plain-summary.js';

const say = openCatalogue('pages');

/** The picture a page without one of its own shares: 1200 × 630, as link previews draw them. */
export const SHARE_PICTURE = { path: '/share/saarthi-1200x630.png', width: 1200, height: 630 };

/** A JSON-LD node: a schema.org type and its properties. */
export type StructuredData = { '@type': string } & Record<string, unknown>;

export interface PageDescription {
  /** 200; 404 for an address, a car or a blog that does not exist; 410 for an archived car. */
  status: 200 | 404 | 410;
  language: Language;
  title: string;
  description: string;
  /**
   * The page's own address, without a language (`/car/…`, `/allcars?city=Guntur`); the head
   * adds `?lang=` for each language. Null for a page that must not be indexed.
   */
  path: string | null;
  /** Absolute or site-relative; the head makes it absolute. */
  picture: { url: string; alt: string; width?: number; height?: number };
  kind: 'website' | 'article' | 'product';
  structuredData: StructuredData[];
}

/** The six listing pages, by address. */
const LISTING_PATHS: Record<string, keyof typeof listings> = {
  [PUBLIC_PAGES.newCarOffers]: 'offers',
  [PUBLIC_PAGES.vehicleCarryVan]: 'vans',
  [PUBLIC_PAGES.drivingSchool]: 'drivingSchools',
  [PUBLIC_PAGES.tourPackages]: 'tours',
  [PUBLIC_PAGES.nearbyCarwash]: 'carWashes',
  [PUBLIC_PAGES.nearbyMechanics]: 'mechanics',
};

/** Pages of words alone, by address, with their title and description. */
const WORD_PAGES: Record<string, [ServerMessage, ServerMessage]> = {
  [PUBLIC_PAGES.blogs]: [pages.blogs, pages.blogsDescription],
  [PUBLIC_PAGES.about]: [pages.about, pages.aboutDescription],
  [PUBLIC_PAGES.contact]: [pages.contact, pages.contactDescription],
  [PUBLIC_PAGES.businessModel]: [pages.businessModel, pages.businessModelDescription],
  [PUBLIC_PAGES.privacy]: [pages.privacy, pages.privacyDescription],
  [PUBLIC_PAGES.terms]: [pages.terms, pages.termsDescription],
};

/**
 * The web app's addresses that belong to one person or one team (an account, a company's portal,
 * the console): they exist for everyone, but say nothing of themselves and are never indexed.
 */
const PRIVATE_PATHS = [
  /^\/user(\/[^/]+)?$/i,
  /^\/profile$/i,
  /^\/quries$/i,
  /^\/trips(\/[^/]+)?$/i,
  // A trip a customer shared with family.
  /^\/t\/[^/]+$/i,
  /^\/partner(\/.*)?$/i,
  /^\/ops(\/.*)?$/i,
];

/** The all-cars page's filters kept in its canonical address: each is a page a search can find. */
const ALL_CARS_KEPT = ['city', 'category', 'service_type'] as const;

/** An id the API would take (a car's or a blog's route refuses any other as 400). */
const isId = (id: string) => IdSchema.safeParse(id).success;

/** Car pages' descriptions kept per instance, as many as their drawn pages (serve-page.ts). */
const CAR_DESCRIPTIONS_KEPT = 500;

/** The web app's addresses match without regard to case (React Router's default). */
function lookup<T>(table: Record<string, T>, path: string): [string, T] | undefined {
  const lower = path.toLowerCase();
  return Object.entries(table).find(([address]) => address.toLowerCase() === lower);
}

export function createPageDescriber(
  db: Database,
  publicUrl: string,
  catalogVersion: () => Promise<CatalogVersion>,
) {
  const carsRepository = createCarsRepository(db);
  // A shared car is opened again and again: its description (the car, its reviews' count and
  // average) is kept per catalogue and ratings version, like its drawn page, so a visit to a
  // kept page reads nothing from the database.
  const carDescriptions = createAnswerCache<PageDescription>(CAR_DESCRIPTIONS_KEPT);
  const blogsRepository = createBlogsRepository(db);
  const faqsRepository = createFaqsRepository(db);

  const titled = (language: Language, page: string) => say(language, site.titled, { page });
  const breadcrumbs = (language: Language, trail: [name: string, path: string][]) => ({
    '@type': 'BreadcrumbList',
    itemListElement: [[say(language, site.home), '/'], ...trail].map(([name, path], index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name,
      item: `${publicUrl}${path}`,
    })),
  });
  const sharePicture = (language: Language) => ({
    url: SHARE_PICTURE.path,
    alt: say(language, site.pictureAlt),
    width: SHARE_PICTURE.width,
    height: SHARE_PICTURE.height,
  });
  const plainPage = (
    language: Language,
    path: string | null,
    title: string,
    description: string,
    structuredData: StructuredData[] = [],
    status: PageDescription['status'] = 200,
  ): PageDescription => ({
    status,
    language,
    title,
    description,
    path,
    picture: sharePicture(language),
    kind: 'website',
    structuredData,
  });
  const notFound = (language: Language, title: ServerMessage = pages.notFound) =>
    plainPage(
      language,
      null,
      titled(language, say(language, title)),
      say(language, pages.notFoundDescription),
      [],
      404,
    );

  /** Whether a car that is not in the storefront was archived by its company (410) or never was. */
  async function carIsArchived(id: string): Promise<boolean> {
    const [row] = await db
      .select({ status: cars.status })
      .from(cars)
      .where(eq(cars.id, id))
      .limit(1);
    return row?.status === 'archived';
  }

  /** The car's own reviews that readers see: how many, and their average. */
  async function reviewsOf(id: string): Promise<{ count: number; average: number }> {
    const [row] = await db
      .select({ count: count(), average: sql<string | null>`avg(${feedback.rating})::text` })
      .from(feedback)
      .where(and(eq(feedback.carId, id), isNull(feedback.hiddenAt)));
    return { count: row?.count ?? 0, average: Number(row?.average ?? 0) };
  }

  async function carPage(language: Language, id: string): Promise<PageDescription> {
    if (!isId(id)) return notFound(language, carWords.notFound);
    const version = await catalogVersion();
    const key = `${language}:${version.ratings}:${id}`;
    const kept = carDescriptions.get(key, version.catalog);
    if (kept) return kept;
    const found = await carsRepository.findById(id);
    let page: PageDescription;
    if (found) page = describeCar(language, found, await reviewsOf(id));
    else if (await carIsArchived(id))
      page = { ...notFound(language, carWords.notFound), status: 410 };
    else page = notFound(language, carWords.notFound);
    carDescriptions.set(key, version.catalog, page);
    return page;
  }

  function describeCar(
    language: Language,
    car: Car,
    reviews: { count: number; average: number },
  ): PageDescription {
    const name = `${car.car_name} ${car.car_model}`.trim();
    const path = carPath(car._id);
    const categoryName = say(language, categoryWords[car.category]);
    const price = formatRupees(car.rates.base, LANGUAGE_TAGS[language]);
    const description = say(language, carWords.description, {
      car: name,
      category: categoryName,
      seats: String(car.seater),
      city: car.city,
      company: car.user.travelsName,
      price,
    });
    // Link previews draw photos, not drawings: a car shown by its body type's drawing (an SVG)
    // shares the site's picture instead.
    const photo = /\.svg$/i.test(car.car_image) ? null : car.car_image;
    const product: StructuredData = {
      '@type': 'Product',
      name,
      description,
      category: categoryName,
      ...(photo ? { image: absolute(publicUrl, photo) } : {}),
      brand: { '@type': 'Brand', name: car.car_name },
      offers: {
        '@type': 'Offer',
        price: car.rates.base,
        priceCurrency: 'INR',
        url: `${publicUrl}${path}`,
        availability: car.availability
          ? 'https://schema.org/InStock'
          : 'https://schema.org/OutOfStock',
        seller: { '@type': 'Organization', name: car.user.travelsName },
      },
      ...(reviews.count > 0
        ? {
            aggregateRating: {
              '@type': 'AggregateRating',
              ratingValue: Math.round(reviews.average * 10) / 10,
              reviewCount: reviews.count,
              bestRating: 5,
              worstRating: 1,
            },
          }
        : {}),
    };
    return {
      status: 200,
      language,
      title: titled(language, say(language, carWords.title, { car: name, city: car.city })),
      description,
      path,
      picture: photo ? { url: photo, alt: name } : sharePicture(language),
      kind: 'product',
      structuredData: [
        product,
        breadcrumbs(language, [
          [categoryName, categoryPath(car.category)],
          [name, path],
        ]),
      ],
    };
  }

  async function blogPage(language: Language, id: string): Promise<PageDescription> {
    const blog = isId(id) ? await blogsRepository.findById(id, null, language) : null;
    if (!blog) return notFound(language, pages.blogNotFound);
    const path = blogPath(blog._id);
    const description = plainSummary(blog.description, 160);
    return {
      status: 200,
      language,
      title: titled(language, blog.title),
      description,
      path,
      picture: blog.image ? { url: blog.image, alt: blog.title } : sharePicture(language),
      kind: 'article',
      structuredData: [
        {
          '@type': 'BlogPosting',
          headline: blog.title,
          description,
          datePublished: blog.createdAt,
          inLanguage: LANGUAGE_TAGS[language],
          image: absolute(publicUrl, blog.image ?? SHARE_PICTURE.path),
          author: { '@type': 'Organization', name: PRODUCT_NAME, url: publicUrl },
          publisher: { '@type': 'Organization', name: PRODUCT_NAME, url: publicUrl },
          mainEntityOfPage: `${publicUrl}${path}`,
        },
        breadcrumbs(language, [
          [say(language, pages.blogs), PUBLIC_PAGES.blogs],
          [blog.title, path],
        ]),
      ],
    };
  }

  async function faqsPage(language: Language): Promise<PageDescription> {
    const faqs = await faqsRepository.list(language);
    return plainPage(
      language,
      PUBLIC_PAGES.faqs,
      say(language, pages.faqs),
      say(language, pages.faqsDescription),
      faqs.length === 0
        ? []
        : [
            {
              '@type': 'FAQPage',
              mainEntity: faqs.map((faq) => ({
                '@type': 'Question',
                name: faq.question,
                acceptedAnswer: { '@type': 'Answer', text: faq.answer },
              })),
            },
          ],
    );
  }

  function homePage(language: Language): PageDescription {
    return plainPage(
      language,
      PUBLIC_PAGES.home,
      say(language, site.title),
      say(language, site.description),
      [
        {
          '@type': 'Organization',
          name: PRODUCT_NAME,
          url: publicUrl,
          logo: `${publicUrl}/icon-512.png`,
        },
        {
          '@type': 'WebSite',
          name: PRODUCT_NAME,
          url: publicUrl,
          inLanguage: ['en-IN', 'te-IN', 'hi-IN'],
        },
      ],
    );
  }

  function allCarsPage(language: Language, search: URLSearchParams): PageDescription {
    const kept = new URLSearchParams();
    for (const name of ALL_CARS_KEPT) {
      const value = search.get(name);
      if (value) kept.set(name, value);
    }
    const city = kept.get('city');
    const query = kept.toString();
    return plainPage(
      language,
      query ? `${PUBLIC_PAGES.allCars}?${query}` : PUBLIC_PAGES.allCars,
      titled(
        language,
        city ? say(language, allCars.inCity, { city }) : say(language, allCars.title),
      ),
      city
        ? say(language, allCars.descriptionInCity, { city })
        : say(language, allCars.description),
    );
  }

  /** The page at `url` (path and query, as the request had it). */
  return async function describePage(url: string): Promise<PageDescription> {
    const parsed = new URL(url, 'http://page.invalid');
    const asked = parsed.searchParams.get('lang');
    const language: Language = isLanguage(asked) ? asked : 'en';
    // `/about/` is the page `/about`, as in the web app.
    const path = parsed.pathname.length > 1 ? parsed.pathname.replace(/\/+$/, '') : '/';

    if (path === '/') return homePage(language);
    if (PRIVATE_PATHS.some((pattern) => pattern.test(path)))
      return plainPage(
        language,
        null,
        say(language, pages.signedIn),
        say(language, site.description),
      );

    const category = CATEGORIES.find((name) => categoryPath(name) === path.toLowerCase());
    if (category) return categoryPage(language, category);
    if (path.toLowerCase() === PUBLIC_PAGES.allCars.toLowerCase())
      return allCarsPage(language, parsed.searchParams);

    const carMatch = /^\/car\/([^/]+)$/i.exec(path);
    if (carMatch) return carPage(language, decodeURIComponent(carMatch[1]!));
    const blogMatch = /^\/blogs\/([^/]+)$/i.exec(path);
    if (blogMatch) return blogPage(language, decodeURIComponent(blogMatch[1]!));
    if (path.toLowerCase() === PUBLIC_PAGES.faqs.toLowerCase()) return faqsPage(language);

    const words = lookup(WORD_PAGES, path);
    if (words) {
      const [address, [title, description]] = words;
      return plainPage(
        language,
        address,
        titled(language, say(language, title)),
        say(language, description),
      );
    }
    const listing = lookup(LISTING_PATHS, path);
    if (listing) {
      const [address, kind] = listing;
      return plainPage(
        language,
        address,
        titled(language, say(language, listings[kind].title)),
        say(language, listings[kind].description),
      );
    }
    return notFound(language);
  };

  function categoryPage(language: Language, category: Category): PageDescription {
    const name = say(language, categoryWords[category]);
    return plainPage(
      language,
      categoryPath(category),
      titled(language, name),
      say(language, categoryWords.description, { category: name }),
      [breadcrumbs(language, [[name, categoryPath(category)]])],
    );
  }
}

/** A site-relative address made absolute; an absolute one (a photo on a CDN) kept. */
export function absolute(publicUrl: string, url: string): string {
  return /^https?:\/\//i.test(url) ? url : `${publicUrl}${url.startsWith('/') ? '' : '/'}${url}`;
}
