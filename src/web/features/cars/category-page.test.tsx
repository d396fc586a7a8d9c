import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@shared/constants';
import { mockApi, renderWithProviders } from '../../test/render';
import { CategoryPage } from './category-page';
import { carListAnswer, makeCar } from './test-data';

function carsApi({ hasMore = true } = {}) {
  return mockApi({
    'GET /api/cars': ({ url }) => ({
      body: carListAnswer(
        [
          makeCar({
            car_name: `Car in ${url.searchParams.get('city')}`,
            city: url.searchParams.get('city')!,
          }),
        ],
        { hasMore, total: hasMore ? 9 : 1 },
      ),
    }),
  });
}

describe('CategoryPage', () => {
  it('titles the page with the category in capitals and locks every service type but rental', async () => {
    carsApi();
    renderWithProviders(<CategoryPage category="prime" />, { route: '/prime' });
    expect(screen.getByRole('heading', { level: 1, name: 'PRIME' })).toBeInTheDocument();
    const rental = screen.getByRole('tab', { name: 'Rental' });
    expect(rental).toHaveAttribute('aria-selected', 'true');
    for (const name of [/Outstation/, /Airport Transfer/, /Weddings & Events/]) {
      const tab = screen.getByRole('tab', { name });
      expect(tab).toHaveAttribute('aria-disabled', 'true');
      expect(tab).toHaveAttribute('aria-selected', 'false');
      expect(tab).toHaveTextContent('Premium');
      expect(tab).toHaveAccessibleDescription(/coming soon for premium members/i);
    }
    await screen.findByRole('link', { name: 'Car in Vijayawada' });
  });

  it('moves between tabs with the arrow keys', async () => {
    carsApi();
    const user = userEvent.setup();
    renderWithProviders(<CategoryPage category="prime" />, { route: '/prime' });
    screen.getByRole('tab', { name: 'Rental' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: /Outstation/ })).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: /Weddings/ })).toHaveFocus();
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
    expect(screen.getByRole('link', { name: /See More/ })).toHaveAttribute(
      'href',
      '/allcars?city=Hyderabad&category=luxury&service_type=rental',
    );
    expect(screen.getByText('9 cars')).toBeInTheDocument();
  });

  it('says the searched trip and carries it to each car and to See More', async () => {
    carsApi();
    renderWithProviders(<CategoryPage category="prime" />, {
      route: '/prime?trip=airport&date=2099-12-01',
    });
    const car = await screen.findByRole('link', { name: 'Car in Vijayawada' });
    expect(
      screen.getByText('Your trip: Airport Transfer, pickup Tue, 1 Dec, 2099'),
    ).toBeInTheDocument();
    expect(car.getAttribute('href')).toMatch(/^\/car\/[\w-]+\?trip=airport&date=2099-12-01$/);
    expect(screen.getByRole('link', { name: /See More/ }).getAttribute('href')).toContain(
      'service_type=rental&trip=airport&date=2099-12-01',
    );
  });

  it('carries its refinements and order to See More, shown only when there are more cars', async () => {
    const fetchSpy = carsApi();
    const { unmount } = renderWithProviders(<CategoryPage category="prime" />, {
      route: '/prime?language=Telugu&sort=price_high',
    });
    await screen.findByRole('link', { name: 'Car in Vijayawada' });
    expect(String(fetchSpy.mock.calls[0]![0])).toContain('language=Telugu&sort=price_high');
    expect(screen.getByRole('link', { name: /See More/ })).toHaveAttribute(
      'href',
      '/allcars?city=Vijayawada&category=prime&service_type=rental&language=Telugu&sort=price_high',
    );
    unmount();

    carsApi({ hasMore: false });
    renderWithProviders(<CategoryPage category="prime" />, { route: '/prime' });
    await screen.findByRole('link', { name: 'Car in Vijayawada' });
    expect(screen.getByText('1 car')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /See More/ })).not.toBeInTheDocument();
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
});
