import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { demoToken, expect } from './fixtures.js';

// What the journeys of a trip share: a free car of the demo partner for a trip soon, the India
// date and time fields of a moment, and the demo partner's portal moving a booking.

const HOUR = 3_600_000;
const PARTNER = 'partner@saarthi.in';

/** YYYY-MM-DD and HH:MM of a moment in India time, as the form's date and time fields take it. */
export function indiaFields(at: number): { date: string; time: string } {
  const iso = new Date(at + 330 * 60_000).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

/**
 * A live car of the demo partner that is free from now for the next `hours` hours (the demo data
 * books some of its cars; earlier runs of this journey book others).
 */
export async function freeCarOfDemoPartner(
  request: APIRequestContext,
  hours: number,
): Promise<string> {
  const token = await (async () => {
    const response = await request.post('/api/user/login', {
      data: { userEmail: PARTNER, password: 'Saarthi@123' },
    });
    return ((await response.json()) as { token: string }).token;
  })();
  const fleet = await request.get('/api/partner/cars', {
    headers: { authorization: `Bearer ${token}` },
  });
  const { cars } = (await fleet.json()) as {
    cars: { _id: string; status: string; availability: boolean }[];
  };
  const until = Date.now() + hours * HOUR;
  for (const car of cars.filter((one) => one.status === 'live' && one.availability)) {
    const from = indiaFields(Date.now()).date;
    const to = indiaFields(until).date;
    const answer = await request.get(`/api/cars/${car._id}/availability?from=${from}&to=${to}`);
    if (answer.status() !== 200) continue;
    const { busy } = (await answer.json()) as { busy: { from: string; to: string }[] };
    const taken = busy.some(
      (interval) => Date.parse(interval.from) < until && Date.parse(interval.to) > Date.now(),
    );
    if (!taken) return car._id;
  }
  throw new Error('No car of the demo partner is free for the journey');
}

/** The demo partner's portal in a browser context of its own, signed in. */
export async function partnerPage(
  browser: Browser,
  viewport: { width: number; height: number },
  email = PARTNER,
) {
  const context = await browser.newContext({ viewport, reducedMotion: 'reduce' });
  const page = await context.newPage();
  const token = await demoToken(page, email);
  await page.addInitScript((value) => window.localStorage.setItem('auth-token', value), token);
  return page;
}

export async function partnerMove(page: Page, button: string, confirm: string) {
  await page.getByRole('button', { name: button, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: confirm, exact: true }).click();
  await expect(dialog).toBeHidden();
}
