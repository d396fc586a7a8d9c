import { test, expect, chromium } from '@playwright/test';
import { writeFileSync } from 'node:fs';
const BASE = 'http://127.0.0.1:3399';
const HOUR = 3_600_000;
test('shots', async ({ request }) => {
  test.setTimeout(180_000);
  const login = async (userEmail: string) =>
    ((await (await request.post(`${BASE}/api/user/login`, { data: { userEmail, password: 'Saarthi@123' } })).json()) as { token: string }).token;
  const customer = await login('demo@saarthi.in');
  const partner = await login('partner@saarthi.in');
  const auth = (t: string) => ({ authorization: `Bearer ${t}` });
  const cars = (await (await request.get(`${BASE}/api/partner/cars`, { headers: auth(partner) })).json()).cars;
  const drivers = (await (await request.get(`${BASE}/api/partner/drivers`, { headers: auth(partner) })).json()).drivers;
  const pickupAt = new Date(Math.ceil((Date.now() + 2 * HOUR + 20 * 60_000) / 300_000) * 300_000);
  let booking: any;
  for (const car of cars.filter((c: any) => c.status === 'live')) {
    const answer = await request.post(`${BASE}/api/bookings`, {
      headers: auth(customer),
      data: { carId: car._id, tripType: 'rental', pickupAt: pickupAt.toISOString(), returnAt: new Date(pickupAt.getTime() + 4 * HOUR).toISOString(), estimatedKm: 60, pickupAddress: 'Benz Circle, Vijayawada', passengers: 2 },
    });
    if (answer.status() === 201) { booking = (await answer.json()).booking; break; }
  }
  expect(booking).toBeTruthy();
  let accepted = false;
  for (const driver of drivers) {
    const a = await request.post(`${BASE}/api/partner/bookings/${booking._id}/accept`, { headers: auth(partner), data: { driverId: driver._id } });
    if (a.status() === 200) { accepted = true; break; }
  }
  expect(accepted).toBe(true);
  const mine = (await (await request.get(`${BASE}/api/bookings/${booking._id}`, { headers: auth(customer) })).json()).booking;
  const s = await request.post(`${BASE}/api/partner/bookings/${booking._id}/start`, { headers: auth(partner), data: { code: mine.start.code, odometerKm: 48_215 } });
  expect(s.status(), await s.text()).toBe(200);
  const c = await request.post(`${BASE}/api/partner/bookings/${booking._id}/complete`, { headers: auth(partner), data: { odometerKm: 48_290, expenses: [{ kind: 'toll', amount: 95, note: 'Kaza toll plaza' }, { kind: 'parking', amount: 40 }] } });
  expect(c.status(), await c.text()).toBe(200);
  const pdf = await request.get(`${BASE}/api/bookings/${booking._id}/invoice`, { headers: auth(customer) });
  writeFileSync('/tmp/shots/invoice.pdf', await pdf.body());

  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
  for (const [name, token, url, viewport, lang] of [
    ['customer-phone', customer, `/trips/${booking._id}`, { width: 390, height: 844 }, 'en'],
    ['customer-phone-te', customer, `/trips/${booking._id}`, { width: 390, height: 844 }, 'te'],
    ['customer-desktop', customer, `/trips/${booking._id}`, { width: 1280, height: 900 }, 'en'],
    ['partner-phone', partner, `/partner/bookings/${booking._id}`, { width: 390, height: 844 }, 'en'],
  ] as const) {
    const context = await browser.newContext({ viewport });
    await context.addInitScript(([t, l]) => { localStorage.setItem('auth-token', t); localStorage.setItem('saarthi-language', l); }, [token, lang]);
    const page = await context.newPage();
    await page.goto(`${BASE}${url}`);
    await page.waitForTimeout(2500);
    await page.screenshot({ path: `/tmp/shots/${name}.png`, fullPage: true });
    if (name === 'partner-phone') {
      await page.getByRole('button', { name: 'Record a payment' }).click();
      await page.waitForTimeout(500);
      await page.screenshot({ path: `/tmp/shots/partner-dialog.png` });
      await page.getByRole('button', { name: 'Record payment' }).click();
      await page.waitForTimeout(500);
      await page.screenshot({ path: `/tmp/shots/partner-dialog-error.png` });
    }
    await context.close();
  }
  await browser.close();
});
