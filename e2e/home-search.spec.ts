import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';

// docs/product/storefront.md#home, docs/product/storefront.md#records-and-fields stored preferences, docs/product/storefront.md#car-list and All cars.

const FIRST_LINE = 'Discover premium travel options with just one click.';
const SECOND_LINE = 'Choose your city and category to begin your journey.';

async function openHome(page: Page) {
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: /Find Your\s*Perfect Ride/ }),
  ).toBeVisible();
}

/** The category radios are drawn as cards: a person clicks the card's name. */
async function chooseCategory(page: Page, label: 'Regular' | 'Prime' | 'Luxury') {
  await page.getByRole('form', { name: 'Find a ride' }).getByText(label, { exact: true }).click();
  await expect(page.getByRole('radio', { name: new RegExp(`^${label}`) })).toBeChecked();
}

/** A value the site keeps in the browser's local storage (docs/product/storefront.md#records-and-fields). */
async function storedValue(page: Page, key: string) {
  const { origins } = await page.context().storageState();
  return (
    origins.flatMap((origin) => origin.localStorage).find((entry) => entry.name === key)?.value ??
    null
  );
}

test('the typewriter types the first line, then the second', async ({ page }) => {
  await page.clock.install();
  await openHome(page);
  // From here on time only moves when the test moves it, so a slow machine cannot skip a line.
  // (The pause lies a little ahead: the page clock keeps running while the test asks for it.)
  const pageNow = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(pageNow + 3_000);
  // The typed letters are what a sighted visitor sees; screen readers get the whole line at once.
  const typed = page.getByTestId('typewriter-text');
  // Steps of 500 ms: each line stays complete for 2 s (docs/product/storefront.md#constants), four steps long.
  const typedAfterStep = async () => {
    await page.clock.runFor(500);
    return typed.textContent();
  };
  const stepping = { intervals: [0], timeout: 20_000 };

  await expect.poll(typedAfterStep, stepping).toBe(FIRST_LINE);
  await expect.poll(typedAfterStep, stepping).toBe(SECOND_LINE);
});

test('the chosen category and city survive a reload', async ({ page }) => {
  await openHome(page);
  const prime = page.getByRole('radio', { name: /^Prime/ });
  const city = page.getByLabel('City');

  // docs/product/storefront.md#page-states: the defaults are regular and Vijayawada.
  await expect(page.getByRole('radio', { name: /^Regular/ })).toBeChecked();
  await expect(city).toHaveValue('Vijayawada');

  await chooseCategory(page, 'Prime');
  await city.selectOption('Hyderabad');
  await page.reload();

  await expect(prime).toBeChecked();
  await expect(city).toHaveValue('Hyderabad');
  expect(await storedValue(page, 'selectedOption')).toBe('prime');
  expect(await storedValue(page, 'searchValue')).toBe('Hyderabad');
});

test('Search opens the category page for the chosen city, and its "see all" link the full list', async ({
  page,
}) => {
  await openHome(page);
  await chooseCategory(page, 'Prime');
  await page.getByLabel('City').selectOption('Hyderabad');
  await page.getByRole('button', { name: 'Search' }).click();

  await expect(page).toHaveURL('/prime');
  await expect(page.getByRole('heading', { level: 1, name: 'PRIME' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Selected city' })).toContainText('HYDERABAD');
  expect(await storedValue(page, 'selectedCity')).toBe('Hyderabad');

  // docs/product/storefront.md#constants: the category page lists at most 6 cars, each linking to its detail page.
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards.first()).toBeVisible();
  const count = await cards.count();
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThanOrEqual(6);
  for (const card of await cards.all()) {
    await expect(card.getByRole('link')).toHaveAttribute('href', /^\/car\/[\w-]+$/);
    await expect(card).toContainText('Hyderabad');
  }

  await page.getByRole('link', { name: /^see all \d+ prime cars in Hyderabad$/ }).click();
  await expect(page).toHaveURL('/allcars?city=Hyderabad&category=prime&service_type=rental');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Prime cars with a driver in Hyderabad',
  );
  await expect(page.getByRole('article').first()).toBeVisible();
  // The demo data has 9 prime rental cars in Hyderabad: the full list shows more than the category page.
  expect(await page.getByRole('article').count()).toBeGreaterThan(count);
  for (const link of await page.getByRole('article').getByRole('link').all()) {
    await expect(link).toHaveAttribute('href', /^\/car\/[\w-]+$/);
  }

  // The three filters carry the values from the link.
  await expect(page.getByLabel('City')).toHaveValue('Hyderabad');
  await expect(page.getByLabel('Category')).toHaveValue('prime');
  await expect(page.getByLabel('Service type')).toHaveValue('rental');
});

test('Enter in the city dropdown searches too', async ({ page }) => {
  await openHome(page);
  await chooseCategory(page, 'Luxury');
  const city = page.getByLabel('City');
  await city.selectOption('Tirupati');
  await city.press('Enter');

  await expect(page).toHaveURL('/luxury');
  await expect(page.getByRole('heading', { level: 1, name: 'LUXURY' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Selected city' })).toContainText('TIRUPATI');
  expect(await storedValue(page, 'selectedCity')).toBe('Tirupati');
});

test('the category page shows no service type locked as coming soon', async ({ page }) => {
  await page.goto('/regular');
  await expect(page.getByRole('heading', { level: 1, name: 'REGULAR' })).toBeVisible();
  // docs/product/storefront.md#pages-and-routes: with no search yet the city is Vijayawada.
  await expect(page.getByRole('region', { name: 'Selected city' })).toContainText('VIJAYAWADA');
  // Every trip type is offered for real now (the home search asks for it): nothing is locked.
  await expect(page.getByRole('tab')).toHaveCount(0);
  await expect(page.getByText(/coming soon/i)).toHaveCount(0);
  await expect(page).toHaveURL('/regular');
});
