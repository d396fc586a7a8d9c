import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders } from '../../test/render';
import { FeaturedStrip, OffersStrip, WhySaarthiStrip } from './home-strips';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const featured = [1, 2, 3].map((n) => ({
  _id: id(n),
  title: `Featured ${n}`,
  featuredImageUrl: `/uploads/home/featured-${n}.svg`,
  inEnglish: [],
}));
const offers = [1, 2].map((n) => ({
  _id: id(10 + n),
  title: `Offer ${n}`,
  offerImageUrl: `/uploads/home/offer-${n}.svg`,
  inEnglish: [],
}));
const reasons = [1, 2].map((n) => ({
  _id: id(20 + n),
  title: `Reason ${n}`,
  reasonImageUrl: `/uploads/home/why-${n}.svg`,
  inEnglish: [],
}));

describe('home image strips', () => {
  it('FEATURED: one image per item, alt "Feature N", with its size and lazy loading', async () => {
    const fetch = mockApi({ 'GET /api/featured/allFeatured': { body: featured } });
    renderWithProviders(<FeaturedStrip />);
    expect(screen.getByRole('heading', { name: 'Featured' })).toBeInTheDocument();
    const images = await screen.findAllByRole('img');
    expect(images.map((image) => image.getAttribute('alt'))).toEqual([
      'Feature 1',
      'Feature 2',
      'Feature 3',
    ]);
    expect(images[0]).toHaveAttribute(
      'src',
      expect.stringContaining('/uploads/home/featured-1.svg'),
    );
    expect(images[0]).toHaveAttribute('loading', 'lazy');
    expect(images[0]).toHaveAttribute('width', '1200');
    expect(images[0]).toHaveAttribute('height', '600');
    // docs/product/storefront.md#api-calls: the strip calls send credentials.
    expect(fetch).toHaveBeenCalledWith(
      expect.stringContaining('/api/featured/allFeatured'),
      expect.objectContaining({ credentials: 'include' }),
    );
  });

  it('OFFERS: the list twice back to back, the copy hidden from assistive technology', async () => {
    mockApi({ 'GET /api/offers/allOffer': { body: offers } });
    const { container } = renderWithProviders(<OffersStrip />);
    expect(await screen.findAllByRole('img')).toHaveLength(2);
    const all = container.querySelectorAll('li img');
    expect(all).toHaveLength(4);
    expect([...all].map((image) => image.getAttribute('src'))).toEqual([
      expect.stringContaining('offer-1'),
      expect.stringContaining('offer-2'),
      expect.stringContaining('offer-1'),
      expect.stringContaining('offer-2'),
    ]);
    expect(all[2]!.closest('li')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('img', { name: 'Offer 1' })).toBeInTheDocument();
  });

  it('can be scrolled from the keyboard: the strip takes focus and is named by its heading', async () => {
    mockApi({ 'GET /api/featured/allFeatured': { body: featured } });
    renderWithProviders(<FeaturedStrip />);
    await screen.findAllByRole('img');
    const strip = screen.getByRole('list', { name: 'Featured' });
    expect(strip).toHaveAttribute('tabindex', '0');
  });

  it('Why Saarthi?: doubled as well, under its heading', async () => {
    mockApi({ 'GET /api/whySaarthi/allWhySaarthi': { body: reasons } });
    const { container } = renderWithProviders(<WhySaarthiStrip />);
    expect(screen.getByRole('heading', { name: 'Why Saarthi?' })).toBeInTheDocument();
    await screen.findAllByRole('img');
    expect(container.querySelectorAll('li img')).toHaveLength(4);
  });

  it('a looping strip jumps back to the start when the scroll position reaches half the width', async () => {
    mockApi({ 'GET /api/offers/allOffer': { body: offers } });
    renderWithProviders(<OffersStrip />);
    await screen.findAllByRole('img');
    const strip = screen.getByRole('list');
    Object.defineProperty(strip, 'scrollWidth', { configurable: true, value: 1280 });
    Object.defineProperty(strip, 'scrollLeft', { configurable: true, writable: true, value: 500 });
    fireEvent(strip, new Event('scrollend'));
    expect(strip.scrollLeft).toBe(500);
    strip.scrollLeft = 660;
    fireEvent(strip, new Event('scrollend'));
    expect(strip.scrollLeft).toBe(20);
  });

  it.each([
    ['FEATURED', FeaturedStrip, 'GET /api/featured/allFeatured', 'Failed to load images'],
    ['OFFERS', OffersStrip, 'GET /api/offers/allOffer', 'Failed to load offers'],
    [
      'Why Saarthi?',
      WhySaarthiStrip,
      'GET /api/whySaarthi/allWhySaarthi',
      'Failed to load whySaarthi images',
    ],
  ])(
    '%s: a failed load is logged as "%s" only and the strip stays empty',
    async (_name, Strip, call, message) => {
      const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      mockApi({
        [call]: { status: 500, body: { success: false, message: 'Internal Server Error' } },
      });
      const { container } = renderWithProviders(<Strip />);
      await waitFor(() => expect(logged).toHaveBeenCalledWith(message, expect.any(Error)));
      expect(logged).toHaveBeenCalledTimes(1);
      expect(container.querySelectorAll('img')).toHaveLength(0);
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    },
  );
});
