import type { APIRequestContext, Page } from '@playwright/test';
import { expect, registerCustomer, test } from './fixtures.js';

// docs/product/storefront.md#car-detail, docs/product/storefront.md#page-states contact reveal and price calculator, docs/product/storefront.md#form-rules and docs/product/storefront.md#constants price estimate.

interface CarSummary {
  _id: string;
  car_name: string;
  category: string;
  rates: { perKmFirst: number; perKmBeyond: number; base: number; perExtraHour: number };
  user: { travelsName: string };
}

async function firstCar(
  request: APIRequestContext,
  category: 'regular' | 'prime' | 'luxury',
): Promise<CarSummary> {
  const response = await request.get(`/api/cars?category=${category}&service_type=rental&limit=1`);
  expect(response.ok()).toBe(true);
  const { cars } = (await response.json()) as { cars: CarSummary[] };
  const car = cars[0];
  if (!car) throw new Error(`the demo data has no ${category} car`);
  expect(car.category).toBe(category);
  return car;
}

async function openCar(page: Page, car: CarSummary) {
  await page.goto(`/car/${car._id}`);
  await expect(page.getByRole('heading', { level: 1, name: car.car_name })).toBeVisible();
}

/** Enters a trip in the Estimated Price panel and answers the total it shows. */
async function estimate(page: Page, kilometers: string, hours: string) {
  const panel = page.getByRole('region', { name: 'Estimate your trip' });
  await panel.getByLabel('Kilometers').fill(kilometers);
  await panel.getByLabel('Hours').fill(hours);
  await panel.getByRole('button', { name: 'Calculate' }).click();
  return panel;
}

const totalOf = (panel: ReturnType<Page['getByRole']>) =>
  panel
    .getByRole('term')
    .filter({ hasText: 'Estimated total' })
    .locator('xpath=following-sibling::dd[1]');

// docs/product/storefront.md#price-estimate at the car's own rate card (docs/product/trips-and-money.md#the-cars-rate-card: the car's rates win over the table):
// the first 150 km at the lower rate, the base covering 24 hours, each extra hour on top.
const rupees = (amount: number) => `₹${amount.toLocaleString('en-IN')}`;
function expectedTotals({ perKmFirst, perKmBeyond, base, perExtraHour }: CarSummary['rates']) {
  return [
    rupees(100 * perKmFirst + base),
    rupees(150 * perKmFirst + base),
    rupees(150 * perKmFirst + perKmBeyond + base + perExtraHour),
  ] as const;
}

for (const category of ['regular', 'prime', 'luxury'] as const) {
  test(`the Estimated Price panel prices a ${category} car by the spec's formula at its own rates`, async ({
    page,
    request,
  }) => {
    const car = await firstCar(request, category);
    const [short, atLimit, beyond] = expectedTotals(car.rates);
    await openCar(page, car);

    const toggle = page.getByRole('button', { name: 'Estimated Price' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');

    await expect(totalOf(await estimate(page, '100', '10'))).toHaveText(short);
    await expect(totalOf(await estimate(page, '150', '24'))).toHaveText(atLimit);
    await expect(totalOf(await estimate(page, '151', '25'))).toHaveText(beyond);

    // docs/product/storefront.md#form-rules: both must be greater than zero.
    const panel = await estimate(page, '0', '10');
    await expect(panel.getByRole('alert')).toHaveText('Enter valid kilometers and hours');
    await expect(totalOf(panel)).toHaveCount(0);

    // docs/product/storefront.md#page-states: the panel toggles.
    await toggle.click();
    await expect(panel).toBeHidden();
  });
}

test('a visitor sent to log in for the contact comes back to the car with it revealed', async ({
  page,
  request,
}) => {
  const car = await firstCar(request, 'prime');
  const customer = await registerCustomer(page);
  await openCar(page, car);

  const alerted = new Promise<string>((resolve) => {
    page.once('dialog', (dialog) => {
      resolve(dialog.message());
      void dialog.accept();
    });
  });
  await page.getByRole('button', { name: 'Contact Information' }).click();
  expect(await alerted).toBe('Please log in to view contact information.');
  await expect(page).toHaveURL((url) => url.pathname === '/user');
  await expect(page.getByRole('region', { name: 'Contact information' })).toHaveCount(0);

  await page.getByLabel('Email').fill(customer.userEmail);
  await page.getByLabel('Password', { exact: true }).fill(customer.password);
  const logged = page.waitForResponse(
    (answer) =>
      answer.request().method() === 'POST' && new URL(answer.url()).pathname === '/api/queries',
  );
  await page.getByRole('button', { name: 'Continue' }).click();
  // Back on the car, not the home page, and the reveal the visitor asked for is done.
  await expect(page).toHaveURL(`/car/${car._id}`);
  expect((await logged).ok()).toBe(true);
  await expect(page.getByRole('region', { name: 'Contact information' })).toBeVisible();
});

test('a plain login still goes to the home page', async ({ page }) => {
  const customer = await registerCustomer(page);
  await page.goto('/user');
  await page.getByLabel('Email').fill(customer.userEmail);
  await page.getByLabel('Password', { exact: true }).fill(customer.password);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL((url) => url.pathname === '/');
});

test('a customer reveals the contact, which logs exactly one query for the visit', async ({
  page,
  customer,
}) => {
  expect(customer.token).toBeTruthy();
  const queryPosts: string[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'POST' && new URL(sent.url()).pathname === '/api/queries')
      queryPosts.push(sent.url());
  });

  // Opened from the category page, as a customer would.
  await page.goto('/luxury');
  const firstCard = page.getByRole('main').getByRole('article').first();
  const carLink = firstCard.getByRole('link');
  const carName = (await carLink.innerText()).trim();
  const carPath = await carLink.getAttribute('href');
  await carLink.click();
  await expect(page).toHaveURL(carPath ?? '');
  await expect(page.getByRole('heading', { level: 1, name: carName })).toBeVisible();
  const travelsName = (
    await page
      .getByRole('region', { name: 'Travel company' })
      .getByRole('paragraph')
      .first()
      .innerText()
  ).trim();
  expect(travelsName).not.toBe('');
  const car = { car_name: carName, user: { travelsName } };

  const button = page.getByRole('button', { name: 'Contact Information' });
  const contact = page.getByRole('region', { name: 'Contact information' });

  const logged = page.waitForResponse(
    (answer) =>
      answer.request().method() === 'POST' && new URL(answer.url()).pathname === '/api/queries',
  );
  await button.click();
  expect((await logged).ok()).toBe(true);
  await expect(contact).toBeVisible();
  await expect(contact).toContainText(car.user.travelsName);
  await expect(contact.getByRole('link').filter({ hasText: /\d/ }).first()).toHaveAttribute(
    'href',
    /^tel:\+?\d+$/,
  );
  await expect(button).toHaveAttribute('aria-expanded', 'true');

  // Pressing again hides it; a third press shows it again without logging a second query.
  await button.click();
  await expect(contact).toBeHidden();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await button.click();
  await expect(contact).toBeVisible();
  await expect(contact).toContainText(car.user.travelsName);

  // The Queries page lists it: this fresh customer has exactly the one query.
  await page.goto('/quries');
  await expect(page.getByRole('heading', { level: 1, name: 'Your queries' })).toBeVisible();
  const cards = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) });
  await expect(cards).toHaveCount(1);
  await expect(cards.first().getByRole('heading', { level: 2 })).toContainText(car.car_name);
  await expect(cards.first()).toContainText(car.user.travelsName);
  await expect(page.getByText('1 query, newest first')).toBeVisible();
  expect(queryPosts).toHaveLength(1);
});

test('an unknown car shows "Car not found."', async ({ page }) => {
  await page.goto('/car/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { level: 1, name: 'Car not found.' })).toBeVisible();
});
