import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@shared/constants';
import { changeLanguage, loadArea } from '../../lib/i18n/i18n';
import { mockApi, renderWithProviders } from '../../test/render';
import { CategoryPage } from './category-page';
import { carListAnswer, makeCar, makeCars } from './test-data';

/** The page's six cars of nine (or its only car), the first named after the city asked. */
function carsApi({ hasMore = true } = {}) {
  return mockApi({
    'GET /api/cars': ({ url }) => {
      const city = url.searchParams.get('city')!;
      const first = makeCar({ car_name: `Car in ${city}`, city });
      const others = hasMore
        ? makeCars(5, { city }).map((car, n) => ({ ...car, car_name: `Other car ${n}` }))
        : [];
      return {
        body: carListAnswer([first, ...others], { hasMore, total: hasMore ? 9 : 1 }),
      };
    },
  });
}

const seeAll = (name: string | RegExp = /^see all 9 /) => screen.getByRole('link', { name });

describe('CategoryPage', () => {
  it('titles the page with the category in capitals, with no locked service types', async () => {
    carsApi();
    renderWithProviders(<CategoryPage category="prime" />, { route: '/prime' });
    expect(screen.getByRole('heading', { level: 1, name: 'PRIME' })).toBeInTheDocument();
    await screen.findByRole('link', { name: 'Car in Vijayawada' });
    // Every trip type is offered for real: nothing is shown locked as "coming soon".
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(screen.queryByText(/coming soon/i)).not.toBeInTheDocument();
    expect(screen.queryByText('Premium')).not.toBeInTheDocument();
  });

  it('uses the city from navigation state and remembers it', async () => {
    const fetchSpy = carsApi();
    renderWithProviders(<CategoryPage category="luxury" />, {
      route: '/luxury',
      state: { city: 'Hyderabad', category: 'luxury' },
    });
    expect(screen.getByText('HYDERABAD')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Car in Hyderabad' })).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.selectedCity)).toBe('Hyderabad');
    expect(String(fetchSpy.mock.calls[0]![0])).toContain('category=luxury');
    expect(seeAll('see all 9 luxury cars in Hyderabad')).toHaveAttribute(
      'href',
      '/allcars?city=Hyderabad&category=luxury&service_type=rental',
    );
    // Six shown of nine, said once: the refinements bar does not repeat "9 cars".
    expect(seeAll().parentElement).toHaveTextContent(
      /^6 of 9 — see all 9 luxury cars in Hyderabad$/,
    );
    expect(screen.queryByText('9 cars')).not.toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Luxury cars with a driver in Hyderabad' }),
    ).toBeInTheDocument();
  });

  it('says the searched trip and carries it to each car and to the whole list', async () => {
    carsApi();
    renderWithProviders(<CategoryPage category="prime" />, {
      route: '/prime?trip=airport&date=2099-12-01',
    });
    const car = await screen.findByRole('link', { name: 'Car in Vijayawada' });
    expect(
      screen.getByText('Your trip: Airport Transfer, pickup Tue, 1 Dec, 2099'),
    ).toBeInTheDocument();
    expect(car.getAttribute('href')).toMatch(/^\/car\/[\w-]+\?trip=airport&date=2099-12-01$/);
    expect(seeAll().getAttribute('href')).toContain(
      'service_type=rental&trip=airport&date=2099-12-01',
    );
  });

  it('carries its refinements and order to the whole list, offered only when there are more cars', async () => {
    const fetchSpy = carsApi();
    const { unmount } = renderWithProviders(<CategoryPage category="prime" />, {
      route: '/prime?language=Telugu&sort=price_high',
    });
    await screen.findByRole('link', { name: 'Car in Vijayawada' });
    expect(String(fetchSpy.mock.calls[0]![0])).toContain('language=Telugu&sort=price_high');
    expect(seeAll('see all 9 prime cars in Vijayawada')).toHaveAttribute(
      'href',
      '/allcars?city=Vijayawada&category=prime&service_type=rental&language=Telugu&sort=price_high',
    );
    unmount();

    carsApi({ hasMore: false });
    renderWithProviders(<CategoryPage category="prime" />, { route: '/prime' });
    await screen.findByRole('link', { name: 'Car in Vijayawada' });
    expect(screen.getByText('1 car')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /see all/i })).not.toBeInTheDocument();
    expect(screen.queryByText(/ of /)).not.toBeInTheDocument();
  });

  it('falls back to the remembered city, then to Vijayawada', async () => {
    carsApi();
    localStorage.setItem(STORAGE_KEYS.selectedCity, 'Tirupati');
    const { unmount } = renderWithProviders(<CategoryPage category="regular" />, {
      route: '/regular',
      state: { city: 'Atlantis' },
    });
    expect(screen.getByText('TIRUPATI')).toBeInTheDocument();
    await screen.findByRole('link', { name: 'Car in Tirupati' });
    unmount();
    localStorage.clear();
    renderWithProviders(<CategoryPage category="regular" />, { route: '/regular' });
    expect(screen.getByText('VIJAYAWADA')).toBeInTheDocument();
    await screen.findByRole('link', { name: 'Car in Vijayawada' });
    expect(localStorage.getItem(STORAGE_KEYS.selectedCity)).toBe('Vijayawada');
  });

  it('switches city from the banner and remembers the choice', async () => {
    carsApi();
    const user = userEvent.setup();
    renderWithProviders(<CategoryPage category="prime" />, { route: '/prime' });
    await screen.findByRole('link', { name: 'Car in Vijayawada' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'City' }), 'Guntur');
    expect(screen.getByText('GUNTUR')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Car in Guntur' })).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.selectedCity)).toBe('Guntur'));
  });

  it('says "6 of 9" with the category and the city in Telugu and Hindi', async () => {
    carsApi();
    await changeLanguage('te');
    await loadArea('cars');
    try {
      const { unmount } = renderWithProviders(<CategoryPage category="prime" />, {
        route: '/prime',
      });
      const telugu = await screen.findByRole('link', {
        name: 'విజయవాడ‌లోని మొత్తం 9 ప్రైమ్ కార్లను చూడండి',
      });
      expect(telugu.parentElement).toHaveTextContent('9‌లో 6 — విజయవాడ‌లోని మొత్తం 9 ప్రైమ్ కార్లను చూడండి');
      expect(
        screen.getByRole('heading', { level: 2, name: 'విజయవాడ‌లో డ్రైవర్‌తో ప్రైమ్ కార్లు' }),
      ).toBeInTheDocument();
      unmount();

      await changeLanguage('hi');
      await loadArea('cars');
      renderWithProviders(<CategoryPage category="prime" />, { route: '/prime' });
      const hindi = await screen.findByRole('link', {
        name: 'विजयवाड़ा की सभी 9 प्राइम कारें देखें',
      });
      expect(hindi.parentElement).toHaveTextContent('9 में से 6 — विजयवाड़ा की सभी 9 प्राइम कारें देखें');
    } finally {
      await changeLanguage('en');
    }
  });

  it('searches the cars free for the trip, with each one’s price, and offers the trip’s order', async () => {
    const fetchSpy = mockApi({
      'GET /api/cars': {
        body: carListAnswer(
          [
            makeCar({ car_name: 'Innova', trip: { total: 7400, currency: 'INR', allIn: true } }),
            makeCar({ car_name: 'Ertiga', trip: { total: 5200, currency: 'INR', allIn: false } }),
          ],
          { total: 2 },
        ),
      },
    });
    renderWithProviders(<CategoryPage category="prime" />, {
      route:
        '/prime?trip=outstation&date=2099-12-05&time=06:00&return_date=2099-12-06&return_time=21:00&to=tirupati',
    });
    const innova = await screen.findByRole('link', { name: 'Innova' });
    const asked = new URL(String(fetchSpy.mock.calls[0]![0]), 'http://localhost').searchParams;
    expect(Object.fromEntries(asked)).toMatchObject({
      pickup_at: '2099-12-05T06:00:00+05:30',
      return_at: '2099-12-06T21:00:00+05:30',
      trip_type: 'outstation',
      to: 'tirupati',
    });
    const card = innova.closest('article')!;
    expect(card).toHaveTextContent('₹7,400 for your trip (all-in)');
    expect(card).toHaveTextContent('Free for your dates');
    // Without its tolls and permits known, the total is not called all-in.
    const ertiga = screen.getByRole('link', { name: 'Ertiga' }).closest('article')!;
    expect(ertiga).toHaveTextContent('₹5,200 for your trip');
    expect(ertiga).not.toHaveTextContent('all-in');
    expect(screen.getByText('2 cars free for your dates')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Trip price: low to high' })).toBeInTheDocument();
  });

  it('says why a trip cannot be searched, in the reader’s words, with the way to change it', async () => {
    mockApi({
      'GET /api/cars': {
        status: 400,
        body: {
          success: false,
          message: 'Pickup must be at least 2 hours from now',
          code: 'validation_failed',
          errors: [
            {
              path: 'querystring.pickup_at',
              code: 'pickup_too_soon',
              message: 'Pickup must be at least 2 hours from now',
              params: { hours: 2 },
            },
          ],
        },
      },
    });
    renderWithProviders(<CategoryPage category="prime" />, {
      route:
        '/prime?trip=airport&date=2099-12-01&time=09:00&return_date=2099-12-01&return_time=12:00',
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Pickup must be at least 2 hours from now');
    const change = screen.getByRole('link', { name: 'Change your trip' });
    expect(decodeURIComponent(change.getAttribute('href')!)).toBe(
      '/?trip=airport&date=2099-12-01&time=09:00&return_date=2099-12-01&return_time=12:00',
    );
    // Trying the same search again would be refused again: no "Try again".
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});
