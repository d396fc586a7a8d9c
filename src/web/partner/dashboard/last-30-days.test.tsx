import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { authToken } from '../../lib/storage';
import { mockApi, renderWithProviders } from '../../test/render';
import { PARTNER_AREA_MESSAGES } from '../area-messages';
import { LastThirtyDays } from './last-30-days';
import { makeStats } from './test-data';

function renderSection() {
  authToken.set('partner-token');
  return renderWithProviders(<LastThirtyDays />, {
    messages: PARTNER_AREA_MESSAGES,
    route: '/partner',
    path: '/partner',
  });
}

const BUSY_MONTH = makeStats({
  views: { '2026-10-24': 2, '2026-11-15': 40, '2026-11-19': 7, '2026-11-22': 15 },
  reveals: { '2026-11-15': 3, '2026-11-22': 2 },
  requests: { '2026-11-15': 4, '2026-11-21': 1, '2026-11-22': 2 },
  earnings: { '2026-11-08': 12400, '2026-11-20': 3150 },
  acceptance: { answered: 3, accepted: 2, rate: 2 / 3 },
  leadsByStatus: { new: 1, contacted: 2, converted: 1, lost: 1 },
  responseMinutes: 12,
  rating: { average: 4.4, count: 5 },
  carsByStatus: { draft: 1, pending_review: 1, live: 6, suspended: 0, archived: 0 },
});

/** The section's figure tiles, by their label: "Car page views" → "64". */
function tiles() {
  const list = screen.getAllByRole('definition');
  return Object.fromEntries(
    screen.getAllByRole('term').map((term) => {
      const figures = list.filter((definition) => definition.parentElement === term.parentElement);
      return [term.textContent, figures.map((figure) => figure.textContent).join(' | ')];
    }),
  );
}

describe('LastThirtyDays', () => {
  it('shows the totals, acceptance, earnings, response time, rating and counts of the period', async () => {
    mockApi({
      'GET /api/partner/stats': ({ headers }) => {
        expect(headers.get('authorization')).toBe('Bearer partner-token');
        return { body: BUSY_MONTH };
      },
    });
    renderSection();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your last 30 days…');

    const section = screen.getByRole('region', { name: 'Last 30 days' });
    const from = await within(section).findByText('24 Oct');
    expect(from).toHaveAttribute('datetime', '2026-10-24');
    expect(from.closest('p')).toHaveTextContent('24 Oct to 22 Nov');
    // The bookings lead: they are the business; the storefront's figures are how it comes.
    expect(Object.keys(tiles()).slice(0, 4)).toEqual([
      'Booking requests',
      'Acceptance rate',
      'Earnings',
      'Car page views',
    ]);
    expect(tiles()).toMatchObject({
      'Booking requests': '7',
      'Acceptance rate':
        '66.7% | 2 of 3 answered | A request left to expire counts as answered, not accepted.',
      // In rupees, as the customers paid them.
      Earnings: '₹15,550 | Completed trips, GST included',
      'Car page views': '64',
      // 5 reveals of 64 views.
      'Contact reveals': '5 | 7.8% of views',
      'Usually responds within': '12 min | Median of these 30 days',
      Rating: '4.4/5 | from 5 reviews',
    });

    const leads = screen.getByRole('region', { name: 'Leads by status' });
    expect(within(leads).getByText('Contacted').nextElementSibling).toHaveTextContent('2');
    expect(within(leads).getByRole('link', { name: 'Open leads' })).toHaveAttribute(
      'href',
      '/partner/leads',
    );
    const fleet = screen.getByRole('region', { name: 'Your fleet' });
    expect(within(fleet).getByText('Live').nextElementSibling).toHaveTextContent('6');
    expect(within(fleet).getByText('In review').nextElementSibling).toHaveTextContent('1');
    // Archived cars are named only when there are some.
    expect(within(fleet).queryByText('Archived')).not.toBeInTheDocument();
  });

  it('draws views and reveals per day, with the same figures as a table for screen readers', async () => {
    mockApi({ 'GET /api/partner/stats': { body: BUSY_MONTH } });
    const user = userEvent.setup();
    renderSection();

    const views = await screen.findByRole('region', { name: 'Car page views' });
    expect(views).toHaveTextContent('Busiest day: Sun, 15 Nov (40)');
    // The drawing (its own chunk) shows today until a finger picks another day.
    // The chart's chunk is imported on demand: on a busy machine that takes a moment.
    const readout = await within(views).findByTestId('chart-readout', {}, { timeout: 3000 });
    expect(readout).toHaveTextContent('Sun, 22 Nov: 15 views');
    fireEvent.pointerEnter(views.querySelector('[data-day="2026-11-19"]')!);
    expect(readout).toHaveTextContent('Thu, 19 Nov: 7 views');

    // The table is there for screen readers from the start, newest day first.
    const table = within(views).getByRole('table', { name: 'Car page views, day by day' });
    expect(table).toHaveClass('sr-only');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(31);
    expect(rows[1]).toHaveTextContent('Sun, 22 Nov15');
    expect(
      within(table).getByRole('rowheader', { name: 'Thu, 19 Nov' }).nextElementSibling,
    ).toHaveTextContent('7');

    // Anyone may read it: the button shows it, and says so.
    const toggle = within(views).getByRole('button', { name: 'Show the numbers' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(table).not.toHaveClass('sr-only');
    expect(within(views).getByRole('button', { name: 'Hide the numbers' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );

    const reveals = screen.getByRole('region', { name: 'Contact reveals' });
    expect(
      await within(reveals).findByTestId('chart-readout', {}, { timeout: 3000 }),
    ).toHaveTextContent('Sun, 22 Nov: 2 reveals');
  });

  it('draws booking requests and earnings per day, each with its table', async () => {
    mockApi({ 'GET /api/partner/stats': { body: BUSY_MONTH } });
    renderSection();

    const requests = await screen.findByRole('region', { name: 'Booking requests' });
    expect(requests).toHaveTextContent('Busiest day: Sun, 15 Nov (4)');
    const requestsReadout = await within(requests).findByTestId(
      'chart-readout',
      {},
      { timeout: 3000 },
    );
    expect(requestsReadout).toHaveTextContent('Sun, 22 Nov: 2 requests');
    fireEvent.pointerEnter(requests.querySelector('[data-day="2026-11-21"]')!);
    expect(requestsReadout).toHaveTextContent('Sat, 21 Nov: 1 request');
    const requestsTable = within(requests).getByRole('table', {
      name: 'Booking requests, day by day',
    });
    expect(
      within(requestsTable)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Day', 'Requests']);
    expect(
      within(requestsTable).getByRole('rowheader', { name: 'Sun, 15 Nov' }).nextElementSibling,
    ).toHaveTextContent('4');

    // Earnings in rupees everywhere: the best day, the readout, the scale and the table.
    const earnings = screen.getByRole('region', { name: 'Earnings' });
    expect(earnings).toHaveTextContent('Best day: Sun, 8 Nov (₹12,400)');
    const earningsReadout = await within(earnings).findByTestId(
      'chart-readout',
      {},
      { timeout: 3000 },
    );
    expect(earningsReadout).toHaveTextContent('Sun, 22 Nov: ₹0 earned');
    fireEvent.pointerEnter(earnings.querySelector('[data-day="2026-11-08"]')!);
    expect(earningsReadout).toHaveTextContent('Sun, 8 Nov: ₹12,400 earned');
    expect(within(earnings).getByText('₹15,000')).toBeInTheDocument();
    const earningsTable = within(earnings).getByRole('table', { name: 'Earnings, day by day' });
    expect(earningsTable).toHaveClass('sr-only');
    expect(
      within(earningsTable).getByRole('rowheader', { name: 'Fri, 20 Nov' }).nextElementSibling,
    ).toHaveTextContent('₹3,150');
    await userEvent
      .setup()
      .click(within(earnings).getByRole('button', { name: 'Show the numbers' }));
    expect(earningsTable).not.toHaveClass('sr-only');
  });

  it('says what to expect instead of drawing an empty month', async () => {
    mockApi({ 'GET /api/partner/stats': { body: makeStats() } });
    renderSection();
    const views = await screen.findByRole('region', { name: 'Car page views' });
    expect(views).toHaveTextContent('No views yet — your cars appear in the storefront once live.');
    expect(within(views).queryByRole('button')).not.toBeInTheDocument();
    expect(within(views).queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Contact reveals' })).toHaveTextContent(
      'No contact reveals yet.',
    );
    const requests = screen.getByRole('region', { name: 'Booking requests' });
    expect(requests).toHaveTextContent(
      'No booking requests yet — customers can book your cars once they are live.',
    );
    expect(within(requests).queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Earnings' })).toHaveTextContent(
      "No completed trips yet in these 30 days. A trip's total counts here on the day it is completed.",
    );
    expect(tiles()).toMatchObject({
      'Booking requests': '0',
      // No rate rather than 0 % while nothing is answered.
      'Acceptance rate':
        '—No requests answered yet | Shown once a request is answered or expires | A request left to expire counts as answered, not accepted.',
      Earnings: '₹0 | Completed trips, GST included',
      'Car page views': '0',
      'Contact reveals': '0',
      // A dash for the eye; the words are what a screen reader says.
      'Usually responds within': '—Not enough responses yet | Shown after 3 responses',
      Rating: '—No rating yet | No reviews yet',
    });
  });

  it('tells a company with live cars that its views simply have not come yet', async () => {
    mockApi({
      'GET /api/partner/stats': {
        body: makeStats({
          carsByStatus: { draft: 0, pending_review: 0, live: 2, suspended: 0, archived: 3 },
        }),
      },
    });
    renderSection();
    const views = await screen.findByRole('region', { name: 'Car page views' });
    expect(views).toHaveTextContent('No views yet in these 30 days.');
    expect(screen.getByRole('region', { name: 'Booking requests' })).toHaveTextContent(
      'No booking requests yet in these 30 days.',
    );
    expect(
      within(screen.getByRole('region', { name: 'Your fleet' })).getByText('Archived')
        .nextElementSibling,
    ).toHaveTextContent('3');
  });

  it('states an acceptance rate to one decimal, with how many were answered', async () => {
    mockApi({
      'GET /api/partner/stats': {
        body: makeStats({ acceptance: { answered: 1200, accepted: 1187, rate: 1187 / 1200 } }),
      },
    });
    renderSection();
    await screen.findByRole('region', { name: 'Car page views' });
    expect(tiles()['Acceptance rate']).toMatch(/^98\.9% \| 1,187 of 1,200 answered \| /);
  });

  it('states a slow response in hours, as the storefront badge does', async () => {
    mockApi({ 'GET /api/partner/stats': { body: makeStats({ responseMinutes: 150 }) } });
    renderSection();
    await screen.findByRole('region', { name: 'Car page views' });
    expect(tiles()['Usually responds within']).toBe('3 h | Median of these 30 days');
  });

  it('says when the figures could not be loaded and tries again', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = true;
    mockApi({
      'GET /api/partner/stats': () =>
        fail
          ? {
              status: 503,
              body: {
                success: false,
                message: 'Service temporarily unavailable',
                code: 'service_unavailable',
              },
            }
          : { body: BUSY_MONTH },
    });
    const user = userEvent.setup();
    renderSection();
    // The app asks once more before it gives up (a second later).
    const alert = await screen.findByRole('alert', {}, { timeout: 3000 });
    expect(alert).toHaveTextContent('We could not load your numbers');
    expect(alert).toHaveTextContent('Service temporarily unavailable');
    expect(logged).toHaveBeenCalledWith('Failed to load the dashboard figures', expect.anything());

    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Car page views' })).toBeInTheDocument();
  });
});
