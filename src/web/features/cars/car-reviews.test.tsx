import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Feedback } from '@shared/contracts/cars';
import { authToken } from '../../lib/storage';
import { mockApi, renderWithProviders } from '../../test/render';
import { CarReviews } from './car-reviews';
import { makeCar, makeFeedback, makeProfile } from './test-data';

describe('CarReviews', () => {
  it("shows the travel company's reply under the review it answers", async () => {
    const car = makeCar();
    mockApi({
      'GET /api/feedback': {
        body: [
          makeFeedback(car, {
            feedback: 'Driver was late.',
            reply: 'Sorry: the driver was caught in traffic at Benz Circle.',
            repliedAt: '2025-01-16T08:00:00.000Z',
          }),
          makeFeedback(car, { feedback: 'Smooth ride.' }),
        ],
      },
    });
    renderWithProviders(<CarReviews car={car} />);
    const [answered, plain] = await screen.findAllByRole('listitem');
    expect(within(answered!).getByText('Reply from Sri Durga Travels')).toBeInTheDocument();
    expect(
      within(answered!).getByText('Sorry: the driver was caught in traffic at Benz Circle.'),
    ).toBeInTheDocument();
    expect(within(plain!).getByText('Smooth ride.')).toBeInTheDocument();
    expect(within(plain!).queryByText(/Reply from/)).not.toBeInTheDocument();
  });

  it('reads an answer from an API that sends no reply fields', async () => {
    const car = makeCar();
    const {
      reply: _reply,
      repliedAt: _repliedAt,
      ...older
    } = makeFeedback(car, {
      feedback: 'From before replies.',
    });
    mockApi({ 'GET /api/feedback': { body: [older] } });
    renderWithProviders(<CarReviews car={car} />);
    expect(await screen.findByText('From before replies.')).toBeInTheDocument();
    expect(screen.queryByText(/Reply from/)).not.toBeInTheDocument();
  });

  it('says the review was updated and shows the edited review when a customer writes again', async () => {
    authToken.set('customer-token');
    const car = makeCar();
    const profile = makeProfile();
    let reviews: Feedback[] = [
      makeFeedback(car, {
        userId: { _id: profile._id, userName: profile.userName },
        rating: 5,
        feedback: 'Lovely trip.',
      }),
    ];
    mockApi({
      'GET /api/feedback': () => ({ body: reviews }),
      'GET /api/user/profile': { body: profile },
      'POST /api/feedback': ({ body }) => {
        const { rating, feedback } = body as { rating: number; feedback: string };
        reviews = [{ ...reviews[0]!, rating, feedback }];
        return {
          status: 200,
          body: {
            success: true,
            message: 'Feedback updated',
            code: 'feedback_updated',
            feedback: reviews[0],
          },
        };
      },
    });
    renderWithProviders(<CarReviews car={car} />);
    expect(await screen.findByText('Lovely trip.')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: '2 stars' }));
    await user.type(screen.getByLabelText('Your review'), 'The AC failed on the way back.');
    await user.click(screen.getByRole('button', { name: 'Submit review' }));

    expect(await screen.findByText('Your review has been updated')).toBeInTheDocument();
    expect(screen.queryByText('Feedback submitted successfully')).not.toBeInTheDocument();
    expect(await screen.findByText('The AC failed on the way back.')).toBeInTheDocument();
    expect(screen.queryByText('Lovely trip.')).not.toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });
});
