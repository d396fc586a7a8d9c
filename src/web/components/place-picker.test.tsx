import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../lib/i18n/i18n';
import { mockApi, renderWithProviders } from '../test/render';
import { PlacePicker, type FoundPlace } from './place-picker';

const place = (
  id: string,
  names: FoundPlace['names'],
  state: string,
  km: number | null,
): FoundPlace => ({
  id,
  name: names.en,
  names,
  state,
  kind: 'pilgrim',
  lat: 13.6,
  lng: 79.4,
  route:
    km === null
      ? null
      : { from: 'vijayawada', to: id, km, tolls: { car: 0, lcv: 0 }, borders: [], source: 'test' },
});
const tirupati = place(
  'tirupati',
  { en: 'Tirupati', te: 'తిరుపతి', hi: 'तिरुपति' },
  'Andhra Pradesh',
  410,
);
const tirumala = place(
  'tirumala',
  { en: 'Tirumala', te: 'తిరుమల', hi: 'तिरुमला' },
  'Andhra Pradesh',
  432,
);
const araku = place(
  'araku',
  { en: 'Araku Valley', te: 'అరకు లోయ', hi: 'अराकू घाटी' },
  'Andhra Pradesh',
  null,
);
const all = [araku, tirumala, tirupati];

/** The API's search as the server does it: a word of any script starting with q. */
function placesApi() {
  return mockApi({
    'GET /api/places': ({ url }) => {
      const q = (url.searchParams.get('q') ?? '').toLowerCase();
      const lang = (url.searchParams.get('lang') ?? 'en') as 'en' | 'te' | 'hi';
      const found = all.filter((p) =>
        Object.values(p.names).some((name) =>
          name
            .toLowerCase()
            .split(' ')
            .some((word) => word.startsWith(q)),
        ),
      );
      return { body: { success: true, places: found.map((p) => ({ ...p, name: p.names[lang] })) } };
    },
  });
}

function Picker({ initial = '', onChange }: { initial?: string; onChange?: (id: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <form onSubmit={(event) => event.preventDefault()}>
      <PlacePicker
        id="to"
        label="To"
        city="Vijayawada"
        value={value}
        onChange={(id) => {
          setValue(id);
          onChange?.(id);
        }}
      />
      <output data-testid="value">{value}</output>
    </form>
  );
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => changeLanguage('en'));
});

describe('PlacePicker', () => {
  it('finds places as the customer types and takes one with the arrows and Enter', async () => {
    const fetch = placesApi();
    const user = userEvent.setup();
    renderWithProviders(<Picker />);
    const box = screen.getByRole('combobox', { name: 'To' });
    await user.click(box);
    // Before a letter is typed, the places to choose from.
    expect(await screen.findAllByRole('option')).toHaveLength(3);
    await user.type(box, 'tiru');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(2));
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'TirumalaAndhra Pradesh · 432 km',
      'TirupatiAndhra Pradesh · 410 km',
    ]);
    // The search asks with the reader's language and the trip's city, for its km.
    const asked = new URL(String(fetch.mock.calls.at(-1)![0]), 'http://localhost');
    expect(asked.searchParams.get('q')).toBe('tiru');
    expect(asked.searchParams.get('lang')).toBe('en');
    expect(asked.searchParams.get('from')).toBe('Vijayawada');

    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options[1]!.id);
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('value')).toHaveTextContent('tirupati');
    expect(box).toHaveValue('Tirupati');
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Escape, and a second Escape empties the choice', async () => {
    placesApi();
    const user = userEvent.setup();
    renderWithProviders(<Picker initial="tirupati" />);
    const box = screen.getByRole('combobox', { name: 'To' });
    // A place from the URL is named once the places come.
    await waitFor(() => expect(box).toHaveValue('Tirupati'));
    await user.click(box);
    expect(box).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{Escape}');
    expect(box).toHaveValue('');
    expect(screen.getByTestId('value')).toHaveTextContent('');
  });

  it('finds a place typed in Telugu and names places in the reader’s language', async () => {
    placesApi();
    await act(() => changeLanguage('te'));
    const user = userEvent.setup();
    renderWithProviders(<Picker />);
    const box = screen.getByRole('combobox');
    await user.type(box, 'అరకు');
    const option = await screen.findByRole('option');
    expect(option).toHaveTextContent('అరకు లోయ');
    // Without a route from the city, only its state.
    expect(option).toHaveTextContent('Andhra Pradesh');
    expect(option).not.toHaveTextContent('km');
    await user.click(option);
    expect(screen.getByTestId('value')).toHaveTextContent('araku');
    expect(box).toHaveValue('అరకు లోయ');
  });

  it('finds a place typed in Hindi from the English page', async () => {
    placesApi();
    const user = userEvent.setup();
    renderWithProviders(<Picker />);
    await user.type(screen.getByRole('combobox'), 'तिरुप');
    expect(await screen.findByRole('option')).toHaveTextContent('Tirupati');
  });

  it('says when nothing matches, and when places cannot be loaded', async () => {
    placesApi();
    const user = userEvent.setup();
    renderWithProviders(<Picker />);
    const box = screen.getByRole('combobox');
    await user.type(box, 'zzz');
    expect(await screen.findByText('No place called “zzz”. Try another spelling.')).toBeVisible();

    mockApi({ 'GET /api/places': { status: 500, body: { success: false, message: 'down' } } });
    fireEvent.change(box, { target: { value: 'tirup' } });
    expect(await screen.findByText('Places could not be loaded.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  it('unchooses the place when the customer types over it', async () => {
    placesApi();
    const changes: string[] = [];
    const user = userEvent.setup();
    renderWithProviders(<Picker initial="tirupati" onChange={(id) => changes.push(id)} />);
    const box = screen.getByRole('combobox');
    await waitFor(() => expect(box).toHaveValue('Tirupati'));
    await user.type(box, 'x');
    expect(changes).toEqual(['']);
    // Leaving the box with an unchosen name empties it: no trip goes to a name not chosen.
    await user.tab();
    expect(box).toHaveValue('');
  });
});
