import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import {
  expect,
  expectAccessible,
  expectLoaded,
  expectNoHorizontalScroll,
  registerCustomer,
  signIn,
  test,
} from './fixtures';
import { useMailbox } from './mailbox.js';
import { freeCarOfDemoPartner, indiaFields, partnerMove, partnerPage } from './trip-day.js';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';

// Journey (docs/product/trips-and-money.md#bookings): a customer books a demo partner's car with a driver for this
// evening, the partner accepts it with a driver, both get the e-mail, the customer sees the trip
// confirmed and takes it to a calendar, the partner starts and completes it, and the customer's
// review of the car shows "Verified trip". At a desktop and at a phone width.

// One SMTP server for the file: its tests run one after the other in one worker.
test.describe.configure({ mode: 'serial' });

const mailbox = useMailbox();

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

const HOUR = 3_600_000;

/** The text of the QR code in a screenshot, as a phone's camera would read it. */
async function decodeQr(png: Buffer): Promise<string> {
  const image = PNG.sync.read(png);
  const found = jsQR(new Uint8ClampedArray(image.data), image.width, image.height);
  if (!found) throw new Error('No QR code in the screenshot');
  return found.data;
}

/** Clicks a download button and answers the name of the file saved, checking it is a PDF. */
async function savedPdf(page: Page, button: ReturnType<Page['getByRole']>): Promise<string> {
  const [saved] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const path = await saved.path();
  expect(readFileSync(path).subarray(0, 5).toString()).toBe('%PDF-');
  return saved.suggestedFilename();
}

/** Rupees as the app shows them: ₹4,087. */
const formatRupees = (amount: number) =>
  new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    maximumFractionDigits: 0,
  }).format(amount);

async function waitForMail(reference: string, to: string, subject: RegExp) {
  await expect
    .poll(
      () =>
        mailbox.mails.some(
          (mail) => mail.to.includes(to) && mail.raw.includes(reference) && subject.test(mail.raw),
        ),
      { timeout: 30_000, message: `a mail about ${reference} to ${to}` },
    )
    .toBe(true);
}

for (const [width, viewport] of [
  ['desktop', { width: 1280, height: 900 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test(`a customer books a car with a driver and reviews the trip (${width})`, async ({
    page,
    browser,
  }) => {
    // The whole trip, from the request to the review, runs three browsers, two PDFs and a
    // dispute: on a shared two-core machine it takes well over two minutes.
    test.setTimeout(300_000);
    await page.setViewportSize(viewport);
    const customer = await registerCustomer(page);
    await signIn(page, customer);
    const carId = await freeCarOfDemoPartner(page.request, 8);

    // The customer asks for the car this evening: pickup in a little over 2 hours, for 3 hours.
    await page.goto(`/car/${carId}`);
    await page.getByRole('button', { name: 'Book this car' }).first().click();
    const form = page.getByRole('dialog');
    await expect(form).toBeVisible();
    const pickupAt = Math.ceil((Date.now() + 2 * HOUR + 15 * 60_000) / (5 * 60_000)) * 5 * 60_000;
    const pickup = indiaFields(pickupAt);
    const back = indiaFields(pickupAt + 3 * HOUR);
    const pickupGroup = form.getByRole('group', { name: 'Pickup (India time)' });
    await pickupGroup.getByLabel('Date').fill(pickup.date);
    await pickupGroup.getByLabel('Time').fill(pickup.time);
    const returnGroup = form.getByRole('group', { name: 'Return (India time)' });
    await returnGroup.getByLabel('Date').fill(back.date);
    await returnGroup.getByLabel('Time').fill(back.time);
    await form.getByLabel('Estimated distance (km)').fill('60');
    await form.getByLabel('Pickup address').fill('Benz Circle, Vijayawada');
    await form.getByLabel('Passengers').fill('2');

    // The live quote: line by line, GST on its own line, and a total.
    const quote = form.getByRole('region', { name: 'Your quote' });
    await expect(quote.getByText(/GST/)).toBeVisible();
    await expect(quote.getByText(/Total/).first()).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectAccessible(page, 'booking form');

    await form.getByRole('button', { name: 'Request booking' }).click();
    await expect(page).toHaveURL(/\/trips\/[0-9a-f-]{36}/);
    await expect(page.getByText('Your booking request has been sent.')).toBeVisible();
    const bookingId = /\/trips\/([0-9a-f-]{36})/.exec(page.url())![1]!;
    const reference = (await page
      .getByText(/Ref\. SA-/)
      .first()
      .textContent())!.match(/SA-[2-9A-Z]{6}/)![0];
    await expectNoHorizontalScroll(page);

    // The partner sees the request and accepts it with the car's usual driver.
    const partner = await partnerPage(browser, viewport);
    await partner.goto('/partner/bookings');
    await expectLoaded(partner);
    await expect(partner.getByText(reference).first()).toBeVisible();
    await expectNoHorizontalScroll(partner);
    await partner.goto(`/partner/bookings/${bookingId}`);
    await expectLoaded(partner);
    await partnerMove(partner, 'Accept', 'Accept with this driver');
    await expect(partner.getByText(/Confirmed with .+ driving\./)).toBeVisible();
    await expectAccessible(partner, 'partner booking');

    // Both sides got the e-mails: the request and the confirmation.
    await waitForMail(reference, customer.userEmail, /confirm/i);
    expect(
      new Set(mailbox.mails.filter((mail) => mail.raw.includes(reference)).flatMap((m) => m.to))
        .size,
    ).toBeGreaterThanOrEqual(2);

    // The customer sees the trip confirmed and takes it to a calendar.
    await page.reload();
    await expect(page.getByText(/Confirmed: .+ will drive you\./)).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Add to calendar (.ics)' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`saarthi-${reference}.ics`);
    const ics = readFileSync((await file.path())!, 'utf8');
    expect(ics).toContain('BEGIN:VEVENT');
    expect(ics).toContain(reference);

    // From confirmation the customer holds the start code, and sees who drives which car.
    const code = (await page.getByTestId('start-code').textContent())!.trim();
    expect(code).toMatch(/^[0-9]{4}$/);
    await expect(page.getByText('Number plate', { exact: true })).toBeVisible();
    await expect(page.getByText(/^Licence •••• /)).toBeVisible();
    await expectNoHorizontalScroll(page);

    // The customer shares the trip with family: the link opens without a login and shows the
    // car, its plate and the driver's first name, never a phone; stopped, it no longer works.
    const sharing = page.getByRole('region', { name: 'Share with family' });
    await sharing.getByRole('button', { name: 'Make a link' }).click();
    const link = await sharing.getByLabel('Your trip link').inputValue();
    expect(link).toMatch(/\/t\/[A-Za-z0-9_-]{43}$/);
    const family = await browser.newContext({ viewport });
    const relative = await family.newPage();
    await relative.goto(link);
    await expect(relative.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(relative.getByText('A trip shared with you')).toBeVisible();
    await expect(relative.getByText(/^Confirmed$/)).toBeVisible();
    await expect(relative.locator('body')).not.toContainText(customer.usermobile);
    await expectNoHorizontalScroll(relative);
    await sharing.getByRole('button', { name: 'Stop sharing' }).click();
    await expect(sharing.getByLabel('Your trip link')).toHaveCount(0);
    await relative.reload();
    await expect(relative.getByText('This trip link no longer works')).toBeVisible();
    await family.close();

    // The driver sets out and starts the trip with the customer's code and the odometer; a
    // misheard code is refused with the tries left. The company never sees the code.
    await expect(partner.getByText(code, { exact: true })).toHaveCount(0);
    await partner.getByRole('button', { name: 'Start trip', exact: true }).click();
    const start = partner.getByRole('dialog');
    await start.getByLabel('Start code').fill(code === '0000' ? '1111' : '0000');
    await start.getByLabel('Odometer now').fill('48215');
    await start.getByRole('button', { name: 'Start trip', exact: true }).click();
    await expect(
      start.getByText("That is not the customer's start code: 4 tries left"),
    ).toBeVisible();
    await start.getByLabel('Start code').fill(code);
    await start.getByRole('button', { name: 'Start trip', exact: true }).click();
    await expect(start).toBeHidden();
    await expect(
      partner.getByText('The trip is under way. Complete it once the car is back.'),
    ).toBeVisible();
    // On the way the customer feels unsafe: SOS offers 112 and alerts Saarthi, whose console
    // shows the trip at the top of every page until an operator acknowledges it.
    await page.reload();
    const safety = page.getByRole('region', { name: 'Safety' });
    await expect(safety.getByRole('link', { name: 'Call 112' })).toHaveAttribute('href', 'tel:112');
    await safety.getByRole('button', { name: 'SOS: alert Saarthi' }).click();
    await expect(safety.getByRole('status')).toHaveText(
      "Saarthi's team has your alert and will call you now",
    );
    const operator = await partnerPage(browser, viewport, 'ops@saarthi.in');
    await operator.goto('/ops');
    const sos = operator.getByRole('alert').filter({ hasText: 'SOS from a trip under way' });
    const raised = sos.getByRole('listitem').filter({ hasText: reference });
    await expect(raised).toBeVisible();
    await expectNoHorizontalScroll(operator);
    await raised.getByRole('button', { name: 'Acknowledge' }).click();
    await expect(raised).toHaveCount(0);
    await operator.context().close();

    // The driver is back: the closing reading and a toll paid on the way complete the trip.
    await partner.getByRole('button', { name: 'Complete trip', exact: true }).click();
    const complete = partner.getByRole('dialog');
    await complete.getByLabel('Odometer at the end').fill('48290');
    await complete.getByRole('button', { name: 'Add an expense' }).click();
    await complete.getByLabel('Expense 1').selectOption('toll');
    await complete.getByLabel('Amount').fill('95');
    await complete.getByLabel(/^Note/).fill('Kaza toll plaza');
    // The driver photographed the toll receipt: it goes with the expense.
    const receipt = complete.getByRole('group', { name: 'Receipt of expense 1 (optional)' });
    await receipt.getByLabel('Choose photo').setInputFiles({
      name: 'kaza-toll.png',
      mimeType: 'image/png',
      buffer: PNG.sync.write(new PNG({ width: 60, height: 90 })),
    });
    await expect(receipt.getByText('Change photo')).toBeVisible();
    await expectNoHorizontalScroll(partner);
    await complete.getByRole('button', { name: 'Complete trip', exact: true }).click();
    await expect(complete).toBeHidden();
    await expect(partner.getByText('The trip is complete.')).toBeVisible();
    const partnerBill = partner.getByRole('region', { name: 'Bill' });
    await expect(partnerBill.getByText('Tolls paid on the way')).toBeVisible();

    // The customer's trip says when it started and at what reading, and shows the final bill:
    // 75 km driven, the toll at cost, each line beside its quote.
    await page.reload();
    await expect(page.getByText(/odometer 48,215 km/)).toBeVisible();
    await expect(page.getByTestId('start-code')).toHaveCount(0);
    const bill = page.getByRole('region', { name: 'Your bill' });
    await expect(bill.getByText('Distance: 75 km')).toBeVisible();
    await expect(bill.getByText('Tolls paid on the way')).toBeVisible();
    await expect(bill.getByText('Kaza toll plaza', { exact: false })).toBeVisible();
    await expect(bill.getByText('Due')).toBeVisible();
    // The receipt the driver photographed is the customer's to see.
    await bill.getByRole('button', { name: 'Receipt of the Toll of ₹95' }).click();
    const receiptPhoto = page.getByRole('dialog', { name: 'Receipt of the Toll of ₹95' });
    await expect(receiptPhoto.getByRole('img', { name: 'Photo of the receipt' })).toBeVisible();
    await receiptPhoto.getByRole('button', { name: 'Close' }).click();
    await expect(receiptPhoto).toBeHidden();
    await expectNoHorizontalScroll(page);

    // The customer pays by UPI: the QR code carries the company's UPI ID, the amount due and the
    // booking reference, the same as the link a UPI app on this phone opens.
    const pay = page.getByRole('region', { name: /^Pay / });
    const payLink = await pay
      .getByRole('link', { name: 'Pay with a UPI app' })
      .getAttribute('href');
    const scanned = await decodeQr(await pay.getByTestId('upi-qr').screenshot());
    expect(scanned).toBe(payLink);
    const upi = new URL(scanned);
    expect(upi.protocol).toBe('upi:');
    expect(upi.searchParams.get('tn')).toBe(reference);
    expect(upi.searchParams.get('cu')).toBe('INR');
    const due = Number(upi.searchParams.get('am'));
    expect(due).toBeGreaterThan(0);
    await expect(pay).toContainText(formatRupees(due));
    // The tax invoice of the trip is the customer's to download.
    const mine = await savedPdf(page, bill.getByRole('button', { name: 'Download invoice (PDF)' }));
    expect(mine).toMatch(/^invoice-[A-Z]+-\d{4}-\d{2}-\d{5}\.pdf$/);

    // The company records the UPI payment with its UTR and downloads the same invoice.
    await partner.reload();
    await partnerBill.getByRole('button', { name: 'Record a payment' }).click();
    const record = partner.getByRole('dialog', { name: 'Record a payment' });
    await expect(record.getByLabel('Amount received')).toHaveValue(String(due));
    const utr = String(Date.now()).slice(-12).padStart(12, '4');
    await record.getByLabel('UTR (12 digits)').fill(utr);
    await expectNoHorizontalScroll(partner);
    await record.getByRole('button', { name: 'Record payment' }).click();
    await expect(record).toBeHidden();
    await expect(partnerBill.getByText(utr, { exact: false })).toBeVisible();
    await expect(partnerBill.getByRole('button', { name: 'Record a payment' })).toHaveCount(0);
    const theirs = await savedPdf(
      partner,
      partnerBill.getByRole('button', { name: 'Download invoice (PDF)' }),
    );
    expect(theirs).toBe(mine);
    await partner.context().close();

    // Paid: the customer's bill shows the payment and nothing left to pay.
    await page.reload();
    await expect(bill.getByText('Payments received')).toBeVisible();
    await expect(bill.getByText(utr, { exact: false })).toBeVisible();
    await expect(page.getByRole('region', { name: /^Pay / })).toHaveCount(0);

    // The customer paid that toll in cash at the plaza: they question the line, and Saarthi's
    // operator answers with the company's credit note giving the ₹95 back.
    await bill.getByRole('button', { name: 'Question a line' }).click();
    const question = page.getByRole('dialog', { name: 'Question a line of the bill' });
    await question.getByLabel('Line').selectOption('tolls_paid');
    await question
      .getByLabel('What is wrong with it?')
      .fill('I paid the Kaza toll myself, in cash, at the plaza.');
    await expectNoHorizontalScroll(page);
    await question.getByRole('button', { name: 'Send question' }).click();
    await expect(question).toBeHidden();
    await expect(bill.getByText("With Saarthi's team")).toBeVisible();

    const desk = await partnerPage(browser, viewport, 'ops@saarthi.in');
    await desk.goto('/ops');
    const questions = desk.getByRole('region', { name: 'Questions about bills' });
    const asked = questions.getByRole('listitem').filter({ hasText: reference });
    await asked.getByRole('button', { name: 'Answer' }).click();
    const answer = desk.getByRole('dialog');
    await answer
      .getByLabel('Reason')
      .fill('The company checked its toll receipts: the customer paid this toll.');
    await answer.getByLabel(/^Give back/).fill('95');
    await expectNoHorizontalScroll(desk);
    await answer.getByRole('button', { name: 'Send answer and credit ₹95' }).click();
    await expect(answer).toBeHidden();
    await expect(asked).toHaveCount(0);
    await desk.context().close();

    // Paid in full before the credit: the company owes the ₹95 back, and the credit note is the
    // customer's to download beside the invoice.
    await page.reload();
    await expect(bill.getByText('₹95 given back by a credit note')).toBeVisible();
    await expect(bill.getByText('To be refunded by the company')).toBeVisible();
    await expect(bill.getByText(/^Credit note .*\/CN\/.* giving back ₹95/)).toBeVisible();
    const note = await savedPdf(
      page,
      bill.getByRole('button', { name: 'Download credit note (PDF)' }),
    );
    expect(note).toMatch(/^credit-note-[A-Z]+-CN-\d{4}-\d{2}-\d{5}\.pdf$/);
    await expectNoHorizontalScroll(page);

    // The company hands the ₹95 back in cash and records it; the customer's bill comes to nothing
    // due, the refund listed with the payments.
    const office = await partnerPage(browser, viewport);
    await office.goto(`/partner/bookings/${bookingId}`);
    const officeBill = office.getByRole('region', { name: 'Bill' });
    await expect(officeBill.getByText('To be refunded by the company')).toBeVisible();
    await officeBill.getByRole('button', { name: 'Record the refund' }).click();
    const refund = office.getByRole('dialog', { name: 'Record the refund' });
    await expect(refund.getByLabel('Amount paid back')).toHaveValue('95');
    await refund.getByLabel('Paid by').selectOption('cash');
    await expectNoHorizontalScroll(office);
    await refund.getByRole('button', { name: 'Record refund' }).click();
    await expect(refund).toBeHidden();
    await expect(officeBill.getByRole('button', { name: 'Record the refund' })).toHaveCount(0);
    await office.context().close();
    await page.reload();
    await expect(bill.getByText('Refund · Cash', { exact: false })).toBeVisible();
    await expect(bill.getByText('To be refunded by the company')).toHaveCount(0);

    // Asked to rate the trip, the customer writes a review of the car: a verified trip's.
    await page.getByRole('link', { name: 'Rate your trip' }).click();
    await expect(page).toHaveURL(new RegExp(`/car/${carId}#reviews$`));
    const reviews = page.getByRole('region', { name: 'Reviews', exact: true });
    const fiveStars = reviews.getByRole('radio', { name: '5 stars' });
    await fiveStars.focus();
    await page.keyboard.press('Space');
    const text = `Booked for the evening, the driver came early. (${reference})`;
    await reviews.getByLabel('Your review').fill(text);
    await reviews.getByRole('button', { name: 'Submit review' }).click();
    const item = reviews.getByRole('listitem').filter({ hasText: text });
    await expect(item).toHaveCount(1);
    await expect(item.getByText('Verified trip')).toBeVisible();
    await expectNoHorizontalScroll(page);
  });
}
