import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authToken } from '../../lib/storage';
import { mockApi, renderWithProviders } from '../../test/render';
import { makeCar } from '../cars/test-data';
import { BookingDialog } from './booking-dialog';
import { bookingDraftFor } from './booking-draft';
import { bookingAnswer, makeBooking, makeQuote } from './test-data';

type Routes = Parameters<typeof mockApi>[0];

// 10:00 on Tuesday 1 December 2026, India time.
const NOW = new Date('2026-12-01T04:30:00.000Z');
const car = makeCar({ seater: 4, service_type: 'rental' });
const AVAILABILITY = `GET /api/cars/${car._id}/availability`;

function renderForm(routes: Routes = {}, draft?: Record<string, string>) {
  const onClose = vi.fn();
  const fetchSpy = mockApi({
    [AVAILABILITY]: { body: { success: true, busy: [] } },
    'POST /api/quotes': { body: { success: true, quote: makeQuote() } },
    ...routes,
  });
  const view = renderWithProviders(<BookingDialog car={car} draft={draft} onClose={onClose} />, {
    route: `/car/${car._id}`,
    path: '/car/:id',
  });
  return { fetchSpy, onClose, ...view };
}

const callsTo = (fetchSpy: ReturnType<typeof mockApi>, method: string, path: string) =>
  fetchSpy.mock.calls.filter(
    ([input, init]) =>
      (init?.method ?? 'GET') === method &&
      new URL(String(input), 'http://localhost').pathname === path,
  );

/** Types a whole trip: 5 December, 09:00 to 18:00, 120 km, picked up at home. */
async function fillTrip(user: ReturnType<typeof userEvent.setup>) {
  const pickup = screen.getByRole('group', { name: 'Pickup (India time)' });
  fireEvent.change(within(pickup).getByLabelText('Date'), { target: { value: '2026-12-05' } });
  const km = screen.getByLabelText('Estimated distance (km)');
  await user.type(km, '120');
  await user.type(screen.getByLabelText('Pickup address'), '12 MG Road, Labbipet');
}

describe('BookingDialog', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    authToken.set('customer-token');
  });
  afterEach(() => sessionStorage.clear());

  it('is a dialog named after the car, with the focus inside', async () => {
    renderForm();
    const dialog = screen.getByRole('dialog', { name: 'Book Maruti Dzire' });
    expect(dialog).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: /Rental/ })).toHaveFocus();
    expect(within(dialog).getByRole('radio', { name: /Rental/ })).toBeChecked();
  });

  it('shows the live quote line by line as the trip is typed, at India time', async () => {
    const user = userEvent.setup();
    const { fetchSpy } = renderForm();
    expect(
      screen.getByText('Choose the dates, the times and the distance to see the price.'),
    ).toBeInTheDocument();
    await fillTrip(user);

    const quote = screen.getByRole('region', { name: 'Your quote' });
    expect(await within(quote).findByText('Distance: 120 km')).toBeInTheDocument();
    expect(within(quote).getByText('Time: 9 hours')).toBeInTheDocument();
    expect(within(quote).getByText('Driver allowance: 1 day × ₹300')).toBeInTheDocument();
    expect(within(quote).getByText('GST 5%')).toBeInTheDocument();
    expect(within(quote).getByText('₹222')).toBeInTheDocument();
    expect(within(quote).getByText('₹4,662')).toBeInTheDocument();
    expect(
      within(quote).getByText('Tolls, parking and state permits are paid at actuals.'),
    ).toBeInTheDocument();
    expect(within(quote).getByText("Priced at this car's own rates.")).toBeInTheDocument();

    // Asked once the typing settled, not at every key, with the moments in India time.
    const quotes = callsTo(fetchSpy, 'POST', '/api/quotes');
    expect(quotes).toHaveLength(1);
    expect(JSON.parse(String(quotes[0]![1]!.body))).toEqual({
      carId: car._id,
      tripType: 'rental',
      pickupAt: '2026-12-05T09:00:00+05:30',
      returnAt: '2026-12-05T18:00:00+05:30',
      estimatedKm: 120,
    });
  });

  it("shows the quote's refusal of a field next to that field", async () => {
    const user = userEvent.setup();
    renderForm({
      'POST /api/quotes': {
        status: 400,
        body: {
          success: false,
          message: 'Pickup must be at least 2 hours from now',
          code: 'pickup_too_soon',
          params: { hours: 2 },
          errors: [
            {
              path: 'body.pickupAt',
              message: 'Pickup must be at least 2 hours from now',
              code: 'pickup_too_soon',
              params: { hours: 2 },
            },
          ],
        },
      },
    });
    await fillTrip(user);
    const message = await screen.findByText('Pickup must be at least 2 hours from now');
    const pickup = screen.getByRole('group', { name: 'Pickup (India time)' });
    expect(pickup).toContainElement(message);
    expect(within(pickup).getByLabelText('Date')).toHaveAttribute('aria-invalid', 'true');
    expect(within(pickup).getByLabelText('Date')).toHaveAccessibleDescription(
      'Pickup must be at least 2 hours from now',
    );
    expect(
      screen.getByText('Correct the details marked in the form to see the price.'),
    ).toBeInTheDocument();
  });

  it("checks the form with the shared rules before sending, and shows the booking's refusals at their fields", async () => {
    const user = userEvent.setup();
    const { fetchSpy } = renderForm({
      'POST /api/bookings': {
        status: 400,
        body: {
          success: false,
          message: 'This car seats 4 passengers besides the driver',
          code: 'passengers_over_seats',
          params: { seats: 4 },
          errors: [
            {
              path: 'body.passengers',
              message: 'This car seats 4 passengers besides the driver',
              code: 'passengers_over_seats',
              params: { seats: 4 },
            },
          ],
        },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Request booking' }));
    expect(screen.getByText('Enter the pickup date and time')).toBeInTheDocument();
    expect(screen.getByText('Enter the estimated distance in km')).toBeInTheDocument();
    expect(screen.getByText('Enter the pickup address')).toBeInTheDocument();
    expect(callsTo(fetchSpy, 'POST', '/api/bookings')).toHaveLength(0);
    // The first field with a problem has the focus.
    expect(
      within(screen.getByRole('group', { name: 'Pickup (India time)' })).getByLabelText('Date'),
    ).toHaveFocus();

    await fillTrip(user);
    expect(screen.queryByText('Enter the pickup address')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Request booking' }));
    const refusal = await screen.findByText('This car seats 4 passengers besides the driver');
    expect(screen.getByLabelText('Passengers')).toHaveAccessibleDescription(
      `${refusal.textContent!} Up to 4, besides the driver.`,
    );
  });

  it("takes a business traveller's GSTIN for the invoice, checked before sending", async () => {
    const user = userEvent.setup();
    const { fetchSpy } = renderForm({
      'POST /api/bookings': { status: 201, body: { success: true, booking: makeBooking() } },
    });
    await fillTrip(user);
    const gstin = screen.getByLabelText('GSTIN for a business trip (optional)');
    await user.type(gstin, '29AAGCB7383J1Z5');
    await user.click(screen.getByRole('button', { name: 'Request booking' }));
    expect(await screen.findByText('GSTIN is not valid: check its 15 characters')).toBeVisible();
    expect(gstin).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(fetchSpy, 'POST', '/api/bookings')).toHaveLength(0);

    await user.clear(gstin);
    await user.type(gstin, '29aagcb7383j1z4');
    await user.click(screen.getByRole('button', { name: 'Request booking' }));
    await expect.poll(() => callsTo(fetchSpy, 'POST', '/api/bookings')).toHaveLength(1);
    const [call] = callsTo(fetchSpy, 'POST', '/api/bookings');
    expect(JSON.parse(String(call![1]?.body))).toMatchObject({ gstin: '29AAGCB7383J1Z4' });
  });

  it('says the car was taken when the slot is gone, and reads the calendar again', async () => {
    const user = userEvent.setup();
    const { fetchSpy } = renderForm({
      'POST /api/bookings': {
        status: 409,
        body: {
          success: false,
          message: 'This car is already booked for those dates',
          code: 'car_taken',
        },
      },
    });
    await fillTrip(user);
    // The calendar's month and the form's own look at every day a trip may touch.
    await waitFor(() => expect(callsTo(fetchSpy, 'GET', AVAILABILITY.slice(4))).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Request booking' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'This car is already booked for those dates. Please choose other dates.',
    );
    // Back to the free cars of its kind, for the same trip.
    const back = within(alert).getByRole('link', { name: 'See the cars free for this trip' });
    expect(back).toHaveAttribute(
      'href',
      `/${car.category}?trip=rental&date=2026-12-05&time=09%3A00&return_date=2026-12-05&return_time=18%3A00&km=120`,
    );
    await waitFor(() => expect(callsTo(fetchSpy, 'GET', AVAILABILITY.slice(4))).toHaveLength(4));
  });

  it('sends the same Idempotency-Key again when the same trip is retried, and a new one for another trip', async () => {
    const user = userEvent.setup();
    const booking = makeBooking();
    const keys: (string | null)[] = [];
    let answers = 0;
    renderForm({
      'POST /api/bookings': ({ headers }) => {
        keys.push(headers.get('idempotency-key'));
        answers += 1;
        if (answers === 1)
          return {
            status: 503,
            body: {
              success: false,
              message: 'Service temporarily unavailable',
              code: 'service_unavailable',
            },
          };
        if (answers === 2)
          return {
            status: 400,
            body: {
              success: false,
              message: 'Enter the pickup address',
              code: 'pickup_address_required',
              errors: [
                {
                  path: 'body.pickupAddress',
                  message: 'Enter the pickup address',
                  code: 'pickup_address_required',
                },
              ],
            },
          };
        return {
          status: 201,
          body: {
            ...bookingAnswer(booking, 'booking_requested'),
            message: 'Booking requested: the travel company has 12 hours to answer',
            params: { hours: 12 },
          },
        };
      },
    });
    await fillTrip(user);
    await user.click(screen.getByRole('button', { name: 'Request booking' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Service temporarily unavailable');

    // The same trip again: the same key, so a request that did arrive books the car only once.
    await user.click(screen.getByRole('button', { name: 'Request booking' }));
    await screen.findByText('Enter the pickup address');
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);

    // Another trip: a new key.
    await user.type(screen.getByLabelText('Pickup address'), ', near the bus stand');
    await user.click(screen.getByRole('button', { name: 'Request booking' }));
    expect(await screen.findByTestId('navigated-away')).toBeInTheDocument();
    expect(keys).toHaveLength(3);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('keeps the trip in this tab and sends a signed-out customer to log in', async () => {
    authToken.clear();
    const user = userEvent.setup();
    const { fetchSpy } = renderForm();
    expect(screen.getByText(/You need to log in to send the request/)).toBeInTheDocument();
    await fillTrip(user);
    await user.click(screen.getByRole('button', { name: 'Log in to book' }));
    expect(await screen.findByTestId('navigated-away')).toBeInTheDocument();
    expect(callsTo(fetchSpy, 'POST', '/api/bookings')).toHaveLength(0);
    expect(bookingDraftFor(car._id)).toMatchObject({
      pickupDate: '2026-12-05',
      estimatedKm: '120',
      pickupAddress: '12 MG Road, Labbipet',
    });
  });

  it('opens filled in with the trip kept before logging in', () => {
    renderForm({}, { pickupDate: '2026-12-05', estimatedKm: '80', pickupAddress: 'Benz Circle' });
    expect(screen.getByLabelText('Pickup address')).toHaveValue('Benz Circle');
    expect(screen.getByLabelText('Estimated distance (km)')).toHaveValue(80);
  });

  it('closes with Escape', async () => {
    const user = userEvent.setup();
    const { onClose } = renderForm();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });
});
