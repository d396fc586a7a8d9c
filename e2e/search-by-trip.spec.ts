import type { Page } from '@playwright/test';
import { expect, expectNoHorizontalScroll, test } from './fixtures.js';

// /work/shared/TRIPS.md "Search by trip" and "Local hourly packages"; docs/product/trips-and-money.md:
// the home search asks for the whole trip, and the category page lists only the cars free for it,
// each with what the trip costs (the same total as the car's quote).

const INDIA_MS = 330 * 60_000;

/** An India calendar day `days` after today, YYYY-MM-DD. */
const indiaDay = (days: number) =>
  new Date(Date.now() + INDIA_MS + days * 86_400_000).toISOString().slice(0, 10);

/** The next weekend (a Saturday at least two days off, and its Sunday), India days. */
function nextWeekend(): { saturday: string; sunday: string } {
  for (let days = 2; ; days += 1) {
    const day = indiaDay(days);
    if (new Date(`${day}T12:00:00Z`).getUTCDay() === 6)
      return { saturday: day, sunday: indiaDay(days + 1) };
  }
}

/** The texts of the page's console errors, collected as they happen. */
function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

const rupees = (text: string) => Number(text.replace(/[^\d]/g, ''));

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

const LANGUAGES = [
  { code: 'en', place: 'Tiru', tirupati: 'Tirupati', allIn: 'for your trip (all-in)' },
  { code: 'te', place: 'తిరు', tirupati: 'తిరుపతి', allIn: 'మీ ప్రయాణానికి' },
] as const;

for (const viewport of VIEWPORTS) {
  for (const language of LANGUAGES) {
    test.describe(`${viewport.name}, ${language.code}`, () => {
      test.use({ viewport: { width: viewport.width, height: viewport.height } });
      // A whole search, the list's page loaded and priced, and a quote: more than one step's time.
      test.setTimeout(120_000);

      test('a weekend outstation trip to Tirupati lists only free cars, each at its quote’s total', async ({
        page,
      }) => {
        const errors = collectConsoleErrors(page);
        const { saturday, sunday } = nextWeekend();
        await page.goto(`/?lang=${language.code}`);
        const form = page.locator('form[aria-label]').filter({ has: page.locator('#home-trip') });
        await form.locator('#home-city').selectOption('Vijayawada');
        await form.locator('#home-trip').selectOption('outstation');
        await form.locator('#home-pickup-date').fill(saturday);
        await form.locator('#home-pickup-time').fill('06:00');
        await form.locator('#home-return-date').fill(sunday);
        await form.locator('#home-return-time').fill('21:00');

        // The place is found by typing its name in the page's script, and chosen from the list.
        const to = form.getByRole('combobox', { name: language.code === 'en' ? 'To' : 'ఎక్కడికి' });
        await to.fill(language.place);
        const option = form
          .getByRole('listbox')
          .getByRole('option')
          .filter({ hasText: language.tirupati })
          .first();
        await expect(option).toBeVisible();
        await option.click();
        await expect(to).toHaveValue(new RegExp(language.tirupati));
        await expectNoHorizontalScroll(page);
        await page.screenshot({
          path: `test-results/search-by-trip-home-${viewport.name}-${language.code}.png`,
          fullPage: false,
        });

        await form.locator('button[type="submit"]').click();
        await expect(page).toHaveURL(/\/regular\?trip=outstation&.*to=tirupati/);
        const cards = page.locator('article').filter({ hasText: language.allIn });
        await expect(cards.first()).toBeVisible({ timeout: 30_000 });
        await expectNoHorizontalScroll(page);
        await page.screenshot({
          path: `test-results/search-by-trip-list-${viewport.name}-${language.code}.png`,
          fullPage: true,
        });

        // The list asked for the trip: only the free cars, each with its trip's total.
        const pickupAt = `${saturday}T06:00:00+05:30`;
        const returnAt = `${sunday}T21:00:00+05:30`;
        const listed = await page.request.get(
          `/api/cars?city=Vijayawada&category=regular&service_type=rental&pickup_at=${encodeURIComponent(pickupAt)}&return_at=${encodeURIComponent(returnAt)}&trip_type=outstation&to=tirupati&limit=6`,
        );
        expect(listed.status()).toBe(200);
        const { cars } = (await listed.json()) as {
          cars: { _id: string; trip?: { total: number; allIn: boolean } }[];
        };
        expect(cars.length).toBeGreaterThan(0);
        expect(cars.every((car) => car.trip !== undefined)).toBe(true);

        // The first card's total is what the car's quote for that trip says.
        const first = cards.first();
        const href = await first.getByRole('link').first().getAttribute('href');
        const carId = /\/car\/([\w-]+)/.exec(href ?? '')![1]!;
        const priceText = await first.locator('p', { hasText: language.allIn }).first().innerText();
        const quoted = await page.request.post('/api/quotes', {
          data: { carId, tripType: 'outstation', pickupAt, returnAt, to: 'tirupati' },
        });
        expect(quoted.status(), await quoted.text()).toBe(200);
        const { quote } = (await quoted.json()) as { quote: { total: number; allIn: boolean } };
        expect(quote.allIn).toBe(true);
        expect(rupees(priceText.split('(')[0]!)).toBe(quote.total);
        // The car page keeps the trip.
        expect(href).toContain('trip=outstation');
        expect(errors).toEqual([]);
      });

      test('a local 8-hour package lists the free cars at the package’s price', async ({
        page,
      }) => {
        const errors = collectConsoleErrors(page);
        const day = indiaDay(3);
        await page.goto(`/?lang=${language.code}`);
        const form = page.locator('form[aria-label]').filter({ has: page.locator('#home-trip') });
        await form.locator('#home-city').selectOption('Vijayawada');
        await form.locator('#home-trip').selectOption('local');
        await form.locator('#home-pickup-date').fill(day);
        await form.locator('#home-pickup-time').fill('09:00');
        await expect(form.locator('#home-return-date')).toHaveCount(0);
        await form.locator('label', { has: page.locator('input[value="8h80km"]') }).click();
        await expect(form.locator('input[value="8h80km"]')).toBeChecked();
        await form.locator('button[type="submit"]').click();
        await expect(page).toHaveURL(/\/regular\?trip=local&.*package=8h80km/);
        const cards = page
          .locator('article')
          .filter({ hasText: language.code === 'en' ? 'for your trip' : 'మీ ప్రయాణానికి' });
        await expect(cards.first()).toBeVisible({ timeout: 30_000 });
        const href = await cards.first().getByRole('link').first().getAttribute('href');
        const carId = /\/car\/([\w-]+)/.exec(href ?? '')![1]!;
        const priceText = await cards
          .first()
          .locator('p', { hasText: language.code === 'en' ? 'for your trip' : 'మీ ప్రయాణానికి' })
          .first()
          .innerText();
        const quoted = await page.request.post('/api/quotes', {
          data: {
            carId,
            tripType: 'local',
            package: '8h80km',
            pickupAt: `${day}T09:00:00+05:30`,
            returnAt: `${day}T17:00:00+05:30`,
          },
        });
        expect(quoted.status(), await quoted.text()).toBe(200);
        const { quote } = (await quoted.json()) as { quote: { total: number } };
        expect(rupees(priceText.split('(')[0]!)).toBe(quote.total);
        await expectNoHorizontalScroll(page);
        expect(errors).toEqual([]);
      });
    });
  }
}
