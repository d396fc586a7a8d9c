import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PartnerReview } from '@shared/contracts/reviews';
import { authToken } from '../../lib/storage';
import { mockApi, renderWithProviders } from '../../test/render';
import { PARTNER_AREA_MESSAGES } from '../area-messages';
import { companyAnswer, outage } from '../test-data';
import { retryAfterOutage } from '../test-helpers';
import { ReviewsPage } from './reviews-page';

/** Test factory: a review as GET /api/partner/reviews answers one. */
function makeReview(overrides: Partial<PartnerReview> = {}): PartnerReview {
  return {
    _id: crypto.randomUUID(),
    car: { _id: crypto.randomUUID(), name: 'Toyota Innova Crysta' },
    author: { name: 'Priya Sharma' },
    rating: 4,
    comment: 'Clean car and a careful driver.\nReached Tirupati on time.',
    createdAt: '2026-03-05T07:30:00.000Z',
    reply: null,
    repliedAt: null,
    ...overrides,
  };
}

const page = (reviews: PartnerReview[], nextCursor: string | null = null) => ({
  body: { success: true, reviews, nextCursor },
});

/**
 * The company's reviews with `review` among them, whose reply is saved as `reply` at `repliedAt`;
 * `sent` holds the bodies the page sent.
 */
function mockReplying(review: PartnerReview, reply: string, repliedAt: string) {
  const sent: unknown[] = [];
  mockApi({
    'GET /api/partner/company': companyAnswer(),
    'GET /api/partner/reviews': page([review]),
    [`POST /api/partner/reviews/${review._id}/reply`]: ({ body }) => {
      sent.push(body);
      return { body: { success: true, review: { ...review, reply, repliedAt } } };
    },
  });
  return sent;
}

function renderReviews() {
  authToken.set('partner-token');
  return renderWithProviders(<ReviewsPage />, {
    messages: PARTNER_AREA_MESSAGES,
    route: '/partner/reviews',
    path: '/partner/reviews',
  });
}

describe('ReviewsPage', () => {
  it('shows each review with its stars, words, car and date, and the reply when there is one', async () => {
    mockApi({
      'GET /api/partner/company': companyAnswer(),
      'GET /api/partner/reviews': ({ headers }) => {
        expect(headers.get('authorization')).toBe('Bearer partner-token');
        return page([
          makeReview(),
          makeReview({
            author: { name: 'Ramesh Naidu' },
            rating: 2,
            comment: 'The AC did not work.',
            car: { _id: crypto.randomUUID(), name: 'Swift Dzire' },
            reply: 'Sorry about that, Ramesh: the AC is repaired now.',
            repliedAt: '2026-03-06T05:00:00.000Z',
          }),
        ]);
      },
    });
    renderReviews();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your reviews…');

    const priya = await screen.findByRole('article', { name: 'Priya Sharma' });
    expect(within(priya).getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(priya).toHaveTextContent('Toyota Innova Crysta');
    expect(priya).toHaveTextContent('Clean car and a careful driver.');
    expect(within(priya).getByText('5 Mar 2026')).toHaveAttribute(
      'datetime',
      '2026-03-05T07:30:00.000Z',
    );
    // No reply yet: the form, which says the reply is public.
    const box = within(priya).getByRole('textbox', { name: 'Reply publicly to Priya Sharma' });
    expect(box).toHaveAccessibleDescription(
      /Everyone who opens this car on Saarthi can read your reply/,
    );

    const ramesh = screen.getByRole('article', { name: 'Ramesh Naidu' });
    expect(within(ramesh).getByRole('img', { name: 'Rated 2 out of 5' })).toBeInTheDocument();
    expect(ramesh).toHaveTextContent('Your public reply · 6 Mar 2026');
    expect(ramesh).toHaveTextContent('Sorry about that, Ramesh: the AC is repaired now.');
    expect(within(ramesh).queryByRole('textbox')).not.toBeInTheDocument();
    expect(
      within(ramesh).getByRole('button', { name: 'Edit reply to Ramesh Naidu' }),
    ).toBeInTheDocument();
  });

  it('publishes a reply and shows it in place of the form', async () => {
    const sent = mockReplying(
      makeReview(),
      'Thank you, Priya! See you on your next trip.',
      '2026-03-06T05:00:00.000Z',
    );
    const user = userEvent.setup();
    renderReviews();
    const card = await screen.findByRole('article', { name: 'Priya Sharma' });
    const box = within(card).getByRole('textbox', { name: 'Reply publicly to Priya Sharma' });
    await user.type(box, '  Thank you, Priya! See you on your next trip.  ');
    expect(card).toHaveTextContent('48 of 1000 characters');
    await user.click(within(card).getByRole('button', { name: 'Publish reply' }));

    expect(await screen.findByText('Your reply is published.')).toBeInTheDocument();
    // Trimmed by the shared rule before sending.
    expect(sent).toEqual([{ reply: 'Thank you, Priya! See you on your next trip.' }]);
    expect(card).toHaveTextContent('Your public reply · 6 Mar 2026');
    expect(card).toHaveTextContent('Thank you, Priya! See you on your next trip.');
    expect(within(card).queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('edits a reply already published', async () => {
    const sent = mockReplying(
      makeReview({ reply: 'Thanks!', repliedAt: '2026-03-06T05:00:00.000Z' }),
      'Thank you, Priya!',
      '2026-03-07T05:00:00.000Z',
    );
    const user = userEvent.setup();
    renderReviews();
    const card = await screen.findByRole('article', { name: 'Priya Sharma' });

    await user.click(within(card).getByRole('button', { name: 'Edit reply to Priya Sharma' }));
    const box = within(card).getByRole('textbox', { name: 'Edit your public reply' });
    expect(box).toHaveValue('Thanks!');
    // Changing one's mind keeps the reply as it was.
    await user.click(within(card).getByRole('button', { name: 'Cancel' }));
    expect(card).toHaveTextContent('Thanks!');

    await user.click(within(card).getByRole('button', { name: 'Edit reply to Priya Sharma' }));
    const again = within(card).getByRole('textbox', { name: 'Edit your public reply' });
    await user.clear(again);
    await user.type(again, 'Thank you, Priya!');
    await user.click(within(card).getByRole('button', { name: 'Save reply' }));

    expect(await screen.findByText('Your reply is updated.')).toBeInTheDocument();
    expect(sent).toEqual([{ reply: 'Thank you, Priya!' }]);
    expect(card).toHaveTextContent('Your public reply · 7 Mar 2026');
  });

  it('refuses a blank reply before sending, and shows why the server refused one', async () => {
    const review = makeReview();
    const api = mockApi({
      'GET /api/partner/company': companyAnswer(),
      'GET /api/partner/reviews': page([review]),
      [`POST /api/partner/reviews/${review._id}/reply`]: {
        status: 404,
        body: { success: false, message: 'Review not found', code: 'review_not_found' },
      },
    });
    const user = userEvent.setup();
    renderReviews();
    const card = await screen.findByRole('article', { name: 'Priya Sharma' });
    const box = within(card).getByRole('textbox', { name: 'Reply publicly to Priya Sharma' });

    await user.type(box, '   ');
    await user.click(within(card).getByRole('button', { name: 'Publish reply' }));
    await waitFor(() => expect(box).toHaveAccessibleDescription(/Please write a reply/));
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(api.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    await user.type(box, 'Thank you!');
    await user.click(within(card).getByRole('button', { name: 'Publish reply' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent('Review not found');
    // The words typed stay, to try again.
    expect(box).toHaveValue('   Thank you!');
  });

  it('says when a reply is too long', async () => {
    mockApi({
      'GET /api/partner/company': companyAnswer(),
      'GET /api/partner/reviews': page([makeReview()]),
    });
    const user = userEvent.setup();
    renderReviews();
    const card = await screen.findByRole('article', { name: 'Priya Sharma' });
    const box = within(card).getByRole('textbox', { name: 'Reply publicly to Priya Sharma' });
    // Pasted, as a long text would be.
    await user.click(box);
    await user.paste('a'.repeat(1001));
    expect(card).toHaveTextContent('1001 of 1000 characters');
    await user.click(within(card).getByRole('button', { name: 'Publish reply' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'Must be at most 1000 characters',
    );
  });

  it('loads more reviews by the cursor', async () => {
    const cursors: (string | null)[] = [];
    mockApi({
      'GET /api/partner/company': companyAnswer(),
      'GET /api/partner/reviews': ({ url }) => {
        const cursor = url.searchParams.get('cursor');
        cursors.push(cursor);
        return cursor === null
          ? page([makeReview()], 'cursor-after-priya')
          : page([makeReview({ author: { name: 'Older Review' } })]);
      },
    });
    const user = userEvent.setup();
    renderReviews();
    await screen.findByRole('article', { name: 'Priya Sharma' });

    await user.click(screen.getByRole('button', { name: 'Load more reviews' }));
    expect(await screen.findByRole('article', { name: 'Older Review' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Load more reviews' })).not.toBeInTheDocument();
    expect(cursors).toEqual([null, 'cursor-after-priya']);
  });

  it('says when there are no reviews yet', async () => {
    mockApi({
      'GET /api/partner/company': companyAnswer(),
      'GET /api/partner/reviews': page([]),
    });
    renderReviews();
    expect(await screen.findByRole('heading', { name: 'No reviews yet' })).toBeInTheDocument();
  });

  it('says when the reviews could not be loaded, and tries again', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reviews = outage(() => page([makeReview()]));
    mockApi({
      'GET /api/partner/company': companyAnswer(),
      'GET /api/partner/reviews': reviews.answer,
    });
    const user = userEvent.setup();
    renderReviews();

    await retryAfterOutage(user, reviews, [
      'We could not load your reviews',
      'Service temporarily unavailable',
    ]);
    expect(await screen.findByRole('article', { name: 'Priya Sharma' })).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('Failed to load the reviews', expect.anything());
  });

  it('lets a suspended company read its reviews but not reply', async () => {
    mockApi({
      'GET /api/partner/company': companyAnswer({ status: 'suspended' }),
      'GET /api/partner/reviews': page([
        makeReview(),
        makeReview({ author: { name: 'Ramesh Naidu' }, reply: 'Thanks!', repliedAt: null }),
      ]),
    });
    renderReviews();
    const priya = await screen.findByRole('article', { name: 'Priya Sharma' });
    expect(within(priya).queryByRole('textbox')).not.toBeInTheDocument();
    expect(priya).toHaveTextContent('Not replied yet.');
    const ramesh = screen.getByRole('article', { name: 'Ramesh Naidu' });
    expect(ramesh).toHaveTextContent('Thanks!');
    expect(within(ramesh).queryByRole('button')).not.toBeInTheDocument();
  });
});
