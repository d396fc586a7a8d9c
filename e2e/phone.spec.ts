import type { Page } from '@playwright/test';
import { expect, expectNoHorizontalScroll, test } from './fixtures.js';
import { pathOf, ROUTES } from './routes.js';

// docs/product/storefront.md#pages-and-routes: the mobile side drawer, and every screen fits a phone without sideways scrolling.

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

test('the car page keeps its price and actions in a bar at the bottom of a phone', async ({
  page,
  request,
  customer,
}) => {
  expect(customer.token).toBeTruthy();
  const listed = await request.get('/api/cars?category=prime&service_type=rental&limit=1');
  const { cars } = (await listed.json()) as {
    cars: { _id: string; car_name: string; rates: { base: number } }[];
  };
  const car = cars[0]!;
  await page.goto(`/car/${car._id}`);
  await expect(page.getByRole('heading', { level: 1, name: car.car_name })).toBeVisible();

  const bar = page.getByRole('region', { name: 'Price and actions' });
  await expect(bar).toBeVisible();
  await expect(bar).toContainText(`₹${car.rates.base.toLocaleString('en-IN')}`);
  await expect(bar).toContainText('for 24 hours');
  // Fixed to the bottom of the screen, and still there after scrolling to the reviews.
  await page.getByRole('heading', { name: 'Reviews', exact: true }).scrollIntoViewIfNeeded();
  const barBox = (await bar.boundingBox())!;
  expect(barBox.y + barBox.height).toBeCloseTo(844, 0);

  // The help desk's floating button would cover the page here: the bar's Contact stands in.
  await expect(page.getByRole('button', { name: /Help Desk/ })).toBeHidden();

  await bar.getByRole('button', { name: 'Estimate' }).click();
  await expect(page.getByRole('region', { name: 'Estimate your trip' })).toBeInViewport();

  await bar.getByRole('button', { name: 'Contact' }).click();
  const contact = page.getByRole('region', { name: 'Contact information' });
  await expect(contact).toBeVisible();
  await expect(contact).toBeInViewport();

  await bar.getByRole('button', { name: 'Book' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoHorizontalScroll(page);
});

test('the bar is a phone thing: a desk shows the actions beside the photo instead', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const listed = await request.get('/api/cars?category=prime&service_type=rental&limit=1');
  const { cars } = (await listed.json()) as { cars: { _id: string }[] };
  await page.goto(`/car/${cars[0]!._id}`);
  await expect(page.getByRole('button', { name: 'Contact Information' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Price and actions' })).toBeHidden();
  await expect(page.getByRole('button', { name: /Help Desk/ })).toBeVisible();
});

for (const route of ROUTES) {
  test(`${route.name} fits a phone without sideways scrolling`, async ({ page, request }) => {
    const path = await pathOf(route, request);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Wait until nothing is loading any more, so the measured page is the finished one.
    await expect(page.getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(0);
    await expectNoHorizontalScroll(page);
  });
}
