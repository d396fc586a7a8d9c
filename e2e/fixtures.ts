import { test as base, expect, type Page } from '@playwright/test';

export { expect };

export interface Customer {
  userName: string;
  userEmail: string;
  usermobile: string;
  password: string;
  token: string;
}

let counter = 0;

/** A fresh customer registered through the real API; unique per call so journeys never collide. */
export async function registerCustomer(page: Page, overrides: Partial<Omit<Customer, 'token'>> = {}): Promise<Customer> {
  counter += 1;
  const stamp = `${Date.now()}${process.pid}${counter}`;
  const body = {
    userName: 'Anjali Reddy',
    userEmail: `anjali.${stamp}@example.in`,
    usermobile: '9848012345',
    password: 'Journey@2026',
    ...overrides,
  };
  const response = await page.request.post('/api/user/register', { data: body });
  expect(response.status(), await response.text()).toBe(201);
  const { token } = (await response.json()) as { token: string };
  return { ...body, token };
}

/** Stores the customer's token the way the app does (spec §6: local storage key auth-token). */
export async function signIn(page: Page, customer: Customer): Promise<void> {
  await page.addInitScript((token) => window.localStorage.setItem('auth-token', token), customer.token);
}

/** The page must never scroll sideways (issue: phone widths). */
export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

interface Fixtures {
  /** A signed-in customer: registered through the API, token stored before the first page loads. */
  customer: Customer;
}

export const test = base.extend<Fixtures>({
  customer: async ({ page }, use) => {
    const customer = await registerCustomer(page);
    await signIn(page, customer);
    await use(customer);
  },
});
