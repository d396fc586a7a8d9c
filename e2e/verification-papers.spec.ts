import type { APIRequestContext, Page } from '@playwright/test';
import {
  demoToken,
  expect,
  expectAccessible,
  expectLoaded,
  newGstin,
  registerCustomer,
  test,
} from './fixtures.js';

// Journey: a travel company sends its first car for review with no papers at all. The operator's
// approve is refused with the list of what is missing; the partner uploads the five papers on
// the car's page; the operator reads each one inline and finds it valid, verifies the company
// and puts the car live. The day after its insurance expires, the car has left the storefront
// by itself, and its partner has been told.

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');
const CAR_PAPERS = [
  ['rc', 'RC (registration certificate)'],
  ['permit', 'Permit'],
  ['fitness', 'Fitness certificate'],
  ['insurance', 'Insurance'],
  ['puc', 'PUC certificate'],
] as const;

/** The India calendar day `days` from today, YYYY-MM-DD. */
const indiaDay = (days: number) =>
  new Date(Date.now() + 330 * 60_000 + days * 86_400_000).toISOString().slice(0, 10);

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function asAccount(page: Page, token: string) {
  await page.addInitScript((value) => window.localStorage.setItem('auth-token', value), token);
  await page.emulateMedia({ reducedMotion: 'reduce' });
}

/** A new pending company with its GST certificate uploaded, and a car it sent for review. */
async function companyWithCarInReview(request: APIRequestContext, token: string) {
  const company = await request.post('/api/partner/company', {
    headers: bearer(token),
    data: {
      travelsName: `Godavari Cabs ${Date.now() % 10_000}`,
      legalName: 'Godavari Cabs LLP',
      city: 'Vijayawada',
      citiesServed: ['Vijayawada'],
      address: '40-1-9, Benz Circle, Vijayawada 520010',
      gstin: newGstin(),
      phone: '9848033445',
    },
  });
  expect(company.status(), await company.text()).toBe(201);
  const gst = await request.post('/api/partner/documents', {
    headers: bearer(token),
    multipart: {
      kind: 'gst_certificate',
      document: { name: 'gst.pdf', mimeType: 'application/pdf', buffer: PDF },
    },
  });
  expect(gst.status(), await gst.text()).toBe(201);
  const registration = `AP16GC${String(Date.now()).slice(-4)}`;
  const car = await request.post('/api/partner/cars', {
    headers: bearer(token),
    data: {
      carName: 'Maruti Ertiga',
      carModel: '2024 VXi CNG',
      fuelType: 'CNG',
      category: 'regular',
      seater: 6,
      luggage: 2,
      bodyType: 'muv',
      city: 'Vijayawada',
      registrationNumber: registration,
      photos: [],
    },
  });
  expect(car.status(), await car.text()).toBe(201);
  const carId = ((await car.json()) as { car: { _id: string } }).car._id;
  const sent = await request.post(`/api/partner/cars/${carId}/submit`, { headers: bearer(token) });
  expect(sent.status(), await sent.text()).toBe(200);
  return {
    companyId: ((await company.json()) as { company: { _id: string } }).company._id,
    carId,
    registration,
  };
}

test('a car goes live only on valid papers, and leaves the storefront when its insurance lapses', async ({
  page,
  browser,
}) => {
  test.slow();
  const partner = await registerCustomer(page, { userName: 'Srinivasa Rao' });
  const { carId, registration } = await companyWithCarInReview(page.request, partner.token);
  const carCard = (ops: Page) =>
    ops.getByRole('article', { name: 'Maruti Ertiga' }).filter({ hasText: registration });

  // The operator, at a desk: approving the car is refused, naming each missing paper.
  const opsContext = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const ops = await opsContext.newPage();
  await asAccount(ops, await demoToken(ops, 'ops@saarthi.in'));
  await ops.goto('/ops/verification?queue=cars');
  await expectLoaded(ops);
  const card = carCard(ops);
  await expect(card).toContainText('Papers to go live (0 of 5 in order)');
  await card.getByRole('button', { name: /^Approve Maruti Ertiga/ }).click();
  const refusal = card.getByRole('alert');
  await expect(refusal).toContainText('Not every paper is in order yet, so this cannot go live:');
  for (const [, name] of CAR_PAPERS) await expect(refusal).toContainText(`${name}: Not uploaded`);
  await expectAccessible(ops, '/ops/verification cars refused');
  expect((await page.request.get(`/api/cars/${carId}`)).status()).toBe(404);

  // The partner, on a phone, uploads the five papers on the car's page and sees the same list.
  await page.setViewportSize({ width: 390, height: 844 });
  await asAccount(page, partner.token);
  await page.goto(`/partner/fleet/${carId}`);
  await expectLoaded(page);
  const papers = page.getByRole('region', { name: 'Documents', exact: true });
  await expect(papers).toContainText('Papers to go live (0 of 5 in order)');
  const insuranceUntil = indiaDay(2);
  for (const [kind, name] of CAR_PAPERS) {
    await papers.getByRole('button', { name: 'Upload a document' }).click();
    await papers.getByLabel('Document', { exact: true }).selectOption(kind);
    await papers
      .getByLabel('Expiry date')
      .fill(kind === 'insurance' ? insuranceUntil : '2033-03-31');
    await papers
      .getByLabel('File')
      .setInputFiles({ name: `ertiga-${kind}.pdf`, mimeType: 'application/pdf', buffer: PDF });
    await papers.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(papers).toContainText(`${name}: Waiting for Saarthi’s check`);
  }
  await expectAccessible(page, '/partner/fleet/:id papers waiting');

  // The operator reads each paper inline, in the page, and finds it valid.
  await ops.goto('/ops/verification?queue=documents');
  await expectLoaded(ops);
  for (const [, name] of [['gst_certificate', 'GST certificate'], ...CAR_PAPERS] as const) {
    const paper = ops
      .getByRole('article')
      .filter({ hasText: name === 'GST certificate' ? 'Godavari Cabs' : registration })
      .filter({ has: ops.getByRole('heading', { name: new RegExp(`^${escape(name)} ·`) }) });
    await paper.getByRole('button', { name: /^View / }).click();
    const viewer = ops.getByRole('dialog', { name });
    const frame = viewer.locator('iframe');
    await expect(frame).toHaveAttribute('src', /^\/api\/documents\/view\?ticket=/);
    // What the frame shows: the PDF itself, sandboxed, framed only by the site.
    const shown = await ops.request.get((await frame.getAttribute('src'))!);
    expect(shown.status()).toBe(200);
    expect(shown.headers()['content-type']).toBe('application/pdf');
    expect(shown.headers()['content-security-policy']).toContain("frame-ancestors 'self'");
    await viewer.getByRole('button', { name: 'Close' }).click();
    await paper.getByRole('button', { name: /^Approve / }).click();
    await expect(paper).toHaveCount(0);
  }

  // The company is verified and the car approved: it is in the storefront.
  await ops.goto('/ops/verification');
  await expectLoaded(ops);
  const companyCard = ops.getByRole('article').filter({ hasText: 'Godavari Cabs LLP' });
  await expect(companyCard).toContainText('Papers to go live (all in order)');
  await companyCard.getByRole('button', { name: /^Approve / }).click();
  await expect(companyCard).toHaveCount(0);
  await ops.goto('/ops/verification?queue=cars');
  await expectLoaded(ops);
  await expect(carCard(ops)).toContainText('Papers to go live (all in order)');
  await carCard(ops)
    .getByRole('button', { name: /^Approve Maruti Ertiga/ })
    .click();
  await expect(carCard(ops)).toHaveCount(0);
  expect((await page.request.get(`/api/cars/${carId}`)).status()).toBe(200);
  await opsContext.close();

  // The day after the insurance's last day, the sweep (as the clock will run it) takes the car
  // off the storefront, and its partner is told.
  const swept = await page.request.post('/api/__test/paper-sweep', {
    data: { on: indiaDay(3) },
  });
  expect(swept.status(), await swept.text()).toBe(200);
  expect((await swept.json()) as { takenOff: number }).toMatchObject({ takenOff: 1 });
  expect((await page.request.get(`/api/cars/${carId}`)).status()).toBe(404);
  await page.goto(`/car/${carId}`);
  await expect(page.getByText('Car not found.')).toBeVisible();

  const notices = (await (
    await page.request.get('/api/notifications', { headers: bearer(partner.token) })
  ).json()) as { notifications: Array<{ topic: string; paper: { event: string; kind: string } }> };
  expect(notices.notifications).toContainEqual(
    expect.objectContaining({
      topic: 'paper',
      paper: expect.objectContaining({ event: 'lapsed', kind: 'insurance' }),
    }),
  );
  await page.goto(`/partner/fleet/${carId}`);
  await expectLoaded(page);
  await expect(page.getByText('Papers not in order: Insurance.')).toBeVisible();
});

/** A paper's name as a regular expression's literal text. */
function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
