import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';

/** The six side listings (docs/product/storefront.md#side-listings). */
const LISTINGS = [
  {
    path: '/new-car-offers',
    api: '/api/caroffers/all',
    title: 'New Car Offers',
    noun: 'car offers',
  },
  { path: '/vehicle-carry-van', api: '/api/vans/all', title: 'Vehicle Carry Vans', noun: 'vans' },
  {
    path: '/driving-school',
    api: '/api/drivingschools/all',
    title: 'Driving Schools',
    noun: 'driving schools',
  },
  { path: '/tour-packages', api: '/api/tours/all', title: 'Tour Packages', noun: 'tour packages' },
  {
    path: '/nearby-carwash',
    api: '/api/carwash/all',
    title: 'Nearby Car Wash',
    noun: 'car wash stations',
  },
  {
    path: '/nearby-mechanics',
    api: '/api/mechanics/all',
    title: 'Nearby Mechanics',
    noun: 'mechanics',
  },
] as const;

// docs/product/storefront.md#constants: 12 cards first, 6 more per load.
const FIRST_PAGE = 12;
const STEP = 6;

function cardsOf(page: Page, noun: string) {
  return page.getByRole('list', { name: `All ${noun}` }).getByRole('article');
}

for (const listing of LISTINGS) {
  test.describe(listing.path, () => {
    test('shows 12 cards, then 6 more per "Load more" until every record is shown', async ({
      page,
      request,
    }) => {
      const response = await request.get(listing.api);
      expect(response.ok()).toBe(true);
      const total = ((await response.json()) as unknown[]).length;
      // The demo data has 20+ records per listing, so at least one load-more is needed.
      expect(total).toBeGreaterThan(FIRST_PAGE);

      await page.goto(listing.path);
      await expect(page.getByRole('heading', { level: 1, name: listing.title })).toBeVisible();
      const cards = cardsOf(page, listing.noun);
      await expect(cards).toHaveCount(FIRST_PAGE);
      await expect(page.getByText(`Showing ${FIRST_PAGE} of ${total}`)).toBeVisible();

      const loadMore = page.getByRole('button', { name: 'Load more' });
      let shown = FIRST_PAGE;
      while (shown < total) {
        await loadMore.click();
        const before = shown;
        shown = Math.min(total, shown + STEP);
        await expect(cards).toHaveCount(shown);
        await expect(page.getByText(`Showing ${shown} of ${total}`)).toBeVisible();
        // The reader lands on the first card the button revealed.
        await expect(cards.nth(before)).toBeFocused();
      }
      await expect(loadMore).toHaveCount(0);
    });

    test('has a muted, looping background video with a poster and links to the other five services', async ({
      page,
    }) => {
      await page.goto(listing.path);
      await expect(page.getByRole('heading', { level: 1, name: listing.title })).toBeVisible();

      // The video is decorative (hidden from assistive technology), so it is found by its tag.
      const video = page.locator('video');
      await expect(video).toHaveCount(1);
      await expect(video).toHaveAttribute('poster', /\S/);
      await expect(video).toHaveJSProperty('muted', true);
      await expect(video).toHaveJSProperty('loop', true);
      const poster = await page.request.get((await video.getAttribute('poster'))!);
      expect(poster.ok()).toBe(true);
      expect(poster.headers()['content-type']).toMatch(/^image\//);

      const otherServices = page.getByRole('region', { name: 'Other Services' });
      await expect(otherServices.getByRole('heading', { name: 'Other Services' })).toBeVisible();
      const links = otherServices.getByRole('link');
      await expect(links).toHaveCount(LISTINGS.length - 1);
      for (const other of LISTINGS.filter((entry) => entry !== listing)) {
        await expect(otherServices.getByRole('link', { name: other.title })).toHaveAttribute(
          'href',
          other.path,
        );
      }
      await expect(otherServices.getByRole('link', { name: listing.title })).toHaveCount(0);
    });
  });
}

test('an "Other Services" link opens that listing from its first 12 cards', async ({ page }) => {
  await page.goto('/nearby-mechanics');
  await expect(cardsOf(page, 'mechanics')).toHaveCount(FIRST_PAGE);
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(cardsOf(page, 'mechanics')).toHaveCount(FIRST_PAGE + STEP);

  await page
    .getByRole('region', { name: 'Other Services' })
    .getByRole('link', { name: 'Nearby Car Wash' })
    .click();
  await expect(page).toHaveURL(/\/nearby-carwash$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Nearby Car Wash' })).toBeVisible();
  await expect(cardsOf(page, 'car wash stations')).toHaveCount(FIRST_PAGE);
});

test('"View Offer" opens the offer in a dialog that Escape closes', async ({ page, request }) => {
  const offers = (await (await request.get('/api/caroffers/all')).json()) as {
    title: string;
    description: string;
  }[];
  const first = offers[0]!;

  await page.goto('/new-car-offers');
  const card = cardsOf(page, 'car offers').filter({
    has: page.getByRole('heading', { name: first.title, exact: true }),
  });
  const viewOffer = card.getByRole('button', { name: 'View Offer' });
  await viewOffer.click();

  const dialog = page.getByRole('dialog', { name: first.title });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(first.description)).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Call Saarthi support' })).toHaveAttribute(
    'href',
    /^tel:\+?\d+$/,
  );

  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  // Focus goes back to the button that opened it.
  await expect(viewOffer).toBeFocused();
});
