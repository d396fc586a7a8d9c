import { AxeBuilder } from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { gstinCheckCharacter } from '../src/shared/validators.js';

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
export async function registerCustomer(
  page: Page,
  overrides: Partial<Omit<Customer, 'token'>> = {},
): Promise<Customer> {
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

/** Stores the customer's token the way the app does (docs/product/storefront.md#who-may-do-what: local storage key auth-token). */
export async function signIn(page: Page, customer: Customer): Promise<void> {
  await page.addInitScript(
    (token) => window.localStorage.setItem('auth-token', token),
    customer.token,
  );
}

/** A demo account's token, through the real login (docs/product/marketplace.md#demo-accounts: every demo password is the same). */
export async function demoToken(page: Page, email: string): Promise<string> {
  const response = await page.request.post('/api/user/login', {
    data: { userEmail: email, password: 'Saarthi@123' },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

let gstins = 0;

/**
 * A GSTIN no other company of this run holds (a GSTIN is one company's), valid to its check
 * character, of Andhra Pradesh (state code 37) unless told: a PAN made of the time and a count.
 */
export function newGstin(stateCode = '37'): string {
  gstins += 1;
  const digits = String((Date.now() + process.pid * 7 + gstins * 7919) % 10_000).padStart(4, '0');
  const letters = 'ABCDEFGHJKLMNPRSTUVWXYZ';
  const pick = (n: number) => letters[n % letters.length]!;
  const stamp = Math.floor(Date.now() / 10_000) + gstins;
  const pan = `AA${pick(stamp)}${pick(stamp >> 5)}${pick(gstins + process.pid)}${digits}${pick(stamp >> 10)}`;
  const first14 = `${stateCode}${pan}1Z`;
  return `${first14}${gstinCheckCharacter(first14)}`;
}

/** Waits until nothing on the page is still loading (skeletons carry role="status"). */
/** The toasts' region (layout/toast-container.tsx): outside the page's main landmark. */
export const toasts = (page: Page) => page.getByRole('region', { name: 'Status messages' });

/**
 * The page's console errors and uncaught script errors (hydration mismatches included), collected
 * from now on: a journey ends by expecting none.
 */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

export async function expectLoaded(page: Page): Promise<void> {
  await expect(page.getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(0);
}

/** The page must never scroll sideways (issue: phone widths). */
export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

/**
 * Every screen, in its loaded state, must have no serious or critical WCAG 2.1 A/AA violation.
 * Animations are off (reduced motion), so colours are measured at rest and nothing moves mid-scan.
 */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const blocking = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  // One line per offending element, so the failure reads as a to-do list.
  const problems = blocking.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact}) at ${node.target.join(' ')}: ${
          node.failureSummary?.replace(/\s*\n\s*/g, ' ') ?? violation.help
        }`,
    ),
  );
  expect(problems, `${screen}: serious/critical accessibility violations`).toEqual([]);
}

interface Fixtures {
  /** A signed-in customer: registered through the API, token stored before the first page loads. */
  customer: Customer;
}

export const test = base.extend<Fixtures>({
  // A page arrives drawn by the server and answers clicks once the app has started on it
  // (main.tsx marks <html data-app>): a journey waits for that after each navigation, as a person
  // would not notice the moment but a test's first click could come before it.
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      const started = async <T extends { headers(): Record<string, string> } | null>(
        response: T,
      ) => {
        if (response?.headers()['content-type']?.includes('text/html'))
          await page.waitForFunction(() => document.documentElement.dataset.app === 'started');
        return response;
      };
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (url, options) => started(await goto(url, options));
      page.reload = async (options) => started(await reload(options));
    }
    await use(page);
  },
  customer: async ({ page }, use) => {
    const customer = await registerCustomer(page);
    await signIn(page, customer);
    await use(customer);
  },
});
