import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { authToken } from '../../lib/storage';
import { mockApi, renderWithProviders } from '../../test/render';
import { PARTNER_AREA_MESSAGES } from '../area-messages';
import { carsAnswer, companyAnswer, makeCar } from '../test-data';
import { BookingsCalendarPage } from './calendar-page';
import { CAR_ID, confirmed, listAnswer, makeBooking, NOW } from './test-data';

const innova = makeCar({
  _id: CAR_ID,
  carName: 'Toyota Innova Crysta',
  registrationNumber: 'AP16AB1234',
});
const dzire = makeCar({ carName: 'Maruti Suzuki Dzire', registrationNumber: 'AP16CD5678' });

function renderCalendar(route = '/partner/bookings/calendar') {
  authToken.set('partner-token');
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  return renderWithProviders(<BookingsCalendarPage />, {
    messages: PARTNER_AREA_MESSAGES,
    route,
    path: '/partner/bookings/calendar',
  });
}

// 6 to 8 March, a trip over three days; 20 March a request; a declined one that never held the car.
const trip = confirmed(
  makeBooking({
    reference: 'SA-TRIP01',
    pickupAt: '2026-03-06T03:30:00.000Z',
    returnAt: '2026-03-08T12:30:00.000Z',
  }),
);
const request = makeBooking({
  reference: 'SA-REQ002',
  customer: { name: 'Ramesh Naidu', phone: '9848055667' },
  pickupAt: '2026-03-20T04:30:00.000Z',
  returnAt: '2026-03-20T10:30:00.000Z',
});
const declined = makeBooking({ reference: 'SA-DEC003', status: 'declined' });

describe('BookingsCalendarPage', () => {
  it("shows a car's month: its bookings, each opening the booking, and its maintenance blocks", async () => {
    const asked: string[] = [];
    mockApi({
      'GET /api/partner/company': companyAnswer(),
      'GET /api/partner/cars': carsAnswer([innova, dzire]),
      'GET /api/partner/bookings': ({ url }) => {
        // The menu's count of waiting requests (partner-layout.tsx) is not the calendar's.
        if (url.searchParams.get('status') === 'requested') return listAnswer([]);
        asked.push(`${url.searchParams.get('view')} ${url.searchParams.get('carId')}`);
        return url.searchParams.get('carId') === CAR_ID
          ? listAnswer([request, trip, declined])
          : listAnswer([]);
      },
      [`GET /api/partner/cars/${CAR_ID}/blocks`]: {
        body: {
          success: true,
          blocks: [
            {
              _id: crypto.randomUUID(),
              carId: CAR_ID,
              startsOn: '2026-03-12',
              endsOn: '2026-03-13',
              reason: 'Servicing at the dealer',
              createdAt: '2026-03-01T10:00:00.000Z',
            },
          ],
        },
      },
      [`GET /api/partner/cars/${dzire._id}/blocks`]: { body: { success: true, blocks: [] } },
    });
    const user = userEvent.setup();
    renderCalendar();

    const grid = await screen.findByRole('table', { name: 'March 2026: Toyota Innova Crysta' });
    expect(screen.getByRole('combobox', { name: 'Car' })).toHaveValue(CAR_ID);
    expect(asked).toEqual([`all ${CAR_ID}`]);
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);

    // The three-day trip shows on each of its days, and opens the booking.
    const tripLinks = within(grid).getAllByRole('link', {
      name: 'SA-TRIP01, Confirmed, Priya Sharma',
    });
    expect(tripLinks).toHaveLength(3);
    expect(tripLinks[0]).toHaveAttribute('href', `/partner/bookings/${trip._id}`);
    const sixth = within(grid).getByText('Friday, 6 March 2026').closest('td')!;
    expect(within(sixth).getByRole('link')).toBe(tripLinks[0]);
    expect(within(grid).getAllByRole('link', { name: /SA-REQ002/ })).toHaveLength(1);
    expect(within(grid).queryByRole('link', { name: /SA-DEC003/ })).not.toBeInTheDocument();
    const twelfth = within(grid).getByText('Thursday, 12 March 2026').closest('td')!;
    expect(twelfth).toHaveTextContent('Maintenance');
    // Today, 5 March.
    expect(within(grid).getByText('Thursday, 5 March 2026').closest('td')).toHaveAttribute(
      'aria-current',
      'date',
    );

    // The same month as a list, easier to tap on a phone.
    const list = screen.getByRole('list', { name: 'In March 2026' });
    expect(within(list).getByRole('link', { name: /SA-TRIP01/ })).toHaveTextContent(
      'SA-TRIP01Priya Sharma6 Mar 2026, 9:00 am to 8 Mar 2026, 6:00 pmConfirmed',
    );
    expect(list).toHaveTextContent('Maintenance from 12 Mar 2026 to 13 Mar 2026');
    expect(list).toHaveTextContent('Servicing at the dealer');

    // Another car, then the next month.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Car' }), dzire._id);
    expect(
      await screen.findByRole('table', { name: 'March 2026: Maruti Suzuki Dzire' }),
    ).toBeVisible();
    expect(screen.getByText('No bookings or maintenance blocks this month.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Next month, April 2026' }));
    expect(
      await screen.findByRole('table', { name: 'April 2026: Maruti Suzuki Dzire' }),
    ).toBeVisible();
  });

  it('shows every car side by side, a row per car and a column per day', async () => {
    mockApi({
      'GET /api/partner/company': companyAnswer(),
      'GET /api/partner/cars': carsAnswer([innova, dzire]),
      'GET /api/partner/bookings': ({ url }) =>
        url.searchParams.get('carId') === CAR_ID ? listAnswer([trip, declined]) : listAnswer([]),
      [`GET /api/partner/cars/${CAR_ID}/blocks`]: { body: { success: true, blocks: [] } },
      [`GET /api/partner/cars/${dzire._id}/blocks`]: {
        body: {
          success: true,
          blocks: [
            {
              _id: crypto.randomUUID(),
              carId: dzire._id,
              startsOn: '2026-03-12',
              endsOn: '2026-03-12',
              reason: 'Tyres',
              createdAt: '2026-03-01T10:00:00.000Z',
            },
          ],
        },
      },
    });
    const user = userEvent.setup();
    renderCalendar();
    await screen.findByRole('table', { name: 'March 2026: Toyota Innova Crysta' });
    await user.click(screen.getByRole('button', { name: 'All cars' }));
    expect(screen.getByRole('button', { name: 'All cars' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    const grid = await screen.findByRole('table', { name: 'March 2026: every car' });
    const headers = within(grid).getAllByRole('columnheader');
    // The car, then the 31 days of March.
    expect(headers).toHaveLength(32);
    expect(headers[6]).toHaveTextContent('Fri6');
    const rows = within(grid).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Toyota Innova CrystaAP16AB1234',
      'Maruti Suzuki DzireAP16CD5678',
    ]);
    // The trip's code, whole, on each of its three days; the declined one never held the car.
    const tripLinks = within(rows[0]!).getAllByRole('link', {
      name: 'SA-TRIP01, Confirmed, Priya Sharma',
    });
    expect(tripLinks).toHaveLength(3);
    expect(tripLinks[0]).toHaveTextContent('TRIP01');
    expect(tripLinks[0]).toHaveAttribute('href', `/partner/bookings/${trip._id}`);
    expect(within(grid).queryByRole('link', { name: /SA-DEC003/ })).not.toBeInTheDocument();
    const dzireCells = within(rows[1]!).getAllByRole('cell');
    expect(dzireCells[11]).toHaveTextContent('Maintenance');
    // A car's name opens its own month.
    expect(within(rows[1]!).getByRole('link', { name: 'Maruti Suzuki Dzire' })).toHaveAttribute(
      'href',
      `/partner/bookings/calendar?car=${dzire._id}`,
    );
  });
});
