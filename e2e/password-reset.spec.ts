import type { Page } from '@playwright/test';
import {
  expect,
  expectAccessible,
  expectNoHorizontalScroll,
  registerCustomer,
  test,
} from './fixtures';
import { useMailbox, type ReceivedMail } from './mailbox.js';

// Journey (docs/product/storefront.md#forgot-password): a customer who forgot their password asks
// for a link on the login page, reads it from the e-mail the server sent through a real SMTP
// server, chooses a new password, and logs in with it; the session they had before is over and
// the link does not work twice. At a desktop width and at a phone's.

test.describe.configure({ mode: 'serial' });

const mailbox = useMailbox();

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

/** The text of a received mail as a reader sees it: quoted-printable soft breaks and escapes undone. */
const readable = (mail: ReceivedMail) =>
  mail.raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** The reset link in the mail the outbox delivered to `to`. */
async function resetLinkSentTo(to: string): Promise<URL> {
  let link: string | undefined;
  await expect
    .poll(
      () => {
        const mail = mailbox.mails.find(
          (one) => one.to.includes(to) && /Reset your Saarthi password/.test(readable(one)),
        );
        link =
          mail && /https?:\/\/\S+\/user\/reset-password#token=[\w-]+/.exec(readable(mail))?.[0];
        return link;
      },
      { timeout: 30_000, message: `a password reset mail to ${to}` },
    )
    .toBeTruthy();
  return new URL(link!);
}

async function resetJourney(page: Page, checkPhone: boolean) {
  const customer = await registerCustomer(page);
  const newPassword = 'Monsoon over the Godavari 7';

  // The login page links to the request for a link.
  await page.goto('/user');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/user\/forgot-password$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot password?' })).toBeVisible();
  if (checkPhone) await expectNoHorizontalScroll(page);
  await expectAccessible(page, 'forgot password');
  await page.getByLabel('Email').fill(customer.userEmail);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByRole('status')).toContainText(
    `If an account exists for ${customer.userEmail}, we have sent it a link`,
  );
  await expectAccessible(page, 'reset link sent');

  const link = await resetLinkSentTo(customer.userEmail);
  expect(link.origin).toBe(new URL(page.url()).origin);
  await page.goto(`${link.pathname}${link.hash}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Choose a new password' }),
  ).toBeVisible();
  // The rules are there before the first try.
  await expect(page.getByText(/Use 8 to 128 characters/)).toBeVisible();
  if (checkPhone) await expectNoHorizontalScroll(page);
  await expectAccessible(page, 'choose a new password');
  await page.getByLabel('New password').fill('password123');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByRole('alert')).toContainText('too common or easy to guess');
  await page.getByLabel('New password').fill(newPassword);
  await page.getByRole('button', { name: 'Save the new password' }).click();

  // To login, with the notice, and in with the new password.
  await expect(page).toHaveURL(/\/user$/);
  await expect(page.getByRole('status')).toContainText('Your password has been changed');
  await page.getByLabel('Email').fill(customer.userEmail);
  await page.getByLabel('Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('auth-token'))).toBeTruthy();

  // The session from before the reset is over; the old password no longer works.
  const before = await page.request.get('/api/user/profile', {
    headers: { authorization: `Bearer ${customer.token}` },
  });
  expect(before.status()).toBe(401);
  const old = await page.request.post('/api/user/login', {
    data: { userEmail: customer.userEmail, password: customer.password },
  });
  expect(old.status()).toBe(401);

  // The link worked once.
  await page.goto(`${link.pathname}${link.hash}`);
  await page.getByLabel('New password').fill('Another long passphrase 8');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'This link does not work' }),
  ).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('expired or has already been used');
}

test('a forgotten password is reset through the e-mailed link', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await resetJourney(page, false);
});

test('a forgotten password is reset through the e-mailed link on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await resetJourney(page, true);
});

test('the sign-up form shows the password rules before the first try', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/user');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText(/Use 8 to 128 characters/)).toBeVisible();
  await expectNoHorizontalScroll(page);
});

/** Logs in through the login form at `from`. */
async function logInAt(page: Page, from: string, email: string) {
  await page.goto(from);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Saarthi@123');
  await page.getByRole('button', { name: 'Continue' }).click();
}

test('a login sends a partner to the portal and an operator to the console, or to where they were going', async ({
  page,
}) => {
  await logInAt(page, '/user', 'partner@saarthi.in');
  await expect(page).toHaveURL(/\/partner$/);

  await page.evaluate(() => localStorage.clear());
  await logInAt(page, '/user', 'ops@saarthi.in');
  await expect(page).toHaveURL(/\/ops$/);

  await page.evaluate(() => localStorage.clear());
  await logInAt(page, `/user?next=${encodeURIComponent('/ops/bookings')}`, 'ops@saarthi.in');
  await expect(page).toHaveURL(/\/ops\/bookings$/);

  await page.evaluate(() => localStorage.clear());
  await logInAt(
    page,
    `/user?next=${encodeURIComponent('/partner/bookings')}`,
    'partner@saarthi.in',
  );
  await expect(page).toHaveURL(/\/partner\/bookings$/);
});

test("the account menu leads an operator to the console, at a desktop's width and a phone's", async ({
  page,
}) => {
  await logInAt(page, `/user?next=${encodeURIComponent('/FAQs')}`, 'ops@saarthi.in');
  await expect(page).toHaveURL(/\/FAQs$/);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Operator console' }).click();
  await expect(page).toHaveURL(/\/ops$/);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page
    .getByRole('dialog', { name: 'Menu' })
    .getByRole('link', { name: 'Operator console' })
    .click();
  await expect(page).toHaveURL(/\/ops$/);
});
