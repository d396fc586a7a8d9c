import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { authToken } from '../../lib/storage';
import { mockApi, renderWithProviders } from '../../test/render';
import { SharedTripPage } from './shared-trip-page';
import { bookingAnswer, makeBooking } from './test-data';
import { TripPage } from './trip-page';

const TOKEN = 'k3Jd9QpLm2Xa7Vb1Nc5Ze8Rt4Yu6Io0Pw3Es9Dq2Fg';

describe('sharing a trip with family', () => {
  beforeEach(() => authToken.set('customer-token'));

  it('makes a link to copy, and stops sharing', async () => {
    const trip = makeBooking({ status: 'confirmed' });
    const calls: string[] = [];
    mockApi({
      [`GET /api/bookings/${trip._id}`]: { body: bookingAnswer(trip) },
      [`POST /api/bookings/${trip._id}/share`]: () => {
        calls.push('share');
        return {
          status: 201,
          body: {
            success: true,
            message: 'Link made: anyone with it can follow this trip until you stop sharing',
            code: 'trip_shared',
            token: TOKEN,
          },
        };
      },
      [`DELETE /api/bookings/${trip._id}/share`]: () => {
        calls.push('stop');
        return {
          body: {
            success: true,
            message: 'Sharing stopped: the links of this trip no longer work',
            code: 'trip_sharing_stopped',
            revoked: 1,
          },
        };
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<TripPage />, { route: `/trips/${trip._id}`, path: '/trips/:id' });

    const card = await screen.findByRole('region', { name: 'Share with family' });
    expect(card).toHaveTextContent('It shows no phone number or address.');
    await user.click(within(card).getByRole('button', { name: 'Make a link' }));
    const link = await within(card).findByLabelText('Your trip link');
    expect(link).toHaveValue(`${window.location.origin}/t/${TOKEN}`);
    await user.click(within(card).getByRole('button', { name: 'Stop sharing' }));
    expect(
      await screen.findByText('Sharing stopped: the links of this trip no longer work'),
    ).toBeVisible();
    expect(within(card).queryByLabelText('Your trip link')).toBeNull();
    expect(calls).toEqual(['share', 'stop']);
  });

  it('is not offered once the trip is over', async () => {
    const trip = makeBooking({ status: 'completed' });
    mockApi({ [`GET /api/bookings/${trip._id}`]: { body: bookingAnswer(trip) } });
    renderWithProviders(<TripPage />, { route: `/trips/${trip._id}`, path: '/trips/:id' });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('region', { name: 'Share with family' })).toBeNull();
  });

  it('shows the shared trip without a login, and says when the link no longer works', async () => {
    authToken.clear();
    mockApi({
      [`GET /api/trip-links/${TOKEN}`]: {
        body: {
          success: true,
          trip: {
            status: 'in_progress',
            pickupAt: '2026-12-05T00:30:00.000Z',
            city: 'Vijayawada',
            car: {
              name: 'Maruti Dzire',
              model: 'VXi',
              image: '/uploads/dzire.png',
              registration: 'AP16TX4321',
            },
            driverFirstName: 'Ravi',
          },
        },
      },
      'GET /api/trip-links/stopped-token': {
        status: 404,
        body: {
          success: false,
          message: 'This trip link no longer works',
          code: 'trip_link_not_found',
        },
      },
    });
    const shared = renderWithProviders(<SharedTripPage />, {
      route: `/t/${TOKEN}`,
      path: '/t/:token',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: /Maruti Dzire/ }),
    ).toBeInTheDocument();
    expect(screen.getByText('AP16TX4321')).toBeInTheDocument();
    expect(screen.getByText('Ravi')).toBeInTheDocument();
    expect(screen.getByText('On the trip')).toBeInTheDocument();
    shared.unmount();

    renderWithProviders(<SharedTripPage />, { route: '/t/stopped-token', path: '/t/:token' });
    await waitFor(() =>
      expect(screen.getByText('This trip link no longer works')).toBeInTheDocument(),
    );
  });
});
