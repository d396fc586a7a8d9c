import { collectPageErrors, expect, expectNoHorizontalScroll, test } from './fixtures.js';

// docs/product/trips-and-money.md "Search by trip" and "Local hourly packages": the category page
// opened with a trip in its address (as a shared link or the home search carries it) lists only
// the cars free for it, each with what the trip costs (the same total as the car's quote).

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

const rupees = (text: string) => Number(text.replace(/[^\d]/g, ''));

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

const LANGUAGES = [
  { code: 'en', allIn: 'for your trip (all-in)', place: 'Tirupati', search: 'Search' },
  { code: 'te', allIn: 'మీ ప్రయాణానికి', place: 'తిరుపతి', search: 'వెతకండి' },
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
        const errors = collectPageErrors(page);
        const { saturday, sunday } = nextWeekend();
        // The whole trip asked on the home page, the place typed in the reader's own script.
        await page.goto(`/?lang=${language.code}`);
        await page.locator('#home-city').selectOption('Vijayawada');
        await page.locator('#home-trip').selectOption('outstation');
        await page.locator('#home-to').fill(language.place);
        await page.locator('#home-date').fill(saturday);
        await page.locator('#home-time').fill('06:00');
        await page.locator('#home-return').fill(sunday);
        await page.locator('#home-return-time').fill('21:00');
        await page.locator('#home-to').scrollIntoViewIfNeeded();
        await page.screenshot({
          path: `test-results/search-by-trip-home-${viewport.name}-${language.code}.png`,
        });
        await page.getByRole('button', { name: language.search }).click();
        await expect(page).toHaveURL(
          new RegExp(
            `/regular\\?trip=outstation&date=${saturday}&time=06%3A00&return_date=${sunday}&return_time=21%3A00&to=tirupati$`,
          ),
        );
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
        const errors = collectPageErrors(page);
        const day = indiaDay(3);
        await page.goto(`/?lang=${language.code}`);
        await page.locator('#home-city').selectOption('Vijayawada');
        await page.locator('#home-trip').selectOption('local');
        await page.locator('#home-date').fill(day);
        await page.locator('#home-return').selectOption('8h80km');
        await page.getByRole('button', { name: language.search }).click();
        await expect(page).toHaveURL(/\/regular\?.*trip=local.*package=8h80km/);
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
