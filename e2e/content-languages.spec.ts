import { expect, expectAccessible, test } from './fixtures.js';

// docs/product/storefront.md#content-languages: the team's FAQs and blogs follow the reader's
// language, and what is not translated yet is shown in English, marked as English.

test.use({ viewport: { width: 390, height: 844 } });

test('switching to Telugu shows the FAQs and blog titles in Telugu, English fallbacks marked', async ({
  page,
}) => {
  await page.goto('/FAQs');
  await expect(
    page.getByRole('button', { name: 'How is the price of my trip calculated?' }),
  ).toBeVisible();

  // The phone's language switch is in the menu.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog').getByRole('combobox').selectOption('te');
  await page.keyboard.press('Escape');
  await expect(page.locator('html')).toHaveAttribute('lang', 'te-IN');

  const pricing = page.getByRole('button', { name: 'నా ప్రయాణం ధర ఎలా లెక్కిస్తారు?' });
  await expect(pricing).toBeVisible();
  await pricing.click();
  await expect(page.getByText(/GST: మొత్తం ఫేర్‌పై 5 %/)).toBeVisible();
  await expectAccessible(page, 'FAQs in Telugu');

  // The blog cards fade in one after another: axe reads the colours once they have settled.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/blogs?lang=te');
  await expect(
    page.getByRole('heading', {
      name: 'కారులో తిరుమల ప్రయాణానికి ముందు తెలుసుకోవలసిన 10 విషయాలు',
    }),
  ).toBeVisible();
  // A blog whose text is not in Telugu yet: its title is, its text is English and says so.
  const araku = page
    .getByRole('article')
    .filter({ hasText: 'వర్షాకాలంలో అరకు లోయ: వైజాగ్ నుంచి రోడ్ ట్రిప్ గైడ్' });
  await expect(araku.getByText('ఆంగ్లంలో')).toBeVisible();
  await expect(araku.locator('p[lang="en"]')).toHaveCount(1);
  await expect(araku.getByRole('heading', { level: 2 })).not.toHaveAttribute('lang', 'en');
  await expectAccessible(page, 'blogs in Telugu');

  await araku.getByRole('heading', { level: 2 }).getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'వర్షాకాలంలో అరకు లోయ: వైజాగ్ నుంచి రోడ్ ట్రిప్ గైడ్',
  );
  await expect(page.locator('main div[lang="en"]')).toContainText(/[A-Za-z]{4,}/);
});
