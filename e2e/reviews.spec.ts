import { expect, test, toasts } from './fixtures';
import type { APIRequestContext } from '@playwright/test';

// Journey: a visitor reviews the site on the home page, a customer reviews a car
// (docs/product/storefront.md#home and Car detail, docs/product/storefront.md#page-states, docs/product/storefront.md#form-rules, docs/product/storefront.md#errors; docs/product/storefront.md#reviews).

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1e4)}`;

/** A rental car from the demo data (any city; the journey does not depend on which). */
async function someCarId(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/cars', {
    params: { city: 'Guntur', category: 'prime', service_type: 'rental' },
  });
  expect(response.ok()).toBe(true);
  const { cars } = (await response.json()) as { cars: { _id: string }[] };
  const car = cars[0];
  if (!car) throw new Error('the demo data has no prime rental car in Guntur');
  return car._id;
}

test.describe('site review on the home page', () => {
  test('validates the form, then lists the new review as not verified', async ({ page }) => {
    await page.goto('/');
    const section = page.getByRole('region', { name: 'Happy Customers' });
    const form = section.getByRole('form', { name: 'Share your experience' });
    const name = form.getByPlaceholder('Your Name');
    const comment = form.getByPlaceholder('Your Comment');
    const rating = form.getByPlaceholder('Rating (1 to 5)');
    const submit = form.getByRole('button', { name: 'Submit Review' });

    // docs/product/storefront.md#form-rules: name, comment and rating are required.
    await submit.click();
    await expect(form.getByText('Name is required')).toBeVisible();
    await expect(form.getByText('Comment is required')).toBeVisible();
    await expect(form.getByText('Rating is required')).toBeVisible();

    // docs/product/storefront.md#form-rules: the rating is at most 5.
    await rating.fill('6');
    await submit.click();
    await expect(form.getByText('Rating must be at most 5')).toBeVisible();

    const reviewer = `Lakshmi Prasanna ${unique()}`;
    const text =
      'Booked an Innova with a driver for a family trip to Srisailam. On time and very polite.';
    await name.fill(reviewer);
    await comment.fill(text);
    await rating.fill('4');
    await submit.click();

    // docs/product/storefront.md#page-states: after a submit the form is reset and the list reloaded.
    await expect(name).toHaveValue('');
    await expect(comment).toHaveValue('');
    await expect(rating).toHaveValue('');
    await expect(form.getByText('Rating must be at most 5')).toBeHidden();

    // docs/product/storefront.md#site-reviews: new site reviews start unverified.
    const card = section
      .getByRole('list', { name: 'Customer reviews' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: reviewer }) });
    await expect(card).toHaveCount(1);
    await expect(card).toContainText(text);
    await expect(card).toContainText('4/5');
    await expect(card).toContainText('Not Verified');
  });
});

test.describe('car review', () => {
  test('a customer reviews a car after the rating and comment checks', async ({
    page,
    customer,
  }) => {
    const carId = await someCarId(page.request);
    await page.goto(`/car/${carId}`);
    const reviews = page.getByRole('region', { name: 'Reviews', exact: true });
    // The section holds the review list and, beside it, the form.
    const form = reviews;
    const comment = form.getByLabel('Your review');
    const submit = form.getByRole('button', { name: 'Submit review' });
    await expect(submit).toBeVisible();

    // docs/product/storefront.md#form-rules: both a rating and a non-blank comment are required.
    const feedback = `Smooth ride from Guntur to Amaravati, the driver knew every shortcut. (${unique()})`;
    await comment.fill(feedback);
    await submit.click();
    await expect(form.getByRole('alert')).toHaveText('Please provide both rating and comment');

    // The stars are visually hidden radios behind star icons; choose one with the keyboard.
    const fourStars = form.getByRole('radio', { name: '4 stars' });
    await fourStars.focus();
    await page.keyboard.press('Space');
    await expect(fourStars).toBeChecked();
    await comment.fill('    ');
    await submit.click();
    await expect(form.getByRole('alert')).toHaveText('Please provide both rating and comment');

    // Slow the submission down so its in-between state can be seen.
    await page.route('**/api/feedback', async (route) => {
      if (route.request().method() === 'POST')
        await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await comment.fill(feedback);
    await expect(form.getByRole('alert')).toBeHidden();
    await submit.click();
    await expect(form.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    await expect(toasts(page).getByText('Feedback submitted successfully')).toBeVisible();

    // docs/product/storefront.md#page-states: on success the form resets and the list reloads with the reviewer's name.
    await expect(comment).toHaveValue('');
    await expect(fourStars).not.toBeChecked();
    const item = reviews
      .getByRole('list', { name: 'Reviews' })
      .getByRole('listitem')
      .filter({ hasText: feedback });
    await expect(item).toHaveCount(1);
    await expect(item).toContainText(customer.userName);
  });

  test('signed out, the review form is replaced by a prompt to log in', async ({ page }) => {
    const carId = await someCarId(page.request);
    await page.goto(`/car/${carId}`);
    await expect(page.getByText('Log in to write a review')).toBeVisible();
    await expect(page.getByLabel('Your review')).toHaveCount(0);
    await page.getByRole('main').getByRole('link', { name: 'Log in', exact: true }).click();
    // The login will come back to this car with the review box ready (e2e/session.spec.ts).
    await expect(page).toHaveURL((url) => url.pathname === '/user');
  });
});
