import type { Category } from '@shared/constants';

/** Every route of the web app in one map (docs/product/storefront.md#pages-and-routes). */
export const paths = {
  home: '/',
  category: (category: Category) => `/${category}`,
  allCars: (filters: Record<string, string | undefined> = {}) => {
    const query = new URLSearchParams(
      Object.entries(filters).filter((entry): entry is [string, string] => Boolean(entry[1])),
    );
    const search = query.toString();
    return search ? `/allcars?${search}` : '/allcars';
  },
  car: (id: string) => `/car/${id}`,
  faqs: '/FAQs',
  blogs: '/blogs',
  blog: (id: string) => `/blogs/${id}`,
  user: '/user',
  profile: '/profile',
  queries: '/quries',
  // docs/product/trips-and-money.md#bookings: the customer's trips, and one of them.
  trips: '/trips',
  trip: (id: string) => `/trips/${id}`,
  about: '/about',
  contact: '/contact',
  businessModel: '/businessModel',
  privacy: '/PrivacyPolicy',
  terms: '/TermsofServices',
  newCarOffers: '/new-car-offers',
  vehicleCarryVan: '/vehicle-carry-van',
  drivingSchool: '/driving-school',
  tourPackages: '/tour-packages',
  nearbyCarwash: '/nearby-carwash',
  nearbyMechanics: '/nearby-mechanics',
  // docs/product/marketplace.md#partner-portal: the travel companies' own area, a lazy route group.
  // The portal's own addresses are in partner/portal-paths.ts: the storefront needs only its door.
  partner: { home: '/partner' },
  // The operator console's own addresses are in ops/ops-paths.ts.
  ops: { home: '/ops' },
} as const;
