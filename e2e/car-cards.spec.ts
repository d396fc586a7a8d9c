import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, expectAccessible, expectNoHorizontalScroll, test } from './fixtures.js';

// docs/product/storefront.md#car-list and #car-detail: a card shows the car's whole name (two
// lines at most) and its model year, so "Toyota Innova Crysta" and "Toyota Innova Hycross" read
// apart; the category page says how many of the matching cars it shows; the car page tells who
// drives (languages, years of experience) and the car's AC and luggage; the lists' titles and
// empty states are sentences, in each language.

interface ListedCar {
  _id: string;
  car_name: string;
  model_year: number | null;
  driver_name: string | null;
  driver_languages: string[];
  driver_experience_years: number | null;
  luggage: number;
  ac: boolean;
}

async function listed(request: APIRequestContext, query: string) {
  const response = await request.get(`/api/cars?${query}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as { cars: ListedCar[]; total: number };
}

/** The element's text fits its box: neither cut at the side nor below its last shown line. */
async function expectWhole(locator: Locator): Promise<void> {
  const box = await locator.evaluate((element) => ({
    wide: element.scrollWidth - element.clientWidth,
    tall: element.scrollHeight - element.clientHeight,
    ellipsis: getComputedStyle(element).textOverflow === 'ellipsis',
  }));
  expect(box.ellipsis, 'the name is not cut with an ellipsis').toBe(false);
  expect(box.wide, 'the name is not cut at the side').toBeLessThanOrEqual(1);
  expect(box.tall, 'the name is not cut below').toBeLessThanOrEqual(1);
}

/** Every card of the list shows the API's whole name and model year. */
async function expectCardsWhole(page: Page, cars: ListedCar[]): Promise<void> {
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(cars.length);
  for (const [index, car] of cars.entries()) {
    const card = cards.nth(index);
    const title = card.getByRole('heading', { level: 3 });
    await expect(title).toHaveText(car.car_name);
    await expectWhole(title);
    if (car.model_year !== null)
      await expect(card.getByText(`Model year ${car.model_year}`)).toBeVisible();
  }
}

const WIDTHS = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1366, height: 800 } },
];

for (const { name, viewport } of WIDTHS) {
  test.describe(`at ${viewport.width} px (${name})`, () => {
    test.use({ viewport });

    test('the category page shows whole names with their years, and says "6 of N"', async ({
      page,
      request,
    }) => {
      const { cars, total } = await listed(
        request,
        'city=Vijayawada&category=prime&service_type=rental&limit=6',
      );
      expect(total).toBeGreaterThan(6);
      await page.goto('/prime');
      await expect(
        page.getByRole('heading', { level: 2, name: 'Prime cars with a driver in Vijayawada' }),
      ).toBeVisible();
      await expectCardsWhole(page, cars);
      await expect(
        page.getByText(`6 of ${total} — see all ${total} prime cars in Vijayawada`),
      ).toBeVisible();
      await page.getByRole('link', { name: `see all ${total} prime cars in Vijayawada` }).click();
      await expect(page).toHaveURL('/allcars?city=Vijayawada&category=prime&service_type=rental');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Prime cars with a driver in Vijayawada',
      );
      const all = await listed(
        request,
        'city=Vijayawada&category=prime&service_type=rental&limit=24',
      );
      await expectCardsWhole(page, all.cars);
      await expectNoHorizontalScroll(page);
      await expectAccessible(page, `all prime cars at ${viewport.width} px`);
    });

    test("the car page shows the driver's languages and experience, AC and luggage", async ({
      page,
      request,
    }) => {
      const { cars } = await listed(request, 'city=Hyderabad&category=prime&limit=24');
      const car = cars.find(
        (candidate) =>
          candidate.driver_name !== null &&
          candidate.driver_languages.length > 1 &&
          candidate.driver_experience_years !== null &&
          candidate.model_year !== null,
      );
      if (!car) throw new Error('the demo data has a prime car in Hyderabad with a driver');
      await page.goto(`/car/${car._id}`);
      await expect(page.getByRole('heading', { level: 1, name: car.car_name })).toBeVisible();
      await expect(page.getByText(`Model year ${car.model_year}`)).toBeVisible();

      const driver = page.getByRole('region', { name: 'Your driver' });
      await expect(driver).toContainText(car.driver_name!);
      const years = car.driver_experience_years!;
      await expect(driver).toContainText(
        `Experience${years === 0 ? 'Less than a year' : `${years} year${years === 1 ? '' : 's'}`}`,
      );
      const languages = new Intl.ListFormat('en-IN', { type: 'conjunction' }).format(
        car.driver_languages,
      );
      await expect(driver).toContainText(`Speaks${languages}`);

      const facts = page.locator('dl').first();
      await expect(facts).toContainText(`Luggage${car.luggage} bag${car.luggage === 1 ? '' : 's'}`);
      await expect(facts).toContainText(`Air-conditioning${car.ac ? 'AC' : 'Non-AC'}`);
      await expectNoHorizontalScroll(page);
      await expectAccessible(page, `car page at ${viewport.width} px`);
    });

    test('the lists read naturally in Telugu and Hindi, empty ones too', async ({
      page,
      request,
    }) => {
      const { total } = await listed(
        request,
        'city=Vijayawada&category=prime&service_type=rental&limit=1',
      );
      await page.goto('/prime?lang=te');
      await expect(
        page.getByRole('heading', { level: 2, name: 'విజయవాడ‌లో డ్రైవర్‌తో ప్రైమ్ కార్లు' }),
      ).toBeVisible();
      await expect(
        page.getByText(`${total}‌లో 6 — విజయవాడ‌లోని మొత్తం ${total} ప్రైమ్ కార్లను చూడండి`),
      ).toBeVisible();
      await expectNoHorizontalScroll(page);

      await page.goto('/allcars?city=Vijayawada&category=regular&service_type=events&lang=te');
      await expect(
        page.getByText('ప్రస్తుతం విజయవాడ‌లో పెళ్లిళ్లు, వేడుకలకు రెగ్యులర్ కార్లు ఏవీ లేవు'),
      ).toBeVisible();

      await page.goto('/prime?lang=hi');
      await expect(
        page.getByRole('heading', { level: 2, name: 'विजयवाड़ा में ड्राइवर के साथ प्राइम कारें' }),
      ).toBeVisible();
      await expect(
        page.getByText(`${total} में से 6 — विजयवाड़ा की सभी ${total} प्राइम कारें देखें`),
      ).toBeVisible();
      await expectAccessible(page, `prime cars in Hindi at ${viewport.width} px`);

      await page.goto('/allcars?city=Vijayawada&category=regular&service_type=events&lang=hi');
      await expect(
        page.getByText('अभी विजयवाड़ा में शादियों और समारोहों के लिए कोई रेगुलर कार नहीं है'),
      ).toBeVisible();
      await expectNoHorizontalScroll(page);
    });
  });
}
