import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoHorizontalScroll, test } from './fixtures.js';

// spec §2: the mobile side drawer, and every screen fits a phone without sideways scrolling.

test.use({ viewport: { width: 390, height: 844 } });

async function openDrawer(page: Page) {
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer).toBeVisible();
  return drawer;
}

test('the hamburger drawer navigates and closes', async ({ page }) => {
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: /Find Your\s*Perfect Ride/ }),
  ).toBeVisible();
  // On a phone the top bar's menu entries live in the drawer.
  await expect(page.getByRole('banner').getByRole('link', { name: 'PRIME' })).toBeHidden();

  const destinations = [
    { entry: 'PRIME', url: '/prime', heading: 'PRIME' },
    { entry: 'FAQs', url: '/FAQs', heading: /FAQ/ },
    { entry: 'BLOGS', url: '/blogs', heading: 'Latest Blogs' },
  ];
  for (const { entry, url, heading } of destinations) {
    const drawer = await openDrawer(page);
    await drawer.getByRole('link', { name: entry, exact: true }).click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(url);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }

  const drawer = await openDrawer(page);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL('/blogs');
  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
});

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
const ROUTES: Array<{
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

for (const route of ROUTES) {
  test(`${route.name} fits a phone without sideways scrolling`, async ({ page, request }) => {
    const path = typeof route.path === 'string' ? route.path : await route.path(request);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Wait until nothing is loading any more, so the measured page is the finished one.
    await expect(page.getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(0);
    await expectNoHorizontalScroll(page);
  });
}
