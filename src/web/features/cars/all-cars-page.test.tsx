import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithProviders } from '../../test/render';
import { allCarsHeading } from './all-cars-filters';
import { AllCarsPage } from './all-cars-page';
import { carListAnswer, makeCar, makeCars } from './test-data';

function requestedFilters(fetchSpy: ReturnType<typeof mockApi>, call = 0) {
  const url = new URL(String(fetchSpy.mock.calls[call]![0]), 'http://localhost');
  return Object.fromEntries(url.searchParams);
}

describe('allCarsHeading', () => {
  it('reads naturally whichever filters are set', () => {
    expect(allCarsHeading({ city: 'Hyderabad', category: 'prime', service_type: 'rental' })).toBe(
      'All prime Cars for rental in Hyderabad',
    );
    expect(allCarsHeading({ city: 'Hyderabad', service_type: 'rental' })).toBe(
      'All Cars for rental in Hyderabad',
    );
    expect(allCarsHeading({ category: 'luxury', service_type: 'rental' })).toBe(
      'All luxury Cars for rental in all cities',
    );
    expect(allCarsHeading({})).toBe('All Cars in all cities');
  });
});

describe('AllCarsPage', () => {
  it('heads the page with the three filters and asks the server for them', async () => {
    const fetchSpy = mockApi({ 'GET /api/cars': { body: carListAnswer([makeCar()]) } });
    renderWithProviders(<AllCarsPage />, {
      route: '/allcars?city=Hyderabad&category=prime&service_type=rental',
    });
    expect(
      screen.getByRole('heading', { level: 1, name: 'All prime Cars for rental in Hyderabad' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Loading cars...')).toBeInTheDocument();
    await screen.findByRole('link', { name: 'Maruti Dzire' });
    expect(requestedFilters(fetchSpy)).toEqual({
      city: 'Hyderabad',
      category: 'prime',
      service_type: 'rental',
      limit: '24',
    });
  });

  it('treats the city "undefined" as no city', async () => {
    const fetchSpy = mockApi({ 'GET /api/cars': { body: carListAnswer([makeCar()]) } });
    renderWithProviders(<AllCarsPage />, {
      route: '/allcars?city=undefined&category=luxury&service_type=rental',
    });
    expect(
      screen.getByRole('heading', { level: 1, name: 'All luxury Cars for rental in all cities' }),
    ).toBeInTheDocument();
    await screen.findByRole('link', { name: 'Maruti Dzire' });
    expect(requestedFilters(fetchSpy)).not.toHaveProperty('city');
    expect(screen.getByRole('combobox', { name: 'City' })).toHaveValue('');
  });

  it('shows name, model, fuel type, seater, new price and image on each card', async () => {
    const car = makeCar({ new_price: 3200 });
    mockApi({ 'GET /api/cars': { body: carListAnswer([car]) } });
    renderWithProviders(<AllCarsPage />, { route: '/allcars?category=prime' });
    const card = within(await screen.findByRole('article'));
    expect(card.getByRole('link', { name: 'Maruti Dzire' })).toHaveAttribute(
      'href',
      `/car/${car._id}`,
    );
    for (const text of ['VXi 2023', 'Petrol', '5 seater', '₹3,200'])
      expect(card.getByText(text)).toBeInTheDocument();
    expect(card.getByRole('img', { name: 'Maruti Dzire VXi 2023' })).toBeInTheDocument();
  });

  it('says "No cars found." when nothing matches', async () => {
    mockApi({ 'GET /api/cars': { body: carListAnswer([]) } });
    renderWithProviders(<AllCarsPage />, { route: '/allcars?city=Guntur' });
    expect(await screen.findByText('No cars found.')).toBeInTheDocument();
  });

  it('loads more cars page by page while the server has more', async () => {
    const fetchSpy = mockApi({
      'GET /api/cars': ({ url }) => {
        const page = Number(url.searchParams.get('page') ?? '1');
        return page === 1
          ? { body: carListAnswer(makeCars(24), { page: 1, hasMore: true }) }
          : {
              body: carListAnswer([makeCar({ car_name: 'Last car' })], { page: 2, hasMore: false }),
            };
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<AllCarsPage />, { route: '/allcars?city=Vijayawada' });
    await screen.findByRole('link', { name: 'Car 24' });
    await user.click(screen.getByRole('button', { name: 'Load more cars' }));
    expect(await screen.findByRole('link', { name: 'Last car' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(25);
    expect(screen.queryByRole('button', { name: 'Load more cars' })).not.toBeInTheDocument();
    expect(requestedFilters(fetchSpy, 1)).toMatchObject({ page: '2', city: 'Vijayawada' });
  });

  it('updates the URL filters from the selects', async () => {
    const fetchSpy = mockApi({ 'GET /api/cars': { body: carListAnswer([makeCar()]) } });
    const user = userEvent.setup();
    renderWithProviders(<AllCarsPage />, { route: '/allcars?city=Vijayawada&service_type=rental' });
    await screen.findByRole('link', { name: 'Maruti Dzire' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'luxury');
    expect(
      screen.getByRole('heading', { level: 1, name: 'All luxury Cars for rental in Vijayawada' }),
    ).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'City' }), '');
    expect(
      screen.getByRole('heading', { level: 1, name: 'All luxury Cars for rental in all cities' }),
    ).toBeInTheDocument();
    await screen.findByRole('link', { name: 'Maruti Dzire' });
    expect(requestedFilters(fetchSpy, fetchSpy.mock.calls.length - 1)).toEqual({
      category: 'luxury',
      service_type: 'rental',
      limit: '24',
    });
    expect(screen.getByRole('option', { name: /Outstation/ })).toBeDisabled();
  });
});
