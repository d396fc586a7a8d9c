import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Promotion } from '@shared/contracts/promotions-admin';
import { authToken } from '../../lib/storage';
import { mockApi, renderWithProviders } from '../../test/render';
import { PromotionsPage } from './promotions-page';

// 2 December 2026, noon in India.
const NOW = new Date('2026-12-02T06:30:00.000Z');

const operator = {
  body: {
    success: true,
    operator: { id: crypto.randomUUID(), name: 'Saarthi Operations', email: 'ops@saarthi.in' },
  },
};

function promotion(overrides: Partial<Promotion> = {}): Promotion {
  return {
    _id: crypto.randomUUID(),
    code: 'FIRST300',
    kind: 'amount',
    value: 300,
    cap: null,
    validFrom: '2026-12-01',
    validTo: '2026-12-31',
    firstTripOnly: true,
    perCustomer: 1,
    totalLimit: 1000,
    cities: [],
    reserved: 4,
    used: 12,
    spent: 3600,
    endedAt: null,
    createdAt: '2026-12-01T04:30:00.000Z',
    ...overrides,
  };
}

function renderPage() {
  authToken.set('operator-token');
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  return renderWithProviders(<PromotionsPage />, { route: '/ops/offers', path: '/ops/offers' });
}

describe('PromotionsPage', () => {
  it('lists the offers with their uses and cost, and ends one after asking', async () => {
    const first = promotion();
    let ended = false;
    mockApi({
      'GET /api/admin/me': operator,
      'GET /api/admin/promotions': () => ({
        body: {
          success: true,
          promotions: [
            ended ? { ...first, endedAt: '2026-12-02T06:30:00.000Z' } : first,
            promotion({ code: 'OLD100', validTo: '2026-11-30', validFrom: '2026-11-01' }),
          ],
        },
      }),
      [`POST /api/admin/promotions/${first._id}/end`]: () => {
        ended = true;
        return {
          body: {
            success: true,
            message: 'Offer ended: bookings holding it keep it',
            code: 'promotion_ended',
            promotion: first,
          },
        };
      },
    });
    renderPage();
    const table = await screen.findByRole('table', { name: 'Offers, newest first' });
    const [, row, old] = within(table).getAllByRole('row');
    expect(row).toHaveTextContent('FIRST300');
    expect(row).toHaveTextContent('₹300 off');
    expect(row).toHaveTextContent('Your first trip with Saarthi only');
    expect(row).toHaveTextContent('12 used, 4 held, of 1,000');
    expect(row).toHaveTextContent('₹3,600');
    expect(row).toHaveTextContent('Running');
    expect(old).toHaveTextContent('Over');
    expect(within(old!).queryByRole('button')).not.toBeInTheDocument();

    await userEvent.click(within(row!).getByRole('button', { name: 'End the offer FIRST300' }));
    const dialog = screen.getByRole('dialog', { name: 'End the offer FIRST300?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'End offer' }));
    expect(await screen.findByText('Offer ended: bookings holding it keep it')).toBeInTheDocument();
    expect(await within(table).findByText('Ended')).toBeInTheDocument();
  });

  it('creates an offer from the dialog, with the problems at their fields first', async () => {
    const sent: unknown[] = [];
    mockApi({
      'GET /api/admin/me': operator,
      'GET /api/admin/promotions': { body: { success: true, promotions: [] } },
      'POST /api/admin/promotions': ({ body }) => {
        sent.push(body);
        return {
          status: 201,
          body: {
            success: true,
            message: 'Offer created: customers can use it from its first day',
            code: 'promotion_created',
            promotion: promotion({ code: 'PRIME10' }),
          },
        };
      },
    });
    renderPage();
    expect(await screen.findByText('No offers yet')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'New offer' }));
    const dialog = screen.getByRole('dialog', { name: 'New offer' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create offer' }));
    expect(
      within(dialog).getByText('Enter the offer code: 4 to 20 letters and digits'),
    ).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText(/^Code/), 'prime10');
    await userEvent.selectOptions(within(dialog).getByLabelText('Kind'), 'percent');
    await userEvent.type(within(dialog).getByLabelText('Percentage'), '10');
    await userEvent.type(within(dialog).getByLabelText(/Most rupees off/), '500');
    await userEvent.type(within(dialog).getByLabelText('Uses in all'), '200');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Guntur' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create offer' }));
    expect(
      await screen.findByText('Offer created: customers can use it from its first day'),
    ).toBeInTheDocument();
    expect(sent).toEqual([
      {
        code: 'PRIME10',
        kind: 'percent',
        value: 10,
        cap: 500,
        validFrom: '2026-12-02',
        validTo: '2027-01-01',
        firstTripOnly: false,
        perCustomer: 1,
        totalLimit: 200,
        cities: ['Guntur'],
      },
    ]);
  });
});
