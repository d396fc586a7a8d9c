import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import {
  demoToken,
  expect,
  expectAccessible,
  expectLoaded,
  expectNoHorizontalScroll,
  test,
  toasts,
} from './fixtures.js';

// Journey: the demo company reads its month with Saarthi on Earnings (trips, commission, what it
// owes) and downloads it as CSV and Saarthi's tax invoice for the commission; an operator finds
// the company on Statements and records the bank transfer that settles a month that is over. The
// demo holds a trip completed over a month ago, so there is always such a month.

interface StatementAnswer {
  statement: { totals: { trips: number; owed: number; balance: number } };
  trips: Array<{ reference: string; invoiceNumber: string }>;
}

const rupees = (amount: number) =>
  new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    maximumFractionDigits: 0,
  }).format(amount);

/** The India month `back` months before this one, `2026-10`. */
function monthBefore(back: number): string {
  const india = new Date(Date.now() + 330 * 60_000);
  return new Date(Date.UTC(india.getUTCFullYear(), india.getUTCMonth() - back, 1))
    .toISOString()
    .slice(0, 7);
}

const monthName = (month: string) =>
  new Date(`${month}-15T00:00:00Z`).toLocaleDateString('en-IN', { month: 'long', year: 'numeric' });

/**
 * The most recent month over, among the last three, in which the demo company completed trips
 * (`unsettled`: and still owes Saarthi for them).
 */
async function monthOver(page: Page, token: string, unsettled = false) {
  for (const back of [1, 2, 3]) {
    const month = monthBefore(back);
    const response = await page.request.get(`/api/partner/statements?month=${month}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status()).toBe(200);
    const answer = (await response.json()) as StatementAnswer;
    const { trips, balance } = answer.statement.totals;
    if (unsettled ? balance > 0 : trips > 0) return { month, answer };
  }
  throw new Error('the demo has no month over with trips (or with something owed)');
}

async function signInAs(page: Page, token: string) {
  await page.addInitScript((value) => window.localStorage.setItem('auth-token', value), token);
}

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`a company reads and downloads its month with Saarthi (${viewport.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const token = await demoToken(page, 'partner@saarthi.in');
    // The operator's journey may have settled it already: what it owed stays on the statement.
    const { month, answer } = await monthOver(page, token);
    await signInAs(page, token);
    await page.goto(`/partner/earnings?month=${month}`);
    const figures = page.getByRole('region', { name: `${monthName(month)} with Saarthi` });
    await expect(figures).toBeVisible();
    await expectLoaded(page);
    await expect(
      figures.getByRole('definition').filter({ hasText: rupees(answer.statement.totals.owed) }),
    ).toHaveCount(1);
    await expect(figures).toContainText('You owe Saarthi');
    const trip = answer.trips[0]!;
    await expect(
      page.getByRole('link', { name: trip.reference }).filter({ visible: true }),
    ).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectAccessible(page, '/partner/earnings');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      new RegExp(`^saarthi-statement-${month}-\\d{4}-\\d{2}-\\d{2}\\.csv$`),
    );
    const lines = (await readFile(await download.path(), 'utf8')).slice(1).trim().split('\r\n');
    expect(lines[0]).toBe(
      'Completed,Booking,Invoice,Billed (₹),Taxable fare (₹),Commission rate (%),Commission (₹),GST on commission (₹)',
    );
    expect(lines).toHaveLength(answer.trips.length + 1);
    expect(lines.join('\n')).toContain(`${trip.reference},${trip.invoiceNumber},`);

    // Saarthi's tax invoice for the month's commission, numbered in Saarthi's own series.
    const [invoice] = await Promise.all([
      page.waitForEvent('download'),
      figures.getByRole('button', { name: "Download Saarthi's invoice (PDF)" }).click(),
    ]);
    const file = invoice.suggestedFilename();
    expect(file).toMatch(/^saarthi-invoice-SC-\d{4}-\d{2}-\d{5}\.pdf$/);
    expect((await readFile(await invoice.path())).subarray(0, 5).toString()).toBe('%PDF-');
    const number = file.replace(/^saarthi-invoice-SC-(\d{4}-\d{2})-(\d{5})\.pdf$/, 'SC/$1/$2');
    await expect(figures).toContainText(`Saarthi's tax invoice ${number} for`);
  });
}

test('an operator settles a month that is over, and the company sees it settled', async ({
  page,
  browser,
}) => {
  const partnerToken = await demoToken(page, 'partner@saarthi.in');
  const { month, answer } = await monthOver(page, partnerToken, true);
  const owed = rupees(answer.statement.totals.balance);
  await signInAs(page, await demoToken(page, 'ops@saarthi.in'));

  await page.goto(`/ops/statements?month=${month}`);
  const table = page.getByRole('table', { name: `Statements of ${monthName(month)}` });
  const row = table.getByRole('row').filter({ hasText: 'Sri Durga Travels' });
  await expect(row).toContainText(`${owed} to Saarthi`);
  await expectLoaded(page);
  await expectAccessible(page, '/ops/statements');
  await row.getByRole('button', { name: 'Settle Sri Durga Travels' }).click();

  const dialog = page.getByRole('dialog', {
    name: `Settle ${monthName(month)} with Sri Durga Travels`,
  });
  await expect(dialog).toContainText(`Sri Durga Travels paid Saarthi ${owed}`);
  const confirm = dialog.getByRole('button', { name: `Record settlement of ${owed}` });
  await confirm.click();
  await expect(
    dialog.getByText('Enter the bank transfer reference: 4 to 40 letters, digits, / or -'),
  ).toBeVisible();
  await expectAccessible(page, 'settle dialog');
  await dialog.getByLabel('Bank transfer reference').fill('NEFT-HDFC0042');
  await confirm.click();
  await expect(dialog).toBeHidden();
  await expect(toasts(page).getByText('Settlement recorded')).toBeVisible();
  await expect(row).toContainText('ref. NEFT-HDFC0042');
  await expect(row.getByRole('button', { name: /Settle/ })).toHaveCount(0);

  // The company reads the month settled.
  const partner = await browser.newPage();
  await signInAs(partner, partnerToken);
  await partner.goto(`/partner/earnings?month=${month}`);
  const figures = partner.getByRole('region', { name: `${monthName(month)} with Saarthi` });
  await expect(figures).toContainText('ref. NEFT-HDFC0042');
  await partner.close();
});
