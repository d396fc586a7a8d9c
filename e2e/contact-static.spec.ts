import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.js';

function contactForm(page: Page) {
  const form = page.getByRole('region', { name: 'Send us a message' });
  return {
    name: form.getByLabel(/^Name/),
    email: form.getByLabel(/^Email/),
    phone: form.getByLabel(/^Phone/),
    message: form.getByLabel(/^Message/),
    send: form.getByRole('button', { name: 'Send message' }),
  };
}

test.describe('contact form', () => {
  test('an empty form shows the required messages and sends nothing', async ({ page }) => {
    let posted = false;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/contact')) posted = true;
    });
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
    const form = contactForm(page);
    await form.send.click();

    // docs/product/storefront.md#form-rules: name, email and message are required; phone is optional.
    await expect(page.getByText('Name is required')).toBeVisible();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Message is required')).toBeVisible();
    await expect(form.name).toHaveAttribute('aria-invalid', 'true');
    await expect(form.phone).not.toHaveAttribute('aria-invalid', 'true');
    expect(posted).toBe(false);
  });

  test('a malformed e-mail address is refused', async ({ page }) => {
    await page.goto('/contact');
    const form = contactForm(page);
    await form.name.fill('Ravi Teja');
    await form.email.fill('ravi.teja.example.in');
    await form.message.fill('Do you have an Innova with a driver for Sunday?');
    await form.send.click();

    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(page.getByText('Name is required')).toHaveCount(0);
    await expect(form.email).toHaveAttribute('aria-invalid', 'true');
  });

  test('a valid message is sent, confirmed with an alert, and the form is cleared', async ({
    page,
  }) => {
    await page.goto('/contact');
    const form = contactForm(page);
    await form.name.fill('Lakshmi Prasanna');
    await form.email.fill(`lakshmi.${Date.now()}@example.in`);
    await form.phone.fill('9848022338');
    await form.message.fill(
      'I would like a luxury car with a driver for a wedding in Guntur next month.',
    );

    const alerted = new Promise<string>((resolve) => {
      page.once('dialog', (dialog) => {
        resolve(dialog.message());
        void dialog.accept();
      });
    });
    const sent = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/contact') && response.request().method() === 'POST',
    );
    await form.send.click();
    expect((await sent).ok()).toBe(true);
    expect(await alerted).toBe('Message sent successfully!');

    for (const field of [form.name, form.email, form.phone, form.message]) {
      await expect(field).toHaveValue('');
    }
  });
});

/** The numbered section headings of a legal page: "1. About Saarthi…", "2. …". */
async function sectionHeadings(page: Page): Promise<Locator> {
  const headings = page.getByRole('article').getByRole('heading', { level: 2 });
  await expect(headings.first()).toBeVisible();
  return headings;
}

async function expectNumberedInOrder(headings: Locator, count: number): Promise<void> {
  await expect(headings).toHaveCount(count);
  const texts = await headings.allInnerTexts();
  expect(texts.map((text) => Number(/^(\d+)\./.exec(text.trim())?.[1]))).toEqual(
    Array.from({ length: count }, (_, index) => index + 1),
  );
}

test('Terms of Service: 20 numbered sections with 18+, no OTP and the cancellation policy', async ({
  page,
}) => {
  await page.goto('/TermsofServices');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  await expectNumberedInOrder(await sectionHeadings(page), 20);

  const terms = page.getByRole('article');
  await expect(terms.getByRole('heading', { name: /Eligibility: adults only/ })).toBeVisible();
  await expect(terms.getByText(/You must be at least 18 years old/)).toBeVisible();
  await expect(terms.getByRole('heading', { name: /we never ask for OTPs/ })).toBeVisible();
  await expect(
    terms.getByText(/Saarthi will never ask you for an OTP, your password/),
  ).toBeVisible();
  await expect(terms.getByRole('heading', { name: /Cancellations and refunds/ })).toBeVisible();
  await expect(
    terms.getByText(/governed by the cancellation policy of the travel company/),
  ).toBeVisible();
});

test('Privacy Policy: 8 numbered sections and not for under 18s', async ({ page }) => {
  await page.goto('/PrivacyPolicy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await expectNumberedInOrder(await sectionHeadings(page), 8);
  await expect(page.getByRole('article').getByText(/not for anyone under 18/)).toBeVisible();
});

test('About links to the FAQs and the contact page', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'About Saarthi' })).toBeVisible();
  const main = page.getByRole('main');
  // docs/product/storefront.md#contact-and-information-pages: mission, operating cities, who is served, partner with us.
  await expect(
    main.getByRole('heading', { name: /as easy as booking a train ticket/ }),
  ).toBeVisible();
  await expect(main.getByRole('region', { name: 'Five cities, two states' })).toContainText(
    'Tirupati',
  );
  await expect(main.getByRole('heading', { name: 'Built for two kinds of people' })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Partner with us' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');

  await main.getByRole('link', { name: 'Read the FAQs' }).click();
  await expect(page).toHaveURL(/\/FAQs$/);
  await expect(page.getByRole('heading', { level: 1, name: /General FAQs/ })).toBeVisible();

  await page.goBack();
  await page.getByRole('main').getByRole('link', { name: 'Contact us' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
});

test('Business Model shows "Bussines Model page" and explains the marketplace', async ({
  page,
}) => {
  await page.goto('/businessModel');
  await expect(page.getByText('Bussines Model page', { exact: true })).toBeVisible();
  await expect(page).toHaveTitle(/Bussines Model page/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Business Model' })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'For travel companies' })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'For customers' })).toBeVisible();
  // The estimate rate card, one row per category (docs/product/storefront.md#constants).
  const rates = main.getByRole('table', { name: /Estimate rates by category/ });
  await expect(rates.getByRole('rowheader')).toHaveText(['Regular', 'Prime', 'Luxury']);
  await expect(rates.getByRole('row', { name: /Regular/ })).toContainText('2,000');
});

const FOOTER_LINKS: [label: string, href: string][] = [
  ['Book a Ride', '/'],
  ['Your Profile', '/profile'],
  ['Business Model', '/businessModel'],
  ['Mechanics', '/nearby-mechanics'],
  ['Car Wash', '/nearby-carwash'],
  ['Driving Schools', '/driving-school'],
  ['Car Offers', '/new-car-offers'],
  ['Tours', '/tour-packages'],
  ['Vehicle Carry Vans', '/vehicle-carry-van'],
  ['Home', '/'],
  ['About Us', '/about'],
  ['Contact', '/contact'],
  ['Blogs', '/blogs'],
  ['FAQs', '/FAQs'],
  ['Privacy Policy', '/PrivacyPolicy'],
  ['Terms of Service', '/TermsofServices'],
];

test('the footer has its sixteen links, the support contact and the social links', async ({
  page,
  request,
}) => {
  const site = (await (await request.get('/api/site')).json()) as {
    supportPhone: string;
    supportEmail: string;
  };
  await page.goto('/about');
  const footer = page.getByRole('contentinfo');
  const links = footer.getByRole('navigation', { name: 'Footer' }).getByRole('link');
  await expect(links).toHaveCount(FOOTER_LINKS.length);
  for (const [label, href] of FOOTER_LINKS) {
    await expect(footer.getByRole('link', { name: label, exact: true })).toHaveAttribute(
      'href',
      href,
    );
  }
  await expect(footer.getByRole('link', { name: site.supportPhone })).toHaveAttribute(
    'href',
    /^tel:\+\d+$/,
  );
  await expect(footer.getByRole('link', { name: site.supportEmail })).toHaveAttribute(
    'href',
    `mailto:${site.supportEmail}`,
  );
  await expect(
    footer.getByRole('list', { name: 'Social media' }).getByRole('link').first(),
  ).toBeVisible();

  await footer.getByRole('link', { name: 'Terms of Service', exact: true }).click();
  await expect(page).toHaveURL(/\/TermsofServices$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
});

test('the Help Desk button widens to "Help Desk" on hover and names the number it calls', async ({
  page,
  request,
}) => {
  const { supportPhone } = (await (await request.get('/api/site')).json()) as {
    supportPhone: string;
  };
  await page.goto('/about');
  const helpDesk = page.getByRole('button', { name: `Help Desk: call ${supportPhone}` });
  await expect(helpDesk).toBeVisible();
  await expect(helpDesk.getByText('Help Desk', { exact: true })).toHaveCount(0);

  await helpDesk.hover();
  await expect(helpDesk.getByText('Help Desk', { exact: true })).toBeVisible();
  await expect(page.getByRole('tooltip')).toHaveText('📞 Call to book your ride');
  await expect(helpDesk).toHaveAccessibleDescription('📞 Call to book your ride');

  await page.mouse.move(0, 0);
  await expect(helpDesk.getByText('Help Desk', { exact: true })).toHaveCount(0);
});
