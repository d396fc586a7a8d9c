import type { APIRequestContext, Page } from '@playwright/test';
import {
  expect,
  expectAccessible,
  expectNoHorizontalScroll,
  registerCustomer,
  signIn,
  test,
} from './fixtures.js';
import { catalogue } from './catalogues.js';
import { pathOf, ROUTES } from './routes.js';

// docs/product/storefront.md#languages: the main journeys in Telugu and in Hindi, at desktop and phone widths,
// with no sideways scrolling, no clipped control and no serious accessibility violation.

type Language = 'te' | 'hi';
const AREAS = [
  'common',
  'cars',
  'account',
  'listings',
  'content',
  'info',
  'server-messages',
] as const;
type Area = (typeof AREAS)[number];

const LANGUAGES: { code: Language; name: string; tag: string; script: RegExp; other: Language }[] =
  [
    { code: 'te', name: 'తెలుగు', tag: 'te-IN', script: /[\u0C00-\u0C7F]/, other: 'hi' },
    { code: 'hi', name: 'हिन्दी', tag: 'hi-IN', script: /[\u0900-\u097F]/, other: 'te' },
  ];

const WIDTHS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
];

/** What the reader sees for an English message. */
function tr(language: Language, english: string, area: Area = 'common'): string {
  const translation = catalogue(language, area).get(english);
  if (!translation) throw new Error(`"${english}" has no ${language} translation in ${area}.po`);
  return translation;
}

/** Any of the app's "Loading…" messages, as they read in the language. */
function loadingText(language: Language): RegExp {
  const texts = AREAS.flatMap((area) =>
    [...catalogue(language, area)]
      .filter(([english]) => english.startsWith('Loading'))
      .map(([, text]) => text),
  );
  return new RegExp(texts.map((text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'));
}

/**
 * No control shows less than its text: a longer Telugu or Hindi word must not be cut off. A text
 * the design shortens on purpose shows its ellipsis and is let be.
 */
async function expectNothingClipped(page: Page): Promise<void> {
  const clipped = await page.evaluate(() =>
    [
      ...document.querySelectorAll<HTMLElement>(
        'button, a[class*="btn"], [role="tab"], select, label, h1, h2, h3',
      ),
    ]
      .filter((element) => element.offsetParent !== null && element.clientWidth > 1)
      .filter((element) => {
        const style = getComputedStyle(element);
        return (
          element.scrollWidth > element.clientWidth + 1 &&
          style.overflowX !== 'auto' &&
          style.textOverflow !== 'ellipsis'
        );
      })
      .map(
        (element) =>
          `${element.tagName.toLowerCase()} "${element.textContent?.trim().slice(0, 40)}"`,
      ),
  );
  expect(clipped, 'controls whose text does not fit').toEqual([]);
}

/** Nothing still loading, then the checks every screen in another language must pass. */
async function expectFinishedScreen(
  page: Page,
  language: (typeof LANGUAGES)[number],
  screen: string,
) {
  await expect(page.locator('html')).toHaveAttribute('lang', language.tag);
  await expect(
    page.getByRole('status').filter({ hasText: loadingText(language.code) }),
  ).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNothingClipped(page);
  await expectAccessible(page, `${screen} in ${language.code}`);
}

async function firstCarOf(request: APIRequestContext, city: string, category: string) {
  const response = await request.get(
    `/api/cars?city=${city}&category=${category}&service_type=rental&limit=1`,
  );
  const { cars } = (await response.json()) as {
    cars: {
      _id: string;
      car_name: string;
      rates: { perKmFirst: number; perKmBeyond: number; base: number; perExtraHour: number };
    }[];
  };
  const car = cars[0];
  if (!car) throw new Error(`no ${category} car in ${city}`);
  return car;
}

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

for (const language of LANGUAGES) {
  for (const { name: width, viewport } of WIDTHS) {
    test.describe(`in ${language.code} on a ${width}`, () => {
      test.use({ viewport });

      test('a customer searches, prices a car, reveals its contact and finds the query', async ({
        page,
        request,
      }) => {
        // The longest journey of all, five pages each checked finished: more time than most.
        test.slow();
        const t = (english: string, area?: Area) => tr(language.code, english, area);
        // A shared link opens the page in its language.
        await page.goto(`/?lang=${language.code}`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(language.script);
        await expect(page.getByRole('combobox', { name: t('Language') }).first()).toHaveValue(
          language.code,
        );
        await expectFinishedScreen(page, language, 'home');

        // Search: the city and category are shown in the language, the values stay the same.
        const search = page.getByRole('form', { name: t('Find a ride') });
        await search.getByText(t('Prime'), { exact: true }).click();
        await search.getByLabel(t('City')).selectOption('Hyderabad');
        await expect(search.getByLabel(t('City')).locator('option:checked')).toHaveText(
          language.code === 'te' ? 'హైదరాబాద్' : 'हैदराबाद',
        );
        await search.getByRole('button', { name: t('Search') }).click();
        await expect(page).toHaveURL(`/prime?lang=${language.code}`);
        await expectFinishedScreen(page, language, 'prime cars in Hyderabad');

        // The car page, its price estimate in rupees with Indian grouping.
        const car = await firstCarOf(request, 'Hyderabad', 'prime');
        await page
          .getByRole('link', { name: new RegExp(car.car_name) })
          .first()
          .click();
        await expect(page.getByRole('heading', { level: 1, name: car.car_name })).toBeVisible();
        await expect(page).toHaveURL(new RegExp(`/car/${car._id}\\?lang=${language.code}$`));
        await page.getByRole('button', { name: t('Estimated Price', 'cars') }).click();
        const panel = page.getByRole('region', { name: t('Estimate your trip', 'cars') });
        await panel.getByLabel(t('Kilometers', 'cars')).fill('0');
        await panel.getByLabel(t('Hours', 'cars')).fill('10');
        await panel.getByRole('button', { name: t('Calculate', 'cars') }).click();
        await expect(panel.getByRole('alert')).toHaveText(
          t('Enter valid kilometers and hours', 'server-messages'),
        );
        await panel.getByLabel(t('Kilometers', 'cars')).fill('1500');
        await panel.getByLabel(t('Hours', 'cars')).fill('30');
        await panel.getByRole('button', { name: t('Calculate', 'cars') }).click();
        // At the car's own rates: 150 km at the first rate, 1,350 beyond, the base and 6 extra hours.
        const { perKmFirst, perKmBeyond, base, perExtraHour } = car.rates;
        const total = 150 * perKmFirst + 1350 * perKmBeyond + base + 6 * perExtraHour;
        await expect(panel.getByText(`₹${total.toLocaleString('en-IN')}`)).toBeVisible();
        await expectFinishedScreen(page, language, 'car page with the estimate');

        // Signed in, the contact is revealed and the query is listed, still in the language.
        const customer = await registerCustomer(page);
        await signIn(page, customer);
        await page.reload();
        await page.getByRole('button', { name: t('Contact Information', 'cars') }).click();
        const contact = page.getByRole('region', { name: t('Contact information', 'cars') });
        await expect(contact.getByRole('link').filter({ hasText: /\d/ }).first()).toBeVisible();
        await expectFinishedScreen(page, language, 'revealed contact');

        await page.goto(`/quries?lang=${language.code}`);
        await expect(
          page.getByRole('heading', { level: 1, name: t('Your queries', 'cars') }),
        ).toBeVisible();
        await expect(page.getByRole('heading', { level: 2 }).first()).toContainText(car.car_name);
        await expectFinishedScreen(page, language, 'queries');
      });

      test('forms and the API answer in the language, and the choice is remembered', async ({
        page,
      }) => {
        const t = (english: string, area?: Area) => tr(language.code, english, area);
        await page.goto(`/user?lang=${language.code}`);
        const main = page.getByRole('main');
        await main.getByRole('button', { name: t('Continue', 'account') }).click();
        await expect(main.getByRole('alert')).toHaveText(
          t('Please fill all required fields', 'server-messages'),
        );

        // A wrong password: the API's message, shown by its code in the reader's language.
        await main.getByLabel(t('Email', 'account')).fill('demo@saarthi.in');
        await main.getByLabel(t('Password', 'account'), { exact: true }).fill('not-the-password');
        await main.getByRole('button', { name: t('Continue', 'account') }).click();
        await expect(main.getByRole('alert')).toHaveText(
          t('Invalid email or password', 'server-messages'),
        );
        await expectFinishedScreen(page, language, 'login with an error');

        // The choice outlives the address: a plain link opens in the language too.
        await page.goto('/FAQs');
        await expect(page.locator('html')).toHaveAttribute('lang', language.tag);
        await expect(page).toHaveURL(`/FAQs?lang=${language.code}`);
        await expectFinishedScreen(page, language, 'FAQs');

        // Switching to the other language changes the page at once, and the address with it.
        const other = LANGUAGES.find((candidate) => candidate.code === language.other)!;
        if (width === 'phone') {
          await page.getByRole('button', { name: t('Open menu') }).click();
          await page.getByRole('dialog').getByRole('combobox').selectOption(other.code);
          await page.keyboard.press('Escape');
        } else {
          await page.getByRole('banner').getByRole('combobox').selectOption(other.code);
        }
        await expect(page.locator('html')).toHaveAttribute('lang', other.tag);
        await expect(page).toHaveURL(`/FAQs?lang=${other.code}`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(other.script);
        await page.reload();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(other.script);
      });
    });
  }

  test.describe(`every screen in ${language.code} on a phone`, () => {
    test.use({ viewport: { width: 390, height: 844 } });
    for (const route of ROUTES) {
      test(`${route.name} fits, keeps its controls whole and passes axe`, async ({
        page,
        request,
      }) => {
        const path = await pathOf(route, request);
        await page.goto(`${path}?lang=${language.code}`);
        await expectFinishedScreen(page, language, route.name);
      });
    }
  });
}

// A script's web font (120 kB on slow mobile data) is fetched only when its language is shown;
// English text, and the chooser's own "తెలుగు" and "हिन्दी", use the device's fonts.
test('a page downloads the font of the language it shows, and no other', async ({ page }) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(fonts).toEqual([]);

  await page.getByRole('combobox', { name: 'Language' }).first().selectOption('te');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/[\u0C00-\u0C7F]/);
  await expect.poll(() => fonts).toEqual([expect.stringMatching(/noto-sans-telugu-telugu-/)]);

  fonts.length = 0;
  await page.goto('/?lang=hi');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/[\u0900-\u097F]/);
  await expect
    .poll(() => fonts)
    .toEqual([expect.stringMatching(/noto-sans-devanagari-devanagari-/)]);
});
