import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithProviders } from '../../test/render';
import { HomePage } from './home-page';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe('HomePage', () => {
  it('has one h1 and the sections in the spec order', async () => {
    mockApi({
      'GET /api/offers': { body: { success: true, offers: [] } },
      'GET /api/featured/allFeatured': {
        body: [
          {
            _id: id(1),
            title: 'Temple run',
            featuredImageUrl: '/uploads/home/f.svg',
            inEnglish: [],
          },
        ],
      },
      'GET /api/offers/allOffer': {
        body: [
          {
            _id: id(2),
            title: 'Monsoon deal',
            offerImageUrl: '/uploads/home/o.svg',
            inEnglish: [],
          },
        ],
      },
      'GET /api/whySaarthi/allWhySaarthi': {
        body: [
          {
            _id: id(3),
            title: 'Verified drivers',
            reasonImageUrl: '/uploads/home/w.svg',
            inEnglish: [],
          },
        ],
      },
      'GET /api/comments': { body: [] },
    });
    renderWithProviders(<HomePage />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Find Your Perfect Ride');
    // Each strip's titles are text over its pictures (the offers and reasons twice, as they loop).
    await screen.findByText('Temple run');
    expect(await screen.findAllByText('Monsoon deal')).toHaveLength(2);
    expect(await screen.findAllByText('Verified drivers')).toHaveLength(2);

    const sections = screen
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    const order = ['Featured', 'Offers', 'Why Saarthi?', 'Happy Customers'].map((name) =>
      sections.indexOf(name),
    );
    expect(order.every((index) => index >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    // The service strip and the further section come before the strips.
    expect(sections.indexOf('More from Saarthi')).toBeLessThan(order[0]!);
  });
});
