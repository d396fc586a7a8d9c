import { fireEvent, screen, within } from '@testing-library/react';
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

  it('carries a whole outstation trip, to a place chosen by name, into the category page', async () => {
    mockApi({
      'GET /api/places': {
        body: {
          success: true,
          places: [
            {
              id: 'tirupati',
              name: 'Tirupati',
              names: { en: 'Tirupati', te: 'తిరుపతి', hi: 'तिरुपति' },
              state: 'Andhra Pradesh',
              kind: 'pilgrim',
              lat: 13.6,
              lng: 79.4,
              route: null,
            },
          ],
        },
      },
    });
    const user = userEvent.setup();
    renderForm();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Trip' }), 'outstation');
    fireEvent.change(screen.getByLabelText('Pickup date'), { target: { value: '2099-12-05' } });
    fireEvent.change(screen.getByLabelText('Pickup time'), { target: { value: '06:30' } });
    fireEvent.change(await screen.findByLabelText('Return date'), {
      target: { value: '2099-12-06' },
    });
    fireEvent.change(screen.getByLabelText('Return time'), { target: { value: '21:00' } });
    expect(screen.getByLabelText('Estimated km (optional)')).not.toBeRequired();
    await user.type(screen.getByRole('combobox', { name: 'To' }), 'tiru');
    await user.click(
      await within(screen.getByRole('listbox')).findByRole('option', { name: /Tirupati/ }),
    );
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('status', { name: 'arrived' })).toHaveTextContent(
      '/regular?trip=outstation&date=2099-12-05&time=06:30&return_date=2099-12-06&return_time=21:00&to=tirupati {"city":"Vijayawada","category":"regular"}',
    );
  }, 15_000);

  it('asks an outstation trip for its return, and where it goes or its km', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Trip' }), 'outstation');
    fireEvent.change(screen.getByLabelText('Pickup date'), { target: { value: '2099-12-05' } });
    const returnDate = await screen.findByLabelText('Return date');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByText('Choose the return date and time.')).toBeInTheDocument();
    expect(screen.getByText('Choose where the trip goes, or enter the km.')).toBeInTheDocument();
    expect(returnDate).toHaveFocus();
    expect(screen.queryByRole('status', { name: 'arrived' })).not.toBeInTheDocument();
  });

  it('asks a local trip for its package instead of a return', async () => {
    const user = userEvent.setup();
    renderForm();
    // A return given for a rental first is not carried by the local trip.
    fireEvent.change(screen.getByLabelText('Pickup date'), { target: { value: '2099-12-05' } });
    fireEvent.change(await screen.findByLabelText('Return date'), {
      target: { value: '2099-12-06' },
    });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Trip' }), 'local');
    const packages = await screen.findByRole('group', { name: 'Package' });
    expect(screen.queryByLabelText('Return date')).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'To' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByText('Choose a package.')).toBeInTheDocument();
    expect(packages).toHaveTextContent('4 h / 40 km8 h / 80 km12 h / 120 km');
    await user.click(screen.getByRole('radio', { name: '8 h / 80 km' }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('status', { name: 'arrived' })).toHaveTextContent(
      '/regular?trip=local&date=2099-12-05&time=09:00&package=8h80km ',
    );
  });

  it('needs the km for a rental with a day, and says why', async () => {
    const user = userEvent.setup();
    renderForm();
    fireEvent.change(screen.getByLabelText('Pickup date'), { target: { value: '2099-12-05' } });
    const km = await screen.findByLabelText('Estimated km');
    expect(km).toBeRequired();
    expect(km).toHaveAccessibleDescription('Needed for a rental: its price counts the km.');
    fireEvent.change(screen.getByLabelText('Return date'), { target: { value: '2099-12-06' } });
    fireEvent.change(screen.getByLabelText('Return time'), { target: { value: '09:00' } });
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(km).toHaveFocus();
    expect(km).toHaveAccessibleDescription(
      'Enter the km you expect to drive: a rental is priced by them.',
    );
    await user.type(km, '250');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('status', { name: 'arrived' })).toHaveTextContent(
      '/regular?trip=rental&date=2099-12-05&time=09:00&return_date=2099-12-06&return_time=09:00&km=250 ',
    );
  });

  it('asks a one-way drop where it goes, and an airport transfer only its return', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Trip' }), 'one_way');
    fireEvent.change(screen.getByLabelText('Pickup date'), { target: { value: '2099-12-05' } });
    fireEvent.change(await screen.findByLabelText('Return date'), {
      target: { value: '2099-12-05' },
    });
    fireEvent.change(screen.getByLabelText('Return time'), { target: { value: '18:00' } });
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByText('Choose where the trip goes.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'To' })).toHaveFocus();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Trip' }), 'airport');
    expect(screen.queryByRole('combobox', { name: 'To' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('status', { name: 'arrived' })).toHaveTextContent(
      '/regular?trip=airport&date=2099-12-05&time=09:00&return_date=2099-12-05&return_time=18:00 ',
    );
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
