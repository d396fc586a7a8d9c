import type { APIRequestContext, Page } from '@playwright/test';
import {
  demoToken,
  expect,
  expectAccessible,
  expectLoaded,
  expectNoHorizontalScroll,
  registerCustomer,
  test,
} from './fixtures.js';

// The partner portal's daily use on a phone (docs/product/marketplace.md#partner-portal): the
// company's own bell, the count of waiting requests beside Bookings and the dashboard's card of
// requests about to lapse; drivers busy with another trip shown as such in the accept dialog;
// and the car editor asking before unsaved changes are lost, to a link or the Back button.
// Against the demo partner's fleet.

test.use({ viewport: { width: 390, height: 844 } });

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

const HOUR = 3_600_000;
const PARTNER = 'partner@saarthi.in';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const indiaDay = (at: number) => new Date(at + 330 * 60_000).toISOString().slice(0, 10);
/** A moment on the five-minute grid the booking form uses. */
const onGrid = (at: number) => Math.ceil(at / (5 * 60_000)) * 5 * 60_000;

/** Live cars of the demo partner that are free from `from` for `hours` hours. */
async function freeCars(
  request: APIRequestContext,
  token: string,
  from: number,
  hours: number,
): Promise<string[]> {
  const { cars } = (await (
    await request.get('/api/partner/cars', { headers: bearer(token) })
  ).json()) as { cars: { _id: string; status: string; availability: boolean }[] };
  const until = from + hours * HOUR;
  const free: string[] = [];
  for (const car of cars.filter((one) => one.status === 'live' && one.availability)) {
    const answer = await request.get(
      `/api/cars/${car._id}/availability?from=${indiaDay(Date.now())}&to=${indiaDay(until)}`,
    );
    if (answer.status() !== 200) continue;
    const { busy } = (await answer.json()) as { busy: { from: string; to: string }[] };
    if (!busy.some((slot) => Date.parse(slot.from) < until + HOUR && Date.parse(slot.to) > from))
      free.push(car._id);
  }
  return free;
}

/** A new customer's request for the car, `from` for `hours` hours: its id and reference. */
async function requestTrip(page: Page, carId: string, from: number, hours: number) {
  const customer = await registerCustomer(page);
  const response = await page.request.post('/api/bookings', {
    headers: bearer(customer.token),
    data: {
      carId,
      tripType: 'rental',
      pickupAt: new Date(from).toISOString(),
      returnAt: new Date(from + hours * HOUR).toISOString(),
      estimatedKm: 60,
      pickupAddress: 'Benz Circle, Vijayawada',
      passengers: 2,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { booking } = (await response.json()) as { booking: { _id: string; reference: string } };
  return booking;
}

async function signInAsPartner(page: Page): Promise<string> {
  const token = await demoToken(page, PARTNER);
  await page.addInitScript((value) => window.localStorage.setItem('auth-token', value), token);
  return token;
}

const bottomBar = (page: Page) => page.getByRole('navigation', { name: 'Partner portal' }).last();

test('the portal has its own bell, counts waiting requests and lists those about to lapse', async ({
  page,
}) => {
  const token = await signInAsPartner(page);
  // A request for this evening: it must be answered an hour before its pickup, within 12 hours.
  const from = onGrid(Date.now() + 5 * HOUR);
  const [carId] = await freeCars(page.request, token, from, 3);
  expect(carId, 'a free car of the demo partner').toBeTruthy();
  const booking = await requestTrip(page, carId!, from, 3);

  await page.goto('/partner');
  await expectLoaded(page);
  const card = page.getByRole('region', { name: 'Requests expiring within 12 hours' });
  await expect(card).toBeVisible();
  const link = card.getByRole('link', { name: new RegExp(booking.reference) });
  await expect(link).toHaveAttribute('href', `/partner/bookings/${booking._id}`);

  // Beside Bookings in the phone's bar: how many requests wait for an answer.
  const bookings = bottomBar(page).getByRole('link', { name: /^Bookings/ });
  await expect(bookings).toHaveAccessibleName(/^Bookings ?\(\d+ requests? waiting\)$/);
  await expect(bookings).toContainText(/\d/);

  // The company's bell: the new request is there, linked into the portal.
  const bell = page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
  await expect(bell).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectAccessible(page, '/partner with a request about to lapse');
  await bell.click();
  const panel = page.getByRole('region', { name: 'Notifications' });
  const notice = panel.getByRole('link', {
    name: `New: New booking request ${booking.reference}: please answer it.`,
  });
  await expect(notice).toBeVisible();
  await expectAccessible(page, '/partner with the bell open');
  await notice.click();
  await expect(page).toHaveURL(`/partner/bookings/${booking._id}`);

  // The storefront's bell is about the account's own trips, never the company's.
  const storefront = await page.request.get('/api/notifications?audience=customer', {
    headers: bearer(token),
  });
  const { notifications } = (await storefront.json()) as {
    notifications: { audience: string }[];
  };
  expect(notifications.every((item) => item.audience === 'customer')).toBe(true);
});

test('a driver busy with another trip then is shown busy and cannot be chosen', async ({
  page,
}) => {
  const token = await signInAsPartner(page);
  const from = onGrid(Date.now() + 30 * HOUR);
  const free = await freeCars(page.request, token, from, 4);
  expect(free.length, 'two free cars of the demo partner').toBeGreaterThanOrEqual(2);
  const first = await requestTrip(page, free[0]!, from, 4);
  const second = await requestTrip(page, free[1]!, from + HOUR, 2);

  // The first request is accepted with a driver free then.
  const { busy } = (await (
    await page.request.get(`/api/partner/bookings/${first._id}/busy-drivers`, {
      headers: bearer(token),
    })
  ).json()) as { busy: { driverId: string }[] };
  const { drivers } = (await (
    await page.request.get('/api/partner/drivers', { headers: bearer(token) })
  ).json()) as { drivers: { _id: string; name: string; status: string }[] };
  const driver = drivers.find(
    (one) => one.status !== 'rejected' && !busy.some((clash) => clash.driverId === one._id),
  )!;
  const accepted = await page.request.post(`/api/partner/bookings/${first._id}/accept`, {
    headers: bearer(token),
    data: { driverId: driver._id },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);

  // The second overlaps it: that driver is busy in its accept dialog.
  await page.goto(`/partner/bookings/${second._id}`);
  await expectLoaded(page);
  await page.getByRole('button', { name: 'Accept', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Busy at this time, so they cannot be chosen:')).toBeVisible();
  await expect(dialog.getByRole('listitem').filter({ hasText: driver.name })).toContainText(
    `Busy: ${first.reference}`,
  );
  const option = dialog.getByRole('option', { name: new RegExp(`^${driver.name} · Busy`) });
  await expect(option).toBeDisabled();
  await expectNoHorizontalScroll(page);
  await expectAccessible(page, 'accept dialog with a busy driver');

  // The server refuses the busy driver all the same.
  const refused = await page.request.post(`/api/partner/bookings/${second._id}/accept`, {
    headers: bearer(token),
    data: { driverId: driver._id },
  });
  expect(refused.status()).toBe(409);
  expect(await refused.json()).toMatchObject({ code: 'driver_taken' });
});

test('the car editor asks before a rate change is lost', async ({ page }) => {
  const token = await signInAsPartner(page);
  const { cars } = (await (
    await page.request.get('/api/partner/cars', { headers: bearer(token) })
  ).json()) as { cars: { _id: string; status: string }[] };
  const car = cars.find((one) => one.status === 'draft' || one.status === 'live')!;

  await page.goto(`/partner/fleet/${car._id}`);
  await expectLoaded(page);
  const extraHour = page.getByRole('spinbutton', { name: /^Per extra hour/ });
  await extraHour.fill('275');

  await bottomBar(page)
    .getByRole('link', { name: /^Bookings/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Stay' })).toBeFocused();
  await expectAccessible(page, 'leave without saving dialog');
  await dialog.getByRole('button', { name: 'Stay' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(`/partner/fleet/${car._id}`);
  await expect(extraHour).toHaveValue('275');

  await bottomBar(page)
    .getByRole('link', { name: /^Bookings/ })
    .click();
  await dialog.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL('/partner/bookings');
});

test('the car editor asks before the Back button loses a rate change, and keeps the history whole', async ({
  page,
}) => {
  const token = await signInAsPartner(page);
  const { cars } = (await (
    await page.request.get('/api/partner/cars', { headers: bearer(token) })
  ).json()) as { cars: { _id: string; status: string }[] };
  const car = cars.find((one) => one.status === 'draft' || one.status === 'live')!;
  const carPage = `/partner/fleet/${car._id}`;

  // Into the editor from the fleet list, so Back stays inside the portal.
  await page.goto('/partner/fleet');
  await expectLoaded(page);
  await page.locator(`h2 a[href="${carPage}"]`).click();
  await expect(page).toHaveURL(carPage);
  await expectLoaded(page);
  const extraHour = page.getByRole('spinbutton', { name: /^Per extra hour/ });
  await extraHour.fill('275');

  const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });
  await page.goBack();
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(carPage);
  await expect(dialog.getByRole('button', { name: 'Stay' })).toBeFocused();
  await expectNoHorizontalScroll(page);
  await dialog.getByRole('button', { name: 'Stay' }).click();
  await expect(dialog).toBeHidden();
  await expect(extraHour).toHaveValue('275');

  // Back twice: one question, and the page is still the car's.
  await page.evaluate(() => window.history.back());
  await expect(dialog).toBeVisible();
  await page.evaluate(() => window.history.back());
  await expect(page).toHaveURL(carPage);
  await expect(dialog).toHaveCount(1);
  await expect(extraHour).toHaveValue('275');

  await dialog.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL('/partner/fleet');
  await expect(dialog).toBeHidden();
  // Nothing was pushed: Forward returns to the car, and Back from it to the list.
  await page.goForward();
  await expect(page).toHaveURL(carPage);
  await expectLoaded(page);
  await page.goBack();
  await expect(page).toHaveURL('/partner/fleet');
});

test('the calendar shows every car side by side, each code whole', async ({ page }) => {
  await signInAsPartner(page);
  await page.goto('/partner/bookings/calendar');
  await expectLoaded(page);
  await page.getByRole('button', { name: 'All cars' }).click();
  await expect(page).toHaveURL(/view=fleet/);
  const grid = page.getByRole('table', { name: /: every car$/ });
  await expect(grid).toBeVisible();
  await expectLoaded(page);
  // A booking's code is never cut: each chip is as wide as its text.
  const cut = await grid
    .getByRole('link', { name: /^SA-/ })
    .evaluateAll((links) => links.filter((link) => link.scrollWidth > link.clientWidth).length);
  expect(cut).toBe(0);
  await expectNoHorizontalScroll(page);
  await expectAccessible(page, 'fleet calendar');
});
