import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { CITIES, STORAGE_KEYS } from '@shared/constants';
import { mockApi, renderWithProviders } from '../../test/render';
import { RideSearchForm } from './ride-search-form';

/** Shows where the search went and the navigation state it carried. */
function ArrivedAt() {
  const location = useLocation();
  return (
    <output aria-label="arrived">{`${location.pathname}${decodeURIComponent(location.search)} ${JSON.stringify(location.state)}`}</output>
  );
}

function renderForm() {
  return renderWithProviders(
    <Routes>
      <Route path="/" element={<RideSearchForm />} />
      <Route path="/:category" element={<ArrivedAt />} />
    </Routes>,
  );
}

const citySelect = () => screen.getByRole('combobox', { name: 'City' });

const place = (id: string, names: { en: string; te: string; hi: string }, km: number) => ({
  id,
  name: names.en,
  names,
  state: 'Andhra Pradesh',
  kind: 'pilgrim',
  lat: 13.6,
  lng: 79.4,
  route: {
    from: 'Vijayawada',
    to: id,
    km,
    tolls: { car: 300, lcv: 500 },
    borders: [],
    source: 'test',
  },
});
const PLACES = {
  body: {
    success: true,
    places: [
      place('tirupati', { en: 'Tirupati', te: 'తిరుపతి', hi: 'तिरुपति' }, 410),
      place('tiruvannamalai', { en: 'Tiruvannamalai', te: 'తిరువణ్ణామలై', hi: 'तिरुवन्नामलाई' }, 520),
    ],
  },
};

/** The cities whose places the form asked for. */
const placesAsked = (fetchSpy: ReturnType<typeof mockApi>) =>
  fetchSpy.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/places')
    .map((url) => url.searchParams.get('from'));

describe('RideSearchForm', () => {
  it('defaults to regular and Vijayawada and offers exactly the five cities', () => {
    renderForm();
    expect(screen.getByRole('group', { name: 'Ride category' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /regular/i })).toBeChecked();
    expect(screen.getByRole('radio', { name: /prime/i })).not.toBeChecked();
    expect(citySelect()).toHaveValue('Vijayawada');
    const enabled = Array.from((citySelect() as HTMLSelectElement).options).filter(
      (option) => !option.disabled,
    );
    expect(enabled.map((option) => option.textContent)).toEqual([...CITIES]);
  });

  it('starts from the stored category and city', () => {
    localStorage.setItem(STORAGE_KEYS.category, 'luxury');
    localStorage.setItem(STORAGE_KEYS.city, 'Tirupati');
    renderForm();
    expect(screen.getByRole('radio', { name: /luxury/i })).toBeChecked();
    expect(citySelect()).toHaveValue('Tirupati');
  });

  it('saves each change at once under selectedOption and searchValue', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('radio', { name: /prime/i }));
    expect(localStorage.getItem('selectedOption')).toBe('prime');
    await user.selectOptions(citySelect(), 'Hyderabad');
    // One remembered city: both of the specification's keys name the same one.
    expect(localStorage.getItem('searchValue')).toBe('Hyderabad');
    expect(localStorage.getItem('selectedCity')).toBe('Hyderabad');
  });

  it('searches: remembers selectedCity and goes to /prime with city and category as state', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('radio', { name: /prime/i }));
    await user.selectOptions(citySelect(), 'Guntur');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('status', { name: 'arrived' })).toHaveTextContent(
      '/prime {"city":"Guntur","category":"prime"}',
    );
    expect(localStorage.getItem('selectedCity')).toBe('Guntur');
  });

  it("carries a whole outstation trip, its place found in the reader's script, to the category page", async () => {
    const fetchSpy = mockApi({ 'GET /api/places': PLACES });
    const user = userEvent.setup();
    renderForm();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Trip' }), 'outstation');
    // The places of the chosen city, asked for once a trip goes to one.
    await waitFor(() => expect(placesAsked(fetchSpy)).toEqual(['Vijayawada']));
    await user.type(screen.getByLabelText('To'), 'తిరుప');
    fireEvent.change(screen.getByLabelText('Pickup date'), { target: { value: '2099-12-01' } });
    fireEvent.change(screen.getByLabelText('Pickup time'), { target: { value: '06:30' } });
    fireEvent.change(screen.getByLabelText('Return date'), { target: { value: '2099-12-02' } });
    fireEvent.change(screen.getByLabelText('Return time'), { target: { value: '21:00' } });
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('status', { name: 'arrived' })).toHaveTextContent(
      '/regular?trip=outstation&date=2099-12-01&time=06:30&return_date=2099-12-02&return_time=21:00&to=tirupati {"city":"Vijayawada","category":"regular"}',
    );
  });

  it('offers each place under its name with its other names and km as the suggestions', async () => {
    mockApi({ 'GET /api/places': PLACES });
    const user = userEvent.setup();
    renderForm();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Trip' }), 'one_way');
    const input = screen.getByLabelText('To');
    const list = document.getElementById(input.getAttribute('list')!)!;
    await waitFor(() => expect(list.querySelectorAll('option')).toHaveLength(2));
    const first = list.querySelector('option')!;
    expect(first).toHaveAttribute('value', 'Tirupati');
    expect(first).toHaveAttribute('label', 'తిరుపతి · तिरुपति · 410 km');
  });

  it('asks where a one-way drop goes, and refuses a place not in the list', async () => {
    mockApi({ 'GET /api/places': PLACES });
    const user = userEvent.setup();
    renderForm();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Trip' }), 'one_way');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose where the trip goes.');
    expect(screen.getByLabelText('To')).toHaveFocus();
    await user.type(screen.getByLabelText('To'), 'Ooty');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a place from the list.');
    expect(screen.getByLabelText('To')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('status', { name: 'arrived' })).not.toBeInTheDocument();
  });

  it("takes a local trip's package instead of its return", async () => {
    const user = userEvent.setup();
    renderForm();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Trip' }), 'local');
    expect(screen.queryByLabelText('Return date')).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Pickup date'), { target: { value: '2099-12-01' } });
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a local package.');
    await user.selectOptions(screen.getByLabelText('Local package'), '8 h · 80 km');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('status', { name: 'arrived' })).toHaveTextContent(
      '/regular?trip=local&date=2099-12-01&time=09:00&package=8h80km',
    );
  });

  it('asks a dated rental for a return after its pickup and the km', async () => {
    const user = userEvent.setup();
    renderForm();
    fireEvent.change(screen.getByLabelText('Pickup date'), { target: { value: '2099-12-01' } });
    fireEvent.change(screen.getByLabelText('Return date'), { target: { value: '2099-12-01' } });
    fireEvent.change(screen.getByLabelText('Return time'), { target: { value: '08:00' } });
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The return must be after the pickup.');
    expect(screen.getByLabelText('Return date')).toHaveFocus();
    fireEvent.change(screen.getByLabelText('Return time'), { target: { value: '20:00' } });
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Enter the estimated distance, 1 to 5,000 km.',
    );
    await user.type(screen.getByLabelText('Estimated distance (km)'), '150');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('status', { name: 'arrived' })).toHaveTextContent(
      '/regular?trip=rental&date=2099-12-01&time=09:00&return_date=2099-12-01&return_time=20:00&km=150',
    );
  });

  it("refuses a rental's km past the most a trip is priced for", async () => {
    const user = userEvent.setup();
    renderForm();
    fireEvent.change(screen.getByLabelText('Pickup date'), { target: { value: '2099-12-01' } });
    fireEvent.change(screen.getByLabelText('Return date'), { target: { value: '2099-12-02' } });
    fireEvent.change(screen.getByLabelText('Return time'), { target: { value: '09:00' } });
    await user.type(screen.getByLabelText('Estimated distance (km)'), '6000');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Enter the estimated distance, 1 to 5,000 km.',
    );
    expect(screen.queryByRole('status', { name: 'arrived' })).not.toBeInTheDocument();
  });

  it('starts from the trip in its address, as "Change your trip" opens it', async () => {
    mockApi({ 'GET /api/places': PLACES });
    renderWithProviders(<RideSearchForm />, {
      route:
        '/?trip=outstation&date=2099-12-01&time=06:30&return_date=2099-12-02&return_time=21:00&to=tirupati',
    });
    expect(screen.getByRole('combobox', { name: 'Trip' })).toHaveValue('outstation');
    expect(screen.getByLabelText('Pickup date')).toHaveValue('2099-12-01');
    expect(screen.getByLabelText('Return time')).toHaveValue('21:00');
    // The place's id from the address, shown by its name once the places are in.
    await waitFor(() => expect(screen.getByLabelText('To')).toHaveValue('Tirupati'));
  });

  it('refuses a pickup day in the past with a message by the field', async () => {
    const user = userEvent.setup();
    renderForm();
    const date = screen.getByLabelText('Pickup date');
    fireEvent.change(date, { target: { value: '2020-01-01' } });
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a pickup date from today on.');
    expect(date).toHaveAttribute('aria-invalid', 'true');
    expect(date).toHaveFocus();
    expect(screen.queryByRole('status', { name: 'arrived' })).not.toBeInTheDocument();
  });

  it('searches when Enter is pressed in the city dropdown', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.selectOptions(citySelect(), 'Visakhapatnam');
    citySelect().focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('status', { name: 'arrived' })).toHaveTextContent(
      '/regular {"city":"Visakhapatnam","category":"regular"}',
    );
  });

  it('alerts "Please select a city" and does nothing else when no city is selected', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderForm();
    fireEvent.change(citySelect(), { target: { value: '' } });
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(alert).toHaveBeenCalledWith('Please select a city');
    expect(screen.queryByRole('status', { name: 'arrived' })).not.toBeInTheDocument();
    expect(localStorage.getItem('selectedCity')).toBeNull();
    // The empty choice is never stored: the remembered city stays valid.
    expect(localStorage.getItem('searchValue')).toBeNull();
    alert.mockRestore();
  });
});
