import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminReport, AdminReview } from '@shared/contracts/moderation';
import { authToken } from '../../lib/storage';
import { mockApi, renderWithProviders } from '../../test/render';
import { ModerationPage } from './moderation-page';

const operator = {
  body: {
    success: true,
    operator: { id: crypto.randomUUID(), name: 'Saarthi Operations', email: 'ops@saarthi.in' },
  },
};

function makeReview(overrides: Partial<AdminReview> = {}): AdminReview {
  return {
    _id: crypto.randomUUID(),
    rating: 1,
    comment: 'The driver was rude and the car smelled of smoke.',
    reply: '',
    customer: { _id: crypto.randomUUID(), name: 'Suresh Babu' },
    car: { _id: crypto.randomUUID(), name: 'Toyota Innova Crysta' },
    company: { _id: crypto.randomUUID(), travelsName: 'Sri Durga Travels' },
    hiddenAt: null,
    hiddenReason: '',
    openReports: 1,
    createdAt: '2026-11-20T09:30:00.000Z',
    ...overrides,
  };
}

function renderPage(route = '/ops/moderation') {
  authToken.set('operator-token');
  return renderWithProviders(<ModerationPage />, { route, path: '/ops/moderation' });
}

describe('ModerationPage', () => {
  it('shows the reports first and hides the reported review with a reason', async () => {
    const review = makeReview();
    const report: AdminReport = {
      _id: crypto.randomUUID(),
      reason: 'It names the driver and insults him.',
      reporter: { _id: crypto.randomUUID(), name: 'Lakshmi Prasanna' },
      review,
      createdAt: '2026-11-21T09:30:00.000Z',
    };
    let open = [report];
    const hidden: unknown[] = [];
    mockApi({
      'GET /api/admin/me': operator,
      'GET /api/admin/reports': () => ({ body: { success: true, reports: open } }),
      [`POST /api/admin/feedback/${review._id}/hide`]: ({ body }) => {
        hidden.push(body);
        open = [];
        return {
          body: {
            success: true,
            message: 'Review hidden: it has left the car page and the rating',
            code: 'review_hidden',
            review: { ...review, hiddenAt: '2026-11-22T09:30:00.000Z' },
          },
        };
      },
    });
    const user = userEvent.setup();
    renderPage();

    const card = await screen.findByRole('article', {
      name: 'Suresh Babu on Toyota Innova Crysta',
    });
    expect(card).toHaveTextContent('It names the driver and insults him.');
    expect(card).toHaveTextContent('Reported by Lakshmi Prasanna');
    expect(screen.getByRole('button', { name: 'Reports (1)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await user.click(
      within(card).getByRole('button', { name: 'Hide Suresh Babu · Toyota Innova Crysta' }),
    );
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('Reason'), 'Insults the driver by name.');
    await user.click(within(dialog).getByRole('button', { name: 'Hide' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(hidden).toEqual([{ reason: 'Insults the driver by name.' }]);
    expect(
      screen.getByText('Review hidden: it has left the car page and the rating'),
    ).toBeVisible();
    expect(await screen.findByText(/No report is waiting/)).toBeVisible();
  });

  it('lists hidden reviews with their reason, to restore', async () => {
    const review = makeReview({ hiddenAt: '2026-11-22T09:30:00.000Z', hiddenReason: 'Abuse.' });
    let restored = false;
    mockApi({
      'GET /api/admin/me': operator,
      'GET /api/admin/reports': { body: { success: true, reports: [] } },
      'GET /api/admin/feedback': ({ url }) => {
        expect(url.searchParams.get('state')).toBe('hidden');
        return { body: { success: true, reviews: restored ? [] : [review] } };
      },
      [`POST /api/admin/feedback/${review._id}/restore`]: () => {
        restored = true;
        return {
          body: {
            success: true,
            message: 'Review restored',
            code: 'review_restored',
            review: { ...review, hiddenAt: null, hiddenReason: '' },
          },
        };
      },
    });
    const user = userEvent.setup();
    renderPage('/ops/moderation?section=reviews&state=hidden');

    const card = await screen.findByRole('article', {
      name: 'Suresh Babu on Toyota Innova Crysta',
    });
    expect(card).toHaveTextContent('Hidden: Abuse.');
    await user.click(
      within(card).getByRole('button', { name: 'Restore Suresh Babu · Toyota Innova Crysta' }),
    );
    expect(await screen.findByText('Review restored')).toBeVisible();
    expect(await screen.findByText('No reviews here.')).toBeVisible();
  });

  it('searches the reviews by their words, trimmed, as the server reads them', async () => {
    const asked: (string | null)[] = [];
    mockApi({
      'GET /api/admin/me': operator,
      'GET /api/admin/reports': { body: { success: true, reports: [] } },
      'GET /api/admin/feedback': ({ url }) => {
        asked.push(url.searchParams.get('q'));
        return { body: { success: true, reviews: [] } };
      },
    });
    const user = userEvent.setup();
    renderPage('/ops/moderation?section=reviews');

    const search = await screen.findByRole('searchbox', { name: 'Search reviews' });
    await user.type(search, '  smoke  ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No review matches.')).toBeVisible();
    expect(asked.at(-1)).toBe('smoke');

    // The box takes no more than the server reads.
    expect(search).toHaveAttribute('maxLength', '100');
  });
});
