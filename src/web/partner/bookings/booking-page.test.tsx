import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Booking } from '@shared/contracts/bookings';
import { authToken } from '../../lib/storage';
import { goOffline } from '../../test/offline';
import { mockApi, renderWithProviders } from '../../test/render';
import { PARTNER_AREA_MESSAGES } from '../area-messages';
import {
  COMPANY_SUSPENDED,
  companyAnswer,
  driversAnswer,
  makeCar,
  makeDriver,
  refusal,
} from '../test-data';
import { BookingPage } from './booking-page';
import {
  bookingAnswer,
  CAR_ID,
  confirmed,
  hoursFromNow,
  listAnswer,
  makeBooking,
  NOW,
} from './test-data';

function renderBooking(booking: Booking) {
  authToken.set('partner-token');
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  return renderWithProviders(<BookingPage />, {
    messages: PARTNER_AREA_MESSAGES,
    route: `/partner/bookings/${booking._id}`,
    path: '/partner/bookings/:id',
  });
}

const ravi = makeDriver({ name: 'Ravi Kumar' });
const suresh = makeDriver({ name: 'Suresh Babu' });

/** The calls a booking page makes, with `booking` as the server has it. */
function bookingRoutes(booking: Booking, company = companyAnswer()) {
  return {
    'GET /api/partner/company': company,
    [`GET /api/partner/bookings/${booking._id}`]: bookingAnswer(booking),
    'GET /api/partner/bookings': listAnswer([]),
    'GET /api/partner/drivers': driversAnswer([ravi, suresh]),
    [`GET /api/partner/bookings/${booking._id}/busy-drivers`]: {
      body: { success: true, busy: [] },
    },
    // The car's usual driver is Suresh.
    [`GET /api/partner/cars/${CAR_ID}`]: {
      body: { success: true, car: makeCar({ _id: CAR_ID, defaultDriverId: suresh._id }) },
    },
  };
}

/** The buttons of the "Next step" card. */
function nextStepButtons() {
  const card = screen.getByRole('region', { name: 'Next step' });
  return within(card)
    .queryAllByRole('button')
    .map((button) => button.textContent);
}

describe('BookingPage', () => {
  it('shows the trip, the customer, the price line by line and the history', async () => {
    const booking = makeBooking();
    mockApi(bookingRoutes(booking));
    renderBooking(booking);

    expect(await screen.findByRole('heading', { level: 1, name: 'SA-7K3Q9X' })).toBeVisible();
    const next = screen.getByRole('region', { name: 'Next step' });
    expect(next).toHaveTextContent(
      'Priya Sharma is waiting for your answer. Accept with a driver or decline by 6 Mar 2026, 2:00 am (11 hrs left), or the request expires.',
    );
    const trip = screen.getByRole('region', { name: 'Trip' });
    expect(trip).toHaveTextContent('Trip typeRental');
    expect(trip).toHaveTextContent('Pickup6 Mar 2026, 9:00 am');
    expect(trip).toHaveTextContent('Estimated distance120 km');
    expect(trip).toHaveTextContent('DriverChosen when you accept');
    const customer = screen.getByRole('region', { name: 'Customer' });
    expect(within(customer).getByRole('link', { name: 'Call 9848012345' })).toHaveAttribute(
      'href',
      'tel:9848012345',
    );
    expect(customer).toHaveTextContent('Two suitcases, please keep the boot empty.');
    const price = screen.getByRole('region', { name: 'Price' });
    expect(price).toHaveTextContent('Distance: 120 km₹1,440');
    expect(price).toHaveTextContent('Time: 12 hours₹2,500');
    expect(price).toHaveTextContent('Driver allowance: 1 day × ₹300₹300');
    expect(price).toHaveTextContent('GST 5%₹212');
    expect(price).toHaveTextContent('Total₹4,452');
    expect(price).toHaveTextContent('A started hour is charged as a full hour.');
    const history = screen.getByRole('region', { name: 'History' });
    expect(history).toHaveTextContent('Requested · By the customer5 Mar 2026, 2:00 pm');
  });

  it('accepts with the chosen driver, the car’s usual driver chosen first', async () => {
    const booking = makeBooking();
    const sent: unknown[] = [];
    mockApi({
      ...bookingRoutes(booking),
      [`POST /api/partner/bookings/${booking._id}/accept`]: ({ body, headers }) => {
        expect(headers.get('authorization')).toBe('Bearer partner-token');
        sent.push(body);
        return bookingAnswer(confirmed(booking, ravi), 'booking_confirmed');
      },
    });
    const user = userEvent.setup();
    renderBooking(booking);

    await screen.findByRole('heading', { level: 1, name: 'SA-7K3Q9X' });
    expect(nextStepButtons()).toEqual(['Accept', 'Decline']);
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept booking SA-7K3Q9X' });
    const driver = await within(dialog).findByRole('combobox', { name: 'Driver' });
    expect(driver).toHaveValue(suresh._id);
    expect(dialog).toHaveTextContent("This car's usual driver.");

    await user.selectOptions(driver, 'Ravi Kumar');
    await user.click(within(dialog).getByRole('button', { name: 'Accept with this driver' }));

    expect(await screen.findByText('Booking confirmed')).toBeVisible();
    expect(sent).toEqual([{ driverId: ravi._id }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Trip' })).toHaveTextContent('DriverRavi Kumar');
    expect(nextStepButtons()).toEqual(['Cancel booking']);
  });

  it("does not offer a driver Saarthi's check turned down", async () => {
    const booking = makeBooking();
    const turnedDown = makeDriver({ name: 'Anil Reddy', status: 'rejected' });
    mockApi({
      ...bookingRoutes(booking),
      'GET /api/partner/drivers': driversAnswer([turnedDown, ravi, suresh]),
    });
    const user = userEvent.setup();
    renderBooking(booking);

    await screen.findByRole('heading', { level: 1, name: 'SA-7K3Q9X' });
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept booking SA-7K3Q9X' });
    const driver = await within(dialog).findByRole('combobox', { name: 'Driver' });
    expect(
      within(driver)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Ravi Kumar', 'Suresh Babu']);
  });

  it('shows a driver busy with another trip then, who cannot be chosen', async () => {
    const booking = makeBooking();
    // Suresh, the car's usual driver, drives SA-BUSY01 on 6 March, 6:00 am to 9:00 pm.
    const clash = {
      driverId: suresh._id,
      bookingId: crypto.randomUUID(),
      reference: 'SA-BUSY01',
      pickupAt: '2026-03-06T00:30:00.000Z',
      returnAt: '2026-03-06T15:30:00.000Z',
    };
    const sent: unknown[] = [];
    mockApi({
      ...bookingRoutes(booking),
      [`GET /api/partner/bookings/${booking._id}/busy-drivers`]: {
        body: { success: true, busy: [clash] },
      },
      [`POST /api/partner/bookings/${booking._id}/accept`]: ({ body }) => {
        sent.push(body);
        return bookingAnswer(confirmed(booking, ravi), 'booking_confirmed');
      },
    });
    const user = userEvent.setup();
    renderBooking(booking);
    await user.click(await screen.findByRole('button', { name: 'Accept' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept booking SA-7K3Q9X' });
    const driver = await within(dialog).findByRole('combobox', { name: 'Driver' });
    // The first free driver is chosen instead of the busy usual one.
    expect(driver).toHaveValue(ravi._id);
    const busy = within(driver).getByRole('option', { name: /^Suresh Babu/ });
    expect(busy).toBeDisabled();
    expect(busy).toHaveTextContent('Suresh Babu · Busy: SA-BUSY01 6 Mar, 6:00 am – 9:00 pm');
    expect(dialog).toHaveTextContent(
      'Busy at this time, so they cannot be chosen:Suresh Babu · Busy: SA-BUSY01 6 Mar, 6:00 am – 9:00 pm',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Accept with this driver' }));
    await waitFor(() => expect(sent).toEqual([{ driverId: ravi._id }]));
  });

  it('says so when every driver is busy, and accepts nothing', async () => {
    const booking = makeBooking();
    const busyWith = (driverId: string, reference: string) => ({
      driverId,
      bookingId: crypto.randomUUID(),
      reference,
      pickupAt: '2026-03-06T00:30:00.000Z',
      returnAt: '2026-03-07T15:30:00.000Z',
    });
    mockApi({
      ...bookingRoutes(booking),
      [`GET /api/partner/bookings/${booking._id}/busy-drivers`]: {
        body: {
          success: true,
          busy: [busyWith(ravi._id, 'SA-BUSY01'), busyWith(suresh._id, 'SA-BUSY02')],
        },
      },
    });
    const user = userEvent.setup();
    renderBooking(booking);
    await user.click(await screen.findByRole('button', { name: 'Accept' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept booking SA-7K3Q9X' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Every one of your drivers drives another trip at this time.',
    );
    expect(dialog).toHaveTextContent(
      'Ravi Kumar · Busy: SA-BUSY01 6 Mar, 6:00 am – 7 Mar, 9:00 pm',
    );
    expect(within(dialog).queryByRole('combobox')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Accept with this driver' })).toBeDisabled();
  });

  it('preselects the first driver when the car’s usual driver is not known', async () => {
    const booking = makeBooking();
    const sent: unknown[] = [];
    mockApi({
      ...bookingRoutes(booking),
      [`GET /api/partner/cars/${CAR_ID}`]: refusal(404, 'Car not found', 'car_not_found'),
      [`POST /api/partner/bookings/${booking._id}/accept`]: ({ body }) => {
        sent.push(body);
        return bookingAnswer(confirmed(booking, ravi), 'booking_confirmed');
      },
    });
    const user = userEvent.setup();
    renderBooking(booking);
    await user.click(await screen.findByRole('button', { name: 'Accept' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('combobox', { name: 'Driver' })).toHaveValue(ravi._id);
    await user.click(within(dialog).getByRole('button', { name: 'Accept with this driver' }));
    await waitFor(() => expect(sent).toEqual([{ driverId: ravi._id }]));
  });

  it('declines only with a reason, which it sends', async () => {
    const booking = makeBooking();
    const sent: unknown[] = [];
    mockApi({
      ...bookingRoutes(booking),
      [`POST /api/partner/bookings/${booking._id}/decline`]: ({ body }) => {
        sent.push(body);
        return bookingAnswer(
          { ...booking, status: 'declined', reason: 'Car at the garage' },
          'booking_declined',
        );
      },
    });
    const user = userEvent.setup();
    renderBooking(booking);

    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline booking SA-7K3Q9X' });
    const reason = within(dialog).getByRole('textbox', { name: 'Reason' });
    expect(reason).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Decline request' }));
    expect(
      await within(dialog).findByText('Please give a reason (at least 3 characters)'),
    ).toBeVisible();
    expect(reason).toHaveAttribute('aria-invalid', 'true');

    await user.type(reason, 'no');
    await user.click(within(dialog).getByRole('button', { name: 'Decline request' }));
    expect(within(dialog).getByText('Please give a reason (at least 3 characters)')).toBeVisible();
    expect(sent).toEqual([]);

    await user.clear(reason);
    await user.type(reason, '  Car at the garage ');
    await user.click(within(dialog).getByRole('button', { name: 'Decline request' }));
    expect(await screen.findByText('Booking declined')).toBeVisible();
    expect(sent).toEqual([{ reason: 'Car at the garage' }]);
    expect(nextStepButtons()).toEqual([]);
    expect(screen.getByRole('region', { name: 'Next step' })).toHaveTextContent(
      'This request was declined.',
    );
  });

  it("starts the trip with the customer's code and the odometer, and says how many tries are left", async () => {
    const booking = confirmed(makeBooking({ pickupAt: hoursFromNow(1) }));
    const sent: unknown[] = [];
    const wrong = "That is not the customer's start code: 4 tries left";
    mockApi({
      ...bookingRoutes(booking),
      [`POST /api/partner/bookings/${booking._id}/start`]: ({ body }) => {
        sent.push(body);
        if ((body as { code: string }).code !== '2468')
          return {
            status: 400,
            body: {
              success: false,
              message: wrong,
              code: 'booking_start_code_wrong',
              params: { left: 4 },
              errors: [
                {
                  path: 'body.code',
                  message: wrong,
                  code: 'booking_start_code_wrong',
                  params: { left: 4 },
                },
              ],
            },
          };
        return bookingAnswer(
          {
            ...booking,
            status: 'in_progress',
            start: { odometerKm: 48_215, at: NOW.toISOString(), triesLeft: 5 },
          },
          'booking_started',
        );
      },
    });
    const user = userEvent.setup();
    renderBooking(booking);

    await user.click(await screen.findByRole('button', { name: 'Start trip' }));
    const dialog = await screen.findByRole('dialog', { name: 'Start trip SA-7K3Q9X?' });
    const code = within(dialog).getByLabelText('Start code');
    const odometer = within(dialog).getByLabelText('Odometer now');
    // Checked before it is sent: four digits, and a reading.
    await user.type(code, '12');
    await user.click(within(dialog).getByRole('button', { name: 'Start trip' }));
    expect(
      await within(dialog).findByText('Enter the 4-digit start code the customer has'),
    ).toBeVisible();
    expect(
      within(dialog).getByText(
        'Enter the odometer reading in km, a whole number from 0 to 9999999',
      ),
    ).toBeVisible();
    expect(sent).toEqual([]);

    await user.clear(code);
    await user.type(code, '1357');
    await user.type(odometer, '48215');
    await user.click(within(dialog).getByRole('button', { name: 'Start trip' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription(expect.stringContaining(wrong)));

    await user.clear(code);
    await user.type(code, '2468');
    await user.click(within(dialog).getByRole('button', { name: 'Start trip' }));
    expect(await screen.findByText('Trip started')).toBeVisible();
    expect(sent).toEqual([
      { code: '1357', odometerKm: 48_215 },
      { code: '2468', odometerKm: 48_215 },
    ]);
  });

  it('completes the trip with the closing reading and the expenses, then shows the bill', async () => {
    const booking: Booking = {
      ...confirmed(makeBooking({ pickupAt: hoursFromNow(-5), returnAt: hoursFromNow(-1) })),
      status: 'in_progress',
      start: { odometerKm: 42_180, at: hoursFromNow(-5), triesLeft: 5 },
    };
    const sent: unknown[] = [];
    const bill = {
      ...booking.quote,
      lines: [
        { code: 'distance' as const, label: 'Distance', amount: 1230, quantity: 210, quoted: 600 },
        { code: 'tolls_paid' as const, label: 'Tolls paid', amount: 120, quoted: null },
        { code: 'gst' as const, label: 'GST', amount: 68, quoted: 30 },
      ],
      fare: 1350,
      total: 1418,
      basis: 'readings' as const,
      credited: 0,
      paid: 0,
      due: 1418,
    };
    const RECEIPT = `/uploads/${crypto.randomUUID()}.jpg`;
    mockApi({
      ...bookingRoutes(booking),
      // A receipt is uploaded private: nobody else reads it before the trip has it.
      'POST /api/uploads': ({ url }) => {
        expect(url.searchParams.get('visibility')).toBe('private');
        return { status: 201, body: { success: true, car_image_url: RECEIPT } };
      },
      [`POST /api/partner/bookings/${booking._id}/complete`]: ({ body }) => {
        sent.push(body);
        return bookingAnswer(
          {
            ...booking,
            status: 'completed',
            end: {
              odometerKm: 42_390,
              at: NOW.toISOString(),
              expenses: [{ kind: 'toll', amount: 120, note: 'Kaza plaza', receipt: RECEIPT }],
            },
            bill,
          },
          'booking_completed',
        );
      },
    });
    const user = userEvent.setup();
    renderBooking(booking);

    await user.click(await screen.findByRole('button', { name: 'Complete trip' }));
    const dialog = await screen.findByRole('dialog', { name: 'Complete trip SA-7K3Q9X?' });
    const odometer = within(dialog).getByLabelText('Odometer at the end');
    expect(odometer).toHaveAccessibleDescription(
      expect.stringContaining('At the start: 42,180 km'),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Add an expense' }));
    await user.click(within(dialog).getByRole('button', { name: 'Complete trip' }));
    // Nothing is sent without a reading, and an expense needs its amount.
    expect(
      await within(dialog).findByText(
        'Enter the odometer reading in km, a whole number from 0 to 9999999',
      ),
    ).toBeVisible();
    expect(
      within(dialog).getByText('Enter the amount in whole rupees, from 1 to 100000'),
    ).toBeVisible();
    expect(sent).toEqual([]);

    await user.type(odometer, '42390');
    await user.selectOptions(within(dialog).getByLabelText('Expense 1'), 'Toll');
    await user.type(within(dialog).getByLabelText('Amount'), '120');
    await user.type(within(dialog).getByLabelText(/^Note/), 'Kaza plaza');
    // The toll's receipt: a photo, uploaded as soon as it is chosen.
    const receipt = within(dialog).getByRole('group', { name: 'Receipt of expense 1 (optional)' });
    await user.upload(
      within(receipt).getByLabelText('Choose photo'),
      new File(['receipt'], 'toll.jpg', { type: 'image/jpeg' }),
    );
    expect(await within(receipt).findByText('Change photo')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Complete trip' }));
    expect(await screen.findByText('Trip completed')).toBeVisible();
    expect(sent).toEqual([
      {
        odometerKm: 42_390,
        expenses: [{ kind: 'toll', amount: 120, note: 'Kaza plaza', receipt: RECEIPT }],
      },
    ]);
    const billSection = screen.getByRole('region', { name: 'Bill' });
    expect(billSection).toHaveTextContent('Tolls paid on the way');
    expect(billSection).toHaveTextContent('quoted ₹600');
    expect(billSection).toHaveTextContent('Kaza plaza');
    expect(billSection).toHaveTextContent('Due₹1,418');
    await user.click(
      within(billSection).getByRole('button', { name: 'Receipt of the Toll of ₹120' }),
    );
    expect(
      await screen.findByRole('dialog', { name: 'Receipt of the Toll of ₹120' }),
    ).toBeVisible();
  });

  it('records a UPI payment with its UTR, and the bill shows what is left', async () => {
    const completed: Booking = {
      ...confirmed(makeBooking({ pickupAt: hoursFromNow(-9), returnAt: hoursFromNow(-2) })),
      status: 'completed',
    };
    const bill = {
      ...completed.quote,
      lines: [{ code: 'distance' as const, label: 'Distance', amount: 1418, quoted: 1418 }],
      total: 1418,
      basis: 'readings' as const,
      credited: 118,
      paid: 0,
      due: 1300,
    };
    const booking: Booking = {
      ...completed,
      bill,
      invoice: { number: 'KRC/2026-27/00007', issuedAt: NOW.toISOString() },
      taxDocuments: [
        {
          _id: crypto.randomUUID(),
          kind: 'invoice',
          number: 'KRC/2026-27/00007',
          issuedAt: NOW.toISOString(),
          total: 1418,
          corrects: null,
        },
        {
          _id: crypto.randomUUID(),
          kind: 'credit_note',
          number: 'KRC/CN/2026-27/00001',
          issuedAt: NOW.toISOString(),
          total: 118,
          corrects: 'KRC/2026-27/00007',
        },
      ],
    };
    const sent: unknown[] = [];
    mockApi({
      ...bookingRoutes(booking),
      [`POST /api/partner/bookings/${booking._id}/payments`]: ({ body }) => {
        sent.push(body);
        return bookingAnswer(
          {
            ...booking,
            bill: { ...bill, paid: 1000, due: 300 },
            payments: [
              {
                _id: crypto.randomUUID(),
                method: 'upi',
                amount: 1000,
                reference: '412345678901',
                at: NOW.toISOString(),
              },
            ],
          },
          'payment_recorded',
        );
      },
    });
    const user = userEvent.setup();
    renderBooking(booking);

    const billSection = await screen.findByRole('region', { name: 'Bill' });
    expect(billSection).toHaveTextContent('Tax invoice KRC/2026-27/00007');
    expect(
      within(billSection).getByRole('button', { name: 'Download invoice (PDF)' }),
    ).toBeVisible();
    // A credit note gave part of it back: the bill and the documents say so.
    expect(billSection).toHaveTextContent('Given back by credit notes−₹118');
    expect(billSection).toHaveTextContent('Credit note KRC/CN/2026-27/00001 giving back ₹118');
    expect(
      within(billSection).getByRole('button', { name: 'Download credit note (PDF)' }),
    ).toBeVisible();
    expect(billSection).toHaveTextContent('Due₹1,300');
    await user.click(within(billSection).getByRole('button', { name: 'Record a payment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record a payment' });
    expect(within(dialog).getByLabelText('Amount received')).toHaveValue(1300);
    // A UPI payment is not recorded without its 12-digit UTR.
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    expect(
      await within(dialog).findByText('Enter the 12-digit UTR of the UPI payment'),
    ).toBeVisible();
    expect(sent).toEqual([]);

    const amount = within(dialog).getByLabelText('Amount received');
    await user.clear(amount);
    await user.type(amount, '1000');
    await user.type(within(dialog).getByLabelText('UTR (12 digits)'), '412345678901');
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    expect(await screen.findByText('Payment recorded')).toBeVisible();
    expect(sent).toEqual([{ method: 'upi', amount: 1000, reference: '412345678901' }]);
    const after = screen.getByRole('region', { name: 'Bill' });
    expect(after).toHaveTextContent('Payments received');
    expect(after).toHaveTextContent('412345678901');
    expect(after).toHaveTextContent('Due₹300');
  });

  it('records the refund a credit note leaves the company owing', async () => {
    const completed: Booking = {
      ...confirmed(makeBooking({ pickupAt: hoursFromNow(-9), returnAt: hoursFromNow(-2) })),
      status: 'completed',
    };
    const bill = {
      ...completed.quote,
      lines: [{ code: 'distance' as const, label: 'Distance', amount: 1418, quoted: 1418 }],
      total: 1418,
      basis: 'readings' as const,
      credited: 118,
      paid: 1418,
      due: -118,
    };
    const payment = {
      _id: crypto.randomUUID(),
      method: 'cash' as const,
      amount: 1418,
      reference: '',
      at: NOW.toISOString(),
    };
    const booking: Booking = { ...completed, bill, payments: [payment] };
    const sent: unknown[] = [];
    mockApi({
      ...bookingRoutes(booking),
      [`POST /api/partner/bookings/${booking._id}/refunds`]: ({ body }) => {
        sent.push(body);
        return bookingAnswer(
          {
            ...booking,
            bill: { ...bill, paid: 1300, due: 0 },
            payments: [
              payment,
              {
                ...payment,
                _id: crypto.randomUUID(),
                method: 'upi',
                amount: -118,
                reference: '612345678901',
              },
            ],
          },
          'refund_recorded',
        );
      },
    });
    const user = userEvent.setup();
    renderBooking(booking);
    const billSection = await screen.findByRole('region', { name: 'Bill' });
    expect(billSection).toHaveTextContent('To be refunded by the company₹118');
    expect(within(billSection).queryByRole('button', { name: 'Record a payment' })).toBeNull();
    await user.click(within(billSection).getByRole('button', { name: 'Record the refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record the refund' });
    expect(dialog).toHaveTextContent('A credit note leaves ₹118 owed back to the customer.');
    expect(within(dialog).getByLabelText('Amount paid back')).toHaveValue(118);
    await user.type(within(dialog).getByLabelText('UTR (12 digits)'), '612345678901');
    await user.click(within(dialog).getByRole('button', { name: 'Record refund' }));
    expect(await screen.findByText('Refund recorded')).toBeVisible();
    expect(sent).toEqual([{ method: 'upi', amount: 118, reference: '612345678901' }]);
    const after = screen.getByRole('region', { name: 'Bill' });
    expect(after).toHaveTextContent('Refund · UPI · 612345678901−₹118');
    expect(after).toHaveTextContent('Due₹0');
  });

  it('records the refund of what was paid for a bill since withdrawn', async () => {
    const withdrawn: Booking = {
      ...confirmed(makeBooking({ pickupAt: hoursFromNow(-9), returnAt: hoursFromNow(-2) })),
      status: 'cancelled',
      refundOwed: 1418,
      payments: [
        {
          _id: crypto.randomUUID(),
          method: 'cash',
          amount: 1418,
          reference: '',
          at: NOW.toISOString(),
        },
      ],
      taxDocuments: [
        {
          _id: crypto.randomUUID(),
          kind: 'invoice',
          number: 'SRT/2026-27/00007',
          issuedAt: NOW.toISOString(),
          total: 1418,
          corrects: null,
        },
        {
          _id: crypto.randomUUID(),
          kind: 'credit_note',
          number: 'SRT/CN/2026-27/00002',
          issuedAt: NOW.toISOString(),
          total: 1418,
          corrects: 'SRT/2026-27/00007',
        },
      ],
    };
    const sent: unknown[] = [];
    mockApi({
      ...bookingRoutes(withdrawn),
      [`POST /api/partner/bookings/${withdrawn._id}/refunds`]: ({ body }) => {
        sent.push(body);
        return bookingAnswer(
          {
            ...withdrawn,
            refundOwed: 0,
            payments: [
              ...withdrawn.payments,
              { ...withdrawn.payments[0]!, _id: crypto.randomUUID(), amount: -1418 },
            ],
          },
          'refund_recorded',
        );
      },
    });
    const user = userEvent.setup();
    renderBooking(withdrawn);
    const billSection = await screen.findByRole('region', { name: 'Bill' });
    expect(billSection).toHaveTextContent(
      'The bill was withdrawn: its tax invoice was taken back by a credit note.',
    );
    expect(billSection).toHaveTextContent('To be refunded by the company₹1,418');
    expect(within(billSection).getByText('SRT/CN/2026-27/00002')).toBeInTheDocument();
    expect(billSection).toHaveTextContent(/Tax invoice SRT\/2026-27\/00007, issued .+, withdrawn/);
    await user.click(within(billSection).getByRole('button', { name: 'Record the refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record the refund' });
    expect(within(dialog).getByLabelText('Amount paid back')).toHaveValue(1418);
    await user.selectOptions(within(dialog).getByLabelText('Paid by'), 'cash');
    await user.click(within(dialog).getByRole('button', { name: 'Record refund' }));
    expect(await screen.findByText('Refund recorded')).toBeVisible();
    expect(sent).toEqual([{ method: 'cash', amount: 1418, reference: '' }]);
    const after = screen.getByRole('region', { name: 'Bill' });
    expect(after).not.toHaveTextContent('To be refunded');
    expect(within(after).queryByRole('button', { name: 'Record the refund' })).toBeNull();
  });

  it('says in the dialog when offline, and going back stops a decline on its way', async () => {
    const booking = makeBooking();
    const routes = mockApi(bookingRoutes(booking));
    // The decline is held on its way; its answer comes only when the test lets it.
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const held: RequestInit[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).endsWith(`/api/partner/bookings/${booking._id}/decline`)) {
        held.push(init ?? {});
        await answered;
        const declined = { ...booking, status: 'declined' as const, reason: 'Garage' };
        return new Response(JSON.stringify(bookingAnswer(declined, 'booking_declined').body), {
          headers: { 'content-type': 'application/json' },
        });
      }
      return routes(input, init);
    });
    const user = userEvent.setup();
    renderBooking(booking);

    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    let dialog = await screen.findByRole('dialog', { name: 'Decline booking SA-7K3Q9X' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Car at the garage');
    const backOnline = goOffline();
    await user.click(within(dialog).getByRole('button', { name: 'Decline request' }));
    expect(
      await within(dialog).findByText('You are offline. Check your connection and try again.'),
    ).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Decline request' })).toBeEnabled();
    expect(held).toEqual([]);
    backOnline();

    await user.click(within(dialog).getByRole('button', { name: 'Decline request' }));
    expect(await within(dialog).findByRole('button', { name: 'Saving…' })).toBeDisabled();
    await waitFor(() => expect(held).toHaveLength(1));
    await user.click(within(dialog).getByRole('button', { name: 'Go back' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(held[0]!.signal?.aborted).toBe(true);

    // An answer that comes late after all shows nothing and moves nothing.
    answer();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByText('Booking declined')).not.toBeInTheDocument();
    expect(nextStepButtons()).toEqual(['Accept', 'Decline']);

    // Opened again, the dialog starts afresh.
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    dialog = await screen.findByRole('dialog', { name: 'Decline booking SA-7K3Q9X' });
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Decline request' })).toBeEnabled();
  });

  it('offers only the moves the booking allows now', async () => {
    const cases: { booking: Booking; buttons: string[] }[] = [
      // Pickup tomorrow: too early to start, and a no-show only after the pickup time.
      { booking: confirmed(makeBooking()), buttons: ['Cancel booking'] },
      // Pickup in an hour: the driver can set off.
      {
        booking: confirmed(makeBooking({ pickupAt: hoursFromNow(1) })),
        buttons: ['Start trip', 'Cancel booking'],
      },
      // Pickup an hour ago: start, or the customer did not come.
      {
        booking: confirmed(makeBooking({ pickupAt: hoursFromNow(-1) })),
        buttons: ['Start trip', 'Record no-show', 'Cancel booking'],
      },
      {
        booking: { ...confirmed(makeBooking()), status: 'in_progress' },
        buttons: ['Complete trip'],
      },
      { booking: { ...confirmed(makeBooking()), status: 'completed' }, buttons: [] },
      { booking: makeBooking({ status: 'expired' }), buttons: [] },
      { booking: makeBooking({ status: 'cancelled', reason: 'Plans changed' }), buttons: [] },
    ];
    for (const { booking, buttons } of cases) {
      mockApi(bookingRoutes(booking));
      const { unmount } = renderBooking(booking);
      await screen.findByRole('heading', { level: 1, name: 'SA-7K3Q9X' });
      expect(nextStepButtons(), booking.status).toEqual(buttons);
      unmount();
    }
  });

  it('says when the trip can be started, and moves none for a suspended company', async () => {
    const booking = confirmed(makeBooking());
    mockApi(bookingRoutes(booking, companyAnswer({ status: 'suspended' })));
    renderBooking(booking);
    const next = await screen.findByRole('region', { name: 'Next step' });
    expect(next).toHaveTextContent('Confirmed with Ravi Kumar driving.');
    expect(next).toHaveTextContent(
      'You can start the trip from 6 Mar 2026, 6:00 am, 3 hours before pickup.',
    );
    expect(next).toHaveTextContent('Your company is suspended');
    expect(nextStepButtons()).toEqual([]);
  });

  it('shows why the server refused a move, and reads the booking again', async () => {
    const booking = makeBooking();
    let reads = 0;
    mockApi({
      ...bookingRoutes(booking),
      [`GET /api/partner/bookings/${booking._id}`]: () => {
        reads += 1;
        // The customer cancelled meanwhile: the second read says so.
        return bookingAnswer(
          reads === 1 ? booking : { ...booking, status: 'cancelled', reason: 'Plans changed' },
        );
      },
      [`POST /api/partner/bookings/${booking._id}/accept`]: refusal(
        409,
        'This booking is cancelled, so it cannot be accepted',
        'booking_move_refused',
        { status: 'cancelled', action: 'accepted' },
      ),
    });
    const user = userEvent.setup();
    renderBooking(booking);

    await user.click(await screen.findByRole('button', { name: 'Accept' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('combobox', { name: 'Driver' });
    await user.click(within(dialog).getByRole('button', { name: 'Accept with this driver' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This booking has changed meanwhile, so this can no longer be done. See its status now.',
    );
    await waitFor(() => expect(reads).toBe(2));
    // Behind the dialog, the booking as it now stands.
    expect(await screen.findByText('This booking was cancelled.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Go back' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(nextStepButtons()).toEqual([]);
  });

  it('keeps the dialog open with the reason when the driver is taken', async () => {
    const booking = makeBooking();
    mockApi({
      ...bookingRoutes(booking),
      [`POST /api/partner/bookings/${booking._id}/accept`]: refusal(
        409,
        'This driver is already driving another trip at that time',
        'driver_taken',
      ),
    });
    const user = userEvent.setup();
    renderBooking(booking);

    await user.click(await screen.findByRole('button', { name: 'Accept' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('combobox', { name: 'Driver' });
    await user.click(within(dialog).getByRole('button', { name: 'Accept with this driver' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This driver is already driving another trip at that time: choose another driver',
    );
    expect(within(dialog).getByRole('combobox', { name: 'Driver' })).toBeEnabled();
  });

  it('refuses to move a booking of a company suspended meanwhile, saying why', async () => {
    const booking = confirmed(makeBooking({ pickupAt: hoursFromNow(-1) }));
    mockApi({
      ...bookingRoutes(booking),
      [`POST /api/partner/bookings/${booking._id}/no-show`]: COMPANY_SUSPENDED,
    });
    const user = userEvent.setup();
    renderBooking(booking);

    await user.click(await screen.findByRole('button', { name: 'Record no-show' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record SA-7K3Q9X as a no-show?' });
    expect(dialog).toHaveTextContent(
      "Under the booking's policy the customer owes 100% of the fare: ₹4,240.",
    );
    await user.click(within(dialog).getByRole('button', { name: 'Record no-show' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Your company is suspended: contact Saarthi support',
    );
  });

  it('says so for a booking that is not the company’s', async () => {
    const booking = makeBooking();
    mockApi({
      ...bookingRoutes(booking),
      [`GET /api/partner/bookings/${booking._id}`]: refusal(
        404,
        'Booking not found',
        'booking_not_found',
      ),
    });
    renderBooking(booking);
    expect(await screen.findByRole('heading', { name: 'Booking not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to bookings' })).toHaveAttribute(
      'href',
      '/partner/bookings',
    );
  });
});
