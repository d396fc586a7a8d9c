import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../lib/i18n/i18n';
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

/** No offer codes today: the strip shows its pictures alone. */
const noCodes = { 'GET /api/offers': { body: { success: true, offers: [] } } };

describe('home image strips', () => {
  it('FEATURED: one card per item, its title drawn over a decorative picture of the given size', async () => {
    const fetch = mockApi({ 'GET /api/featured/allFeatured': { body: featured } });
    const { container } = renderWithProviders(<FeaturedStrip />);
    expect(screen.getByRole('heading', { name: 'Featured' })).toBeInTheDocument();
    const title = await screen.findByText('Featured 1');
    const card = title.closest('li')!;
    // The picture carries no words and the title is said once, as text.
    const image = card.querySelector('img')!;
    expect(image).toHaveAttribute('alt', '');
    expect(screen.queryAllByRole('img')).toHaveLength(0);
    expect(image).toHaveAttribute('src', expect.stringContaining('/uploads/home/featured-1.svg'));
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width', '1200');
    expect(image).toHaveAttribute('height', '600');
    expect([...container.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      'Featured 1',
      'Featured 2',
      'Featured 3',
    ]);
    // docs/product/storefront.md#api-calls: the strip calls send credentials, in the reader's language.
    expect(fetch).toHaveBeenCalledWith(
      expect.stringContaining('/api/featured/allFeatured?lang=en'),
      expect.objectContaining({ credentials: 'include' }),
    );
  });

  describe('in the reader language', () => {
    afterEach(() => changeLanguage('en'));

    it('asks again when the language changes, draws the Telugu title and marks one still in English', async () => {
      const asked: string[] = [];
      mockApi({
        'GET /api/featured/allFeatured': ({ url }) => {
          const lang = url.searchParams.get('lang') ?? '';
          asked.push(lang);
          return {
            body:
              lang === 'te'
                ? [
                    { ...featured[0]!, title: 'తిరుపతి వారాంతపు ప్రయాణాలపై 10% తగ్గింపు' },
                    { ...featured[1]!, inEnglish: ['title'] },
                  ]
                : featured,
          };
        },
      });
      const { container } = renderWithProviders(<FeaturedStrip />);
      expect(await screen.findByText('Featured 1')).not.toHaveAttribute('lang');

      await act(() => changeLanguage('te'));
      const telugu = await screen.findByText('తిరుపతి వారాంతపు ప్రయాణాలపై 10% తగ్గింపు');
      expect(asked).toEqual(['en', 'te']);
      expect(telugu.closest('li')!.querySelector('img')).toHaveAttribute(
        'src',
        expect.stringContaining('featured-1'),
      );
      expect(telugu.closest('p')).not.toHaveAttribute('lang');
      // An English title on a Telugu page is marked, so a screen reader says it as English.
      const english = [...container.querySelectorAll('li p')].find(
        (line) => line.textContent === 'Featured 2',
      );
      expect(english).toHaveAttribute('lang', 'en');
    });
  });

  it('OFFERS: the list twice back to back, the copy hidden from assistive technology', async () => {
    mockApi({ 'GET /api/offers/allOffer': { body: offers }, ...noCodes });
    const { container } = renderWithProviders(<OffersStrip />);
    expect(await screen.findAllByText(/^Offer \d$/)).toHaveLength(4);
    const all = container.querySelectorAll('li img');
    expect(all).toHaveLength(4);
    expect([...all].map((image) => image.getAttribute('src'))).toEqual([
      expect.stringContaining('offer-1'),
      expect.stringContaining('offer-2'),
      expect.stringContaining('offer-1'),
      expect.stringContaining('offer-2'),
    ]);
    expect(all[2]!.closest('li')).toHaveAttribute('aria-hidden', 'true');
    // Only the first copy's titles reach assistive technology.
    expect(screen.getByRole('list').querySelectorAll('li:not([aria-hidden]) p')).toHaveLength(2);
  });

  it('OFFERS: leads from its pictures to the codes a customer can use today', async () => {
    mockApi({
      'GET /api/offers/allOffer': { body: offers },
      'GET /api/offers': {
        body: {
          success: true,
          offers: [
            {
              code: 'FIRST300',
              kind: 'amount',
              value: 300,
              cap: null,
              validFrom: '2026-12-01',
              validTo: '2026-12-31',
              firstTripOnly: true,
              perCustomer: 1,
              cities: [],
            },
            {
              code: 'PRIME10',
              kind: 'percent',
              value: 10,
              cap: 500,
              validFrom: '2026-12-01',
              validTo: '2026-12-31',
              firstTripOnly: false,
              perCustomer: 2,
              cities: ['Vijayawada', 'Guntur'],
            },
          ],
        },
      },
    });
    renderWithProviders(<OffersStrip />);
    const codes = await screen.findByRole('list', { name: 'Offer codes' });
    const [first, second] = within(codes)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === codes);
    expect(first).toHaveTextContent('FIRST300');
    expect(first).toHaveTextContent('₹300 off');
    expect(first).toHaveTextContent('Your first trip with Saarthi only');
    expect(first).toHaveTextContent('Once a customer');
    expect(first).toHaveTextContent('Cars in every city');
    expect(second).toHaveTextContent('10% off the fare, up to ₹500');
    expect(second).toHaveTextContent('Up to 2 times a customer');
    expect(second).toHaveTextContent('Cars in Vijayawada, Guntur');
    expect(screen.getByRole('button', { name: 'Copy the code PRIME10' })).toBeInTheDocument();
    // Every picture of the strip leads to the codes.
    await screen.findAllByText(/^Offer \d$/);
    const links = screen
      .getByRole('list', { name: 'Offers' })
      .querySelectorAll('a[href="#offer-codes"]');
    expect(links).toHaveLength(4);
  });

  it('can be scrolled from the keyboard: the strip takes focus and is named by its heading', async () => {
    mockApi({ 'GET /api/featured/allFeatured': { body: featured } });
    renderWithProviders(<FeaturedStrip />);
    await screen.findAllByText(/^(Featured|Offer|Reason) \d$/);
    const strip = screen.getByRole('list', { name: 'Featured' });
    expect(strip).toHaveAttribute('tabindex', '0');
  });

  it('Why Saarthi?: doubled as well, under its heading', async () => {
    mockApi({ 'GET /api/whySaarthi/allWhySaarthi': { body: reasons } });
    const { container } = renderWithProviders(<WhySaarthiStrip />);
    expect(screen.getByRole('heading', { name: 'Why Saarthi?' })).toBeInTheDocument();
    await screen.findAllByText(/^(Featured|Offer|Reason) \d$/);
    expect(container.querySelectorAll('li img')).toHaveLength(4);
  });

  it('a looping strip jumps back to the start when the scroll position reaches half the width', async () => {
    mockApi({ 'GET /api/offers/allOffer': { body: offers }, ...noCodes });
    renderWithProviders(<OffersStrip />);
    await screen.findAllByText(/^(Featured|Offer|Reason) \d$/);
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
        ...noCodes,
      });
      const { container } = renderWithProviders(<Strip />);
      await waitFor(() => expect(logged).toHaveBeenCalledWith(message, expect.any(Error)));
      expect(logged).toHaveBeenCalledTimes(1);
      expect(container.querySelectorAll('img')).toHaveLength(0);
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    },
  );
});
