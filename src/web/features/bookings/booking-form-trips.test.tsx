import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authToken } from '../../lib/storage';
import { mockApi, renderWithProviders } from '../../test/render';
import { makeCar } from '../cars/test-data';
import { BookingDialog } from './booking-dialog';
import { makeQuote } from './test-data';

// The booking form per trip type: a local package, a drop to a place, an outstation trip from
// the searched trip in the URL, and a trip refused for meeting the car's bookings before it is
// sent.

type Routes = Parameters<typeof mockApi>[0];

// 10:00 on Tuesday 1 December 2026, India time.
const NOW = new Date('2026-12-01T04:30:00.000Z');
const car = makeCar({ seater: 4, service_type: 'rental' });
const AVAILABILITY = `GET /api/cars/${car._id}/availability`;

const place = (id: string, name: string, km: number) => ({
  id,
  name,
  names: { en: name, te: name, hi: name },
  state: 'Andhra Pradesh',
  kind: 'pilgrim',
  lat: 16,
  lng: 80,
  route: { from: car.city, to: id, km, tolls: { car: 300, lcv: 500 }, borders: [], source: 'test' },
});
const PLACES = {
  body: {
    success: true,
    places: [place('tirupati', 'Tirupati', 410), place('araku', 'Araku Valley', 350)],
  },
};

function renderForm(routes: Routes = {}, draft?: Record<string, string>) {
  const fetchSpy = mockApi({
    [AVAILABILITY]: { body: { success: true, busy: [] } },
    'GET /api/places': PLACES,
    'POST /api/quotes': { body: { success: true, quote: makeQuote() } },
    ...routes,
  });
  renderWithProviders(<BookingDialog car={car} draft={draft} onClose={vi.fn()} />, {
    route: `/car/${car._id}`,
    path: '/car/:id',
  });
  return fetchSpy;
}

const bodiesTo = (fetchSpy: ReturnType<typeof mockApi>, method: string, path: string) =>
  fetchSpy.mock.calls
    .filter(
      ([input, init]) =>
        (init?.method ?? 'GET') === method &&
        new URL(String(input), 'http://localhost').pathname === path,
    )
    .map(([, init]) => JSON.parse(String(init!.body)) as Record<string, unknown>);

const pickupGroup = () => screen.getByRole('group', { name: 'Pickup (India time)' });

describe('BookingDialog by trip type', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    authToken.set('customer-token');
  });
  afterEach(() => sessionStorage.clear());

  it('offers a local package instead of the km, its return following the package', async () => {
    const user = userEvent.setup();
    const fetchSpy = renderForm();
    await user.click(screen.getByRole('radio', { name: /Local package/ }));
    expect(screen.queryByLabelText(/Estimated distance/)).not.toBeInTheDocument();
    const packages = screen.getByRole('group', { name: 'Local package' });
    expect(within(packages).getAllByRole('radio')).toHaveLength(3);

    fireEvent.change(within(pickupGroup()).getByLabelText('Date'), {
      target: { value: '2026-12-05' },
    });
    await user.click(within(packages).getByRole('radio', { name: '8 h · 80 km' }));
    const back = screen.getByRole('group', { name: 'Return (India time)' });
    expect(within(back).getByLabelText('Date')).toHaveValue('2026-12-05');
    expect(within(back).getByLabelText('Time')).toHaveValue('17:00');

    await waitFor(() => expect(bodiesTo(fetchSpy, 'POST', '/api/quotes')).toHaveLength(1));
    expect(bodiesTo(fetchSpy, 'POST', '/api/quotes')[0]).toEqual({
      carId: car._id,
      tripType: 'local',
      pickupAt: '2026-12-05T09:00:00+05:30',
      returnAt: '2026-12-05T17:00:00+05:30',
      package: '8h80km',
    });
  });

  it('refuses a local trip past midnight before sending it, in the server words', async () => {
    const user = userEvent.setup();
    const fetchSpy = renderForm();
    await user.click(screen.getByRole('radio', { name: /Local package/ }));
    fireEvent.change(within(pickupGroup()).getByLabelText('Date'), {
      target: { value: '2026-12-05' },
    });
    await user.click(screen.getByRole('radio', { name: '4 h · 40 km' }));
    const back = screen.getByRole('group', { name: 'Return (India time)' });
    fireEvent.change(within(back).getByLabelText('Date'), { target: { value: '2026-12-06' } });
    await user.type(screen.getByLabelText('Pickup address'), '12 MG Road, Labbipet');
    await user.click(screen.getByRole('button', { name: 'Request booking' }));
    expect(back).toHaveTextContent('A local trip must end on the day it starts');
    expect(bodiesTo(fetchSpy, 'POST', '/api/bookings')).toHaveLength(0);
  });

  it('prices an offer code as its own line, and shows why a code does not apply at its field', async () => {
    const user = userEvent.setup();
    const offered = makeQuote({
      lines: [
        ...makeQuote().lines,
        { code: 'promotion', label: 'Saarthi offer FIRST300: ₹300 off', amount: -300 },
      ],
      total: 4362,
      promotion: { code: 'FIRST300', amount: 300 },
    });
    const fetchSpy = renderForm({
      'POST /api/quotes': ({ body }) => {
        const code = (body as { promoCode?: string }).promoCode;
        if (code === undefined) return { body: { success: true, quote: makeQuote() } };
        if (code === 'FIRST300') return { body: { success: true, quote: offered } };
        return {
          status: 400,
          body: {
            success: false,
            message: 'There is no offer with this code',
            code: 'promotion_unknown',
            errors: [
              {
                path: 'body.promoCode',
                message: 'There is no offer with this code',
                code: 'promotion_unknown',
              },
            ],
          },
        };
      },
    });
    fireEvent.change(within(pickupGroup()).getByLabelText('Date'), {
      target: { value: '2026-12-05' },
    });
    await user.type(screen.getByLabelText(/Estimated distance/), '120');
    const quote = screen.getByRole('region', { name: 'Your quote' });
    await within(quote).findByText('₹4,662');

    const field = screen.getByLabelText(/Offer code/);
    await user.type(field, 'first300');
    await within(quote).findByText('Saarthi offer FIRST300');
    expect(within(quote).getByText('-₹300')).toBeInTheDocument();
    expect(within(quote).getByText('₹4,362')).toBeInTheDocument();
    expect(bodiesTo(fetchSpy, 'POST', '/api/quotes').at(-1)).toMatchObject({
      promoCode: 'FIRST300',
    });

    await user.clear(field);
    await user.type(field, 'NOSUCH');
    expect(await screen.findByText('There is no offer with this code')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });

  it('asks a one-way drop where it goes, the km then optional, and sends the place', async () => {
    const user = userEvent.setup();
    const fetchSpy = renderForm();
    await user.click(screen.getByRole('radio', { name: /One-way/ }));
    expect(screen.getByLabelText('Estimated distance (km, optional)')).toBeInTheDocument();
    const to = screen.getByLabelText('To');
    await screen.findByRole('option', { name: 'Tirupati · 410 km' });
    await user.selectOptions(to, 'tirupati');
    fireEvent.change(within(pickupGroup()).getByLabelText('Date'), {
      target: { value: '2026-12-05' },
    });
    await waitFor(() => expect(bodiesTo(fetchSpy, 'POST', '/api/quotes')).toHaveLength(1));
    expect(bodiesTo(fetchSpy, 'POST', '/api/quotes')[0]).toMatchObject({
      tripType: 'one_way',
      to: 'tirupati',
    });
    expect(bodiesTo(fetchSpy, 'POST', '/api/quotes')[0]).not.toHaveProperty('estimatedKm');
    // The places are those of the car's city, in the reader's language.
    const asked = fetchSpy.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .find((url) => url.pathname === '/api/places');
    expect(asked?.searchParams.get('from')).toBe(car.city);
    expect(asked?.searchParams.get('lang')).toBe('en');
  });

  it('opens filled from a searched outstation trip to a place, and shows the all-in quote', async () => {
    const allIn = makeQuote({
      tripType: 'outstation',
      allIn: true,
      lines: [
        { code: 'distance', label: 'Distance: 820 km × ₹12', amount: 9840, quantity: 820 },
        { code: 'tolls', label: 'Tolls', amount: 600 },
      ],
      notes: [{ code: 'parking_actuals', text: 'All-in: only parking is paid at actuals.' }],
    });
    const fetchSpy = renderForm(
      { 'POST /api/quotes': { body: { success: true, quote: allIn } } },
      {
        tripType: 'outstation',
        pickupDate: '2026-12-05',
        pickupTime: '06:00',
        returnDate: '2026-12-06',
        returnTime: '21:00',
        to: 'tirupati',
      },
    );
    expect(screen.getByRole('radio', { name: /Outstation/ })).toBeChecked();
    expect(await screen.findByRole('option', { name: 'Tirupati · 410 km' })).toBeInTheDocument();
    expect(screen.getByLabelText('To')).toHaveValue('tirupati');
    expect(screen.getByLabelText('Estimated distance (km, optional)')).toHaveValue(null);
    const quote = screen.getByRole('region', { name: 'Your quote' });
    expect(
      await within(quote).findByText('All-in price: tolls and permits included'),
    ).toBeInTheDocument();
    expect(within(quote).getByText('All-in: only parking is paid at actuals.')).toBeInTheDocument();
    expect(bodiesTo(fetchSpy, 'POST', '/api/quotes')[0]).toEqual({
      carId: car._id,
      tripType: 'outstation',
      pickupAt: '2026-12-05T06:00:00+05:30',
      returnAt: '2026-12-06T21:00:00+05:30',
      to: 'tirupati',
    });
  });

  it("refuses a trip that meets the car's bookings (with the hour to get ready) before sending", async () => {
    const user = userEvent.setup();
    // Taken from 18:30 on 5 December, India time: a return at 18:00 leaves no hour to get ready.
    const fetchSpy = renderForm({
      [AVAILABILITY]: {
        body: {
          success: true,
          busy: [{ from: '2026-12-05T13:00:00.000Z', to: '2026-12-06T04:30:00.000Z' }],
        },
      },
    });
    fireEvent.change(within(pickupGroup()).getByLabelText('Date'), {
      target: { value: '2026-12-05' },
    });
    await user.type(screen.getByLabelText('Estimated distance (km)'), '120');
    await user.type(screen.getByLabelText('Pickup address'), '12 MG Road, Labbipet');
    await waitFor(() =>
      expect(
        fetchSpy.mock.calls.filter(([input]) => String(input).includes('/availability')).length,
      ).toBeGreaterThan(0),
    );
    await user.click(screen.getByRole('button', { name: 'Request booking' }));
    const pickupDate = within(pickupGroup()).getByLabelText('Date');
    await waitFor(() =>
      expect(pickupDate).toHaveAccessibleDescription(/^The car is taken from 5 Dec.* 18:30 to/),
    );
    expect(pickupDate).toHaveFocus();
    expect(bodiesTo(fetchSpy, 'POST', '/api/bookings')).toHaveLength(0);

    // An earlier return clears it once corrected.
    const back = screen.getByRole('group', { name: 'Return (India time)' });
    fireEvent.change(within(back).getByLabelText('Time'), { target: { value: '17:30' } });
    expect(pickupDate).not.toHaveAccessibleDescription(/The car is taken/);
  }, 15_000);
});
