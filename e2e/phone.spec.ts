import type { Page } from '@playwright/test';
import { expect, expectNoHorizontalScroll, test } from './fixtures.js';
import { pathOf, ROUTES } from './routes.js';

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
