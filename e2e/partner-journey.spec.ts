import type { Page } from '@playwright/test';
import {
  newGstin,
  demoToken,
  expect,
  expectAccessible,
  expectLoaded,
  expectNoHorizontalScroll,
  registerCustomer,
  signIn,
  test,
} from './fixtures.js';

// Journey (docs/product/marketplace.md#partner-portal): a new travel company signs up, registers, uploads its
// papers, adds a driver and a car with photos and its own rates, sends it for review and sees it
// pending; once Saarthi's operator has verified the company and approved the car, the car is in
// the storefront with the company's contact and rates, a customer reveals it, and the lead is in
// the partner's inbox. Every portal page it opens is checked with axe. Run at a desktop and at a
// phone width.

// A 1×1 PNG and a one-line PDF: what the portal and the API sniff by content.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

async function checkScreen(page: Page, screen: string) {
  await expectLoaded(page);
  await expectNoHorizontalScroll(page);
  await expectAccessible(page, screen);
}

/**
 * Opens a portal section from the menu the width shows: the top bar, or the phone's bottom bar.
 * The bottom bar keeps the daily sections; on a phone the company profile is opened from the
 * dashboard.
 */
async function openSection(page: Page, name: string) {
  const menus = page.getByRole('navigation', { name: 'Partner portal' });
  const visible = (await menus.first().isVisible()) ? menus.first() : menus.last();
  const link = visible.getByRole('link', { name, exact: true });
  if (name === 'Company' && (await link.count()) === 0) {
    await visible.getByRole('link', { name: 'Dashboard', exact: true }).click();
    await page.getByRole('link', { name: 'Edit company profile' }).click();
    return;
  }
  await link.click();
}

for (const [width, viewport] of [
  ['desktop', { width: 1280, height: 900 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test.describe(`on a ${width}`, () => {
    test.use({ viewport });

    test('a travel company joins, lists a car, is verified and gets its first lead', async ({
      page,
      browser,
    }) => {
      test.setTimeout(240_000);
      const stamp = `${Date.now()}`.slice(-4);
      const registration = `AP16${width === 'phone' ? 'PH' : 'DK'}${stamp}`;
      const companyName = `Krishna Cabs ${width} ${stamp}`;
      const partner = await registerCustomer(page, { userName: 'Venkata Ramana' });
      await signIn(page, partner);

      // 1. The company.
      await page.goto('/partner/join');
      const form = page.getByRole('main');
      await form.getByLabel('Trade name').fill(companyName);
      await form.getByLabel('Legal name').fill(`${companyName} Private Limited`);
      await form.getByLabel('Head office city').selectOption('Vijayawada');
      await form.getByLabel('Office address').fill('12-3-4, Eluru Road, Vijayawada 520002');
      await form.getByLabel('GSTIN').fill(newGstin());
      await form.getByLabel('Phone').fill('98480 22334');
      await form.getByLabel('WhatsApp').fill('98480 22335');
      await form.getByLabel('Email').fill('bookings@krishnacabs.in');
      await form.getByRole('button', { name: 'Register company' }).click();
      await expect(page).toHaveURL('/partner');
      await expect(page.getByRole('region', { name: 'Waiting for verification' })).toBeVisible();
      await checkScreen(page, `/partner pending (${width})`);

      // 2. Its GST certificate, on the company profile.
      await openSection(page, 'Company');
      await expect(page).toHaveURL('/partner/company');
      const companyPapers = page.getByRole('region', { name: 'Documents', exact: true });
      await expect(companyPapers).toContainText('GST certificate: Not uploaded');
      await companyPapers.getByRole('button', { name: 'Upload a document' }).click();
      await companyPapers
        .getByLabel('File')
        .setInputFiles({ name: 'gst-certificate.pdf', mimeType: 'application/pdf', buffer: PDF });
      await companyPapers.getByRole('button', { name: 'Upload', exact: true }).click();
      await expect(
        companyPapers.getByRole('listitem').filter({ hasText: 'gst-certificate.pdf' }),
      ).toBeVisible();
      await expect(companyPapers.getByText('Pending check').first()).toBeVisible();
      await checkScreen(page, `/partner/company (${width})`);

      // 3. A driver.
      await openSection(page, 'Drivers');
      await expect(page).toHaveURL('/partner/drivers');
      await checkScreen(page, `/partner/drivers empty (${width})`);
      await page.getByRole('button', { name: 'Add your first driver' }).click();
      const driverForm = page.getByRole('region', { name: 'Add a driver' });
      await driverForm.getByLabel('Full name').fill('Suresh Babu Kolli');
      await driverForm.getByLabel('Age').fill('38');
      await driverForm.getByLabel('Driving experience').fill('12');
      await driverForm.getByRole('checkbox', { name: 'Telugu' }).check();
      await driverForm.getByRole('checkbox', { name: 'Hindi' }).check();
      await driverForm.getByLabel('Driving licence number').fill('AP16 20110012345');
      await driverForm.getByLabel('Licence valid until').fill('2031-05-31');
      await driverForm.getByRole('button', { name: 'Add driver', exact: true }).click();
      const driver = page.getByRole('listitem').filter({ hasText: 'Suresh Babu Kolli' });
      await expect(driver).toBeVisible();
      await expect(driver).toContainText('XXXX…2345');
      await checkScreen(page, `/partner/drivers (${width})`);

      // 4. A car with its photos, rates and driver, then its RC, then sent for review.
      await openSection(page, 'Fleet');
      await expect(page).toHaveURL('/partner/fleet');
      await checkScreen(page, `/partner/fleet empty (${width})`);
      await page.getByRole('link', { name: 'Add a car' }).first().click();
      await expect(page).toHaveURL('/partner/fleet/new');
      await page.getByLabel('Car name').fill('Toyota Innova Crysta');
      await page.getByLabel('Model', { exact: true }).fill('2.4 GX 7 seater');
      await page.getByLabel(/^Model year/).fill('2023');
      await page.getByLabel('Registration number').fill(registration);
      await page.getByLabel('Category').selectOption('prime');
      await page.getByLabel('Body type').selectOption('muv');
      await page.getByLabel('Fuel').selectOption('Diesel');
      await page.getByLabel('Passenger seats').fill('6');
      await page.getByLabel('Luggage').fill('3');
      await page.getByLabel('Base fare for 24 hours').fill('3100');
      await page.getByLabel('Per km, first 150 km').fill('13');
      await page.getByLabel('Price on the car’s card').fill('3100');
      await page.getByLabel('Price before discount').fill('3600');
      await page.getByLabel('Default driver').selectOption({ label: 'Suresh Babu Kolli' });
      await page.getByLabel('Add photos').setInputFiles([
        { name: 'innova-front.png', mimeType: 'image/png', buffer: PNG },
        { name: 'innova-side.png', mimeType: 'image/png', buffer: PNG },
      ]);
      await expect(
        page.getByRole('list', { name: 'Photos in order' }).getByRole('listitem'),
      ).toHaveCount(2);
      await page.getByRole('button', { name: 'Add the car' }).click();
      await expect(page).toHaveURL(/\/partner\/fleet\/[0-9a-f-]{36}$/);
      const carId = page.url().split('/').pop()!;
      await expect(page.getByText('Draft: only you can see this car')).toBeVisible();
      // Only the partner sees the photos of a car that is not live.
      const photoPath = await page.evaluate(async (id) => {
        const token = window.localStorage.getItem('auth-token');
        const answer = await fetch(`/api/partner/cars/${id}`, {
          headers: { authorization: `Bearer ${token}` },
        });
        return ((await answer.json()) as { car: { photos: string[] } }).car.photos[0]!;
      }, carId);
      expect((await page.request.get(photoPath)).status()).toBe(404);

      const carPapers = page.getByRole('region', { name: 'Documents', exact: true });
      await carPapers.getByRole('button', { name: 'Upload a document' }).click();
      await carPapers.getByLabel('Document', { exact: true }).selectOption('rc');
      await carPapers.getByLabel('Expiry date').fill('2035-03-31');
      await carPapers
        .getByLabel('File')
        .setInputFiles({ name: 'innova-rc.pdf', mimeType: 'application/pdf', buffer: PDF });
      await carPapers.getByRole('button', { name: 'Upload', exact: true }).click();
      await expect(
        carPapers.getByRole('listitem').filter({ hasText: 'innova-rc.pdf' }),
      ).toBeVisible();
      await expect(carPapers).toContainText('RC (registration certificate): Waiting for');
      // The other four papers a car needs, sent as the form sends them.
      for (const kind of ['permit', 'fitness', 'insurance', 'puc']) {
        const uploaded = await page.request.post('/api/partner/documents', {
          headers: { authorization: `Bearer ${partner.token}` },
          multipart: {
            kind,
            carId,
            expiresOn: '2034-12-31',
            document: { name: `innova-${kind}.pdf`, mimeType: 'application/pdf', buffer: PDF },
          },
        });
        expect(uploaded.status(), await uploaded.text()).toBe(201);
      }
      await checkScreen(page, `/partner/fleet/:id draft (${width})`);

      await page.getByRole('button', { name: 'Send for review' }).click();
      await expect(page.getByText('Waiting for Saarthi’s review')).toBeVisible();
      await openSection(page, 'Fleet');
      await expect(page.getByRole('listitem').filter({ hasText: registration })).toContainText(
        'review',
      );
      await checkScreen(page, `/partner/fleet (${width})`);
      expect((await page.request.get(`/api/cars/${carId}`)).status()).toBe(404);

      // 5. Saarthi's operator verifies the company and approves the car (the console's calls).
      const companyAnswer = await page.request.get('/api/partner/company', {
        headers: { authorization: `Bearer ${partner.token}` },
      });
      const companyId = ((await companyAnswer.json()) as { company: { _id: string } }).company._id;
      // As the operator console will sign in. The papers are checked first: nothing goes live
      // without them.
      const ops = { authorization: `Bearer ${await demoToken(page, 'ops@saarthi.in')}` };
      const waiting = (await (
        await page.request.get(`/api/admin/documents?status=pending&companyId=${companyId}`, {
          headers: ops,
        })
      ).json()) as { documents: Array<{ _id: string }> };
      expect(waiting.documents).toHaveLength(6);
      for (const paper of waiting.documents) {
        const checked = await page.request.post(`/api/admin/documents/${paper._id}/verify`, {
          headers: ops,
          data: { decision: 'approve' },
        });
        expect(checked.status(), await checked.text()).toBe(200);
      }
      for (const path of [`companies/${companyId}`, `cars/${carId}`]) {
        const decided = await page.request.post(`/api/admin/${path}/verify`, {
          headers: ops,
          data: { decision: 'approve' },
        });
        expect(decided.status(), await decided.text()).toBe(200);
      }
      await page.reload();
      await expect(page.getByRole('listitem').filter({ hasText: registration })).toContainText(
        'Live',
      );
      expect((await page.request.get(photoPath)).status()).toBe(200);

      // 6. A customer finds the car with the company's rates and reveals its contact.
      const shopper = await browser.newContext({ viewport });
      const shopperPage = await shopper.newPage();
      await shopperPage.emulateMedia({ reducedMotion: 'reduce' });
      const customer = await registerCustomer(shopperPage, {
        userName: 'Lakshmi Prasanna',
        usermobile: '9848022334',
      });
      await signIn(shopperPage, customer);
      await shopperPage.goto(`/car/${carId}`);
      const main = shopperPage.getByRole('main');
      await expect(main.getByRole('heading', { name: 'Toyota Innova Crysta' })).toBeVisible();
      await expect(main).toContainText(companyName);
      await expect(main).toContainText('₹3,100');
      await expect(main).toContainText('₹13/km');
      await expect(main).toContainText('Suresh Babu Kolli');
      await main.getByRole('button', { name: 'Contact Information' }).click();
      const contact = shopperPage.getByRole('region', { name: 'Contact information' });
      await expect(contact).toContainText('98480 22334');
      await expect(contact.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute(
        'href',
        /wa\.me\/919848022335/,
      );
      await shopper.close();

      // 7. The lead is in the partner's inbox, with the customer's name and phone.
      await openSection(page, 'Leads');
      await expect(page).toHaveURL('/partner/leads');
      const lead = page.getByRole('listitem').filter({ hasText: 'Lakshmi Prasanna' });
      await expect(lead).toContainText('Toyota Innova Crysta');
      await expect(lead.getByRole('link', { name: /Call/ })).toHaveAttribute(
        'href',
        /tel:\+?9?1?9848022334/,
      );
      await checkScreen(page, `/partner/leads (${width})`);

      // The other sections, once there is something in them.
      await openSection(page, 'Reviews');
      await expect(page).toHaveURL('/partner/reviews');
      await checkScreen(page, `/partner/reviews empty (${width})`);
      await page.goto('/partner/documents');
      await expect(
        page.getByRole('listitem').filter({ hasText: 'gst-certificate.pdf' }),
      ).toBeVisible();
      await checkScreen(page, `/partner/documents (${width})`);
      await openSection(page, 'Dashboard');
      await expect(page.getByRole('region', { name: 'Your company is verified' })).toBeVisible();
      await checkScreen(page, `/partner verified (${width})`);
    });
  });
}

test('the demo partner finds a living business on every page', async ({ page }) => {
  // Every section of the portal, each checked for accessibility: on a two-core machine after
  // the whole suite this takes 25 to 35 seconds, over the default half minute.
  test.setTimeout(90_000);
  const token = await demoToken(page, 'partner@saarthi.in');
  await page.addInitScript((value) => window.localStorage.setItem('auth-token', value), token);

  await page.goto('/partner');
  await expect(page.getByRole('heading', { name: 'Last 30 days' })).toBeVisible();
  await checkScreen(page, '/partner demo');
  await openSection(page, 'Fleet');
  await expect(
    page
      .getByText('Waiting for Saarthi’s review')
      .or(page.getByText(/review/i))
      .first(),
  ).toBeVisible();
  await checkScreen(page, '/partner/fleet demo');
  await page.getByRole('link', { name: 'Toyota Innova Crysta' }).first().click();
  await checkScreen(page, '/partner/fleet/:id demo');
  await openSection(page, 'Drivers');
  await checkScreen(page, '/partner/drivers demo');
  await openSection(page, 'Leads');
  await checkScreen(page, '/partner/leads demo');
  await openSection(page, 'Reviews');
  await checkScreen(page, '/partner/reviews demo');
  await page.goto('/partner/documents');
  await expect(page.getByText(/cut off at the bottom/)).toBeVisible();
  await checkScreen(page, '/partner/documents demo');
});
