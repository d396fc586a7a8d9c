import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminBooking } from '@shared/contracts/admin-bookings';
import { authToken } from '../../lib/storage';
import { mockApi, renderWithProviders } from '../../test/render';
import { BookingPage } from './booking-page';
import { makeBooking, operatorAnswer } from './test-data';

function renderBooking(booking: AdminBooking, state?: unknown) {
  authToken.set('operator-token');
  return renderWithProviders(<BookingPage />, {
    route: `/ops/bookings/${booking._id}`,
    path: '/ops/bookings/:id',
    state,
  });
}

const answer = (booking: AdminBooking, said?: { message: string; code: string }) => ({
  body: { success: true, booking, ...said },
});

describe('BookingPage', () => {
  it('shows the trip, both parties, the price line by line and the history', async () => {
    const booking = makeBooking();
    mockApi({
      'GET /api/admin/me': operatorAnswer,
      [`GET /api/admin/bookings/${booking._id}`]: answer(booking),
    });
    renderBooking(booking, { from: '/ops/bookings?status=cancelled' });

    expect(await screen.findByRole('heading', { level: 1, name: 'SA-7K3Q9X' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the bookings' })).toHaveAttribute(
      'href',
      '/ops/bookings?status=cancelled',
    );
    const trip = screen.getByRole('region', { name: 'Trip' });
    expect(trip).toHaveTextContent('Pickup6 Mar 2026, 9:00 am');
    expect(trip).toHaveTextContent('Return6 Mar 2026, 9:00 pm');
    expect(trip).toHaveTextContent('DriverRavi Kumar');
    const people = screen.getByRole('region', { name: 'Customer and company' });
    expect(within(people).getByRole('link', { name: 'Call 9848012345' })).toHaveAttribute(
      'href',
      'tel:9848012345',
    );
    expect(
      within(people).getByRole('link', { name: "Open the customer's account" }),
    ).toHaveAttribute('href', '/ops/users?q=priya%40example.in');
    expect(within(people).getByRole('link', { name: "The company's bookings" })).toHaveAttribute(
      'href',
      `/ops/bookings?companyId=${booking.company._id}`,
    );
    const price = screen.getByRole('region', { name: 'Price' });
    expect(price).toHaveTextContent('Distance: 120 km₹1,440');
    expect(price).toHaveTextContent('Total₹4,137');
    expect(price).toHaveTextContent('Reason givenThe company asked us to cancel');
    const history = within(screen.getByRole('region', { name: 'History' })).getAllByRole(
      'listitem',
    );
    expect(history.map((item) => item.textContent)).toEqual([
      'Requested · By the customer5 Mar 2026, 2:00 pm',
      'Requested to Confirmed · By the company5 Mar 2026, 2:30 pm',
      'Confirmed to Cancelled · By the Saarthi team5 Mar 2026, 3:30 pmThe company asked us to cancel',
    ]);
  });

  it('moves the booking to a status the server allows, with a reason', async () => {
    const booking = makeBooking();
    const sent: unknown[] = [];
    const moved = makeBooking({
      ...booking,
      status: 'confirmed',
      reason: '',
      moves: ['requested', 'declined', 'cancelled'],
    });
    mockApi({
      'GET /api/admin/me': operatorAnswer,
      [`GET /api/admin/bookings/${booking._id}`]: () => answer(sent.length > 0 ? moved : booking),
      [`POST /api/admin/bookings/${booking._id}/move`]: ({ body, headers }) => {
        expect(headers.get('authorization')).toBe('Bearer operator-token');
        sent.push(body);
        return answer(moved, {
          message: 'Booking moved: its customer and company are told',
          code: 'booking_moved',
        });
      },
    });
    const user = userEvent.setup();
    renderBooking(booking);

    await user.click(await screen.findByRole('button', { name: 'Move booking' }));
    const dialog = screen.getByRole('dialog', { name: 'Move booking SA-7K3Q9X' });
    const status = within(dialog).getByRole('combobox', { name: 'New status' });
    expect(
      within(status)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Requested', 'Confirmed', 'Declined']);
    await user.selectOptions(status, 'Confirmed');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'oops');
    await user.click(within(dialog).getByRole('button', { name: 'Move booking' }));
    expect(
      await within(dialog).findByText('Write the reason for the move (at least 5 characters)'),
    ).toBeVisible();
    expect(within(dialog).getByRole('textbox', { name: 'Reason' })).toHaveAccessibleDescription(
      /Write the reason for the move \(at least 5 characters\)$/,
    );
    expect(sent).toEqual([]);

    await user.type(
      within(dialog).getByRole('textbox', { name: 'Reason' }),
      ' - the company found the car after all',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Move booking' }));

    expect(
      await screen.findByText('Booking moved: its customer and company are told'),
    ).toBeVisible();
    expect(sent).toEqual([
      { to: 'confirmed', reason: 'oops - the company found the car after all' },
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'SA-7K3Q9X' }).parentElement,
    ).toHaveTextContent('Confirmed');
  });

  it("keeps the dialog open with the server's reason when it refuses the move", async () => {
    const booking = makeBooking();
    mockApi({
      'GET /api/admin/me': operatorAnswer,
      [`GET /api/admin/bookings/${booking._id}`]: answer(booking),
      [`POST /api/admin/bookings/${booking._id}/move`]: {
        status: 409,
        body: {
          success: false,
          message:
            'The car is booked or blocked at these times now, so this booking cannot become active again',
          code: 'booking_move_car_taken',
        },
      },
    });
    const user = userEvent.setup();
    renderBooking(booking);

    await user.click(await screen.findByRole('button', { name: 'Move booking' }));
    const dialog = screen.getByRole('dialog', { name: 'Move booking SA-7K3Q9X' });
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Reason' }),
      'The customer wants it back',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Move booking' }));

    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent(
        'The car is booked or blocked at these times now, so this booking cannot become active again',
      ),
    );
    expect(within(dialog).getByRole('textbox', { name: 'Reason' })).toHaveValue(
      'The customer wants it back',
    );
  });

  it('says when no booking has the address', async () => {
    const booking = makeBooking();
    mockApi({
      'GET /api/admin/me': operatorAnswer,
      [`GET /api/admin/bookings/${booking._id}`]: {
        status: 404,
        body: { success: false, message: 'Booking not found', code: 'booking_not_found' },
      },
    });
    renderBooking(booking);

    expect(await screen.findByRole('heading', { name: 'Booking not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Search the bookings' })).toHaveAttribute(
      'href',
      '/ops/bookings',
    );
  });
});
