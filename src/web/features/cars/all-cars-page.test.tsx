import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi, renderWithProviders } from '../../test/render';
import { changeLanguage, loadArea } from '../../lib/i18n/i18n';
import { allCarsHeading, noCarsMessage } from './all-cars-filters';
import { AllCarsPage } from './all-cars-page';
import { carListAnswer, makeCar, makeCars } from './test-data';

function requestedFilters(fetchSpy: ReturnType<typeof mockApi>, call = 0) {
  const url = new URL(String(fetchSpy.mock.calls[call]![0]), 'http://localhost');
  return Object.fromEntries(url.searchParams);
}

describe('allCarsHeading', () => {
  afterEach(() => changeLanguage('en'));

  it('reads as a sentence whichever filters are set', () => {
    expect(allCarsHeading({ city: 'Hyderabad', category: 'prime', service_type: 'rental' })).toBe(
      'Prime cars with a driver in Hyderabad',
    );
    expect(allCarsHeading({ city: 'Hyderabad', service_type: 'rental' })).toBe(
      'Cars with a driver in Hyderabad',
    );
    expect(allCarsHeading({ category: 'luxury', service_type: 'outstation' })).toBe(
      'Luxury cars for outstation trips in every city',
    );
    expect(allCarsHeading({})).toBe('Cars with a driver in every city');
  });

  it('names the category and the city in the reader’s language', async () => {
    await changeLanguage('te');
    await loadArea('cars');
    expect(allCarsHeading({ city: 'Vijayawada', category: 'prime', service_type: 'rental' })).toBe(
      'విజయవాడ‌లో డ్రైవర్‌తో ప్రైమ్ కార్లు',
    );
    expect(noCarsMessage({ city: 'Vijayawada', category: 'prime' })).toBe(
      'ప్రస్తుతం విజయవాడ‌లో ప్రైమ్ కార్లు ఏవీ లేవు',
    );
    await changeLanguage('hi');
    await loadArea('cars');
    expect(allCarsHeading({ city: 'Vijayawada', category: 'prime', service_type: 'rental' })).toBe(
      'विजयवाड़ा में ड्राइवर के साथ प्राइम कारें',
    );
    expect(noCarsMessage({ city: 'Vijayawada', category: 'prime', service_type: 'airport' })).toBe(
      'अभी विजयवाड़ा में एयरपोर्ट आने-जाने के लिए कोई प्राइम कार नहीं है',
    );
  });
});

describe('AllCarsPage', () => {
  it('heads the page with the three filters and asks the server for them', async () => {
    const fetchSpy = mockApi({ 'GET /api/cars': { body: carListAnswer([makeCar()]) } });
    renderWithProviders(<AllCarsPage />, {
      route: '/allcars?city=Hyderabad&category=prime&service_type=rental',
    });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Prime cars with a driver in Hyderabad' }),
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
      screen.getByRole('heading', { level: 1, name: 'Luxury cars with a driver in every city' }),
    ).toBeInTheDocument();
    await screen.findByRole('link', { name: 'Maruti Dzire' });
    expect(requestedFilters(fetchSpy)).not.toHaveProperty('city');
    expect(screen.getByRole('combobox', { name: 'City' })).toHaveValue('');
  });

  it('shows name, model, fuel type, seater, the price for 24 h and image on each card', async () => {
    const car = makeCar({
      rates: { perKmFirst: 12, perKmBeyond: 16, base: 3200, perExtraHour: 200 },
    });
    mockApi({ 'GET /api/cars': { body: carListAnswer([car]) } });
    renderWithProviders(<AllCarsPage />, { route: '/allcars?category=prime' });
    const card = within(await screen.findByRole('article'));
    expect(card.getByRole('link', { name: 'Maruti Dzire' })).toHaveAttribute(
      'href',
      `/car/${car._id}`,
    );
    for (const text of ['VXi 2023', 'Petrol', '5 seater', '₹3,200'])
      expect(card.getByText(text)).toBeInTheDocument();
    expect(card.getByText('₹3,200').parentElement).toHaveTextContent(/₹3,200\s*\/ 24 h/);
    expect(card.getByRole('img', { name: 'Maruti Dzire VXi 2023' })).toBeInTheDocument();
  });

  it('says in a sentence what had no cars, and what to try', async () => {
    mockApi({ 'GET /api/cars': { body: carListAnswer([]) } });
    renderWithProviders(<AllCarsPage />, { route: '/allcars?city=Guntur&category=luxury' });
    expect(
      await screen.findByText('No luxury cars are listed in Guntur right now'),
    ).toBeInTheDocument();
    expect(screen.getByText('Try another city or category.')).toBeInTheDocument();
  });

  it('shows each card’s whole name and its model year', async () => {
    const crysta = makeCar({
      car_name: 'Toyota Innova Crysta',
      car_model: '2.4 GX',
      model_year: 2022,
    });
    const hycross = makeCar({
      car_name: 'Toyota Innova Hycross',
      car_model: 'VX',
      model_year: 2024,
    });
    const older = makeCar({ car_name: 'Maruti Dzire', car_model: 'VXi', model_year: null });
    mockApi({ 'GET /api/cars': { body: carListAnswer([crysta, hycross, older]) } });
    renderWithProviders(<AllCarsPage />, { route: '/allcars' });
    const [first, second, third] = (await screen.findAllByRole('article')).map((card) =>
      within(card),
    );
    expect(first!.getByRole('heading', { name: 'Toyota Innova Crysta' })).toBeInTheDocument();
    expect(first!.getByText('2022')).toBeInTheDocument();
    expect(first!.getByText('2022').parentElement).toHaveTextContent('Model year 2022 · 2.4 GX');
    expect(second!.getByRole('heading', { name: 'Toyota Innova Hycross' })).toBeInTheDocument();
    expect(second!.getByText('2024')).toBeInTheDocument();
    // No year given: the card says none rather than a guess.
    expect(third!.queryByText('Model year', { exact: false })).not.toBeInTheDocument();
    expect(third!.getByText('VXi')).toBeInTheDocument();
  });

  it('loads more cars page by page while the server has more', async () => {
    const fetchSpy = mockApi({
      'GET /api/cars': ({ url }) =>
        url.searchParams.get('after') === 'cursor-24'
          ? { body: carListAnswer([makeCar({ car_name: 'Last car' })], { total: 25 }) }
          : {
              body: carListAnswer(makeCars(24), { hasMore: true, next: 'cursor-24', total: 25 }),
            },
    });
    const user = userEvent.setup();
    renderWithProviders(<AllCarsPage />, { route: '/allcars?city=Vijayawada' });
    await screen.findByRole('link', { name: 'Car 24' });
    // The true count, and how many of them are shown.
    expect(screen.getByText('25 cars')).toBeInTheDocument();
    expect(screen.getByText('Showing 24 of 25 cars')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more cars' }));
    expect(await screen.findByRole('link', { name: 'Last car' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(25);
    expect(screen.queryByRole('button', { name: 'Load more cars' })).not.toBeInTheDocument();
    expect(requestedFilters(fetchSpy, 1)).toEqual({
      after: 'cursor-24',
      city: 'Vijayawada',
      limit: '24',
    });
    expect(screen.queryByText(/Showing/)).not.toBeInTheDocument();
  });

  it('pages on through the cars free for a trip, ordered by its price', async () => {
    const priced = (car: ReturnType<typeof makeCar>, total: number) => ({
      ...car,
      trip: { total, currency: 'INR' as const, allIn: true },
    });
    const fetchSpy = mockApi({
      'GET /api/cars': ({ url }) =>
        url.searchParams.get('after') === 'cursor-24'
          ? {
              body: carListAnswer([priced(makeCar({ car_name: 'Last car' }), 9900)], {
                total: 25,
              }),
            }
          : {
              body: carListAnswer(
                makeCars(24).map((car, n) => priced(car, 5000 + n * 100)),
                { hasMore: true, next: 'cursor-24', total: 25 },
              ),
            },
    });
    const user = userEvent.setup();
    renderWithProviders(<AllCarsPage />, {
      route:
        '/allcars?city=Vijayawada&sort=trip_price&trip=airport&date=2099-12-01&time=09:00&return_date=2099-12-01&return_time=13:00',
    });
    await screen.findByRole('link', { name: 'Car 24' });
    expect(screen.getByText('25 cars free for your dates')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('trip_price');
    await user.click(screen.getByRole('button', { name: 'Load more cars' }));
    const last = await screen.findByRole('link', { name: 'Last car' });
    expect(last.closest('article')).toHaveTextContent('₹9,900 for your trip (all-in)');
    // The next page is the same search, on after the first page's last car.
    const trip = {
      city: 'Vijayawada',
      pickup_at: '2099-12-01T09:00:00+05:30',
      return_at: '2099-12-01T13:00:00+05:30',
      trip_type: 'airport',
      sort: 'trip_price',
      limit: '24',
    };
    expect(requestedFilters(fetchSpy, 0)).toEqual(trip);
    expect(requestedFilters(fetchSpy, 1)).toEqual({ ...trip, after: 'cursor-24' });
  });

  it('offers the trip’s order only when a trip is searched', async () => {
    const fetchSpy = mockApi({ 'GET /api/cars': { body: carListAnswer([makeCar()]) } });
    renderWithProviders(<AllCarsPage />, { route: '/allcars?sort=trip_price' });
    await screen.findByRole('link', { name: 'Maruti Dzire' });
    expect(
      screen.queryByRole('option', { name: 'Trip price: low to high' }),
    ).not.toBeInTheDocument();
    // Without a trip the server cannot order by its price: the usual order is asked for.
    expect(requestedFilters(fetchSpy)).toEqual({ limit: '24' });
  });

  it('keeps refinements and the order in the URL, asks the server for them and clears them', async () => {
    const fetchSpy = mockApi({
      'GET /api/cars': { body: carListAnswer([makeCar()], { total: 1 }) },
    });
    const user = userEvent.setup();
    const { location } = renderWithProviders(<AllCarsPage />, {
      route: '/allcars?city=Guntur&fuel=Diesel&min_price=2000&max_price=2999&sort=price_low',
    });
    await screen.findByRole('link', { name: 'Maruti Dzire' });
    expect(requestedFilters(fetchSpy)).toEqual({
      city: 'Guntur',
      fuel: 'Diesel',
      min_price: '2000',
      max_price: '2999',
      sort: 'price_low',
      limit: '24',
    });
    expect(screen.getByRole('combobox', { name: 'Fuel' })).toHaveValue('Diesel');
    expect(screen.getByRole('combobox', { name: 'Price for 24 h' })).toHaveDisplayValue(
      '₹2,000 to ₹2,999',
    );
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveDisplayValue(
      'Price: low to high',
    );
    expect(screen.getByText('1 car')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Seats' }), '7');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Driver speaks' }), 'Hindi');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Air conditioning' }), 'true');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'rating');
    const search = () => Object.fromEntries(new URLSearchParams(location().search));
    expect(search()).toEqual({
      city: 'Guntur',
      fuel: 'Diesel',
      min_price: '2000',
      max_price: '2999',
      min_seats: '7',
      language: 'Hindi',
      ac: 'true',
      sort: 'rating',
    });
    await screen.findByRole('link', { name: 'Maruti Dzire' });
    expect(requestedFilters(fetchSpy, fetchSpy.mock.calls.length - 1)).toMatchObject({
      min_seats: '7',
      language: 'Hindi',
      ac: 'true',
      sort: 'rating',
    });

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(search()).toEqual({ city: 'Guntur', sort: 'rating' });
  });

  it('offers to clear the filters when no car matches them', async () => {
    mockApi({ 'GET /api/cars': { body: carListAnswer([]) } });
    const user = userEvent.setup();
    const { location } = renderWithProviders(<AllCarsPage />, {
      route: '/allcars?city=Guntur&fuel=Hybrid',
    });
    expect(await screen.findByText('No car matches all of these filters.')).toBeInTheDocument();
    const clear = screen.getAllByRole('button', { name: 'Clear filters' });
    await user.click(clear.at(-1)!);
    await waitFor(() => expect(location().search).toBe('?city=Guntur'));
  });

  it('drops values it does not know from a hand-edited link', async () => {
    const fetchSpy = mockApi({ 'GET /api/cars': { body: carListAnswer([makeCar()]) } });
    renderWithProviders(<AllCarsPage />, {
      route: '/allcars?fuel=Steam&min_seats=abc&ac=maybe&sort=cheapest&language=Latin',
    });
    await screen.findByRole('link', { name: 'Maruti Dzire' });
    expect(requestedFilters(fetchSpy)).toEqual({ limit: '24' });
  });

  it('updates the URL filters from the selects', async () => {
    const fetchSpy = mockApi({ 'GET /api/cars': { body: carListAnswer([makeCar()]) } });
    const user = userEvent.setup();
    renderWithProviders(<AllCarsPage />, { route: '/allcars?city=Vijayawada&service_type=rental' });
    await screen.findByRole('link', { name: 'Maruti Dzire' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'luxury');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Luxury cars with a driver in Vijayawada' }),
    ).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'City' }), '');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Luxury cars with a driver in every city' }),
    ).toBeInTheDocument();
    await screen.findByRole('link', { name: 'Maruti Dzire' });
    expect(requestedFilters(fetchSpy, fetchSpy.mock.calls.length - 1)).toEqual({
      category: 'luxury',
      service_type: 'rental',
      limit: '24',
    });
    // Every service type can be chosen: none is locked as "Premium, coming soon".
    expect(screen.getByRole('option', { name: 'Outstation' })).toBeEnabled();
    expect(screen.queryByRole('option', { name: /coming soon/ })).not.toBeInTheDocument();
  });
});
