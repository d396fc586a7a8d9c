import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithProviders } from '../../test/render';
import { CarList } from './car-list';
import { carListAnswer, makeCar, makeCars } from './test-data';

function renderList() {
  return renderWithProviders(<CarList city="Hyderabad" category="prime" serviceType="rental" />);
}

describe('CarList', () => {
  it('shows "Loading cars..." until the cars arrive, and asks for at most 6', async () => {
    const fetchSpy = mockApi({
      'GET /api/cars': { body: carListAnswer([makeCar()], { limit: 6 }) },
    });
    renderList();
    expect(screen.getByText('Loading cars...')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Maruti Dzire' })).toBeInTheDocument();
    expect(screen.queryByText('Loading cars...')).not.toBeInTheDocument();
    const url = new URL(String(fetchSpy.mock.calls[0]![0]), 'http://localhost');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      city: 'Hyderabad',
      category: 'prime',
      service_type: 'rental',
      limit: '6',
    });
  });

  it('says in a sentence which cars there are none of, and what to try', async () => {
    mockApi({ 'GET /api/cars': { body: carListAnswer([]) } });
    renderList();
    expect(
      await screen.findByText('No prime cars are listed in Hyderabad right now'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Try another city or category: travel companies add cars every week.'),
    ).toBeInTheDocument();
  });

  it('shows a long name whole, over two lines at most, with the model year', async () => {
    mockApi({
      'GET /api/cars': {
        body: carListAnswer([
          makeCar({ car_name: 'Toyota Innova Crysta', car_model: '2.4 GX', model_year: 2022 }),
          makeCar({ car_name: 'Toyota Innova Hycross', car_model: 'VX Hybrid', model_year: 2024 }),
        ]),
      },
    });
    renderList();
    const crysta = await screen.findByRole('heading', { level: 3, name: 'Toyota Innova Crysta' });
    // Clamped at two lines, never cut to one line with an ellipsis.
    expect(crysta).toHaveClass('line-clamp-2');
    expect(crysta).not.toHaveClass('truncate');
    const [first, second] = screen.getAllByRole('article').map((card) => within(card));
    expect(first!.getByText('2022')).toBeInTheDocument();
    expect(first!.getByText('2.4 GX')).toBeInTheDocument();
    expect(second!.getByRole('heading', { name: 'Toyota Innova Hycross' })).toBeInTheDocument();
    expect(second!.getByText('2024')).toBeInTheDocument();
  });

  it('never shows more than 6 cars', async () => {
    mockApi({ 'GET /api/cars': { body: carListAnswer(makeCars(8), { hasMore: true }) } });
    renderList();
    await screen.findByRole('link', { name: 'Car 1' });
    expect(screen.getAllByRole('article')).toHaveLength(6);
    expect(screen.queryByRole('link', { name: 'Car 7' })).not.toBeInTheDocument();
  });

  it('shows every detail of a car and links to it', async () => {
    const car = makeCar({ new_price: 2499, old_price: 2999 });
    mockApi({ 'GET /api/cars': { body: carListAnswer([car]) } });
    renderList();
    const link = await screen.findByRole('link', { name: 'Maruti Dzire' });
    expect(link).toHaveAttribute('href', `/car/${car._id}`);
    const card = within(screen.getByRole('article'));
    for (const text of [
      'VXi 2023',
      'Petrol',
      '5 seater',
      'Vijayawada',
      'Prime',
      'Rental',
      'Sri Durga Travels',
      'Verified',
    ]) {
      expect(card.getByText(text)).toBeInTheDocument();
    }
    expect(card.getByText(/Ravi Kumar/)).toBeInTheDocument();
    expect(card.getByText(/AP1620190012345/)).toBeInTheDocument();
    expect(card.getByText('₹2,700').parentElement).toHaveTextContent(/₹2,700\s*\/ 24 h/);
    expect(card.getByText('₹2,999').closest('del')).not.toBeNull();
    expect(card.getByText(/34 yrs/)).toBeInTheDocument();
    expect(card.getByRole('img', { name: 'Driver Ravi Kumar' })).toBeInTheDocument();
  });

  it('leaves the driver out when the car has none', async () => {
    mockApi({
      'GET /api/cars': {
        body: carListAnswer([
          makeCar({
            driver_name: null,
            driver_age: null,
            driver_lisence: null,
            driver_image: null,
          }),
        ]),
      },
    });
    renderList();
    await screen.findByRole('link', { name: 'Maruti Dzire' });
    expect(screen.queryByRole('img', { name: /Driver/ })).not.toBeInTheDocument();
  });

  it('shows Available or Not Available', async () => {
    mockApi({
      'GET /api/cars': {
        body: carListAnswer([
          makeCar({ car_name: 'Free car', availability: true }),
          makeCar({ car_name: 'Busy car', availability: false }),
        ]),
      },
    });
    renderList();
    const [free, busy] = await screen.findAllByRole('article');
    expect(within(free!).getByText('Available')).toBeInTheDocument();
    expect(within(busy!).getByText('Not Available')).toBeInTheDocument();
  });

  it('swaps a car image that fails to load for the placeholder', async () => {
    mockApi({ 'GET /api/cars': { body: carListAnswer([makeCar()]) } });
    renderList();
    const image = await screen.findByRole('img', { name: 'Maruti Dzire VXi 2023' });
    expect(image.getAttribute('src')).toMatch(/\/uploads\/cars\//);
    expect(image).toHaveAttribute('width');
    expect(image).toHaveAttribute('height');
    fireEvent.error(image);
    expect(screen.getByRole('img', { name: 'Maruti Dzire VXi 2023' })).toHaveAttribute(
      'src',
      '/placeholder.svg',
    );
  });

  it('offers to try again when the list fails', async () => {
    mockApi({
      'GET /api/cars': { status: 500, body: { success: false, message: 'Internal Server Error' } },
    });
    renderList();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load cars.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
