import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { Place, Route } from '@shared/contracts/places';
import { authToken } from '../../lib/storage';
import { goOffline } from '../../test/offline';
import { mockApi, renderWithProviders } from '../../test/render';
import { operatorAnswer } from '../bookings/test-data';
import { RoutesPage } from './routes-page';

function makePlace(id: string, en: string, te: string, hi: string): Place {
  return { id, name: en, names: { en, te, hi }, state: 'AP', kind: 'city', lat: 15, lng: 79 };
}

const PLACES = [
  makePlace('hyderabad', 'Hyderabad', 'హైదరాబాద్', 'हैदराबाद'),
  makePlace('tirupati', 'Tirupati', 'తిరుపతి', 'तिरुपति'),
  makePlace('warangal', 'Warangal', 'వరంగల్', 'वारंगल'),
  makePlace('bengaluru', 'Bengaluru', 'బెంగళూరు', 'बेंगलुरु'),
];

function makeRoute(overrides: Partial<Route> = {}): Route {
  return {
    from: 'hyderabad',
    to: 'tirupati',
    km: 560,
    tolls: { car: 1210, lcv: 1935 },
    borders: ['AP'],
    source: 'Road km along NH 44 as maps apps give it; estimate.',
    ...overrides,
  };
}

const ROUTES = [
  makeRoute(),
  makeRoute({ to: 'warangal', km: 148, tolls: { car: 180, lcv: 290 }, borders: [] }),
  makeRoute({ to: 'bengaluru', km: 575, tolls: { car: 1020, lcv: 1630 }, borders: ['AP', 'KA'] }),
  makeRoute({ from: 'vijayawada', km: 415, tolls: { car: 520, lcv: 830 } }),
];

const placesAnswer = { body: { success: true, places: PLACES } };
const routesAnswer = (routes: Route[]) => ({ body: { success: true, routes } });

function Address() {
  const location = useLocation();
  return <output data-testid="address">{`${location.pathname}${location.search}`}</output>;
}

function renderPage(route = '/ops/routes?from=hyderabad') {
  authToken.set('operator-token');
  return renderWithProviders(
    <>
      <RoutesPage />
      <Address />
    </>,
    { route },
  );
}

/** The table of routes (desks); the phone cards carry the same routes. */
const table = (city = 'Hyderabad') =>
  screen.findByRole('table', { name: `Routes from ${city}, by place` });
const rowOf = async (place: string, city?: string) =>
  within(await table(city))
    .getAllByRole('row')
    .find((row) => within(row).queryByRole('rowheader')?.textContent === place)!;

describe('RoutesPage', () => {
  it("lists the city's routes by place, with km, tolls, states crossed and source", async () => {
    mockApi({
      'GET /api/admin/me': operatorAnswer,
      'GET /api/places': placesAnswer,
      'GET /api/admin/routes': routesAnswer(ROUTES),
    });
    const user = userEvent.setup();
    renderPage();

    const rows = within(await table()).getAllByRole('rowheader');
    expect(rows.map((row) => row.textContent)).toEqual(['Bengaluru', 'Tirupati', 'Warangal']);
    expect(await rowOf('Tirupati')).toHaveTextContent(
      'Tirupati560 km₹1,210₹1,935Andhra PradeshRoad km along NH 44 as maps apps give it; estimate.',
    );
    expect(await rowOf('Bengaluru')).toHaveTextContent('Andhra Pradesh, Karnataka');
    expect(await rowOf('Warangal')).toHaveTextContent('None');
    expect(screen.getByRole('button', { name: 'Hyderabad' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await user.click(screen.getByRole('button', { name: 'Vijayawada' }));
    expect(within(await table('Vijayawada')).getAllByRole('rowheader')).toHaveLength(1);
    expect(await rowOf('Tirupati', 'Vijayawada')).toHaveTextContent('415 km₹520₹830');
    expect(screen.getByTestId('address')).toHaveTextContent('/ops/routes?from=vijayawada');
  });

  it('finds a place by any of its names, and says when none matches', async () => {
    mockApi({
      'GET /api/admin/me': operatorAnswer,
      'GET /api/places': placesAnswer,
      'GET /api/admin/routes': routesAnswer(ROUTES),
    });
    const user = userEvent.setup();
    renderPage();

    await table();
    const search = screen.getByRole('search', { name: 'Search the routes' });
    const box = within(search).getByRole('searchbox', { name: 'Place' });
    await user.type(box, 'తిరు');
    expect(
      within(await table())
        .getAllByRole('rowheader')
        .map((row) => row.textContent),
    ).toEqual(['Tirupati']);
    expect(screen.getByTestId('address')).toHaveTextContent(
      `/ops/routes?from=hyderabad&q=${encodeURIComponent('తిరు')}`,
    );

    await user.clear(box);
    await user.type(box, 'ooty');
    expect(
      await screen.findByRole('heading', { name: 'No place matches this search' }),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Show every route' }));
    expect(within(await table()).getAllByRole('rowheader')).toHaveLength(3);
    expect(box).toHaveValue('');
  });

  it("corrects a route's km and source, and the table shows the saved figures", async () => {
    const sent: unknown[] = [];
    let saved = ROUTES;
    mockApi({
      'GET /api/admin/me': operatorAnswer,
      'GET /api/places': placesAnswer,
      'GET /api/admin/routes': () => routesAnswer(saved),
      'PATCH /api/admin/routes/hyderabad/tirupati': ({ body }) => {
        sent.push(body);
        const route = makeRoute(body as Partial<Route>);
        saved = ROUTES.map((each) => (each === ROUTES[0] ? route : each));
        return {
          body: {
            success: true,
            message: 'Route saved: the next quotes use it',
            code: 'route_changed',
            route,
          },
        };
      },
    });
    const user = userEvent.setup();
    renderPage();

    await user.click(
      within(await rowOf('Tirupati')).getByRole('button', { name: 'Edit the route to Tirupati' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Route to Tirupati' });
    expect(dialog).toHaveTextContent('From Hyderabad, one way.');
    const save = within(dialog).getByRole('button', { name: 'Save route' });
    // Nothing to save until a figure changes.
    expect(save).toBeDisabled();
    const km = within(dialog).getByRole('spinbutton', { name: 'Road distance' });
    expect(km).toHaveValue(560);
    await user.clear(km);
    await user.type(km, '552');
    const source = within(dialog).getByRole('textbox', { name: 'Source of the figures' });
    await user.clear(source);
    await user.type(source, 'Measured on a maps app via Kurnool, Nov 2026');
    // The states the route enters: the one it had, and one more the new way crosses.
    const states = within(dialog).getByRole('group', { name: 'States entered on the way' });
    expect(within(states).getByRole('checkbox', { name: 'Andhra Pradesh' })).toBeChecked();
    await user.click(within(states).getByRole('checkbox', { name: 'Karnataka' }));
    await user.click(save);

    expect(await screen.findByText('Route saved: the next quotes use it')).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent).toEqual([
      {
        km: 552,
        tolls: { car: 1210, lcv: 1935 },
        borders: ['AP', 'KA'],
        source: 'Measured on a maps app via Kurnool, Nov 2026',
      },
    ]);
    await waitFor(async () =>
      expect(await rowOf('Tirupati')).toHaveTextContent(
        'Tirupati552 km₹1,210₹1,935Andhra Pradesh, KarnatakaMeasured on a maps app via Kurnool, Nov 2026',
      ),
    );
  });

  it('shows what the form and the server refuse at their fields', async () => {
    const sent: unknown[] = [];
    mockApi({
      'GET /api/admin/me': operatorAnswer,
      'GET /api/places': placesAnswer,
      'GET /api/admin/routes': routesAnswer(ROUTES),
      'PATCH /api/admin/routes/hyderabad/tirupati': ({ body }) => {
        sent.push(body);
        return {
          status: 400,
          body: {
            success: false,
            message: 'Enter a whole number from 0 to 100000',
            code: 'route_figure_invalid',
            params: { max: 100000 },
            errors: [
              {
                path: 'body.tolls.lcv',
                message: 'Enter a whole number from 0 to 100000',
                code: 'route_figure_invalid',
                params: { max: 100000 },
              },
            ],
          },
        };
      },
    });
    const user = userEvent.setup();
    renderPage();

    await user.click(
      within(await rowOf('Tirupati')).getByRole('button', { name: 'Edit the route to Tirupati' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Route to Tirupati' });
    const source = within(dialog).getByRole('textbox', { name: 'Source of the figures' });
    await user.clear(source);
    await user.type(source, 'maps');
    await user.clear(within(dialog).getByRole('spinbutton', { name: 'Road distance' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save route' }));

    // The shared rules refuse before anything is sent.
    expect(
      within(dialog).getByRole('spinbutton', { name: 'Road distance' }),
    ).toHaveAccessibleDescription('Enter a whole number from 0 to 5000');
    expect(source).toHaveAccessibleDescription(
      /^Say where the figures come from \(5 to 300 characters\)/,
    );
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      '2 fields need correcting: see the messages under them.',
    );
    expect(sent).toEqual([]);

    await user.type(within(dialog).getByRole('spinbutton', { name: 'Road distance' }), '560');
    await user.type(source, ' on Nov 2026');
    await user.click(within(dialog).getByRole('button', { name: 'Save route' }));
    const minibus = within(dialog).getByRole('spinbutton', { name: 'Tolls, minibus' });
    await waitFor(() =>
      expect(minibus).toHaveAccessibleDescription(/^Enter a whole number from 0 to 100,?000/),
    );
    expect(sent).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Route to Tirupati' })).toBeVisible();
  });

  it('says why a save failed, and keeps the dialog open', async () => {
    mockApi({
      'GET /api/admin/me': operatorAnswer,
      'GET /api/places': placesAnswer,
      'GET /api/admin/routes': routesAnswer(ROUTES),
    });
    const user = userEvent.setup();
    renderPage();

    await user.click(
      within(await rowOf('Warangal')).getByRole('button', { name: 'Edit the route to Warangal' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Route to Warangal' });
    const car = within(dialog).getByRole('spinbutton', { name: /Tolls, car/ });
    await user.clear(car);
    await user.type(car, '200');
    goOffline();
    await user.click(within(dialog).getByRole('button', { name: 'Save route' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'You are offline. Check your connection and try again.',
    );
    expect(within(dialog).getByRole('button', { name: 'Save route' })).toBeEnabled();
  });

  it('says when the routes could not be loaded, with a way to try again', async () => {
    const logged = vi.mocked(console.error).mockImplementation(() => undefined);
    mockApi({
      'GET /api/admin/me': operatorAnswer,
      'GET /api/places': placesAnswer,
      'GET /api/admin/routes': {
        status: 500,
        body: { success: false, message: 'Internal Server Error', code: 'internal_error' },
      },
    });
    renderPage('/ops/routes');

    expect(
      await screen.findByRole('heading', { name: 'We could not load the routes' }),
    ).toBeVisible();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong on our side. Please try again.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
    // An address without a city opens the first.
    expect(screen.getByRole('heading', { name: 'Routes from Vijayawada' })).toBeVisible();
    expect(logged).toHaveBeenCalled();
  });
});
