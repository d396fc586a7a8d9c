import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PartnerStatementResponse, StatementTotals } from '@shared/contracts/statements';
import { authToken } from '../../lib/storage';
import { mockApi, renderWithProviders } from '../../test/render';
import { PARTNER_AREA_MESSAGES } from '../area-messages';
import { companyAnswer } from '../test-data';
import { EarningsPage } from './earnings-page';

// 20 November 2026, noon in India.
const NOW = new Date('2026-11-20T06:30:00.000Z');

const NOTHING: StatementTotals = {
  trips: 0,
  gross: 0,
  fees: 0,
  credits: 0,
  received: 0,
  offers: 0,
  commission: 0,
  commissionGst: 0,
  owed: 0,
  settled: 0,
  balance: 0,
};

function answer(month: string, overrides: Partial<PartnerStatementResponse> = {}) {
  return {
    body: {
      success: true,
      statement: {
        month,
        company: { _id: crypto.randomUUID(), name: 'Krishna River Cabs', city: 'Vijayawada' },
        commissionPercent: 10,
        totals: NOTHING,
        settlement: null,
      },
      trips: [],
      nextCursor: null,
      ...overrides,
    },
  };
}

function renderEarnings(route = '/partner/earnings') {
  authToken.set('partner-token');
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  return renderWithProviders(<EarningsPage />, {
    messages: PARTNER_AREA_MESSAGES,
    route,
    path: '/partner/earnings',
  });
}

describe('EarningsPage', () => {
  it("shows the month's trips with their commission and what the company owes Saarthi", async () => {
    const asked: string[] = [];
    mockApi({
      'GET /api/partner/company': companyAnswer(),
      'GET /api/partner/statements': ({ url, headers }) => {
        expect(headers.get('authorization')).toBe('Bearer partner-token');
        const month = url.searchParams.get('month')!;
        const cursor = url.searchParams.get('cursor');
        asked.push(cursor ? `${month} after ${cursor}` : month);
        if (month !== '2026-11') return answer(month);
        if (cursor === 'page-2')
          return answer(month, {
            trips: [
              {
                bookingId: crypto.randomUUID(),
                reference: 'SA-9PQ4RT',
                completedAt: '2026-11-19T12:00:00.000Z',
                invoiceNumber: 'KRC/2026-27/00008',
                gross: 2_100,
                fare: 2_000,
                commissionPercent: 10,
                commission: 200,
                commissionGst: 36,
              },
            ],
          });
        return answer(month, {
          statement: {
            month,
            company: { _id: crypto.randomUUID(), name: 'Krishna River Cabs', city: 'Vijayawada' },
            commissionPercent: 10,
            totals: {
              ...NOTHING,
              trips: 1,
              gross: 4_619,
              received: 4_619,
              offers: 0,
              commission: 428,
              commissionGst: 77,
              owed: 505,
              balance: 505,
            },
            settlement: null,
          },
          trips: [
            {
              bookingId: crypto.randomUUID(),
              reference: 'SA-7KQ2MX',
              completedAt: '2026-11-18T12:00:00.000Z',
              invoiceNumber: 'KRC/2026-27/00007',
              gross: 4_619,
              fare: 4_285,
              commissionPercent: 10,
              commission: 428,
              commissionGst: 77,
            },
          ],
          nextCursor: 'page-2',
        });
      },
    });
    renderEarnings();

    const figures = await screen.findByRole('region', { name: 'November 2026 with Saarthi' });
    expect(figures).toHaveTextContent("Saarthi's commission is 10% of each trip's taxable fare");
    const terms = Object.fromEntries(
      within(figures)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(terms).toMatchObject({
      'Trips completed': '1',
      'Billed for trips': '₹4,619',
      "Saarthi's commission": '₹428',
      'GST on the commission (18%)': '₹77',
      'You owe Saarthi': '₹505',
      Settlement: 'Not settled yet',
    });
    const table = screen.getByRole('table', { name: 'Trips completed in November 2026' });
    expect(within(table).getByRole('link', { name: 'SA-7KQ2MX' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/partner\/bookings\/[0-9a-f-]{36}$/),
    );
    expect(table).toHaveTextContent('KRC/2026-27/00007');
    // The month's next trips come a page at a time.
    await userEvent.click(screen.getByRole('button', { name: 'Load more trips' }));
    expect(await within(table).findByRole('link', { name: 'SA-9PQ4RT' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more trips' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeInTheDocument();
    // There is no month after the one under way.
    expect(screen.getByRole('button', { name: 'Next month, December 2026' })).toBeDisabled();

    // The month before: nothing completed, said so.
    await userEvent.click(screen.getByRole('button', { name: 'Previous month, October 2026' }));
    expect(
      await screen.findByRole('heading', { name: 'No trips completed in October 2026' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download CSV' })).not.toBeInTheDocument();
    expect(asked).toEqual(['2026-11', '2026-11 after page-2', '2026-10']);
  });

  it('opens the month the address names, and says when a statement cannot be read', async () => {
    // The failure is logged for the team (lib/query-client.ts) as well as said on the page.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({
      'GET /api/partner/company': companyAnswer(),
      'GET /api/partner/statements': () => ({
        status: 503,
        body: { success: false, message: 'Service unavailable', code: 'unavailable' },
      }),
    });
    renderEarnings('/partner/earnings?month=2026-09');
    expect(
      await screen.findByRole('heading', { name: 'We could not load your earnings' }),
    ).toBeInTheDocument();
    expect(screen.getByText('September 2026')).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('Failed to load the statement', expect.anything());
  });
});
