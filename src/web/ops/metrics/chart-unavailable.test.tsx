import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { authToken } from '../../lib/storage';
import { mockApi, renderWithProviders } from '../../test/render';
import { MetricsPage } from './metrics-page';
import { makeMetrics } from './test-data';

// The chart's chunk never arrives, as when the connection drops between two pages.
vi.mock('../../components/daily-chart', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

describe('MetricsPage without its chart', () => {
  it('says the chart could not be loaded and shows the figures as tables', async () => {
    // React reports the failure the boundary caught.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    authToken.set('operator-token');
    mockApi({
      'GET /api/admin/me': {
        body: {
          success: true,
          operator: {
            id: crypto.randomUUID(),
            name: 'Saarthi Operations',
            email: 'ops@saarthi.in',
          },
        },
      },
      'GET /api/admin/metrics': {
        body: makeMetrics({ '2026-11-22': { Guntur: { requests: 3 } } }),
      },
    });
    renderWithProviders(<MetricsPage />, { route: '/ops/metrics', path: '/ops/metrics' });

    const requests = await screen.findByRole('region', { name: 'Booking requests' });
    expect(
      await within(requests).findByText('The chart could not be loaded; the numbers are below.'),
    ).toBeInTheDocument();
    const table = within(requests).getByRole('table', {
      name: 'Booking requests in every city, day by day',
    });
    expect(table).not.toHaveClass('sr-only');
    expect(
      within(table).getByRole('rowheader', { name: 'Sun, 22 Nov' }).nextElementSibling,
    ).toHaveTextContent('3');
    // Nothing to toggle: the table is the chart now.
    expect(within(requests).queryByRole('button')).not.toBeInTheDocument();
    expect(logged).toHaveBeenCalled();
  });
});
