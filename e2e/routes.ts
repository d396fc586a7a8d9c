import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures.js';

/** Every route of the storefront, with the id it needs, for checks that walk them all. */
async function firstId(
  request: APIRequestContext,
  path: string,
  pick: (body: unknown) => string | undefined,
) {
  const response = await request.get(path);
  expect(response.ok()).toBe(true);
  const id = pick(await response.json());
  if (!id) throw new Error(`no record from ${path}`);
  return id;
}

const carId = (request: APIRequestContext) =>
  firstId(
    request,
    '/api/cars?limit=1',
    (body) => (body as { cars: Array<{ _id: string }> }).cars[0]?._id,
  );
const blogId = (request: APIRequestContext) =>
  firstId(request, '/api/blogs/all', (body) => (body as Array<{ _id: string }>)[0]?._id);

// Each route with the id it needs, if any. Listing pages and lists wait for their data too, since
// loaded cards are what could push the page wider.
export const ROUTES: Array<{
  path: string | ((request: APIRequestContext) => Promise<string>);
  name: string;
}> = [
  { name: 'home', path: '/' },
  { name: 'regular', path: '/regular' },
  { name: 'prime', path: '/prime' },
  { name: 'luxury', path: '/luxury' },
  { name: 'all cars', path: '/allcars' },
  { name: 'a car', path: async (request) => `/car/${await carId(request)}` },
  { name: 'FAQs', path: '/FAQs' },
  { name: 'blogs', path: '/blogs' },
  { name: 'a blog', path: async (request) => `/blogs/${await blogId(request)}` },
  { name: 'login', path: '/user' },
  { name: 'profile', path: '/profile' },
  { name: 'queries', path: '/quries' },
  { name: 'about', path: '/about' },
  { name: 'contact', path: '/contact' },
  { name: 'business model', path: '/businessModel' },
  { name: 'privacy', path: '/PrivacyPolicy' },
  { name: 'terms', path: '/TermsofServices' },
  { name: 'new car offers', path: '/new-car-offers' },
  { name: 'vehicle carry vans', path: '/vehicle-carry-van' },
  { name: 'driving schools', path: '/driving-school' },
  { name: 'tour packages', path: '/tour-packages' },
  { name: 'car washes', path: '/nearby-carwash' },
  { name: 'mechanics', path: '/nearby-mechanics' },
  { name: 'an unknown page', path: '/does-not-exist' },
];

/** The address of a route, reading its id from the API when it needs one. */
export async function pathOf(
  route: (typeof ROUTES)[number],
  request: APIRequestContext,
): Promise<string> {
  return typeof route.path === 'string' ? route.path : route.path(request);
}
