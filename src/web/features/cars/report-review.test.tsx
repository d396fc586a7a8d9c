import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { authToken } from '../../lib/storage';
import { mockApi, renderWithProviders } from '../../test/render';
import { ReportReview } from './report-review';

const REVIEW = '6f1c4a52-3f1e-4c43-9a54-1a2b3c4d5e6f';

describe('ReportReview', () => {
  it('sends what is wrong with the review and thanks the customer', async () => {
    const sent: unknown[] = [];
    mockApi({
      [`POST /api/feedback/${REVIEW}/report`]: ({ body, headers }) => {
        expect(headers.get('authorization')).toBe('Bearer customer-token');
        sent.push(body);
        return {
          status: 201,
          body: {
            success: true,
            message: 'Thanks: our team will look at this review',
            code: 'report_received',
          },
        };
      },
    });
    authToken.set('customer-token');
    const user = userEvent.setup();
    renderWithProviders(<ReportReview reviewId={REVIEW} author="Suresh Babu" />);

    await user.click(screen.getByRole('button', { name: 'Report the review by Suresh Babu' }));
    const dialog = screen.getByRole('dialog', { name: 'Report this review' });
    await user.type(within(dialog).getByLabelText('What is wrong with it?'), 'bad');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    // The contract's rule, said at the field, which gets the focus.
    const reason = within(dialog).getByLabelText('What is wrong with it?');
    expect(
      await within(dialog).findByText(
        'Tell us what is wrong with this review (at least 5 characters)',
      ),
    ).toBeVisible();
    expect(reason).toHaveAccessibleDescription(
      'Tell us what is wrong with this review (at least 5 characters)',
    );
    expect(reason).toHaveFocus();
    expect(sent).toEqual([]);

    await user.type(
      within(dialog).getByLabelText('What is wrong with it?'),
      ': it insults the driver',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Thanks: our team will look at this review',
    );
    expect(sent).toEqual([{ reason: 'bad: it insults the driver' }]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("shows the server's refusal of the reason at the reason, and any other above the buttons", async () => {
    let answer: 'field' | 'other' = 'field';
    mockApi({
      [`POST /api/feedback/${REVIEW}/report`]: () =>
        answer === 'field'
          ? {
              status: 400,
              body: {
                success: false,
                code: 'validation_failed',
                message: 'Some fields are not valid',
                errors: [{ path: 'body.reason', message: 'Must be at most 500 characters' }],
              },
            }
          : {
              status: 403,
              body: {
                success: false,
                code: 'report_own_review',
                message: 'You cannot report your own review',
              },
            },
    });
    authToken.set('customer-token');
    const user = userEvent.setup();
    renderWithProviders(<ReportReview reviewId={REVIEW} author="Suresh Babu" />);

    await user.click(screen.getByRole('button', { name: 'Report the review by Suresh Babu' }));
    const dialog = screen.getByRole('dialog', { name: 'Report this review' });
    const reason = within(dialog).getByLabelText('What is wrong with it?');
    await user.type(reason, 'It insults the driver');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText('Must be at most 500 characters')).toBeVisible();
    expect(reason).toHaveAccessibleDescription('Must be at most 500 characters');

    answer = 'other';
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'You cannot report your own review',
    );
  });

  it('asks a signed-out visitor to log in first', async () => {
    mockApi({});
    authToken.clear();
    const user = userEvent.setup();
    renderWithProviders(<ReportReview reviewId={REVIEW} author="Suresh Babu" />, {
      route: '/car/car-1',
    });
    await user.click(screen.getByRole('button', { name: 'Report the review by Suresh Babu' }));
    const dialog = screen.getByRole('dialog', { name: 'Report this review' });
    // The login brings the customer back to the car page they were reading.
    expect(within(dialog).getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/user?next=%2Fcar%2Fcar-1',
    );
  });
});
