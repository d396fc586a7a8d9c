import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures.js';

async function aCar(request: APIRequestContext): Promise<{ _id: string; car_name: string }> {
  const response = await request.get(
    '/api/cars?city=Vijayawada&category=prime&service_type=rental',
  );
  const { cars } = (await response.json()) as { cars: { _id: string; car_name: string }[] };
  expect(cars.length).toBeGreaterThan(0);
  return cars[0]!;
}

async function aBlog(request: APIRequestContext): Promise<{ _id: string; title: string }> {
  const response = await request.get('/api/blogs/all');
  const blogs = (await response.json()) as { _id: string; title: string }[];
  expect(blogs.length).toBeGreaterThan(0);
  return blogs[0]!;
}

/** Waits until nothing on the page is still loading (skeletons carry role="status"). */
async function expectLoaded(page: Page): Promise<void> {
  await expect(page.getByText(/^Loading/)).toHaveCount(0);
}

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

test('home page', async ({ page }) => {
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: /Find Your\s*Perfect Ride/ }),
  ).toBeVisible();
  await expect(page.getByText('Innova Crysta for family trips')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Offers' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Why Saarthi?' })).toBeVisible();
  await expect(page.getByText(/\d\/5$/).first()).toBeVisible();
  await expectLoaded(page);
  await expectAccessible(page, '/');
});

for (const category of ['regular', 'prime', 'luxury'] as const) {
  test(`category page /${category}`, async ({ page }) => {
    await page.goto(`/${category}`);
    await expect(
      page.getByRole('heading', { level: 1, name: category.toUpperCase() }),
    ).toBeVisible();
    await expect(page.locator('a[href^="/car/"]').first()).toBeVisible();
    await expectLoaded(page);
    await expectAccessible(page, `/${category}`);
  });
}

test('all cars', async ({ page }) => {
  await page.goto('/allcars?city=Hyderabad&category=luxury&service_type=rental');
  await expect(
    page.getByRole('heading', { level: 1, name: /^Luxury cars with a driver in Hyderabad$/i }),
  ).toBeVisible();
  await expect(page.locator('a[href^="/car/"]').first()).toBeVisible();
  await expectLoaded(page);
  await expectAccessible(page, '/allcars');
});

test('car detail', async ({ page, request }) => {
  const car = await aCar(request);
  await page.goto(`/car/${car._id}`);
  await expect(page.getByRole('heading', { level: 1, name: car.car_name })).toBeVisible();
  await expectLoaded(page);
  await expectAccessible(page, `/car/${car._id}`);
});

test('car detail with the price calculator open', async ({ page, request }) => {
  const car = await aCar(request);
  await page.goto(`/car/${car._id}`);
  await page.getByRole('button', { name: 'Estimated Price' }).click();
  await expect(page.getByLabel(/kilomet/i)).toBeVisible();
  await expectLoaded(page);
  await expectAccessible(page, `/car/${car._id} price calculator`);
});

test('FAQs', async ({ page }) => {
  await page.goto('/FAQs');
  await expect(page.getByRole('heading', { level: 1, name: /General FAQs/ })).toBeVisible();
  const question = page.getByRole('main').getByRole('button', { expanded: false }).first();
  await expect(question).toBeVisible();
  await question.click();
  await expect(page.getByRole('main').getByRole('button', { expanded: true })).toHaveCount(1);
  await expectAccessible(page, '/FAQs');
});

test('blogs', async ({ page }) => {
  await page.goto('/blogs');
  await expect(page.getByRole('heading', { level: 1, name: 'Latest Blogs' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Share' }).first()).toBeVisible();
  await expectAccessible(page, '/blogs');
});

test('blogs with the share modal open', async ({ page }) => {
  await page.goto('/blogs');
  await page.getByRole('button', { name: 'Share' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Share this Blog' })).toBeVisible();
  await expectAccessible(page, 'share modal');
});

test('blog detail', async ({ page, request }) => {
  const blog = await aBlog(request);
  await page.goto(`/blogs/${blog._id}`);
  await expect(page.getByRole('heading', { level: 1, name: blog.title })).toBeVisible();
  await expectLoaded(page);
  await expectAccessible(page, `/blogs/${blog._id}`);
});

test('login and sign up', async ({ page }) => {
  await page.goto('/user');
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  await expectAccessible(page, '/user login');
  // Validation messages are part of the screen too.
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Please fill all required fields')).toBeVisible();
  await expectAccessible(page, '/user login with errors');

  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign Up' })).toBeVisible();
  await expectAccessible(page, '/user sign up');
});

test('profile, viewing and editing', async ({ page, customer }) => {
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(customer.userEmail).first()).toBeVisible();
  await expectLoaded(page);
  await expectAccessible(page, '/profile');
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await expect(page.getByRole('button', { name: 'Save Changes' })).toBeVisible();
  await expectAccessible(page, '/profile editing');
});

test('queries', async ({ page, customer }) => {
  void customer;
  await page.goto('/quries');
  await expect(page.getByRole('heading', { level: 1, name: 'Your queries' })).toBeVisible();
  await expectLoaded(page);
  await expectAccessible(page, '/quries');
});

const STATIC_PAGES: [path: string, heading: string | RegExp][] = [
  ['/about', 'About Saarthi'],
  ['/contact', 'Contact us'],
  ['/businessModel', 'Business Model'],
  ['/PrivacyPolicy', /Privacy Policy/],
  ['/TermsofServices', /Terms of Service/],
  ['/no-such-page', 'Page not found'],
];

for (const [path, heading] of STATIC_PAGES) {
  test(`static page ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expectAccessible(page, path);
  });
}

test('contact form with its error messages', async ({ page }) => {
  await page.goto('/contact');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await expectAccessible(page, '/contact with errors');
});

const LISTING_PAGES: [path: string, heading: string][] = [
  ['/new-car-offers', 'New Car Offers'],
  ['/vehicle-carry-van', 'Vehicle Carry Vans'],
  ['/driving-school', 'Driving Schools'],
  ['/tour-packages', 'Tour Packages'],
  ['/nearby-carwash', 'Nearby Car Wash'],
  ['/nearby-mechanics', 'Nearby Mechanics'],
];

for (const [path, heading] of LISTING_PAGES) {
  test(`listing page ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Load more' })).toBeVisible();
    await expectAccessible(page, path);
  });
}

test('new car offer dialog', async ({ page }) => {
  await page.goto('/new-car-offers');
  await page.getByRole('button', { name: 'View Offer' }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectAccessible(page, 'offer dialog');
});

test('open account menu', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'About Saarthi' })).toBeVisible();
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Login' })).toBeVisible();
  await expectAccessible(page, 'account menu (signed out)');
});

test('open account menu when signed in', async ({ page, customer }) => {
  void customer;
  await page.goto('/about');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
  await expectAccessible(page, 'account menu (signed in)');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('open mobile drawer', async ({ page }) => {
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: /Find Your\s*Perfect Ride/ }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await expectAccessible(page, 'mobile drawer');
  });

  test('home page', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByText('Innova Crysta for family trips')).toBeVisible();
    await expectLoaded(page);
    await expectAccessible(page, '/ at 390 px');
  });
});
