import { PUBLIC_PAGES, blogPath, carPath, categoryPath } from '@shared/storefront-pages';

/**
 * Every route of the web app in one map (docs/product/storefront.md#pages-and-routes). The pages a
 * search engine may list come from the shared PUBLIC_PAGES, which the server's sitemap lists too.
 */
export const paths = {
  home: PUBLIC_PAGES.home,
  category: categoryPath,
  allCars: (filters: Record<string, string | undefined> = {}) => {
    const query = new URLSearchParams(
      Object.entries(filters).filter((entry): entry is [string, string] => Boolean(entry[1])),
    );
    const search = query.toString();
    return search ? `${PUBLIC_PAGES.allCars}?${search}` : PUBLIC_PAGES.allCars;
  },
  car: carPath,
  faqs: PUBLIC_PAGES.faqs,
  blogs: PUBLIC_PAGES.blogs,
  blog: blogPath,
  user: '/user',
  profile: '/profile',
  queries: '/quries',
  // docs/product/trips-and-money.md#bookings: the customer's trips, and one of them.
  trips: '/trips',
  trip: (id: string) => `/trips/${id}`,
  about: PUBLIC_PAGES.about,
  contact: PUBLIC_PAGES.contact,
  businessModel: PUBLIC_PAGES.businessModel,
  privacy: PUBLIC_PAGES.privacy,
  terms: PUBLIC_PAGES.terms,
  newCarOffers: PUBLIC_PAGES.newCarOffers,
  vehicleCarryVan: PUBLIC_PAGES.vehicleCarryVan,
  drivingSchool: PUBLIC_PAGES.drivingSchool,
  tourPackages: PUBLIC_PAGES.tourPackages,
  nearbyCarwash: PUBLIC_PAGES.nearbyCarwash,
  nearbyMechanics: PUBLIC_PAGES.nearbyMechanics,
  // docs/product/marketplace.md#partner-portal: the travel companies' own area, a lazy route group.
  // The portal's own addresses are in partner/portal-paths.ts: the storefront needs only its door.
  partner: { home: '/partner' },
  // The operator console's own addresses are in ops/ops-paths.ts.
  ops: { home: '/ops' },
} as const;
