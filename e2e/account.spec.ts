import { expect, registerCustomer, test, toasts } from './fixtures';
import type { Page } from '@playwright/test';

// Journey: sign up, log out, log in and keep a profile up to date (docs/product/storefront.md#sign-up-and-login and /profile,
// docs/product/storefront.md#page-states, docs/product/storefront.md#form-rules, docs/product/storefront.md#errors; docs/product/storefront.md#account).

/** A real 1×1 PNG: the server checks uploads by content (docs/product/storefront.md#uploads). */
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const storedToken = (page: Page) => page.evaluate(() => window.localStorage.getItem('auth-token'));

function uniqueEmail(): string {
  return `ravi.${Date.now()}${Math.floor(Math.random() * 1e6)}@example.in`;
}

/** Opens /user and switches to the sign-up form. */
async function openSignUp(page: Page) {
  await page.goto('/user');
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign Up' })).toBeVisible();
}

test.describe('sign up', () => {
  test('needs the terms, every field and valid values; the terms open in a new tab', async ({
    page,
  }) => {
    await openSignUp(page);
    const main = page.getByRole('main');
    const terms = page.getByRole('checkbox', {
      name: /I agree to the Terms of Service and Privacy Policy/,
    });
    const submit = page.getByRole('button', { name: 'Continue' });

    // docs/product/storefront.md#form-rules: the button stays disabled until the terms are accepted.
    await expect(terms).not.toBeChecked();
    await expect(submit).toBeDisabled();
    await expect(main.getByText('Please accept the terms and conditions')).toBeVisible();
    await terms.check();
    await expect(submit).toBeEnabled();

    // docs/product/storefront.md#pages-and-routes: the terms and privacy pages open in a new tab.
    // The footer has the same links; these are the form's.
    const termsLink = main.getByRole('link', { name: 'Terms of Service', exact: true });
    const privacyLink = main.getByRole('link', { name: 'Privacy Policy', exact: true });
    await expect(termsLink).toHaveAttribute('target', '_blank');
    await expect(termsLink).toHaveAttribute('href', '/TermsofServices');
    await expect(privacyLink).toHaveAttribute('target', '_blank');
    await expect(privacyLink).toHaveAttribute('href', '/PrivacyPolicy');
    const [termsTab] = await Promise.all([page.context().waitForEvent('page'), termsLink.click()]);
    await expect(termsTab).toHaveURL(/\/TermsofServices$/);
    await termsTab.close();
    await expect(page).toHaveURL(/\/user$/);

    // docs/product/storefront.md#form-rules: every field is required, with one summary message.
    await submit.click();
    await expect(main.getByRole('alert')).toHaveText('Please fill all required fields');

    await page.getByLabel('User name').fill('Ravi Teja Kommineni');
    await page.getByLabel('Email').fill('ravi.teja@');
    await page.getByLabel('Phone number').fill('9848022338');
    await page.getByLabel('Password', { exact: true }).fill('short');
    await submit.click();
    // The shared schema's own messages, the same the server answers with.
    await expect(main.getByText('Please enter a valid email address')).toBeVisible();
    await expect(main.getByText('Password must be at least 8 characters')).toBeVisible();
    await expect(main.getByText('Please fill all required fields')).toBeHidden();
    expect(await storedToken(page)).toBeNull();
  });

  test('a new customer is signed in, redirected home and can log out', async ({ page }) => {
    await openSignUp(page);
    await page.getByLabel('User name').fill('Ravi Teja Kommineni');
    await page.getByLabel('Email').fill(uniqueEmail());
    await page.getByLabel('Phone number').fill('9848022338');
    await page.getByLabel('Password', { exact: true }).fill('Vizag@2026');
    await page.getByRole('checkbox', { name: /I agree to the Terms of Service/ }).check();
    const submit = page.getByRole('button', { name: 'Continue' });
    // Marks this document: a full redirect (docs/product/storefront.md#pages-and-routes) loads a new one without the mark.
    await page.evaluate(() => Object.assign(window, { beforeSignUp: true }));
    await submit.click();
    await expect(toasts(page).getByText('Registration successful')).toBeVisible();
    await page.waitForURL((url) => url.pathname === '/');
    await expect(
      page.getByRole('heading', { level: 1, name: /Find Your\s*Perfect Ride/ }),
    ).toBeVisible();
    expect(await page.evaluate(() => 'beforeSignUp' in window)).toBe(false);
    expect(await storedToken(page)).toBeTruthy();

    // docs/product/storefront.md#pages-and-routes: signed in, the account menu offers Logout; Logout clears the token and goes to /user.
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/user$/);
    expect(await storedToken(page)).toBeNull();
    await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByRole('menuitem', { name: 'Login' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Logout' })).toHaveCount(0);
  });
});

test.describe('login', () => {
  test('shows a wrong password once and signs in with the right one', async ({ page }) => {
    const customer = await registerCustomer(page);
    await page.goto('/user');
    const main = page.getByRole('main');
    const submit = page.getByRole('button', { name: 'Continue' });

    await submit.click();
    await expect(main.getByRole('alert')).toHaveText('Please fill all required fields');

    await page.getByLabel('Email').fill(customer.userEmail);
    await page.getByLabel('Password', { exact: true }).fill('Wrong@2026');
    await submit.click();
    await expect(main.getByRole('alert')).toHaveText('Invalid email or password');
    // Said once, beside the form: no toast repeats it.
    await expect(page.getByText('Invalid email or password')).toHaveCount(1);
    expect(await storedToken(page)).toBeNull();

    await page.getByLabel('Password', { exact: true }).fill(customer.password);
    await submit.click();
    await expect(toasts(page).getByText('Login successful')).toBeVisible();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await storedToken(page)).toBeTruthy();
    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
  });

  test('Show and Hide toggle the password between hidden and readable', async ({ page }) => {
    await page.goto('/user');
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('Secret@2026');
    await expect(password).toHaveAttribute('type', 'password');

    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await expect(password).toHaveValue('Secret@2026');

    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(password).toHaveAttribute('type', 'password');
  });
});

test.describe('profile', () => {
  /** The view-mode values of the Address card, in order: Address, City, State, PIN code. */
  const addressValues = (page: Page) =>
    page.getByRole('region', { name: 'Address', exact: true }).getByRole('definition');

  test('shows the account, cancels an edit and saves new details with a photo', async ({
    page,
    customer,
  }) => {
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 2, name: customer.userName })).toBeVisible();
    await expect(page.getByRole('main').getByText(customer.userEmail).first()).toBeVisible();
    await expect(addressValues(page)).toHaveText([
      'Not added',
      'Not added',
      'Not added',
      'Not added',
    ]);

    // docs/product/storefront.md#page-states: Cancel goes back to view mode with the saved values.
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    const form = page.getByRole('form', { name: 'Edit your details' });
    await expect(form.getByLabel('Email')).toBeDisabled();
    await form.getByLabel('City').fill('Guntur');
    await form.getByRole('button', { name: 'Cancel' }).click();
    await expect(form).toBeHidden();
    await expect(addressValues(page)).toHaveText([
      'Not added',
      'Not added',
      'Not added',
      'Not added',
    ]);
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await expect(form.getByLabel('City')).toHaveValue('');

    await form.getByLabel('City').fill('Visakhapatnam');
    await form.getByLabel('State').fill('Andhra Pradesh');
    await form.getByLabel('PIN code').fill('530017');
    await form
      .getByLabel('Profile photo')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG_1X1 });
    await expect(form.getByRole('img', { name: 'New profile photo preview' })).toBeVisible();
    await form.getByRole('button', { name: 'Save Changes' }).click();

    await expect(toasts(page).getByText('Profile updated successfully')).toBeVisible();
    await expect(form).toBeHidden();
    await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeVisible();

    const expectSaved = async () => {
      await expect(addressValues(page)).toHaveText([
        'Not added',
        'Visakhapatnam',
        'Andhra Pradesh',
        '530017',
      ]);
      await expect(page.getByText('Visakhapatnam, Andhra Pradesh')).toBeVisible();
      const photo = page.getByRole('img', { name: `${customer.userName} profile photo` });
      await expect(photo).toHaveAttribute('src', /\/uploads\//);
      // The uploaded image really loads (a failed one would be swapped for the placeholder).
      await expect
        .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBe(1);
    };
    await expectSaved();
    await page.reload();
    await expectSaved();
  });

  test('rejects a bad PIN code and saves nothing', async ({ page, customer }) => {
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 2, name: customer.userName })).toBeVisible();
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    const form = page.getByRole('form', { name: 'Edit your details' });

    let updates = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/user/update-profile')) updates += 1;
    });
    await form.getByLabel('City').fill('Tirupati');
    const pin = form.getByLabel('PIN code');
    await pin.fill('012345');
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await expect(form.getByText('PIN code must be 6 digits and not start with 0')).toBeVisible();
    await expect(pin).toHaveAttribute('aria-invalid', 'true');
    await expect(form).toBeVisible();
    expect(updates).toBe(0);

    await page.reload();
    await expect(addressValues(page)).toHaveText([
      'Not added',
      'Not added',
      'Not added',
      'Not added',
    ]);
  });
});
