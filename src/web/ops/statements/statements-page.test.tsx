import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Statement, StatementTotals } from '@shared/contracts/statements';
import { authToken } from '../../lib/storage';
import { mockApi, renderWithProviders } from '../../test/render';
import { StatementsPage } from './statements-page';

// 20 November 2026, noon in India.
const NOW = new Date('2026-11-20T06:30:00.000Z');

const operator = {
  body: {
    success: true,
    operator: { id: crypto.randomUUID(), name: 'Saarthi Operations', email: 'ops@saarthi.in' },
  },
};

const OWED: StatementTotals = {
  trips: 3,
  gross: 14_200,
  fees: 0,
  credits: 0,
  received: 14_200,
  offers: 0,
  commission: 1_300,
  commissionGst: 234,
  owed: 1_534,
  settled: 0,
  balance: 1_534,
};

function statement(month: string, overrides: Partial<Statement> = {}): Statement {
  return {
    month,
    company: { _id: crypto.randomUUID(), name: 'Krishna River Cabs', city: 'Vijayawada' },
    commissionPercent: 10,
    totals: OWED,
    settlement: null,
    commissionInvoice: null,
    ...overrides,
  };
}

function renderStatements(route = '/ops/statements') {
  authToken.set('operator-token');
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  return renderWithProviders(<StatementsPage />, { route, path: '/ops/statements' });
}

describe('StatementsPage', () => {
  it('settles a past month by its bank reference, and offers no settling while a month runs', async () => {
    const krishna = statement('2026-10');
    let settled = false;
    mockApi({
      'GET /api/admin/me': operator,
      'GET /api/admin/statements': ({ url }) => {
        const month = url.searchParams.get('month')!;
        const shown = settled
          ? {
              ...krishna,
              totals: { ...OWED, settled: 1_534, balance: 0 },
              settlement: {
                amount: 1_534,
                reference: 'NEFT-HDFC2611042',
                settledAt: '2026-11-20T06:00:00.000Z',
              },
            }
          : { ...krishna, month };
        return {
          body: { success: true, month, statements: [shown], totals: shown.totals },
        };
      },
      [`POST /api/admin/statements/${krishna.company._id}/2026-10/settle`]: ({ body }) => {
        if ((body as { reference: string }).reference !== 'NEFT-HDFC2611042')
          return {
            status: 409,
            body: {
              success: false,
              message: 'This month is settled already for this company',
              code: 'settlement_taken',
            },
          };
        settled = true;
        return {
          body: {
            success: true,
            message: 'Settlement recorded',
            code: 'settlement_recorded',
            statement: krishna,
          },
        };
      },
    });
    renderStatements();

    // November is under way: the company owes, but the month is not over.
    const table = await screen.findByRole('table', { name: 'Statements of November 2026' });
    expect(within(table).getByText('Krishna River Cabs')).toBeInTheDocument();
    expect(table).toHaveTextContent('₹1,534 to Saarthi');
    expect(table).toHaveTextContent('After the month ends');
    expect(within(table).queryByRole('button', { name: /Settle/ })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Previous month, October 2026' }));
    const october = await screen.findByRole('table', { name: 'Statements of October 2026' });
    await userEvent.click(
      within(october).getByRole('button', { name: 'Settle Krishna River Cabs' }),
    );
    const dialog = screen.getByRole('dialog', {
      name: 'Settle October 2026 with Krishna River Cabs',
    });
    expect(dialog).toHaveTextContent(
      'Krishna River Cabs paid Saarthi ₹1,534 for October 2026: its commission and the GST on it.',
    );
    const confirm = within(dialog).getByRole('button', { name: 'Record settlement of ₹1,534' });
    await userEvent.click(confirm);
    expect(
      await within(dialog).findByText(
        'Enter the bank transfer reference: 4 to 40 letters, digits, / or -',
      ),
    ).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Bank transfer reference'), 'UTR 1');
    await userEvent.click(confirm);
    expect(within(dialog).getByLabelText('Bank transfer reference')).toHaveAccessibleDescription(
      /Enter the bank transfer reference/,
    );
    await userEvent.clear(within(dialog).getByLabelText('Bank transfer reference'));
    await userEvent.type(
      within(dialog).getByLabelText('Bank transfer reference'),
      'NEFT-HDFC2611042',
    );
    await userEvent.click(confirm);

    expect(await screen.findByText('Settlement recorded')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(
      await within(october).findByText('Settled 20 Nov 2026, ref. NEFT-HDFC2611042'),
    ).toBeInTheDocument();
  });

  it("downloads Saarthi's invoice of a company's month once it is issued", async () => {
    const issued = statement('2026-10', {
      commissionInvoice: {
        number: 'SC/2026-27/00042',
        issuedAt: '2026-11-01T00:30:00.000Z',
        total: 1_534,
      },
    });
    const waiting = statement('2026-10', {
      company: { _id: crypto.randomUUID(), name: 'Godavari Tours', city: 'Guntur' },
    });
    const saved: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      saved.push(blob);
      return 'blob:http://localhost/1';
    });
    URL.revokeObjectURL = vi.fn();
    mockApi({
      'GET /api/admin/me': operator,
      'GET /api/admin/statements': () => ({
        body: { success: true, month: '2026-10', statements: [issued, waiting], totals: OWED },
      }),
      [`GET /api/admin/statements/${issued.company._id}/2026-10/invoice.pdf`]: ({ headers }) => {
        expect(headers.get('authorization')).toBe('Bearer operator-token');
        return { body: '%PDF-1.7' };
      },
    });
    renderStatements('/ops/statements?month=2026-10');
    const table = await screen.findByRole('table', { name: 'Statements of October 2026' });
    const download = within(table).getByRole('button', {
      name: "Download Saarthi's invoice SC/2026-27/00042 to Krishna River Cabs",
    });
    expect(download).toHaveTextContent('Invoice SC/2026-27/00042');
    // The company whose invoice is not issued yet has none to download.
    expect(
      within(table).getAllByRole('button', { name: /Download Saarthi's invoice/ }),
    ).toHaveLength(1);
    await userEvent.click(download);
    await vi.waitFor(() => expect(saved).toHaveLength(1));
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });

  it('says when no company moved money in the month', async () => {
    mockApi({
      'GET /api/admin/me': operator,
      'GET /api/admin/statements': ({ url }) => ({
        body: {
          success: true,
          month: url.searchParams.get('month'),
          statements: [],
          totals: {
            ...OWED,
            trips: 0,
            gross: 0,
            received: 0,
            offers: 0,
            commission: 0,
            commissionGst: 0,
            owed: 0,
            balance: 0,
          },
        },
      }),
    });
    renderStatements('/ops/statements?month=2026-08');
    expect(
      await screen.findByRole('heading', { name: 'No money moved in August 2026' }),
    ).toBeInTheDocument();
  });

  it("changes a company's commission rate, refusing one with more than two decimals", async () => {
    const krishna = statement('2026-11');
    const sent: unknown[] = [];
    mockApi({
      'GET /api/admin/me': operator,
      'GET /api/admin/statements': ({ url }) => ({
        body: {
          success: true,
          month: url.searchParams.get('month'),
          statements: [{ ...krishna, commissionPercent: sent.length > 0 ? 12.5 : 10 }],
          totals: OWED,
        },
      }),
      [`PATCH /api/admin/companies/${krishna.company._id}/commission`]: ({ body }) => {
        sent.push(body);
        return {
          body: {
            success: true,
            message: 'Commission rate changed: it applies to trips completed from now on',
            code: 'commission_changed',
            company: { _id: krishna.company._id, commissionPercent: 12.5 },
          },
        };
      },
    });
    renderStatements();
    const table = await screen.findByRole('table', { name: 'Statements of November 2026' });
    await userEvent.click(
      within(table).getByRole('button', { name: 'Change the commission of Krishna River Cabs' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Commission of Krishna River Cabs' });
    const rate = within(dialog).getByLabelText('Commission rate');
    expect(rate).toHaveValue(10);
    await userEvent.clear(rate);
    await userEvent.type(rate, '12.555');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save rate' }));
    expect(
      await within(dialog).findByText('Enter a rate from 0 to 30%, with at most two decimals'),
    ).toBeInTheDocument();
    expect(sent).toEqual([]);
    await userEvent.clear(rate);
    await userEvent.type(rate, '12.5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save rate' }));
    expect(
      await screen.findByText('Commission rate changed: it applies to trips completed from now on'),
    ).toBeInTheDocument();
    expect(sent).toEqual([{ percent: 12.5 }]);
    expect(await within(table).findByText(/12\.5% commission/)).toBeInTheDocument();
  });
});
