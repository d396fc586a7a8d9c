import type { Page } from '@playwright/test';
import {
  newGstin,
  expect,
  expectAccessible,
  expectLoaded,
  expectNoHorizontalScroll,
  registerCustomer,
  signIn,
  test,
} from './fixtures.js';

// Journey: a customer becomes a travel company partner (docs/product/marketplace.md#roles-and-accounts,
// "Partner portal"), and a verified partner opens the portal.

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

async function logInThroughTheForm(page: Page, email: string) {
  await page.goto('/user');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Saarthi@123');
  await page.getByRole('button', { name: 'Continue' }).click();
  // docs/product/storefront.md#pages-and-routes: a partner's login lands in the partner portal.
  await expect(page).toHaveURL('/partner');
}

test('a customer registers a travel company from the account menu and sees it pending', async ({
  page,
  // Signs a fresh customer in before the first page loads.
  customer: _customer,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'For travel companies' }).click();

  await expect(page).toHaveURL('/partner');
  await expect(page.getByRole('heading', { name: 'Register your travel company' })).toBeVisible();
  await page.getByRole('link', { name: 'Register your company' }).click();

  await expect(page).toHaveURL('/partner/join');
  const form = page.getByRole('main');
  await expect(form.getByLabel('Driver allowance per day')).toHaveValue('300');
  await expect(form.getByLabel('Night charge per night')).toHaveValue('250');
  await expect(form.getByLabel('Outstation minimum per day')).toHaveValue('250');
  await expectLoaded(page);
  await expectAccessible(page, '/partner/join');

  // Sent empty first: the shared rules answer on the page, and nothing is registered.
  await form.getByRole('button', { name: 'Register company' }).click();
  await expect(form.getByRole('alert')).toContainText('fields need correcting');
  await expect(form.getByLabel('Trade name')).toBeFocused();

  await form.getByLabel('Trade name').fill('Krishna River Cabs');
  await form.getByLabel('Legal name').fill('Krishna River Cabs Private Limited');
  await form.getByLabel('Head office city').selectOption('Vijayawada');
  await form.getByLabel('Office address').fill('12-3-4, Eluru Road, Vijayawada 520002');
  await form.getByRole('checkbox', { name: 'Guntur' }).check();
  await form.getByLabel('GSTIN').fill(newGstin());
  await form.getByLabel('Phone').fill('98480 22334');
  await form.getByLabel('Email').fill('bookings@krishnarivercabs.in');
  await form.getByRole('button', { name: 'Register company' }).click();

  await expect(page).toHaveURL('/partner');
  await expect(page.getByRole('heading', { level: 1, name: 'Krishna River Cabs' })).toBeVisible();
  const status = page.getByRole('region', { name: 'Waiting for verification' });
  await expect(status).toContainText(
    'We are checking your documents; your cars appear on Saarthi once verified.',
  );

  // The account is a partner now: the join page sends it to its dashboard, even after a reload.
  await page.goto('/partner/join');
  await expect(page).toHaveURL('/partner');
  await expect(page.getByRole('region', { name: 'Waiting for verification' })).toBeVisible();
  await expectLoaded(page);
  await expectAccessible(page, '/partner pending');
});

test('the verified partner logs in and opens the dashboard and company profile', async ({
  page,
}) => {
  await logInThroughTheForm(page, 'partner@saarthi.in');

  await expect(page.getByRole('heading', { level: 1, name: 'Sri Durga Travels' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your company is verified' })).toBeVisible();
  await expectLoaded(page);
  await expectAccessible(page, '/partner verified');

  const portal = page.getByRole('banner').getByRole('navigation', { name: 'Partner portal' });
  await portal.getByRole('link', { name: 'Company' }).click();
  await expect(page).toHaveURL('/partner/company');
  await expect(page.getByLabel('Trade name')).toHaveValue('Sri Durga Travels');
  await expect(page.getByRole('button', { name: 'Save changes' })).toBeEnabled();
  await expectLoaded(page);
  await expectAccessible(page, '/partner/company');
});

test('a signed-out visitor is asked to log in', async ({ page }) => {
  await page.goto('/partner');
  await expect(page.getByRole('heading', { name: 'Log in to continue' })).toBeVisible();
  await page.getByRole('link', { name: 'Log in or sign up' }).click();
  await expect(page).toHaveURL(
    (url) => url.pathname === '/user' && url.searchParams.get('next') === '/partner',
  );
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the portal fits, and its sections sit in the bottom bar', async ({ page }) => {
    const partner = await registerCustomer(page);
    await signIn(page, partner);
    // Registered through the API: this test is about the phone layout, not the form.
    const registered = await page.request.post('/api/partner/company', {
      headers: { authorization: `Bearer ${partner.token}` },
      data: {
        travelsName: 'Guntur Wheels',
        legalName: 'Guntur Wheels LLP',
        city: 'Guntur',
        citiesServed: ['Guntur', 'Vijayawada'],
        address: 'Brodipet, Guntur 522002',
        gstin: newGstin(),
        phone: '9848022335',
      },
    });
    expect(registered.status(), await registered.text()).toBe(201);

    await page.goto('/partner');
    await expect(page.getByRole('region', { name: 'Waiting for verification' })).toBeVisible();
    await expectLoaded(page);
    await expectNoHorizontalScroll(page);

    // The top bar's sections are hidden on a phone; the bottom bar carries them.
    await expect(
      page.getByRole('banner').getByRole('navigation', { name: 'Partner portal' }),
    ).toBeHidden();
    const bottom = page.getByRole('navigation', { name: 'Partner portal' }).last();
    await expect(bottom).toBeVisible();
    // The daily sections, bookings among them, are within thumb reach; the company profile
    // opens from the dashboard.
    await bottom.getByRole('link', { name: 'Bookings' }).click();
    await expect(page).toHaveURL('/partner/bookings');
    await expect(page.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible();
    await bottom.getByRole('link', { name: 'Dashboard' }).click();
    await page.getByRole('link', { name: 'Edit company profile' }).click();
    await expect(page).toHaveURL('/partner/company');
    await expect(page.getByLabel('Trade name')).toHaveValue('Guntur Wheels');
    await expectLoaded(page);
    await expectNoHorizontalScroll(page);
    await expectAccessible(page, '/partner/company on a phone');

    await page.getByRole('banner').getByRole('link', { name: 'Saarthi site' }).click();
    await expect(page).toHaveURL('/');
  });
});
