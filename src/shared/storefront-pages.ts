/**
 * The storefront's pages that anyone may open and a search engine may list. The web app's route
 * map (web/paths.ts) takes their addresses from here and the server's sitemap
 * (server/modules/site-index) lists them, so a page renamed in one is renamed in the other.
 * Pages behind a login (profile, trips, queries), the login itself, the partner portal and the
 * operator console are not here: they are nobody's search result.
 */
import type { Category } from './constants.js';

export const PUBLIC_PAGES = {
  home: '/',
  allCars: '/allcars',
  faqs: '/FAQs',
  blogs: '/blogs',
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
} as const;

/** A category's page: `/prime`. */
export const categoryPath = (category: Category) => `/${category}`;
/** A car's page, for a car the storefront shows. */
export const carPath = (id: string) => `/car/${id}`;
/** A published blog's page. */
export const blogPath = (id: string) => `/blogs/${id}`;
