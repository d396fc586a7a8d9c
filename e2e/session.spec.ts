import type { APIRequestContext } from '@playwright/test';
import { expect, registerCustomer, test, toasts } from './fixtures.js';

// Issue "look and trust", Sessions: an ended session is cleared on the first 401 and said once,
// nothing is revealed or written, and a login an action asked for comes back to that action.

async function firstCarId(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/cars?category=prime&service_type=rental&limit=1');
  expect(response.ok()).toBe(true);
  const { cars } = (await response.json()) as { cars: { _id: string }[] };
  if (!cars[0]) throw new Error('the demo data has no prime car');
  return cars[0]._id;
}

test('a session ended elsewhere is cleared on the first refusal and said once', async ({
  page,
  customer,
  request,
}) => {
  const carId = await firstCarId(request);
  await page.goto(`/car/${carId}`);
  const reveal = page.getByRole('button', { name: 'Contact Information' });
  await expect(reveal).toBeVisible();
  // Signed in: the review box is open to write in.
  await expect(page.getByLabel('Your review')).toBeVisible();

  // The customer logs out on another device: every session of the account ends.
  const ended = await request.post('/api/user/logout', {
    headers: { authorization: `Bearer ${customer.token}` },
  });
  expect(ended.ok()).toBe(true);

  const refused = page.waitForResponse(
    (answer) =>
      answer.request().method() === 'POST' && new URL(answer.url()).pathname === '/api/queries',
  );
  await reveal.click();
  expect((await refused).status()).toBe(401);

  await expect(
    toasts(page).getByText('Your session has ended. Please log in again.'),
  ).toBeVisible();
  await expect(page.getByText(/session has ended/i)).toHaveCount(1);
  await expect(page.getByRole('region', { name: 'Contact information' })).toHaveCount(0);
  expect(await page.evaluate(() => window.localStorage.getItem('auth-token'))).toBeNull();
  // The page shows the signed-out state at once: the header offers Login, the reviews ask for it.
  await expect(page.getByText('Log in to write a review')).toBeVisible();
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Login' })).toBeVisible();

  // Nothing was written for the refused reveal.
  const login = await request.post('/api/user/login', {
    data: { userEmail: customer.userEmail, password: customer.password },
  });
  const { token } = (await login.json()) as { token: string };
  const queries = await request.get('/api/queries', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(queries.ok()).toBe(true);
  expect(JSON.stringify(await queries.json())).not.toContain(carId);
});

test('a login asked for by a review comes back to the car with the review box ready', async ({
  page,
  request,
}) => {
  const customer = await registerCustomer(page);
  const carId = await firstCarId(request);
  await page.goto(`/car/${carId}`);
  await expect(page.getByText('Log in to write a review')).toBeVisible();
  await page
    .getByRole('region', { name: 'Reviews', exact: true })
    .getByRole('link', { name: 'Log in' })
    .click();
  await expect(page).toHaveURL((url) => url.pathname === '/user');

  await page.getByLabel('Email').fill(customer.userEmail);
  await page.getByLabel('Password', { exact: true }).fill(customer.password);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(`/car/${carId}`);
  await expect(page.getByLabel('Your review')).toBeFocused();
});
