import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { SiteReview } from '@shared/contracts/home';
import { mockApi, renderWithProviders } from '../../test/render';
import { HappyCustomers } from './happy-customers';

let next = 0;
function review(overrides: Partial<SiteReview> = {}): SiteReview {
  next += 1;
  return {
    _id: `00000000-0000-4000-8000-${String(next).padStart(12, '0')}`,
    userName: `Customer ${next}`,
    comment: 'Driver was on time and very polite.',
    websiteRating: 5,
    verified: false,
    createdAt: '2026-01-01T10:00:00.000Z',
    ...overrides,
  };
}

describe('HappyCustomers', () => {
  it('shows each review with its name, comment, "N/5" rating and verified flag', async () => {
    mockApi({
      'GET /api/comments': {
        body: [
          review({
            userName: 'Lakshmi Reddy',
            comment: 'Smooth booking to Tirupati.',
            websiteRating: 4,
            verified: true,
          }),
          review({ userName: 'Arjun', comment: 'Clean car.', websiteRating: 3, verified: false }),
        ],
      },
    });
    renderWithProviders(<HappyCustomers />);
    expect(screen.getByRole('heading', { name: 'Happy Customers' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading reviews');

    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(2);
    const first = within(cards[0]!);
    expect(first.getByRole('heading', { name: 'Lakshmi Reddy' })).toBeInTheDocument();
    expect(first.getByText('Smooth booking to Tirupati.')).toBeInTheDocument();
    expect(first.getByText('4/5')).toBeInTheDocument();
    expect(first.getByText('Verified')).toBeInTheDocument();
    const second = within(cards[1]!);
    expect(second.getByText('3/5')).toBeInTheDocument();
    expect(second.getByText('Not Verified')).toBeInTheDocument();
    expect(second.queryByText('Verified')).not.toBeInTheDocument();
  });

  it('invites the first review when there are none', async () => {
    mockApi({ 'GET /api/comments': { body: [] } });
    renderWithProviders(<HappyCustomers />);
    expect(await screen.findByText(/No reviews yet/)).toBeInTheDocument();
  });

  it('logs "Error fetching comments:" when the list fails and still offers the form', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({
      'GET /api/comments': {
        status: 500,
        body: { success: false, message: 'Internal Server Error' },
      },
    });
    renderWithProviders(<HappyCustomers />);
    await waitFor(() =>
      expect(logged).toHaveBeenCalledWith('Error fetching comments:', expect.any(Error)),
    );
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    // The form loads on its own, after the list (DeferredReviewForm).
    expect(
      await screen.findByPlaceholderText('Your Name', undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('reloads the list after a review is submitted', async () => {
    const reviews = [review({ userName: 'Lakshmi' })];
    const fetch = mockApi({
      'GET /api/comments': () => ({ body: reviews }),
      'POST /api/comments': ({ body }) => {
        const created = review({ ...(body as Partial<SiteReview>), verified: false });
        reviews.unshift(created);
        return {
          status: 201,
          body: {
            success: true,
            message: 'Thank you for your review!',
            code: 'site_review_thanks',
            comment: created,
          },
        };
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<HappyCustomers />);
    await screen.findByRole('heading', { name: 'Lakshmi' });

    await user.type(await screen.findByLabelText('Name', undefined, { timeout: 5000 }), 'Padma');
    await user.type(screen.getByLabelText('Comment'), 'Great driver.');
    await user.type(screen.getByLabelText('Rating'), '4');
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));

    expect(await screen.findByRole('heading', { name: 'Padma' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(
      fetch.mock.calls.filter(
        ([url, init]) => String(url).endsWith('/api/comments') && (init?.method ?? 'GET') === 'GET',
      ),
    ).toHaveLength(2);
  });
});
