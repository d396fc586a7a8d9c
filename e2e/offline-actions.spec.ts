import type { APIRequestContext, Page, Request, Route } from '@playwright/test';
import {
  demoToken,
  expect,
  expectLoaded,
  registerCustomer,
  signIn,
  test,
  type Customer,
} from './fixtures';

// A destructive action the person backed out of must never happen later: offline, the dialog says
// so at once and nothing is kept aside to be sent when the connection returns; a request on its
// way when the dialog is closed is aborted. The customer's cancellation of a trip, and the
// partner's decline of a request on a phone.

const PARTNER = 'partner@saarthi.in';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const OFFLINE_MESSAGE = 'You are offline. Check your connection and try again.';
/** How long the network stays back before the booking is checked: a paused request would be sent by then. */
const SETTLE_MS = 3_000;

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function liveCarsOfDemoPartner(request: APIRequestContext, token: string) {
  const fleet = await request.get('/api/partner/cars', { headers: bearer(token) });
  expect(fleet.status()).toBe(200);
  const { cars } = (await fleet.json()) as {
    cars: { _id: string; status: string; availability: boolean }[];
  };
  return cars.filter((car) => car.status === 'live' && car.availability).map((car) => car._id);
}

/**
 * A booking request of a demo partner's car, made through the API. Its trip is months ahead at a
 * random hour, so the tests of this file (which run at once) and the other journeys never want
 * the same car at the same time; a slot taken meanwhile (409) is tried elsewhere.
 */
async function requestBooking(
  page: Page,
  customer: Customer,
): Promise<{ id: string; reference: string }> {
  const request = page.request;
  const cars = await liveCarsOfDemoPartner(request, await demoToken(page, PARTNER));
  expect(cars.length).toBeGreaterThan(0);
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const carId = cars[Math.floor(Math.random() * cars.length)]!;
    const pickupAt = Math.round((Date.now() + (20 + Math.random() * 140) * DAY) / HOUR) * HOUR;
    const response = await request.post('/api/bookings', {
      headers: bearer(customer.token),
      data: {
        carId,
        tripType: 'rental',
        pickupAt: new Date(pickupAt).toISOString(),
        returnAt: new Date(pickupAt + 3 * HOUR).toISOString(),
        estimatedKm: 60,
        pickupAddress: 'Benz Circle, Vijayawada',
        passengers: 2,
      },
    });
    if (response.status() === 409) continue;
    expect(response.status(), await response.text()).toBe(201);
    const { booking } = (await response.json()) as {
      booking: { _id: string; reference: string; status: string };
    };
    expect(booking.status).toBe('requested');
    return { id: booking._id, reference: booking.reference };
  }
  throw new Error('No free slot for a booking of the demo partner');
}

/** The booking's status as its customer's API answers it. */
async function statusOf(request: APIRequestContext, customer: Customer, id: string) {
  const response = await request.get(`/api/bookings/${id}`, { headers: bearer(customer.token) });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { booking: { status: string } }).booking.status;
}

/** Every request to `pattern` the page sends, and those that failed (aborted, offline). */
function watchRequests(page: Page, pattern: RegExp) {
  const sent: Request[] = [];
  const failed: string[] = [];
  page.on('request', (request) => {
    if (pattern.test(request.url()) && request.method() === 'POST') sent.push(request);
  });
  page.on('requestfailed', (request) => {
    if (pattern.test(request.url())) failed.push(request.failure()?.errorText ?? '');
  });
  return { sent, failed };
}

/**
 * Holds the requests to `glob` on their way until `release()`; they then go on to the server, if
 * the page has not aborted them meanwhile.
 */
async function holdRequests(page: Page, glob: string) {
  const held: Route[] = [];
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(glob, async (route) => {
    held.push(route);
    await released;
    // An aborted request can no longer be continued: that refusal is the point.
    await route.continue().catch(() => undefined);
  });
  return { held, release };
}

/** Waits while a request paused offline would have been sent, then reads the booking. */
async function expectStillRequested(page: Page, customer: Customer, id: string) {
  await page.waitForTimeout(SETTLE_MS);
  expect(await statusOf(page.request, customer, id)).toBe('requested');
}

test.describe('the customer cancelling a trip', () => {
  async function openCancelDialog(page: Page, id: string) {
    await page.goto(`/trips/${id}`);
    await page.getByRole('button', { name: 'Cancel trip' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this trip?' });
    const confirm = dialog.getByRole('button', { name: 'Cancel the trip' });
    // The fee is read again as the dialog opens; the button waits for it.
    await expect(confirm).toBeEnabled();
    return { dialog, confirm };
  }

  test('offline: says so at once, and the trip kept is never cancelled', async ({ page }) => {
    const customer = await registerCustomer(page);
    await signIn(page, customer);
    const booking = await requestBooking(page, customer);
    const requests = watchRequests(page, /\/api\/bookings\/[^/]+\/cancel$/);
    const { dialog, confirm } = await openCancelDialog(page, booking.id);

    await page.context().setOffline(true);
    await confirm.click();
    await expect(dialog.getByText(OFFLINE_MESSAGE)).toBeVisible({ timeout: 2_000 });
    await expect(confirm).toBeEnabled();
    await expect(confirm).toHaveText('Cancel the trip');

    await dialog.getByRole('button', { name: 'Keep the trip' }).click();
    await expect(dialog).toBeHidden();
    await page.context().setOffline(false);

    await expectStillRequested(page, customer, booking.id);
    expect(requests.sent).toHaveLength(0);
    await page.reload();
    await expect(page.getByText('Waiting for the company').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel trip' })).toBeVisible();
    await expect(page.getByText('This trip was cancelled', { exact: false })).toHaveCount(0);
  });

  test('dismissed on its way: the request is aborted and the trip stays', async ({ page }) => {
    const customer = await registerCustomer(page);
    await signIn(page, customer);
    const booking = await requestBooking(page, customer);
    const requests = watchRequests(page, /\/api\/bookings\/[^/]+\/cancel$/);
    const hold = await holdRequests(page, '**/api/bookings/*/cancel');
    const { dialog, confirm } = await openCancelDialog(page, booking.id);

    await confirm.click();
    await expect.poll(() => hold.held.length).toBe(1);
    await expect(dialog.getByRole('button', { name: 'Cancelling…' })).toBeDisabled();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect.poll(() => requests.failed).toEqual(['net::ERR_ABORTED']);

    hold.release();
    await expectStillRequested(page, customer, booking.id);
    await expect(page.getByText(/Booking cancelled|Trip cancelled/)).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`/trips/${booking.id}$`));
    await page.reload();
    await expect(page.getByText('Waiting for the company').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel trip' })).toBeVisible();
  });
});

test.describe('the partner declining a request, on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  async function openDeclineDialog(page: Page, id: string) {
    const token = await demoToken(page, PARTNER);
    await page.addInitScript((value) => window.localStorage.setItem('auth-token', value), token);
    await page.goto(`/partner/bookings/${id}`);
    await expectLoaded(page);
    await page.getByRole('button', { name: 'Decline', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: /^Decline booking/ });
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('The car is at the garage that day');
    return { dialog, confirm: dialog.getByRole('button', { name: 'Decline request' }) };
  }

  test('offline: says so at once, and the request gone back from is never declined', async ({
    page,
  }) => {
    const customer = await registerCustomer(page);
    const booking = await requestBooking(page, customer);
    const requests = watchRequests(page, /\/api\/partner\/bookings\/[^/]+\/decline$/);
    const { dialog, confirm } = await openDeclineDialog(page, booking.id);

    await page.context().setOffline(true);
    await confirm.click();
    await expect(dialog.getByText(OFFLINE_MESSAGE)).toBeVisible({ timeout: 2_000 });
    await expect(confirm).toBeEnabled();

    await dialog.getByRole('button', { name: 'Go back' }).click();
    await expect(dialog).toBeHidden();
    await page.context().setOffline(false);

    await expectStillRequested(page, customer, booking.id);
    expect(requests.sent).toHaveLength(0);
    await page.reload();
    await expectLoaded(page);
    await expect(page.getByRole('button', { name: 'Decline', exact: true })).toBeVisible();
    await expect(page.getByText('This request was declined.')).toHaveCount(0);
  });

  test('gone back from on its way: the request is aborted and stays', async ({ page }) => {
    const customer = await registerCustomer(page);
    const booking = await requestBooking(page, customer);
    const requests = watchRequests(page, /\/api\/partner\/bookings\/[^/]+\/decline$/);
    const hold = await holdRequests(page, '**/api/partner/bookings/*/decline');
    const { dialog, confirm } = await openDeclineDialog(page, booking.id);

    await confirm.click();
    await expect.poll(() => hold.held.length).toBe(1);
    await expect(dialog.getByRole('button', { name: 'Saving…' })).toBeDisabled();
    await dialog.getByRole('button', { name: 'Go back' }).click();
    await expect(dialog).toBeHidden();
    await expect.poll(() => requests.failed).toEqual(['net::ERR_ABORTED']);

    hold.release();
    await expectStillRequested(page, customer, booking.id);
    await expect(page.getByText('Booking declined')).toHaveCount(0);
    await page.reload();
    await expectLoaded(page);
    await expect(page.getByRole('button', { name: 'Decline', exact: true })).toBeVisible();
  });
});
