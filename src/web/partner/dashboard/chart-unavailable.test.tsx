import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { authToken } from '../../lib/storage';
import { mockApi, renderWithProviders } from '../../test/render';
import { LastThirtyDays } from './last-30-days';
import { makeStats } from './test-data';

// The chart's chunk never arrives, as on a connection that drops between two pages.
vi.mock('../../components/daily-chart', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

describe('LastThirtyDays without its chart', () => {
  it('says the chart could not be loaded and shows the figures as a table', async () => {
    // React reports the failure the boundary caught.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    authToken.set('partner-token');
    mockApi({
      'GET /api/partner/stats': {
        body: makeStats({ views: { '2026-11-22': 15 }, earnings: { '2026-11-21': 2400 } }),
      },
    });
    renderWithProviders(<LastThirtyDays />, { route: '/partner', path: '/partner' });

    const views = await screen.findByRole('region', { name: 'Car page views' });
    expect(
      await within(views).findByText('The chart could not be loaded; the numbers are below.'),
    ).toBeInTheDocument();
    const table = within(views).getByRole('table', { name: 'Car page views, day by day' });
    expect(table).not.toHaveClass('sr-only');
    expect(
      within(table).getByRole('rowheader', { name: 'Sun, 22 Nov' }).nextElementSibling,
    ).toHaveTextContent('15');
    // Nothing to toggle: the table is the chart now.
    expect(within(views).queryByRole('button')).not.toBeInTheDocument();
    // Every chart says so, the earnings' table in rupees.
    const earnings = screen.getByRole('region', { name: 'Earnings' });
    expect(earnings).toHaveTextContent('The chart could not be loaded; the numbers are below.');
    expect(
      within(earnings).getByRole('rowheader', { name: 'Sat, 21 Nov' }).nextElementSibling,
    ).toHaveTextContent('₹2,400');
    // The figures above it are untouched.
    expect(screen.getByRole('region', { name: 'Last 30 days' })).toHaveTextContent(
      'Car page views15',
    );
    expect(logged).toHaveBeenCalled();
  });
});
