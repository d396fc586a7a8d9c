import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { authToken } from '../../lib/storage';
import { mockApi, renderWithProviders } from '../../test/render';
import { OpenDisputes } from './open-disputes';

const dispute = {
  _id: crypto.randomUUID(),
  bookingId: crypto.randomUUID(),
  reference: 'SA-7K3Q9X',
  lineCode: 'tolls_paid',
  lineLabel: 'Tolls paid on the way',
  amount: 120,
  reason: 'I paid the Kaza toll myself, in cash.',
  raisedAt: '2026-11-28T05:00:00.000Z',
  resolvedAt: null,
  resolution: '',
  credited: 0,
  customer: { name: 'Lakshmi Prasanna', phone: '9848012345' },
  company: { name: 'Sri Durga Travels', phone: '9848022334' },
};

describe('OpenDisputes', () => {
  it('lists the open questions and sends the answer the customer and the company read', async () => {
    authToken.set('operator-token');
    let open = [dispute];
    const sent: unknown[] = [];
    mockApi({
      'GET /api/admin/disputes': () => ({ body: { success: true, disputes: open } }),
      [`POST /api/admin/disputes/${dispute._id}/resolve`]: ({ body }) => {
        sent.push(body);
        open = [];
        return {
          body: {
            success: true,
            message: 'Answer sent to the customer and the company',
            code: 'dispute_resolved',
          },
        };
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<OpenDisputes />);
    const section = await screen.findByRole('region', { name: 'Questions about bills' });
    const item = within(section).getByRole('listitem');
    expect(item).toHaveTextContent('SA-7K3Q9X');
    expect(item).toHaveTextContent('Tolls paid on the way (₹120)');
    expect(item).toHaveTextContent('I paid the Kaza toll myself, in cash.');
    expect(within(item).getByRole('link', { name: 'SA-7K3Q9X' })).toHaveAttribute(
      'href',
      `/ops/bookings/${dispute.bookingId}`,
    );

    await user.click(within(item).getByRole('button', { name: 'Answer' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Send answer' }));
    expect(sent).toEqual([]);
    await user.type(
      within(dialog).getByRole('textbox'),
      'The company confirmed it: the toll comes off the bill.',
    );
    // Money given back is whole rupees; the button says how much goes back.
    const credit = within(dialog).getByRole('spinbutton', { name: 'Give back (₹) (optional)' });
    await user.type(credit, '1.5');
    await user.click(within(dialog).getByRole('button', { name: 'Send answer' }));
    expect(
      await within(dialog).findByText('Enter the amount in whole rupees, from 1 to 1000000'),
    ).toBeVisible();
    expect(credit).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
    await user.clear(credit);
    await user.type(credit, '120');
    await user.click(within(dialog).getByRole('button', { name: 'Send answer and credit ₹120' }));
    expect(await screen.findByText('Answer sent to the customer and the company')).toBeVisible();
    expect(sent).toEqual([
      { reason: 'The company confirmed it: the toll comes off the bill.', credit: 120 },
    ]);
    await expect
      .poll(() => screen.queryByRole('region', { name: 'Questions about bills' }))
      .toBeNull();
  });
});
