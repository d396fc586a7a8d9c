import type { APIRequestContext } from '@playwright/test';
import { collectPageErrors, expect, test } from './fixtures.js';

// Public pages arrive as HTML with their content, head and data: what a search engine, a link
// preview or a phone on a slow network reads before any script runs. The browser then takes the
// page over without drawing it again and without asking for the same data twice.

interface CarSummary {
  _id: string;
  car_name: string;
  car_model: string;
}

async function firstCar(request: APIRequestContext): Promise<CarSummary> {
  const response = await request.get('/api/cars?limit=1');
  return ((await response.json()) as { cars: CarSummary[] }).cars[0]!;
}

async function firstBlog(request: APIRequestContext): Promise<{ _id: string; title: string }> {
  const response = await request.get('/api/blogs/all');
  return ((await response.json()) as { _id: string; title: string }[])[0]!;
}

async function firstQuestion(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/faqs');
  const body = (await response.json()) as
    { faqs?: { question: string }[] } | { question: string }[];
  const faqs = Array.isArray(body) ? body : (body.faqs ?? []);
  return faqs[0]!.question;
}

/** The raw HTML of a page, as a client that runs no script receives it. */
async function rawPage(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  const html = await response.text();
  const root = /<div id="root">([\s\S]*?)<\/div><script type="application\/json"/.exec(html)?.[1];
  return { status: response.status(), html, root: root ?? '' };
}

test('public pages arrive with their content in the HTML', async ({ request }) => {
  const car = await firstCar(request);
  const blog = await firstBlog(request);
  const question = await firstQuestion(request);
  const expectations: [string, string][] = [
    ['/', 'Find Your'],
    ['/prime', 'Prime'],
    ['/allcars?city=Guntur', 'Guntur'],
    [`/car/${car._id}`, car.car_name],
    ['/FAQs', question],
    ['/blogs', blog.title],
    [`/blogs/${blog._id}`, blog.title],
    ['/about', 'About'],
    ['/contact', 'Contact'],
    ['/PrivacyPolicy', 'Privacy'],
    ['/TermsofServices', 'Terms'],
    ['/tour-packages', 'Tour Packages'],
    ['/nearby-mechanics', 'Mechanics'],
  ];
  for (const [path, text] of expectations) {
    const page = await rawPage(request, path);
    expect(page.status, path).toBe(200);
    expect(page.root, `${path} has no rendered content`).toContain('<h1');
    expect(page.root, path).toContain(text.replace(/&/g, '&amp;'));
  }
});

test('a page asked for in Telugu or Hindi is drawn in that language', async ({ request }) => {
  const telugu = await rawPage(request, '/?lang=te');
  expect(telugu.html).toContain('<html lang="te-IN">');
  expect(telugu.root).toMatch(/[\u0C00-\u0C7F]/);
  const hindi = await rawPage(request, '/FAQs?lang=hi');
  expect(hindi.html).toContain('<html lang="hi-IN">');
  expect(hindi.root).toMatch(/[\u0900-\u097F]/);
});

test('an unknown car or address answers 404 with the not-found page', async ({ page, request }) => {
  expect((await rawPage(request, '/car/00000000-0000-4000-8000-000000000000')).status).toBe(404);
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a car page shows the car, its price and its company', async ({ page, request }) => {
    const car = await firstCar(request);
    await page.goto(`/car/${car._id}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(car.car_name);
    await expect(page.getByText(/₹/).first()).toBeVisible();
  });
});

for (const language of ['en', 'te', 'hi'] as const) {
  test(`the browser takes over server-rendered pages in ${language} without an error`, async ({
    page,
    request,
  }) => {
    const errors = collectPageErrors(page);
    const car = await firstCar(request);
    const blog = await firstBlog(request);
    const query = language === 'en' ? '' : `?lang=${language}`;
    for (const path of [
      '/',
      '/prime',
      `/car/${car._id}`,
      '/FAQs',
      `/blogs/${blog._id}`,
      '/tour-packages',
    ]) {
      await page.goto(`${path}${query}`);
      await page.waitForLoadState('networkidle');
      await expect(page.locator('html')).toHaveAttribute(
        'lang',
        { en: 'en-IN', te: 'te-IN', hi: 'hi-IN' }[language],
      );
    }
    expect(errors).toEqual([]);
  });
}

test('the car page does not ask for the car it arrived with, drawn or kept', async ({
  page,
  request,
}) => {
  const car = await firstCar(request);
  // Once drawn, the page is kept: the second visit gets the kept page and its data.
  await request.get(`/car/${car._id}`);
  const asked: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname === `/api/cars/${car._id}`) asked.push(sent.url());
  });
  await page.goto(`/car/${car._id}`);
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(car.car_name);
  expect(asked).toEqual([]);
});
