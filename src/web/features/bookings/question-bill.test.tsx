import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Booking } from '@shared/contracts/bookings';
import { authToken } from '../../lib/storage';
import { mockApi, renderWithProviders } from '../../test/render';
import { QuestionBill } from './question-bill';
import { makeBooking } from './test-data';

function billedTrip(until: string): Booking {
  const trip = makeBooking({ status: 'completed' });
  return {
    ...trip,
    bill: {
      ...trip.quote,
      lines: trip.quote.lines.map((line) => ({ ...line, quoted: line.amount })),
      basis: 'readings',
      credited: 0,
      paid: 0,
      due: trip.quote.total,
    },
    disputableUntil: until,
  };
}

describe('QuestionBill', () => {
  it('sends the line and what is wrong, refusing a reason too short first', async () => {
    authToken.set('customer-token');
    const trip = billedTrip(new Date(Date.now() + 3_600_000).toISOString());
    const sent: unknown[] = [];
    mockApi({
      [`POST /api/bookings/${trip._id}/disputes`]: ({ body }) => {
        sent.push(body);
        return {
          status: 201,
          body: {
            success: true,
            message: "Your question reached Saarthi's team: the answer will show here",
            code: 'dispute_raised',
            booking: trip,
          },
        };
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<QuestionBill trip={trip} />);
    await user.click(screen.getByRole('button', { name: 'Question a line' }));
    const dialog = await screen.findByRole('dialog', { name: 'Question a line of the bill' });
    const firstLine = trip.bill!.lines.find((line) => line.code !== 'gst' && line.amount > 0)!;
    expect(within(dialog).getByLabelText('Line')).toHaveValue(firstLine.code);
    await user.type(within(dialog).getByLabelText('What is wrong with it?'), 'too much');
    await user.click(within(dialog).getByRole('button', { name: 'Send question' }));
    expect(
      await within(dialog).findByText('Say what is wrong in 10 to 500 characters'),
    ).toBeVisible();
    expect(sent).toEqual([]);
    await user.type(within(dialog).getByLabelText('What is wrong with it?'), ' for 60 km driven');
    await user.click(within(dialog).getByRole('button', { name: 'Send question' }));
    expect(
      await screen.findByText("Your question reached Saarthi's team: the answer will show here"),
    ).toBeVisible();
    expect(sent).toEqual([{ lineCode: firstLine.code, reason: 'too much for 60 km driven' }]);
  });

  it('is gone once the 48 hours are over', () => {
    renderWithProviders(
      <QuestionBill trip={billedTrip(new Date(Date.now() - 1000).toISOString())} />,
    );
    expect(screen.queryByRole('button', { name: 'Question a line' })).toBeNull();
  });
});
