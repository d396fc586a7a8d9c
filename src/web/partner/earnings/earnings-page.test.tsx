import { screen, waitFor, within } from '@testing-library/react';
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
        commissionInvoice: null,
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
            commissionInvoice: null,
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
    // Saarthi invoices its commission once the month is over.
    expect(figures).toHaveTextContent(
      "Saarthi's tax invoice for November 2026's commission is issued once the month is over.",
    );
    expect(
      screen.queryByRole('button', { name: "Download Saarthi's invoice (PDF)" }),
    ).not.toBeInTheDocument();
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

  it("downloads Saarthi's invoice of a month that is over, and then names its number", async () => {
    let issued = false;
    const saved: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      saved.push(blob);
      return 'blob:http://localhost/1';
    });
    URL.revokeObjectURL = vi.fn();
    const october = (invoice: boolean) =>
      answer('2026-10', {
        statement: {
          month: '2026-10',
          company: { _id: crypto.randomUUID(), name: 'Krishna River Cabs', city: 'Vijayawada' },
          commissionPercent: 10,
          totals: { ...NOTHING, trips: 2, commission: 500, commissionGst: 90, owed: 590 },
          settlement: null,
          commissionInvoice: invoice
            ? { number: 'SC/2026-27/00042', issuedAt: '2026-11-01T00:30:00.000Z', total: 590 }
            : null,
        },
      });
    mockApi({
      'GET /api/partner/company': companyAnswer(),
      'GET /api/partner/statements': () => october(issued),
      'GET /api/partner/statements/invoice.pdf': ({ url, headers }) => {
        expect(url.searchParams.get('month')).toBe('2026-10');
        expect(headers.get('authorization')).toBe('Bearer partner-token');
        issued = true;
        return { body: '%PDF-1.7' };
      },
    });
    renderEarnings('/partner/earnings?month=2026-10');
    const figures = await screen.findByRole('region', { name: 'October 2026 with Saarthi' });
    expect(figures).toHaveTextContent(
      "Saarthi's tax invoice for October 2026's commission and its GST, ₹590",
    );
    await userEvent.click(
      within(figures).getByRole('button', { name: "Download Saarthi's invoice (PDF)" }),
    );
    await waitFor(() =>
      expect(figures).toHaveTextContent("Saarthi's tax invoice SC/2026-27/00042 for ₹590, issued"),
    );
    expect(saved).toHaveLength(1);
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });

  it("says why Saarthi's invoice could not be downloaded", async () => {
    mockApi({
      'GET /api/partner/company': companyAnswer(),
      'GET /api/partner/statements': () =>
        answer('2026-10', {
          statement: {
            month: '2026-10',
            company: { _id: crypto.randomUUID(), name: 'Krishna River Cabs', city: 'Vijayawada' },
            commissionPercent: 10,
            totals: { ...NOTHING, commission: 100, commissionGst: 18, owed: 118 },
            settlement: null,
            commissionInvoice: null,
          },
        }),
      'GET /api/partner/statements/invoice.pdf': () => ({
        status: 404,
        body: {
          success: false,
          code: 'commission_invoice_none',
          message: 'Saarthi charged no commission that month, so there is no invoice',
        },
      }),
    });
    renderEarnings('/partner/earnings?month=2026-10');
    await userEvent.click(
      await screen.findByRole('button', { name: "Download Saarthi's invoice (PDF)" }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The invoice could not be downloaded: Saarthi charged no commission that month, so there is no invoice',
    );
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
