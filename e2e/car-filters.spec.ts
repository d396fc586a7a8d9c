import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoHorizontalScroll, test } from './fixtures.js';

// The car list's refinements and order live in the URL, with the true count; the home search's
// trip goes on to the category page, the car page and the booking form.

interface ListAnswer {
  cars: { car_name: string; rates: { base: number } }[];
  total: number;
}

async function listFromApi(request: APIRequestContext, query: string): Promise<ListAnswer> {
  const response = await request.get(`/api/cars?${query}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as ListAnswer;
}

const countLine = (page: Page) =>
  page.getByRole('region', { name: 'Refine and sort' }).getByText(/^\d+ cars?$/);

/** The base fares the cards show, in order, as numbers. */
async function shownPrices(page: Page): Promise<number[]> {
  const texts = await page
    .getByRole('article')
    .getByText(/^₹[\d,]+$/)
    .allTextContents();
  return texts.map((text) => Number(text.replace(/[₹,]/g, '')));
}

test('refinements and the order are kept in the URL, counted truly, and restored by Back', async ({
  page,
}) => {
  await page.goto('/allcars?city=Guntur');
  const all = await listFromApi(page.request, 'city=Guntur&limit=1');
  await expect(countLine(page)).toHaveText(`${all.total} cars`);

  await page.getByLabel('Fuel').selectOption('Diesel');
  await expect(page).toHaveURL(/fuel=Diesel/);
  const diesel = await listFromApi(page.request, 'city=Guntur&fuel=Diesel&limit=1');
  expect(diesel.total).toBeGreaterThan(0);
  expect(diesel.total).toBeLessThan(all.total);
  await expect(countLine(page)).toHaveText(new RegExp(`^${diesel.total} cars?$`));
  for (const card of await page.getByRole('article').all())
    await expect(card).toContainText('Diesel');

  await page.getByLabel('Sort by').selectOption('price_low');
  await expect(page).toHaveURL(/sort=price_low/);
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect
    .poll(async () => {
      const prices = await shownPrices(page);
      return prices.length > 0 && prices.every((price, i) => i === 0 || prices[i - 1]! <= price);
    })
    .toBe(true);
  const cheapest = (await listFromApi(page.request, 'city=Guntur&fuel=Diesel&sort=price_low'))
    .cars[0]!;
  await expect(page.getByRole('article').first()).toContainText(cheapest.car_name);

  // A car, then Back: the same list, its selects showing what the URL says.
  const url = page.url();
  await page.getByRole('article').first().getByRole('link').click();
  await expect(page).toHaveURL(/\/car\//);
  await page.goBack();
  await expect(page).toHaveURL(url);
  await expect(page.getByLabel('Fuel')).toHaveValue('Diesel');
  await expect(page.getByLabel('Sort by')).toHaveValue('price_low');
  await expect(countLine(page)).toHaveText(new RegExp(`^${diesel.total} cars?$`));

  // A shared link opens the same list in a fresh tab.
  const shared = await page.context().newPage();
  await shared.goto(url);
  await expect(shared.getByLabel('Fuel')).toHaveValue('Diesel');
  await expect(shared.getByRole('article').first()).toContainText(cheapest.car_name);
  await shared.close();

  // A combination nothing matches says so, and Clear filters brings every car back.
  // No demo car seats twelve.
  await page.getByLabel('Seats').selectOption('12');
  await expect(page.getByText('No car matches all of these filters.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).last().click();
  await expect(page).toHaveURL('/allcars?city=Guntur&sort=price_low');
  await expect(countLine(page)).toHaveText(`${all.total} cars`);
});

test('Load more goes on from where the list stopped, and stops at the true count', async ({
  page,
}) => {
  await page.goto('/allcars?city=Vijayawada');
  const { total } = await listFromApi(page.request, 'city=Vijayawada&limit=1');
  expect(total).toBeGreaterThan(24);
  await expect(page.getByRole('article')).toHaveCount(24);
  await expect(page.getByText(`Showing 24 of ${total} cars`)).toBeVisible();
  const more = page.getByRole('button', { name: 'Load more cars' });
  for (let shown = 24; shown < total; shown += 24) {
    await more.click();
    await expect(page.getByRole('article')).toHaveCount(Math.min(shown + 24, total));
  }
  await expect(more).toBeHidden();
  await expect(page.getByRole('article')).toHaveCount(total);
  const names = await page.getByRole('article').getByRole('heading').allTextContents();
  expect(names).toHaveLength(total);
  await expect(page.getByText(/^Showing/)).toBeHidden();
});

test('the category page refines its six cars, and its "see all" link carries the refinements', async ({
  page,
}) => {
  await page.goto('/prime');
  await page.getByLabel('Driver speaks').selectOption('Hindi');
  await expect(page).toHaveURL('/prime?language=Hindi');
  const { total } = await listFromApi(
    page.request,
    'city=Vijayawada&category=prime&service_type=rental&language=Hindi&limit=1',
  );
  const seeAll = page.getByRole('link', { name: /^see all \d+ prime cars in Vijayawada$/ });
  if (total > 6) {
    // Six of the matching cars: the page says so once, and leads to the rest.
    await expect(
      page.getByText(`6 of ${total} — see all ${total} prime cars in Vijayawada`),
    ).toBeVisible();
    await expect(seeAll).toHaveAttribute('href', /language=Hindi/);
    await expect(countLine(page)).toHaveCount(0);
  } else {
    await expect(countLine(page)).toHaveText(new RegExp(`^${total} cars?$`));
    await expect(seeAll).toBeHidden();
  }
});

test('the home search carries the trip to the category page, the car and its booking form', async ({
  page,
}) => {
  await page.goto('/');
  const form = page.getByRole('form', { name: 'Find a ride' });
  await form.getByText('Prime', { exact: true }).click();
  await form.getByLabel('City').selectOption('Guntur');
  await form.getByLabel('Trip').selectOption('outstation');
  // Where the trip goes, found by its name whatever the letters' case.
  await form.getByLabel('To', { exact: true }).fill('tirupati');
  const day = new Date(Date.now() + 9 * 24 * 3_600_000 + 330 * 60_000).toISOString().slice(0, 10);
  const next = new Date(Date.now() + 10 * 24 * 3_600_000 + 330 * 60_000).toISOString().slice(0, 10);
  await form.getByLabel('Pickup date').fill(day);
  await form.getByLabel('Pickup time').fill('06:30');
  // Asked for the return first: without it the list cannot say which cars are free.
  await form.getByRole('button', { name: 'Search' }).click();
  await expect(form.getByRole('alert')).toHaveText('Choose when the trip ends.');
  await expect(form.getByLabel('Return date')).toBeFocused();
  await form.getByLabel('Return date').fill(next);
  await form.getByLabel('Return time').fill('21:00');
  await form.getByRole('button', { name: 'Search' }).click();

  await expect(page).toHaveURL(
    `/prime?trip=outstation&date=${day}&time=06%3A30&return_date=${next}&return_time=21%3A00&to=tirupati`,
  );
  const banner = page.getByRole('region', { name: 'Selected city' });
  await expect(banner).toContainText('GUNTUR');
  await expect(banner).toContainText(/Your trip: Outstation, pickup .*6:30 am/);

  const card = page
    .getByRole('region', { name: /^Prime cars/ })
    .getByRole('article')
    .first();
  await card.getByRole('link').click();
  await expect(page).toHaveURL(/\/car\/[\w-]+\?trip=outstation/);
  await expect(page.getByText(/Your trip: Outstation/)).toBeVisible();
  await page.getByRole('button', { name: 'Book this car' }).click();
  const dialog = page.getByRole('dialog', { name: /^Book / });
  await expect(dialog.getByRole('radio', { name: /Outstation/ })).toBeChecked();
  const pickup = dialog.getByRole('group', { name: 'Pickup (India time)' });
  await expect(pickup.getByLabel('Date')).toHaveValue(day);
  await expect(pickup.getByLabel('Time')).toHaveValue('06:30');
  await expect(dialog.getByLabel('To', { exact: true })).toHaveValue('tirupati');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the refinements fold under one button and the page fits the screen', async ({ page }) => {
    await page.goto('/allcars?city=Guntur&min_seats=6');
    const toggle = page.getByRole('button', { name: 'Filters (1)' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByLabel('Seats')).toBeHidden();
    await toggle.click();
    await expect(page.getByLabel('Seats')).toHaveValue('6');
    await expectNoHorizontalScroll(page);
  });
});
