import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { CITIES, STORAGE_KEYS } from '@shared/constants';
import { renderWithProviders } from '../../test/render';
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

  it('carries the trip, its pickup day and time into the category page', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Trip' }), 'outstation');
    fireEvent.change(screen.getByLabelText('Pickup date'), { target: { value: '2099-12-01' } });
    fireEvent.change(screen.getByLabelText('Pickup time'), { target: { value: '06:30' } });
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('status', { name: 'arrived' })).toHaveTextContent(
      '/regular?trip=outstation&date=2099-12-01&time=06:30 {"city":"Vijayawada","category":"regular"}',
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
