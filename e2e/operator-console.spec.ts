import type { Page } from '@playwright/test';
import {
  demoToken,
  expect,
  expectAccessible,
  expectLoaded,
  expectNoHorizontalScroll,
  test,
} from './fixtures.js';

// Journey: the Saarthi operator signs in, reads the waiting demo company's GST certificate inline
// and finds it valid, then verifies the company (refused until then); is refused its car, whose
// papers are not all in, and rejects its RC with a reason its partner then reads; hides a review
// (gone from the car page and from the company's average), publishes a FAQ (on /FAQs) and finds
// every one of these actions in the audit log. Every console page it opens is checked with axe.

const PENDING_COMPANY = 'Amaravati Cab Company';

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

async function openSection(page: Page, name: string) {
  const menus = page.getByRole('navigation', { name: 'Operator console' });
  const menu = (await menus.first().isVisible()) ? menus.first() : menus.last();
  await menu.getByRole('link', { name, exact: true }).click();
  await expectLoaded(page);
}

async function checkScreen(page: Page, screen: string) {
  await expectLoaded(page);
  await expectNoHorizontalScroll(page);
  await expectAccessible(page, screen);
}

const said = (page: Page, text: string) =>
  expect(page.getByRole('status').filter({ hasText: text }).first()).toBeVisible();

test('the operator verifies, moderates, publishes, and finds it all in the audit log', async ({
  page,
  browser,
}) => {
  test.slow();
  const api = async (path: string) => {
    const token = await demoToken(page, 'ops@saarthi.in');
    return (await page.request.get(path, { headers: { authorization: `Bearer ${token}` } })).json();
  };
  /** The name the documents queue gives a car's paper's subject. */
  const carLabelOf = async (carId: string) => {
    const { documents } = (await api('/api/admin/documents?status=pending')) as {
      documents: Array<{ subject: { _id: string; name: string } | null }>;
    };
    return documents.find((each) => each.subject?._id === carId)!.subject!.name;
  };

  // Signs in through the login page, as an operator does.
  await page.goto('/user');
  await page.getByLabel('Email').fill('ops@saarthi.in');
  await page.getByLabel('Password', { exact: true }).fill('Saarthi@123');
  await page.getByRole('button', { name: 'Continue' }).click();
  // An operator's login lands in the console (docs/product/storefront.md#pages-and-routes).
  await page.waitForURL((url) => url.pathname === '/ops');
  await expect(page.getByRole('heading', { name: 'Operator console', level: 1 })).toBeVisible();
  await checkScreen(page, '/ops');

  // 1. The waiting company's GST certificate is read inline and found valid; then the company
  // is verified (not before: nothing goes live without its papers).
  await openSection(page, 'Verification');
  const company = page.getByRole('article', { name: PENDING_COMPANY });
  await expect(company.getByText('BQRPK6120D', { exact: true })).toBeVisible();
  await expect(company).toContainText('GST certificate: Waiting for Saarthi’s check');
  await checkScreen(page, '/ops/verification');
  await company.getByRole('button', { name: `Approve ${PENDING_COMPANY}` }).click();
  await expect(company.getByRole('alert')).toContainText(
    'Not every paper is in order yet, so this cannot go live:',
  );

  await page.goto('/ops/verification?queue=documents');
  await expectLoaded(page);
  const gstName = `GST certificate · ${PENDING_COMPANY}`;
  const gst = page.getByRole('article', { name: gstName });
  await gst.getByRole('button', { name: `View document: ${gstName}` }).click();
  const viewer = page.getByRole('dialog', { name: 'GST certificate' });
  // The PDF shows inside the page, framed from a ticket address the site's policy allows.
  const frame = viewer.locator('iframe');
  await expect(frame).toHaveAttribute('src', /^\/api\/documents\/view\?ticket=/);
  const framed = await page.request.get((await frame.getAttribute('src'))!);
  expect(framed.status()).toBe(200);
  expect(framed.headers()['content-type']).toBe('application/pdf');
  await expect(viewer.getByRole('link', { name: 'Download' })).toBeVisible();
  await checkScreen(page, '/ops/verification document viewer');
  await viewer.getByRole('button', { name: 'Close' }).click();
  await gst.getByRole('button', { name: `Approve ${gstName}` }).click();
  await said(page, 'Document approved');

  await page.goto('/ops/verification');
  await expectLoaded(page);
  await company.getByRole('button', { name: `Approve ${PENDING_COMPANY}` }).click();
  await said(page, 'Company verified');
  await expect(company).toHaveCount(0);

  // 2. Its car waits with only its RC uploaded: approving it is refused, naming what is missing.
  const waitingCars = (await api('/api/admin/cars')) as {
    cars: Array<{ _id: string; carName: string; company: { travelsName: string } }>;
  };
  const car = waitingCars.cars.find((each) => each.company.travelsName === PENDING_COMPANY)!;
  await page.getByRole('button', { name: /^Cars/ }).click();
  await expectLoaded(page);
  const carCard = page.getByRole('article', { name: car.carName }).filter({
    hasText: PENDING_COMPANY,
  });
  await carCard
    .getByRole('button', { name: `Approve ${car.carName}` })
    .first()
    .click();
  const refusal = carCard.getByRole('alert');
  await expect(refusal).toContainText('Permit: Not uploaded');
  await expect(refusal).toContainText('Insurance: Not uploaded');
  await expect(refusal).toContainText('RC (registration certificate): Waiting for Saarthi’s check');
  expect((await page.request.get(`/api/cars/${car._id}`)).status()).toBe(404);

  // 3. Its RC is rejected, with a reason its partner then reads.
  await page.goto('/ops/verification?queue=documents');
  await expectLoaded(page);
  const paperName = `RC (registration certificate) · ${await carLabelOf(car._id)}`;
  const paper = page.getByRole('article', { name: paperName });
  await paper.getByRole('button', { name: `Reject ${paperName}` }).click();
  const reason = 'The RC is not readable: upload a clearer scan.';
  const rejecting = page.getByRole('dialog', { name: `Reject ${paperName}` });
  await rejecting.getByLabel('Reason').fill(reason);
  await rejecting.getByRole('button', { name: 'Reject' }).click();
  await said(page, 'Document rejected');

  const partner = await browser.newContext();
  const partnerPage = await partner.newPage();
  const partnerToken = await demoToken(partnerPage, 'newpartner@saarthi.in');
  await partnerPage.addInitScript(
    (value) => window.localStorage.setItem('auth-token', value),
    partnerToken,
  );
  await partnerPage.goto('/partner/documents');
  await expect(partnerPage.getByText(reason)).toBeVisible();
  await partner.close();

  // 4. A review is hidden: it leaves the car page and its company's average.
  const visible = (await api('/api/admin/feedback')) as {
    reviews: Array<{
      _id: string;
      rating: number;
      comment: string;
      customer: { name: string };
      car: { _id: string; name: string };
      company: { _id: string };
    }>;
  };
  const review = visible.reviews.find((each) => each.rating <= 3) ?? visible.reviews[0]!;
  const companyReviews = async () =>
    (
      (await (
        await page.request.get(`/api/feedback?travelUserId=${review.company._id}`)
      ).json()) as Array<{ rating: number }>
    ).map((each) => each.rating);
  const ratingOfCar = async () =>
    (
      (await (await page.request.get(`/api/cars/${review.car._id}`)).json()) as {
        car: { user: { rating: number } };
      }
    ).car.user.rating;
  const ratings = await companyReviews();
  const averageWithout = (() => {
    const rest = [...ratings];
    rest.splice(rest.indexOf(review.rating), 1);
    return Math.round((rest.reduce((sum, each) => sum + each, 0) / rest.length) * 10) / 10;
  })();

  await page.goto('/ops/moderation?section=reviews');
  await checkScreen(page, '/ops/moderation');
  const hideName = `Hide ${review.customer.name} · ${review.car.name}`;
  await page.getByRole('button', { name: hideName }).first().click();
  const hiding = page.getByRole('dialog', { name: hideName });
  await hiding.getByLabel('Reason').fill('Personal details of the driver in the text.');
  await hiding.getByRole('button', { name: 'Hide' }).click();
  await said(page, 'Review hidden');

  expect(await ratingOfCar()).toBe(averageWithout);
  await page.goto(`/car/${review.car._id}`);
  await expect(page.getByRole('heading', { name: review.car.name, level: 1 })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Reviews' })).toBeVisible();
  await expect(page.getByText(review.comment, { exact: true })).toHaveCount(0);

  // 5. A new FAQ is written, published, and on /FAQs.
  await page.goto('/ops/content');
  await checkScreen(page, '/ops/content');
  const question = 'Can the driver wait while we shop in Tirupati?';
  await page.getByRole('button', { name: 'New FAQ' }).click();
  const form = page.getByRole('region', { name: 'New FAQ' });
  await form.getByRole('textbox', { name: 'Question' }).fill(question);
  await form
    .getByRole('textbox', { name: 'Answer' })
    .fill('Yes. Waiting is part of a rental; an outstation trip counts it in its hours.');
  await form.getByRole('button', { name: 'Save' }).click();
  const draft = page.getByRole('article', { name: question });
  await draft.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(draft.getByRole('button', { name: 'Unpublish', exact: true })).toBeVisible();
  await page.goto('/FAQs');
  await expect(page.getByText(question)).toBeVisible();

  // 6. The audit log holds each of these actions, by the operator.
  await page.goto('/ops/audit');
  await checkScreen(page, '/ops/audit');
  const entries = page.getByRole('list', { name: 'Audit entries, newest first' });
  for (const action of [
    'Company verified',
    'Document approved',
    'Document rejected',
    'Review hidden',
    'FAQ published',
  ])
    await expect(entries.getByRole('article', { name: new RegExp(action) }).first()).toBeVisible();

  // The other sections open and pass axe as well.
  for (const [section, path] of [
    ['Bookings', '/ops/bookings'],
    ['Users', '/ops/users'],
    ['Metrics', '/ops/metrics'],
  ] as const) {
    await openSection(page, section);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await checkScreen(page, path);
  }
});

test('a customer is told the console is for the Saarthi team', async ({ page, customer }) => {
  void customer;
  await page.goto('/ops/verification');
  await expect(
    page.getByRole('heading', { name: 'This area is for the Saarthi team' }),
  ).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Operator console' })).toHaveCount(0);
});
