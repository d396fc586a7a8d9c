import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { authToken } from '../../lib/storage';
import { mockApi, renderWithProviders } from '../../test/render';
import { PARTNER_AREA_MESSAGES } from '../area-messages';
import { CUSTOMER_REFUSAL, makeCompany, SITE_CONFIG } from '../test-data';
import { DashboardPage } from './dashboard-page';
import { makeStats } from './test-data';
import { makeBooking } from '../bookings/test-data';

function renderDashboard() {
  return renderWithProviders(<DashboardPage />, {
    messages: PARTNER_AREA_MESSAGES,
    route: '/partner',
    path: '/partner',
  });
}

const answerWith = (overrides: Parameters<typeof makeCompany>[0]) => ({
  body: { success: true, company: makeCompany(overrides) },
});

/** A company's last 30 days: the section under the status (last-30-days.test.tsx has the rest). */
const STATS = { 'GET /api/partner/stats': { body: makeStats() } };

describe('DashboardPage', () => {
  it('lists the requests that lapse within 12 hours, each linked to its booking', async () => {
    authToken.set('partner-token');
    const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
    const soon = makeBooking({ reference: 'SA-SOON01', respondBy: inHours(3) });
    const later = makeBooking({ reference: 'SA-LATE02', respondBy: inHours(20) });
    mockApi({
      ...STATS,
      'GET /api/partner/company': answerWith({ status: 'verified' }),
      'GET /api/partner/bookings': { body: { success: true, bookings: [soon, later], total: 2 } },
    });
    renderDashboard();
    const card = await screen.findByRole('region', { name: 'Requests expiring within 12 hours' });
    const links = within(card).getAllByRole('link');
    expect(links[0]).toHaveAttribute('href', `/partner/bookings/${soon._id}`);
    expect(links[0]).toHaveTextContent('SA-SOON01');
    expect(links[0]).toHaveTextContent(/Answer within (2 hrs 5\d mins|3 hrs)/);
    expect(card).not.toHaveTextContent('SA-LATE02');
    expect(within(card).getByRole('link', { name: 'Open bookings' })).toHaveAttribute(
      'href',
      '/partner/bookings',
    );
  });

  it('shows no expiring card when no request is that close', async () => {
    authToken.set('partner-token');
    const later = makeBooking({
      respondBy: new Date(Date.now() + 20 * 3_600_000).toISOString(),
    });
    mockApi({
      ...STATS,
      'GET /api/partner/company': answerWith({ status: 'verified' }),
      'GET /api/partner/bookings': { body: { success: true, bookings: [later], total: 1 } },
    });
    renderDashboard();
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() =>
      expect(screen.getAllByRole('link', { name: /^Bookings/ })[0]).toHaveTextContent('1'),
    );
    expect(
      screen.queryByRole('region', { name: 'Requests expiring within 12 hours' }),
    ).not.toBeInTheDocument();
  });

  it('says a pending company is being checked, with the token sent', async () => {
    authToken.set('partner-token');
    mockApi({
      ...STATS,
      'GET /api/partner/company': ({ headers }) => {
        expect(headers.get('authorization')).toBe('Bearer partner-token');
        return answerWith({ status: 'pending', travelsName: 'Sri Durga Travels' });
      },
    });
    renderDashboard();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your company…');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sri Durga Travels' }),
    ).toBeInTheDocument();
    const status = screen.getByRole('region', { name: 'Waiting for verification' });
    expect(status).toHaveTextContent('Verification status: Pending');
    expect(status).toHaveTextContent(
      'We are checking your documents; your cars appear on Saarthi once verified.',
    );
    expect(screen.getByRole('link', { name: 'Edit company profile' })).toHaveAttribute(
      'href',
      '/partner/company',
    );
    // What customers see: the contact and the default charges, in rupees.
    expect(screen.getByText('9848022334')).toBeInTheDocument();
    expect(screen.getByText('₹300')).toBeInTheDocument();
    expect(screen.getByText('250 km')).toBeInTheDocument();
  });

  it("shows the company's last 30 days under its status, before what customers see", async () => {
    authToken.set('partner-token');
    mockApi({
      'GET /api/partner/company': answerWith({ status: 'verified' }),
      'GET /api/partner/stats': {
        body: makeStats({ views: { '2026-11-20': 9 }, reveals: { '2026-11-20': 2 } }),
      },
    });
    renderDashboard();
    const section = await screen.findByRole('region', { name: 'Last 30 days' });
    expect(
      await within(section).findByRole('region', { name: 'Car page views' }),
    ).toHaveTextContent('Busiest day: Fri, 20 Nov (9)');
    const status = screen.getByRole('region', { name: 'Your company is verified' });
    const contact = screen.getByRole('heading', { name: 'Contact for customers' });
    expect(status.compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(
      section.compareDocumentPosition(contact) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('asks for no figures when the account runs no company', async () => {
    authToken.set('customer-token');
    const fetched = mockApi({ 'GET /api/partner/company': CUSTOMER_REFUSAL });
    renderDashboard();
    await screen.findByRole('heading', { name: 'Register your travel company' });
    expect(screen.queryByRole('region', { name: 'Last 30 days' })).not.toBeInTheDocument();
    const asked = fetched.mock.calls.map(([input]) => new URL(String(input), 'http://x').pathname);
    expect(asked).not.toContain('/api/partner/stats');
  });

  it("shows a rejected company the operator's reason and the way to fix it", async () => {
    authToken.set('partner-token');
    mockApi({
      ...STATS,
      'GET /api/partner/company': answerWith({
        status: 'rejected',
        statusReason: 'The GST certificate is for another address.',
      }),
    });
    renderDashboard();
    const status = await screen.findByRole('region', {
      name: 'Please correct your company details',
    });
    expect(within(status).getByText('The GST certificate is for another address.')).toBeVisible();
    expect(within(status).getByRole('link', { name: 'Fix and resubmit' })).toHaveAttribute(
      'href',
      '/partner/company',
    );
  });

  it('shows a suspended company the reason and how to reach support', async () => {
    authToken.set('partner-token');
    mockApi({
      ...STATS,
      'GET /api/partner/company': answerWith({
        status: 'suspended',
        statusReason: 'Three customers reported a driver without a licence.',
      }),
      'GET /api/site': { body: SITE_CONFIG },
    });
    renderDashboard();
    const status = await screen.findByRole('region', { name: 'Your company is suspended' });
    expect(
      within(status).getByText('Three customers reported a driver without a licence.'),
    ).toBeVisible();
    expect(
      await within(status).findByRole('link', { name: 'Call +91 90000 12345' }),
    ).toHaveAttribute('href', 'tel:+919000012345');
    expect(within(status).getByRole('link', { name: 'support@saarthi.in' })).toHaveAttribute(
      'href',
      'mailto:support@saarthi.in',
    );
    expect(screen.getByRole('link', { name: 'View company profile' })).toBeInTheDocument();
  });

  it('invites an account without a company to register one', async () => {
    authToken.set('customer-token');
    mockApi({ 'GET /api/partner/company': CUSTOMER_REFUSAL });
    renderDashboard();
    expect(
      await screen.findByRole('heading', { name: 'Register your travel company' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Register your company' })).toHaveAttribute(
      'href',
      '/partner/join',
    );
  });

  it('says when the company could not be loaded and tries again', async () => {
    authToken.set('partner-token');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = true;
    mockApi({
      ...STATS,
      'GET /api/partner/company': () =>
        fail
          ? {
              status: 503,
              body: {
                success: false,
                message: 'Service temporarily unavailable',
                code: 'service_unavailable',
              },
            }
          : answerWith({ status: 'verified' }),
    });
    const user = userEvent.setup();
    renderDashboard();
    // The app asks once more before it gives up (a second later).
    const alert = await screen.findByRole('alert', {}, { timeout: 3000 });
    expect(alert).toHaveTextContent('We could not load your company');
    expect(alert).toHaveTextContent('Service temporarily unavailable');
    expect(logged).toHaveBeenCalledWith('Failed to load the travel company', expect.anything());

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('region', { name: 'Your company is verified' }),
    ).toBeInTheDocument();
  });

  it('asks to log in again when the session has ended', async () => {
    authToken.set('old-token');
    mockApi({
      'GET /api/partner/company': {
        status: 401,
        body: {
          success: false,
          message: 'Your session has ended, please log in again',
          code: 'session_ended',
        },
      },
    });
    renderDashboard();
    // The refused token is forgotten at once, and the ended session is said once (a toast), the
    // page asking to log in like any signed-out visit.
    await waitFor(() => expect(authToken.get()).toBeNull());
    expect(await screen.findByText('Your session has ended. Please log in again.')).toBeVisible();
    expect(screen.getAllByText(/session has ended/i)).toHaveLength(1);
  });
});
