import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SosAlert } from '@shared/contracts/sos';
import { authToken } from '../../lib/storage';
import { mockApi, renderWithProviders } from '../../test/render';
import { SosAlerts } from './sos-alerts';

const alert: SosAlert = {
  _id: crypto.randomUUID(),
  bookingId: crypto.randomUUID(),
  reference: 'SA-7K3Q9X',
  raisedAt: '2026-12-05T03:30:00.000Z',
  car: { name: 'Maruti Dzire', registration: 'AP16TX4321' },
  customer: { name: 'Lakshmi Devi', phone: '9848012345' },
  company: { name: 'Sri Durga Travels', phone: '9848022334' },
  driver: { name: 'Ravi Kumar' },
};

describe('SosAlerts', () => {
  it('shows each open alert with whom to call, and acknowledges it', async () => {
    authToken.set('operator-token');
    let open = [alert];
    const acknowledged: string[] = [];
    mockApi({
      'GET /api/admin/sos': () => ({ body: { success: true, alerts: open } }),
      [`POST /api/admin/sos/${alert._id}/acknowledge`]: () => {
        acknowledged.push(alert._id);
        open = [];
        return { body: { success: true, message: 'Alert acknowledged', code: 'sos_acknowledged' } };
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<SosAlerts />);
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('SOS from a trip under way');
    expect(within(banner).getByRole('link', { name: 'SA-7K3Q9X' })).toHaveAttribute(
      'href',
      `/ops/bookings/${alert.bookingId}`,
    );
    expect(within(banner).getByRole('link', { name: 'Customer Lakshmi Devi' })).toHaveAttribute(
      'href',
      'tel:9848012345',
    );
    expect(within(banner).getByRole('link', { name: 'Company Sri Durga Travels' })).toHaveAttribute(
      'href',
      'tel:9848022334',
    );
    await user.click(within(banner).getByRole('button', { name: 'Acknowledge' }));
    await waitFor(() => expect(screen.queryByText('SOS from a trip under way')).toBeNull());
    expect(acknowledged).toEqual([alert._id]);
  });

  it('shows nothing when no alert is open', async () => {
    authToken.set('operator-token');
    const fetchSpy = mockApi({ 'GET /api/admin/sos': { body: { success: true, alerts: [] } } });
    renderWithProviders(<SosAlerts />);
    await waitFor(() => expect(fetchSpy).toHaveBeenCalled());
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
