import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';

/**
 * Every API call answers 500, as when the server is broken (docs/product/storefront.md#errors).
 * The server then cannot draw a page either and sends it bare, for the browser to draw: pages
 * arrive here without their drawn HTML and data, as they would.
 */
async function failEveryApiCall(page: Page): Promise<void> {
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const body = (await response.text()).replace(
      /<div id="root">[\s\S]*<\/div><script type="application\/json" id="served-page">[\s\S]*?<\/script>/,
      '<div id="root"></div>',
    );
    return route.fulfill({ response, body });
  });
  await page.route('**/api/**', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ success: false, message: 'Internal Server Error' }),
    }),
  );
}

/** The texts of the page's console errors, collected as they happen. */
function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

async function expectLayout(page: Page): Promise<void> {
  await expect(page.getByRole('banner').getByRole('link', { name: 'Saarthi home' })).toBeVisible();
  await expect(
    page.getByRole('contentinfo').getByRole('navigation', { name: 'Footer' }),
  ).toBeVisible();
}

test('an unknown address shows the 404 page inside the normal layout', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(
    page.getByRole('main').getByRole('heading', { level: 1, name: 'Page not found' }),
  ).toBeVisible();
  await expect(page.getByRole('main').getByText('/no-such-page')).toBeVisible();
  await expect(page).toHaveTitle(/Page not found/);
  await expectLayout(page);

  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.getByRole('heading', { level: 1, name: /Find Your\s*Perfect Ride/ }),
  ).toBeVisible();
});

test.describe('when every API call fails', () => {
  test.beforeEach(async ({ page }) => {
    await failEveryApiCall(page);
  });

  test('the home page still offers the search, leaves the strips empty and logs the failures', async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    await page.goto('/');

    await expect(
      page.getByRole('heading', { level: 1, name: /Find Your\s*Perfect Ride/ }),
    ).toBeVisible();
    const search = page.getByRole('form', { name: 'Find a ride' });
    await expect(search.getByRole('radio')).toHaveCount(3);
    await expect(search.getByLabel('City')).toBeVisible();
    await expect(search.getByRole('button', { name: 'Search' })).toBeVisible();

    // docs/product/storefront.md#errors: logged only, no message to the visitor; the strips stay empty.
    await expect
      .poll(
        () =>
          [
            'Failed to load images',
            'Failed to load offers',
            'Failed to load whySaarthi images',
          ].filter((log) => errors.some((text) => text.startsWith(log))),
        { timeout: 10_000 },
      )
      .toEqual([
        'Failed to load images',
        'Failed to load offers',
        'Failed to load whySaarthi images',
      ]);
    for (const strip of ['Featured', 'Offers', 'Why Saarthi?']) {
      await expect(page.getByRole('region', { name: strip })).toHaveCount(0);
    }
    await expect(page.locator('img[src*="/home/"]')).toHaveCount(0);
    await expect(page.getByText('Internal Server Error')).toHaveCount(0);
    await expectLayout(page);
  });

  test('a category page says the cars could not be loaded, and recovers on "Try again"', async ({
    page,
  }) => {
    await page.goto('/prime');
    await expect(page.getByRole('heading', { level: 1, name: 'PRIME' })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('Failed to load cars.', {
      timeout: 10_000,
    });
    await expect(page.getByText(/^No prime cars are listed/)).toHaveCount(0);

    await page.unroute('**/api/**');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  });

  test('a car page says "Failed to load car details"', async ({ page, request }) => {
    const { cars } = (await (
      await request.get('/api/cars?city=Guntur&category=regular&service_type=rental')
    ).json()) as {
      cars: { _id: string }[];
    };
    const errors = collectConsoleErrors(page);
    await page.goto(`/car/${cars[0]!._id}`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Failed to load car details' }),
    ).toBeVisible({ timeout: 10_000 });
    await expect(page.getByRole('link', { name: 'Browse all cars' })).toBeVisible();
    expect(errors.some((text) => text.startsWith('Failed to load car details'))).toBe(true);
    await expectLayout(page);
  });

  test('FAQs and blogs keep their headings with empty lists', async ({ page }) => {
    await page.goto('/FAQs');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Saarthi — General FAQs' }),
    ).toBeVisible();
    await expect(page.getByText('No FAQs to show right now.')).toBeVisible({ timeout: 10_000 });
    await expect(page.getByRole('main').getByRole('button', { expanded: false })).toHaveCount(0);

    await page.goto('/blogs');
    await expect(page.getByRole('heading', { level: 1, name: 'Latest Blogs' })).toBeVisible();
    await expect(page.getByText('Inspiration & Stories, Just Like the Gram')).toBeVisible();
    await expect(page.getByText('No blogs found.')).toBeVisible({ timeout: 10_000 });
    await expect(page.getByRole('button', { name: 'Share' })).toHaveCount(0);
  });

  const LISTINGS: [path: string, title: string][] = [
    ['/new-car-offers', 'New Car Offers'],
    ['/vehicle-carry-van', 'Vehicle Carry Vans'],
    ['/driving-school', 'Driving Schools'],
    ['/tour-packages', 'Tour Packages'],
    ['/nearby-carwash', 'Nearby Car Wash'],
    ['/nearby-mechanics', 'Nearby Mechanics'],
  ];
  for (const [path, title] of LISTINGS) {
    test(`${path} shows its empty state`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByText('Nothing listed here yet.')).toBeVisible({ timeout: 10_000 });
      await expect(page.getByRole('article')).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
      // The other services stay reachable.
      await expect(
        page.getByRole('region', { name: 'Other Services' }).getByRole('link'),
      ).toHaveCount(5);
    });
  }
});

test('a network failure while logging in says "Login failed: …"', async ({ page }) => {
  await page.route('**/api/user/login', (route) => route.abort());
  await page.goto('/user');
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  await page.getByLabel('Email').fill('demo@saarthi.in');
  await page.getByLabel('Password', { exact: true }).fill('Saarthi@123');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('main').getByRole('alert')).toHaveText(/^Login failed: \S.*/);
  await expect(page).toHaveURL(/\/user$/);
  // Still signed out: the form stays, ready for another try.
  await expect(page.getByRole('button', { name: 'Continue' })).toBeEnabled();
});
