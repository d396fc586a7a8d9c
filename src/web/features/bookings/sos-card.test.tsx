import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { authToken } from '../../lib/storage';
import { mockApi, renderWithProviders } from '../../test/render';
import { SosCard } from './sos-card';
import { makeBooking } from './test-data';

describe('SosCard', () => {
  it('offers 112 and alerts Saarthi on a trip under way', async () => {
    authToken.set('customer-token');
    const trip = makeBooking({ status: 'in_progress' });
    const sent: unknown[] = [];
    mockApi({
      [`POST /api/bookings/${trip._id}/sos`]: ({ body }) => {
        sent.push(body);
        return {
          status: 201,
          body: {
            success: true,
            message: "Saarthi's team has your alert and will call you now",
            code: 'sos_raised',
            alertId: crypto.randomUUID(),
          },
        };
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<SosCard trip={trip} />);
    const card = screen.getByRole('region', { name: 'Safety' });
    expect(within(card).getByRole('link', { name: 'Call 112' })).toHaveAttribute('href', 'tel:112');
    await user.click(within(card).getByRole('button', { name: 'SOS: alert Saarthi' }));
    expect(await within(card).findByRole('status')).toHaveTextContent(
      "Saarthi's team has your alert and will call you now",
    );
    expect(sent).toEqual([{}]);
  });

  it('is not there before the trip starts or after it ends', () => {
    for (const status of ['confirmed', 'completed'] as const) {
      const { unmount } = renderWithProviders(<SosCard trip={makeBooking({ status })} />);
      expect(screen.queryByRole('region', { name: 'Safety' })).toBeNull();
      unmount();
    }
  });
});
