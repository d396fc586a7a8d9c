import type { Page } from '@playwright/test';
import {
  collectPageErrors,
  demoToken,
  expect,
  expectAccessible,
  expectLoaded,
  expectNoHorizontalScroll,
  test,
} from './fixtures.js';

// Journey: the operator opens Routes, picks Hyderabad, corrects the km and the source of the route
// to Tirupati, sees it saved in the table, and finds the change in the audit log; a partner is
// refused the page. At a desk's width and a phone's, with nothing logged as an error.

// Both widths correct the same route: one after the other, so each reads back its own figures.
test.describe.configure({ mode: 'serial' });

// Motion is left as it is: under reduced motion (styles.css) a toast's progress bar ends at once
// and the toast closes with it, before the saved message can be read.

async function checkScreen(page: Page, screen: string) {
  await expectLoaded(page);
  await expectNoHorizontalScroll(page);
  await expectAccessible(page, screen);
}

async function openSection(page: Page, name: string) {
  const menus = page.getByRole('navigation', { name: 'Operator console' });
  const menu = (await menus.first().isVisible()) ? menus.first() : menus.last();
  await menu.getByRole('link', { name, exact: true }).click();
  await expectLoaded(page);
}

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  const phone = viewport.width < 768;
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("the operator corrects a route's km and source, and the audit log lists it", async ({
      page,
    }, testInfo) => {
      test.slow();
      const errors = collectPageErrors(page);
      const km = phone ? 553 : 552;
      const source = `Measured on a maps app via Kurnool and Kadapa, check ${Date.now()}`;

      await page.goto('/user');
      await page.getByLabel('Email').fill('ops@saarthi.in');
      await page.getByLabel('Password', { exact: true }).fill('Saarthi@123');
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.waitForURL((url) => url.pathname === '/ops');

      // 1. Routes, then Hyderabad: the city stays in the address.
      await openSection(page, 'Routes');
      await expect(page.getByRole('heading', { name: 'Routes', level: 1 })).toBeVisible();
      await page
        .getByRole('group', { name: 'Routes from' })
        .getByRole('button', { name: 'Hyderabad' })
        .click();
      await expect(page).toHaveURL(/\/ops\/routes\?from=hyderabad$/);
      await expect(page.getByRole('heading', { name: 'Routes from Hyderabad' })).toBeVisible();
      await page.getByRole('searchbox', { name: 'Place' }).fill('Tiru');
      await checkScreen(page, '/ops/routes');
      await page.screenshot({
        path: testInfo.outputPath(`routes-${viewport.width}.png`),
        fullPage: true,
      });

      // The desk's table or the phone's cards: the one shown.
      const list = phone
        ? page.getByRole('list', { name: 'Routes from Hyderabad, by place' })
        : page.getByRole('table', { name: 'Routes from Hyderabad, by place' });
      const tirupati = phone
        ? list.getByRole('listitem').filter({ has: page.getByText('Tirupati', { exact: true }) })
        : list
            .getByRole('row')
            .filter({ has: page.getByRole('rowheader', { name: 'Tirupati', exact: true }) });
      await expect(tirupati).toContainText('Andhra Pradesh');

      // 2. Its km and source corrected; the tolls kept.
      await tirupati.getByRole('button', { name: 'Edit the route to Tirupati' }).click();
      const dialog = page.getByRole('dialog', { name: 'Route to Tirupati' });
      await expect(dialog).toContainText('From Hyderabad, one way.');
      await dialog.getByRole('spinbutton', { name: 'Road distance' }).fill(String(km));
      await dialog.getByRole('textbox', { name: 'Source of the figures' }).fill(source);
      await expectAccessible(page, '/ops/routes: the route dialog');
      await page.screenshot({ path: testInfo.outputPath(`route-dialog-${viewport.width}.png`) });
      await dialog.getByRole('button', { name: 'Save route' }).click();

      // The server's message, in a toast (each toast has the alert role).
      await expect(
        page.getByRole('alert').filter({ hasText: 'Route saved: the next quotes use it' }),
      ).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(tirupati).toContainText(`${km} km`);
      await expect(tirupati).toContainText(source);

      // A reload reads it back from the server.
      await page.reload();
      await expectLoaded(page);
      await expect(tirupati).toContainText(`${km} km`);

      // 3. The audit log lists the change, by the operator, with the new source.
      await page.goto('/ops/audit?recordType=route');
      await checkScreen(page, '/ops/audit?recordType=route');
      const entry = page
        .getByRole('list', { name: 'Audit entries, newest first' })
        .getByRole('article', { name: /Route edited/ })
        .first();
      await expect(entry).toContainText('Saarthi Operations');
      await entry.getByText('Show what changed').click();
      await expect(entry).toContainText(source);

      expect(errors).toEqual([]);
    });

    test('a partner opening Routes is told the console is for the Saarthi team', async ({
      page,
    }) => {
      const errors = collectPageErrors(page);
      const token = await demoToken(page, 'partner@saarthi.in');
      await page.addInitScript((value) => window.localStorage.setItem('auth-token', value), token);
      await page.goto('/ops/routes?from=hyderabad');
      await expect(
        page.getByRole('heading', { name: 'This area is for the Saarthi team' }),
      ).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Operator console' })).toHaveCount(0);
      await expect(page.getByRole('heading', { name: 'Routes from Hyderabad' })).toHaveCount(0);
      await checkScreen(page, '/ops/routes as a partner');
      // The API's refusal of a partner (403) is the console's gate, not an error of the page.
      expect(errors.filter((text) => !/403/.test(text))).toEqual([]);
    });
  });
}
