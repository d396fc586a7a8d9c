import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Overview } from '@shared/contracts/ops-metrics';
import { authToken } from '../../lib/storage';
import { mockApi, renderWithProviders } from '../../test/render';
import { OverviewPage } from './overview-page';

const operator = {
  body: {
    success: true,
    operator: { id: crypto.randomUUID(), name: 'Saarthi Operations', email: 'ops@saarthi.in' },
  },
};

const waiting = (counts: Partial<Overview> = {}) => ({
  body: {
    success: true,
    waiting: {
      companiesPending: 0,
      carsPendingReview: 0,
      driversPending: 0,
      documentsPending: 0,
      documentsExpiringSoon: 0,
      reportsOpen: 0,
      bookingsAwaitingPartner: 0,
      ...counts,
    },
  },
});

function renderOverview() {
  authToken.set('operator-token');
  return renderWithProviders(<OverviewPage />, { route: '/ops', path: '/ops' });
}

describe('OverviewPage', () => {
  it('counts what waits in each queue, each a way into it, and lists every section', async () => {
    mockApi({
      'GET /api/admin/me': operator,
      'GET /api/admin/overview': ({ headers }) => {
        expect(headers.get('authorization')).toBe('Bearer operator-token');
        return waiting({
          companiesPending: 3,
          carsPendingReview: 12,
          driversPending: 1,
          documentsPending: 1250,
          documentsExpiringSoon: 4,
          reportsOpen: 2,
          bookingsAwaitingPartner: 7,
        });
      },
    });
    renderOverview();

    const section = await screen.findByRole('region', { name: 'Waiting for the team' });
    const link = async (name: string) => within(section).findByRole('link', { name });
    expect(await link('3 Companies to verify')).toHaveAttribute('href', '/ops/verification');
    expect(await link('12 Cars to review')).toHaveAttribute('href', '/ops/verification?queue=cars');
    expect(await link('1 Drivers to check')).toHaveAttribute(
      'href',
      '/ops/verification?queue=drivers',
    );
    // In Indian grouping, as every number of the console.
    expect(await link('1,250 Documents to check')).toHaveAttribute(
      'href',
      '/ops/verification?queue=documents',
    );
    expect(await link('4 Documents expired or expiring within 30 days')).toHaveAttribute(
      'href',
      '/ops/verification?queue=expiring',
    );
    expect(await link('2 Review reports to settle')).toHaveAttribute('href', '/ops/moderation');
    expect(await link('7 Booking requests awaiting a partner')).toHaveAttribute(
      'href',
      '/ops/bookings?status=requested',
    );
    expect(screen.queryByText('Nothing waits: every queue is empty.')).not.toBeInTheDocument();

    const sections = screen.getByRole('region', { name: 'Sections' });
    expect(within(sections).getByRole('link', { name: 'Audit log' })).toHaveAttribute(
      'href',
      '/ops/audit',
    );
    expect(within(sections).getByRole('link', { name: 'Metrics' })).toHaveAttribute(
      'href',
      '/ops/metrics',
    );
  });

  it('says when nothing waits', async () => {
    mockApi({ 'GET /api/admin/me': operator, 'GET /api/admin/overview': waiting() });
    renderOverview();
    expect(await screen.findByText('Nothing waits: every queue is empty.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '0 Companies to verify' })).toBeInTheDocument();
  });

  it('shows it is counting, then why the counts could not be read, and keeps the sections', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    mockApi({
      'GET /api/admin/me': operator,
      'GET /api/admin/overview': async () => {
        await answered;
        return {
          status: 403,
          body: {
            success: false,
            message: 'This is for the Saarthi team: sign in with an operator account',
            code: 'operator_only',
          },
        };
      },
    });
    renderOverview();
    expect(await screen.findByText('Counting what waits…')).toBeInTheDocument();
    answer();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not count what waits.');
    expect(alert).toHaveTextContent(
      'This is for the Saarthi team: sign in with an operator account',
    );
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Sections' })).getByRole('link', {
        name: 'Verification',
      }),
    ).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith(
      'Failed to load what waits for the team',
      expect.anything(),
    );
  });
});
