import type { QueryClient } from '@tanstack/react-query';
import { isValidElement, lazy, Suspense, type ComponentType } from 'react';
import { createRoutesFromElements, matchRoutes, Route, Routes, type Params } from 'react-router';
import type { Language } from '@shared/constants';
import { AppLayout, PageLoading } from './layout/app-layout';
import type { CatalogArea } from './lib/i18n/areas';
import { loadArea } from './lib/i18n/i18n';

/**
 * What a page module may export besides its page: the data its first screen needs, fetched into
 * the query cache when the page is opened from a link (before it renders, see `preloadPage`).
 */
export interface PageModule {
  prefetch?: (params: Params, queryClient: QueryClient) => Promise<void>;
}

/**
 * Pages are code-split: each route loads its own chunk, together with its area's messages in the
 * reader's language. The page keeps its own props. `preload` starts both before the page is shown;
 * the page then finds them on their way.
 */
function lazyPage<M, K extends keyof M>(load: () => Promise<M>, name: K, area: CatalogArea) {
  type Page = M[K] extends ComponentType<infer P> ? ComponentType<P> : never;
  let loading: Promise<M> | undefined;
  // The chunk is fetched once; the messages in each language asked for (the server draws pages
  // in all three), each once too (lib/i18n).
  const preload = (language?: Language) =>
    Promise.all([(loading ??= load()), loadArea(area, language)]).then(([module]) => module);
  return Object.assign(
    lazy(() => preload().then((module) => ({ default: module[name] as Page }))),
    { preload },
  );
}

const HomePage = lazyPage(() => import('./features/home/home-page'), 'HomePage', 'common');
const CategoryPage = lazyPage(
  () => import('./features/cars/category-page'),
  'CategoryPage',
  'cars',
);
const AllCarsPage = lazyPage(() => import('./features/cars/all-cars-page'), 'AllCarsPage', 'cars');
const CarDetailPage = lazyPage(
  () => import('./features/cars/car-detail-page'),
  'CarDetailPage',
  'cars',
);
const QueriesPage = lazyPage(
  () => import('./features/queries/queries-page'),
  'QueriesPage',
  'cars',
);
const TripsPage = lazyPage(() => import('./features/bookings/trips-page'), 'TripsPage', 'bookings');
const TripPage = lazyPage(() => import('./features/bookings/trip-page'), 'TripPage', 'bookings');
// A trip shared with family comes with the trip page's chunk: one chunk fewer for the first screen to know.
const SharedTripPage = lazyPage(
  () => import('./features/bookings/trip-page'),
  'SharedTripPage',
  'bookings',
);
const FaqsPage = lazyPage(() => import('./features/faqs/faqs-page'), 'FaqsPage', 'content');
const BlogsPage = lazyPage(() => import('./features/blogs/blogs-page'), 'BlogsPage', 'content');
const BlogPage = lazyPage(() => import('./features/blogs/blog-page'), 'BlogPage', 'content');
const UserPage = lazyPage(() => import('./features/account/user-page'), 'UserPage', 'account');
const ProfilePage = lazyPage(
  () => import('./features/account/profile-page'),
  'ProfilePage',
  'account',
);
const AboutPage = lazyPage(() => import('./features/info/about-page'), 'AboutPage', 'info');
const ContactPage = lazyPage(() => import('./features/info/contact-page'), 'ContactPage', 'info');
const BusinessModelPage = lazyPage(
  () => import('./features/info/business-model-page'),
  'BusinessModelPage',
  'info',
);
const PrivacyPage = lazyPage(() => import('./features/info/privacy-page'), 'PrivacyPage', 'info');
const TermsPage = lazyPage(() => import('./features/info/terms-page'), 'TermsPage', 'info');
const NotFoundPage = lazyPage(
  () => import('./features/info/not-found-page'),
  'NotFoundPage',
  'info',
);
const ListingPage = lazyPage(
  () => import('./features/listings/listing-page'),
  'default',
  'listings',
);

// docs/product/marketplace.md#three-areas: the partner portal is its own area (partner/partner-area.tsx
// routes its pages), loaded only when a /partner address is opened, so none of it reaches the
// storefront's bundle. This file is the one place outside src/web/partner that may name it
// (eslint.config.js).
const PartnerArea = lazyPage(() => import('./partner/partner-area'), 'PartnerArea', 'partner');
// The operator console likewise (ops/ops-area.tsx), loaded only when an /ops address is opened.
const OpsArea = lazyPage(() => import('./ops/ops-area'), 'OpsArea', 'ops');

const appRoutes = (
  <>
    <Route element={<AppLayout />}>
      <Route index element={<HomePage />} />
      <Route path="regular" element={<CategoryPage category="regular" />} />
      <Route path="prime" element={<CategoryPage category="prime" />} />
      <Route path="luxury" element={<CategoryPage category="luxury" />} />
      <Route path="allcars" element={<AllCarsPage />} />
      <Route path="car/:id" element={<CarDetailPage />} />
      <Route path="FAQs" element={<FaqsPage />} />
      <Route path="blogs" element={<BlogsPage />} />
      <Route path="blogs/:id" element={<BlogPage />} />
      {/* Login and sign-up, and /user/forgot-password, /user/reset-password: the page tells them apart. */}
      <Route path="user/:page?" element={<UserPage />} />
      <Route path="profile" element={<ProfilePage />} />
      <Route path="quries" element={<QueriesPage />} />
      <Route path="trips" element={<TripsPage />} />
      <Route path="trips/:id" element={<TripPage />} />
      <Route path="t/:token" element={<SharedTripPage />} />
      <Route path="about" element={<AboutPage />} />
      <Route path="contact" element={<ContactPage />} />
      <Route path="businessModel" element={<BusinessModelPage />} />
      <Route path="PrivacyPolicy" element={<PrivacyPage />} />
      <Route path="TermsofServices" element={<TermsPage />} />
      <Route path="new-car-offers" element={<ListingPage kind="offers" />} />
      <Route path="vehicle-carry-van" element={<ListingPage kind="vans" />} />
      <Route path="driving-school" element={<ListingPage kind="drivingSchools" />} />
      <Route path="tour-packages" element={<ListingPage kind="tours" />} />
      <Route path="nearby-carwash" element={<ListingPage kind="carWashes" />} />
      <Route path="nearby-mechanics" element={<ListingPage kind="mechanics" />} />
      <Route path="*" element={<NotFoundPage />} />
    </Route>
    <Route
      path="partner/*"
      element={
        <Suspense fallback={<PageLoading />}>
          <PartnerArea />
        </Suspense>
      }
    />
    <Route
      path="ops/*"
      element={
        <Suspense fallback={<PageLoading />}>
          <OpsArea />
        </Suspense>
      }
    />
  </>
);

export function AppRoutes() {
  return <Routes>{appRoutes}</Routes>;
}

/**
 * Starts the page at `pathname` beside the app's own start rather than after it: its chunk, its
 * messages, then the data it asks for first. On slow mobile data that is two round trips less
 * before a page opened from a link shows. The server waits for the same before it renders a page.
 */
export function preloadPage(
  pathname: string,
  language: Language,
  queryClient: QueryClient,
): Promise<void> {
  const match = matchRoutes(createRoutesFromElements(appRoutes), pathname)?.at(-1);
  const page = match?.route.element;
  if (!match || !isValidElement(page)) return Promise.resolve();
  const { preload } = page.type as { preload?: (language: Language) => Promise<PageModule> };
  return (
    preload?.(language)
      .then((module) => module.prefetch?.(match.params, queryClient))
      // A failed start is met again, and explained, when the page itself loads.
      .catch(() => undefined) ?? Promise.resolve()
  );
}
