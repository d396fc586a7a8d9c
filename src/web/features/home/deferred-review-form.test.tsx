import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithProviders } from '../../test/render';
import { DeferredReviewForm } from './deferred-review-form';

describe('DeferredReviewForm', () => {
  it('keeps the form out of the first render, then brings it in', async () => {
    mockApi({});
    renderWithProviders(<DeferredReviewForm />);
    expect(screen.queryByRole('form', { name: 'Share your experience' })).not.toBeInTheDocument();
    expect(
      await screen.findByRole('form', { name: 'Share your experience' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Your Name')).toBeInTheDocument();
  });
});
