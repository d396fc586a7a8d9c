import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { StarRating } from './star-rating';

function starsShown(): string[] {
  const display = screen.getByRole('img');
  return [...display.querySelectorAll('[data-star]')].map((star) =>
    star.getAttribute('data-star')!,
  );
}

describe('StarRating', () => {
  it.each([
    [0, ['empty', 'empty', 'empty', 'empty', 'empty'], 'Rated 0 out of 5'],
    [2.5, ['full', 'full', 'half', 'empty', 'empty'], 'Rated 2.5 out of 5'],
    [3.4, ['full', 'full', 'full', 'empty', 'empty'], 'Rated 3.4 out of 5'],
    [3.5, ['full', 'full', 'full', 'half', 'empty'], 'Rated 3.5 out of 5'],
    [4.6, ['full', 'full', 'full', 'full', 'half'], 'Rated 4.6 out of 5'],
    [5, ['full', 'full', 'full', 'full', 'full'], 'Rated 5 out of 5'],
  ])('shows %s as %j', (rating, stars, label) => {
    renderWithProviders(<StarRating rating={rating} />);
    expect(starsShown()).toEqual(stars);
    expect(screen.getByRole('img', { name: label })).toBeInTheDocument();
  });

  it('can show the value as N/5', () => {
    renderWithProviders(<StarRating rating={4.25} showValue />);
    expect(screen.getByText('4.3/5')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 4.3 out of 5' })).toBeInTheDocument();
  });
});
