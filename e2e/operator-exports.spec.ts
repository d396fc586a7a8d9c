import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import {
  demoToken,
  expect,
  expectAccessible,
  expectLoaded,
  expectNoHorizontalScroll,
  registerCustomer,
  test,
} from './fixtures.js';

// Journey: an operator downloads the users of a search as CSV and reads its first lines; finds
// an account they changed in the audit log by its name, with links to its page; and moves the
// metrics to another period, which changes the figures and stays in the address. At a desk's
// width and a phone's.

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

async function checkScreen(page: Page, screen: string) {
  await expectLoaded(page);
  await expectNoHorizontalScroll(page);
  await expectAccessible(page, screen);
}

/** Clicks "Download CSV" and answers the file's text. */
async function downloadCsv(page: Page): Promise<{ name: string; text: string }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  const path = await download.path();
  return { name: download.suggestedFilename(), text: await readFile(path, 'utf8') };
}

for (const viewport of [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('the operator exports a search as CSV, reads names in the audit log, and changes the metrics period', async ({
      page,
    }) => {
      test.slow();
      // A customer of this run, with a Telugu name and a name a spreadsheet would run.
      const stamp = `${Date.now()}${viewport.width}`;
      const telugu = await registerCustomer(page, {
        userName: 'సాయి కిరణ్',
        userEmail: `export.${stamp}.te@example.in`,
      });
      await registerCustomer(page, {
        userName: '=SUM(1+1)',
        userEmail: `export.${stamp}.formula@example.in`,
      });
      const token = await demoToken(page, 'ops@saarthi.in');
      await page.addInitScript((value) => window.localStorage.setItem('auth-token', value), token);

      // 1. Users: the search's every row, as CSV, escaped, with its Telugu name intact.
      await page.goto(`/ops/users?q=export.${stamp}`);
      await expect(
        page.getByText(telugu.userEmail).filter({ visible: true }).first(),
      ).toBeVisible();
      await checkScreen(page, '/ops/users');
      const users = await downloadCsv(page);
      expect(users.name).toMatch(/^saarthi-users-\d{4}-\d{2}-\d{2}\.csv$/);
      expect(users.text.charCodeAt(0)).toBe(0xfeff);
      const lines = users.text.slice(1).split('\r\n');
      expect(lines[0]).toBe(
        'Name,E-mail,Mobile,Role,State,Company,Joined (India time),Suspended (India time),Suspension reason',
      );
      // Newest first: the formula's account, then the Telugu one.
      expect(lines[1]).toMatch(
        new RegExp(
          `^'=SUM\\(1\\+1\\),export\\.${stamp}\\.formula@example\\.in,9848012345,customer,active,`,
        ),
      );
      expect(lines[2]).toMatch(new RegExp(`^సాయి కిరణ్,export\\.${stamp}\\.te@example\\.in,`));
      expect(lines).toHaveLength(4);

      // 2. An operator makes the Telugu customer a partner; the audit log names both, with links.
      const found = (await (
        await page.request.get(`/api/admin/users?q=${encodeURIComponent(telugu.userEmail)}`, {
          headers: { authorization: `Bearer ${token}` },
        })
      ).json()) as { users: { _id: string }[] };
      const changed = await page.request.put(`/api/admin/users/${found.users[0]!._id}/role`, {
        headers: { authorization: `Bearer ${token}` },
        data: { role: 'partner' },
      });
      expect(changed.status(), await changed.text()).toBe(200);
      await page.goto(`/ops/audit?recordId=${found.users[0]!._id}`);
      const entry = page.getByRole('article').first();
      await expect(entry).toContainText(`సాయి కిరణ్ · ${telugu.userEmail}`);
      await expect(entry.getByRole('link', { name: 'Saarthi Operations' })).toHaveAttribute(
        'href',
        '/ops/users?q=ops%40saarthi.in',
      );
      await checkScreen(page, '/ops/audit');
      const audit = await downloadCsv(page);
      expect(audit.name).toMatch(/^saarthi-audit-\d{4}-\d{2}-\d{2}\.csv$/);
      const auditLines = audit.text.slice(1).split('\r\n');
      expect(auditLines[0]).toMatch(/^Time \(India time\),Actor,Actor e-mail,Role,Action,/);
      expect(auditLines[1]).toContain(
        `Saarthi Operations,ops@saarthi.in,operator,user.role,user,సాయి కిరణ్,${telugu.userEmail},`,
      );
      await entry.getByRole('link', { name: 'సాయి కిరణ్' }).click();
      await expect(page).toHaveURL(/\/ops\/users\?q=/);
      await expect(
        page.getByText(telugu.userEmail).filter({ visible: true }).first(),
      ).toBeVisible();

      // 3. Metrics: today's sign-ups count in the default 30 days; a period long past has none.
      await page.goto('/ops/metrics');
      await expectLoaded(page);
      const signups = page
        .getByRole('term')
        .filter({ hasText: 'Sign-ups' })
        .locator('xpath=following-sibling::dd[1]');
      await expect(signups).not.toHaveText('0');
      await checkScreen(page, '/ops/metrics');
      await page.getByLabel('First day').fill('2025-01-01');
      await page.getByLabel('Last day').fill('2025-01-31');
      await page.getByRole('button', { name: 'Show period' }).click();
      await expect(
        page.getByText(
          'Nothing happened in this period: no sign-ups, reveals or bookings in any city.',
        ),
      ).toBeVisible();
      await expect(page).toHaveURL(/\/ops\/metrics\?from=2025-01-01&to=2025-01-31$/);
      await checkScreen(page, '/ops/metrics with a period');
      const metrics = await downloadCsv(page);
      const metricLines = metrics.text.slice(1).split('\r\n');
      expect(metricLines[0]).toBe(
        'Day,City,Sign-ups,Contact reveals,Booking requests,Completed trips',
      );
      expect(metricLines[1]).toBe('2025-01-01,Vijayawada,0,0,0,0');
      // 31 days, each six cities and every city together, and the last line's end.
      expect(metricLines).toHaveLength(1 + 31 * 7 + 1);

      // A period backwards is refused on the page, the figures kept.
      await page.getByLabel('First day').fill('2025-02-10');
      await page.getByRole('button', { name: 'Show period' }).click();
      await expect(page.getByRole('alert')).toContainText(
        'The first day must not be after the last.',
      );
      await expect(page).toHaveURL(/from=2025-01-01&to=2025-01-31$/);
    });
  });
}
