import { expect, test } from './fixtures';

test('the built site serves the home page and the API', async ({ page, request }) => {
  const health = await request.get('/api/health');
  expect(await health.json()).toEqual({ status: 'ok', database: 'up' });
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: /Find Your\s*Perfect Ride/ }),
  ).toBeVisible();
});
