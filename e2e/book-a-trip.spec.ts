import type { APIRequestContext, Page } from '@playwright/test';
import { catalogue } from './catalogues.js';
import {
  collectPageErrors,
  demoToken,
  expect,
  expectNoHorizontalScroll,
  test,
} from './fixtures.js';

// docs/product/trips-and-money.md#search-by-trip, #local-hourly-packages and
// #places-routes-and-all-in-quotes: a customer opens a car with the trip they searched for in
// the URL, and the booking form opens filled with it. An outstation trip to a place is quoted
// all-in and booked; a local 8-hour package is booked; the car's photos swipe. In English and
// Telugu, at a desktop's and a phone's width, with no console error.

type Language = 'en' | 'te';
const LANGUAGES: Language[] = ['en', 'te'];
const WIDTHS = [
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;
const CITY = 'Vijayawada';
const DAY_MS = 86_400_000;

/** What the reader sees for an English message of an area's catalogue. */
function tr(language: Language, english: string, area = 'bookings'): string {
  if (language === 'en') return english;
  const messages = catalogue(language, area);
  const translation = messages.get(english);
  if (!translation) throw new Error(`"${english}" has no ${language} translation in ${area}.po`);
  return translation;
}

/** An India day some weeks ahead, different on every run, so earlier runs' bookings are not in the way. */
function dayAhead(offset: number): string {
  const days = 40 + ((Math.floor(Date.now() / 1000) + offset) % 120);
  return new Date(Date.now() + 330 * 60_000 + days * DAY_MS).toISOString().slice(0, 10);
}
const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);

/** A place the city has a route to, as the place field lists it. */
async function placeFrom(request: APIRequestContext) {
  const answer = await request.get(`/api/places?from=${CITY}&lang=en`);
  expect(answer.ok()).toBe(true);
  const { places } = (await answer.json()) as {
    places: { id: string; kind: string; route: { km: number } | null }[];
  };
  const place = places.find((one) => one.kind === 'pilgrim' && one.route !== null);
  if (!place) throw new Error(`no place is reached from ${CITY}`);
  return place.id;
}

/** A car of the city free for the trip, as the category page finds it. */
async function freeCar(request: APIRequestContext, query: Record<string, string>) {
  const answer = await request.get(
    `/api/cars?${new URLSearchParams({ city: CITY, limit: '1', ...query }).toString()}`,
  );
  expect(answer.ok(), await answer.text()).toBe(true);
  const { cars } = (await answer.json()) as {
    cars: { _id: string; car_name: string; car_image: string }[];
  };
  const car = cars[0];
  if (!car) throw new Error(`no car of ${CITY} is free for ${JSON.stringify(query)}`);
  return car;
}

async function signInAsDemoCustomer(page: Page) {
  const token = await demoToken(page, 'demo@saarthi.in');
  await page.addInitScript((value) => window.localStorage.setItem('auth-token', value), token);
}

for (const language of LANGUAGES) {
  for (const width of WIDTHS) {
    test.describe(`${language}, ${width.name}`, () => {
      test.beforeEach(async ({ page }) => {
        await page.setViewportSize(width.viewport);
        await page.emulateMedia({ reducedMotion: 'reduce' });
      });

      test('books a searched outstation trip to a place, quoted all-in, and a local 8-hour package', async ({
        page,
      }) => {
        test.setTimeout(120_000);
        const errors = collectPageErrors(page);
        await signInAsDemoCustomer(page);
        const to = await placeFrom(page.request);
        const day = dayAhead(width.viewport.width + (language === 'te' ? 7 : 0));
        const back = nextDay(day);
        const car = await freeCar(page.request, {
          pickup_at: `${day}T06:00:00+05:30`,
          return_at: `${back}T21:00:00+05:30`,
          trip_type: 'outstation',
          to,
        });

        // The searched trip rides in the URL to the car page, and the form opens filled with it.
        await page.goto(
          `/car/${car._id}?lang=${language}&trip=outstation&date=${day}&time=06:00&return_date=${back}&return_time=21:00&to=${to}`,
        );
        await page
          .getByRole('button', { name: tr(language, 'Book this car', 'cars') })
          .first()
          .click();
        const form = page.getByRole('dialog');
        await expect(form).toBeVisible();
        await expect(form.locator('input[name="tripType"][value="outstation"]')).toBeChecked();
        const pickup = form.getByRole('group', { name: tr(language, 'Pickup (India time)') });
        await expect(pickup.getByLabel(tr(language, 'Date'))).toHaveValue(day);
        await expect(pickup.getByLabel(tr(language, 'Time'))).toHaveValue('06:00');
        const returning = form.getByRole('group', { name: tr(language, 'Return (India time)') });
        await expect(returning.getByLabel(tr(language, 'Date'))).toHaveValue(back);
        await expect(returning.getByLabel(tr(language, 'Time'))).toHaveValue('21:00');
        await expect(form.getByLabel(tr(language, 'To'), { exact: true })).toHaveValue(to);

        await form.getByLabel(tr(language, 'Pickup address')).fill('Benz Circle, Vijayawada');
        const quote = form.getByRole('region', { name: tr(language, 'Your quote') });
        await expect(
          quote.getByText(tr(language, 'All-in price: tolls and permits included')),
        ).toBeVisible();
        await expectNoHorizontalScroll(page);
        await form.getByRole('button', { name: tr(language, 'Request booking') }).click();
        await expect(page).toHaveURL(/\/trips\/[0-9a-f-]{36}/);

        // A local 8-hour package: its return follows the package.
        const localDay = nextDay(back);
        const localCar = await freeCar(page.request, {
          pickup_at: `${localDay}T10:00:00+05:30`,
          return_at: `${localDay}T18:00:00+05:30`,
          trip_type: 'local',
          package: '8h80km',
        });
        await page.goto(
          `/car/${localCar._id}?lang=${language}&trip=local&date=${localDay}&time=10:00&package=8h80km`,
        );
        await page
          .getByRole('button', { name: tr(language, 'Book this car', 'cars') })
          .first()
          .click();
        const localForm = page.getByRole('dialog');
        const packages = localForm.getByRole('group', { name: tr(language, 'Local package') });
        await expect(packages.getByRole('radio', { checked: true })).toHaveCount(1);
        await expect(packages.getByRole('radio', { checked: true })).toHaveAttribute(
          'value',
          '8h80km',
        );
        const localReturn = localForm.getByRole('group', {
          name: tr(language, 'Return (India time)'),
        });
        await expect(localReturn.getByLabel(tr(language, 'Time'))).toHaveValue('18:00');
        await localForm.getByLabel(tr(language, 'Pickup address')).fill('MG Road, Vijayawada');
        await expect(
          localForm
            .getByRole('region', { name: tr(language, 'Your quote') })
            .getByRole('definition')
            .first(),
        ).toBeVisible();
        await expectNoHorizontalScroll(page);
        await localForm.getByRole('button', { name: tr(language, 'Request booking') }).click();
        await expect(page).toHaveURL(/\/trips\/[0-9a-f-]{36}/);

        expect(errors).toEqual([]);
      });

      test("swipes through the car's photos", async ({ page }) => {
        const errors = collectPageErrors(page);
        const car = await freeCar(page.request, {});
        // The demo partners have one photo a car: the car's answer is given three, opened from
        // the category page so that the browser asks for it.
        const photos = [car.car_image, car.car_image, car.car_image];
        await page.route(`**/api/cars/${car._id}`, async (route) => {
          const answer = await route.fetch();
          const body = (await answer.json()) as { car: Record<string, unknown> };
          await route.fulfill({
            response: answer,
            json: { ...body, car: { ...body.car, photos } },
          });
        });
        await page.goto(`/allcars?lang=${language}&city=${CITY}`);
        await page.locator(`a[href^="/car/${car._id}"]`).first().click();
        const position = page.getByTestId('gallery-position');
        await expect(position).toContainText(/1 \/ 3/);
        await page.getByRole('button', { name: tr(language, 'Next photo', 'cars') }).click();
        await expect(position).toContainText(/2 \/ 3/);
        // The strip takes the arrow keys, and a swipe (a scroll of the strip) moves it too.
        const strip = page.locator('[aria-roledescription] > [tabindex="0"]');
        // Focusing the strip while it still glides would stop it between photos.
        await expect
          .poll(() => strip.evaluate((element) => element.scrollLeft / element.clientWidth))
          .toBeCloseTo(1, 1);
        await strip.focus();
        await page.keyboard.press('ArrowRight');
        await expect(position).toContainText(/3 \/ 3/);
        await strip.evaluate((element) => element.scrollTo({ left: 0 }));
        await expect(position).toContainText(/1 \/ 3/);
        await expectNoHorizontalScroll(page);
        expect(errors).toEqual([]);
      });
    });
  }
}
