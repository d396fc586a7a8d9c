import { lazy, type ComponentType } from 'react';
import { Route, Routes } from 'react-router';
import { AppLayout } from './layout/app-layout';

/** Pages are code-split: each route loads its own chunk. The page keeps its own props. */
function lazyPage<M, K extends keyof M>(load: () => Promise<M>, name: K) {
  type Page = M[K] extends ComponentType<infer P> ? ComponentType<P> : never;
  return lazy(async () => ({ default: (await load())[name] as Page }));
}

const HomePage = lazyPage(() => import('./features/home/home-page'), 'HomePage');
const CategoryPage = lazyPage(() => import('./features/cars/category-page'), 'CategoryPage');
const AllCarsPage = lazyPage(() => import('./features/cars/all-cars-page'), 'AllCarsPage');
const CarDetailPage = lazyPage(() => import('./features/cars/car-detail-page'), 'CarDetailPage');
const QueriesPage = lazyPage(() => import('./features/queries/queries-page'), 'QueriesPage');
const FaqsPage = lazyPage(() => import('./features/faqs/faqs-page'), 'FaqsPage');
const BlogsPage = lazyPage(() => import('./features/blogs/blogs-page'), 'BlogsPage');
const BlogPage = lazyPage(() => import('./features/blogs/blog-page'), 'BlogPage');
const UserPage = lazyPage(() => import('./features/account/user-page'), 'UserPage');
const ProfilePage = lazyPage(() => import('./features/account/profile-page'), 'ProfilePage');
const AboutPage = lazyPage(() => import('./features/info/about-page'), 'AboutPage');
const ContactPage = lazyPage(() => import('./features/info/contact-page'), 'ContactPage');
const BusinessModelPage = lazyPage(() => import('./features/info/business-model-page'), 'BusinessModelPage');
const PrivacyPage = lazyPage(() => import('./features/info/privacy-page'), 'PrivacyPage');
const TermsPage = lazyPage(() => import('./features/info/terms-page'), 'TermsPage');
const NotFoundPage = lazyPage(() => import('./features/info/not-found-page'), 'NotFoundPage');
const ListingPage = lazy(() => import('./features/listings/listing-page'));

export function AppRoutes() {
  return (
    <Routes>
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
        <Route path="user" element={<UserPage />} />
        <Route path="profile" element={<ProfilePage />} />
        <Route path="quries" element={<QueriesPage />} />
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
    </Routes>
  );
}
