import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { authToken } from '../../lib/storage';
import { mockApi, renderWithProviders } from '../../test/render';
import { listAnswer, makeBooking } from './test-data';
import { TripsPage } from './trips-page';

const upcoming = makeBooking({
  reference: 'SA-UP1234',
  status: 'confirmed',
  driver: {
    _id: crypto.randomUUID(),
    name: 'Ravi Kumar',
    photo: '',
    languages: ['Telugu'],
    experienceYears: 6,
    licence: '•••• 4821',
  },
});
const past = makeBooking({
  reference: 'SA-PA5678',
  status: 'completed',
  car: { ...makeBooking().car, name: 'Toyota Innova', model: 'Crysta' },
});

function renderTrips(route = '/trips') {
  const views: string[] = [];
  const fetchSpy = mockApi({
    'GET /api/bookings': ({ url, headers }) => {
      expect(headers.get('authorization')).toBe('Bearer customer-token');
      const view = url.searchParams.get('view')!;
      views.push(view);
      if (view === 'upcoming') return { body: listAnswer([upcoming]) };
      if (view === 'past') return { body: listAnswer([past]) };
      return { body: listAnswer([]) };
    },
  });
  renderWithProviders(<TripsPage />, { route, path: '/trips' });
  return { views, fetchSpy };
}

describe('TripsPage', () => {
  beforeEach(() => authToken.set('customer-token'));

  it('asks a signed-out visitor to log in', () => {
    authToken.clear();
    mockApi({});
    renderWithProviders(<TripsPage />, { route: '/trips', path: '/trips' });
    expect(screen.getByText('Log in to see your trips.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/user?next=%2Ftrips',
    );
  });

  it('shows the upcoming trips first, each a card with its car, dates, status and total', async () => {
    renderTrips();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your trips…');
    const tab = screen.getByRole('tab', { name: 'Upcoming' });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    const card = (await screen.findByRole('link', { name: /Maruti Dzire/ })).closest('li')!;
    expect(within(card).getByRole('link', { name: /Maruti Dzire/ })).toHaveAttribute(
      'href',
      `/trips/${upcoming._id}`,
    );
    expect(within(card).getByText('Confirmed')).toBeInTheDocument();
    expect(within(card).getByText('₹4,662')).toBeInTheDocument();
    expect(within(card).getByText('Ref. SA-UP1234')).toBeInTheDocument();
    // Pickup at 09:00 India time on 5 December.
    expect(card).toHaveTextContent(/Sat, 5 Dec, 2026, 9:00 am to Sat, 5 Dec, 2026, 6:00 pm/);
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Upcoming');
  });

  it('switches tabs by click and by arrow keys, each reading its own view', async () => {
    const user = userEvent.setup();
    const { views } = renderTrips();
    await screen.findByText('Ref. SA-UP1234');

    await user.click(screen.getByRole('tab', { name: 'Past' }));
    expect(screen.getByRole('tab', { name: 'Past' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('Ref. SA-PA5678')).toBeInTheDocument();
    expect(screen.getByText('Completed')).toBeInTheDocument();

    await user.keyboard('{ArrowRight}');
    const cancelled = screen.getByRole('tab', { name: 'Cancelled' });
    expect(cancelled).toHaveFocus();
    expect(cancelled).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('You have no cancelled trips.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find a car' })).toHaveAttribute('href', '/allcars');
    expect(views).toEqual(['upcoming', 'past', 'cancelled']);
  });

  it('opens on the tab named in the address', async () => {
    const { views } = renderTrips('/trips?view=past');
    expect(await screen.findByText('Ref. SA-PA5678')).toBeInTheDocument();
    expect(views).toEqual(['past']);
  });

  it('says so when the trips cannot be loaded, and tries again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    mockApi({
      'GET /api/bookings': () =>
        fail
          ? {
              status: 500,
              body: { success: false, message: 'Internal Server Error', code: 'internal_error' },
            }
          : { body: listAnswer([upcoming]) },
    });
    const user = userEvent.setup();
    renderWithProviders(<TripsPage />, { route: '/trips', path: '/trips' });
    // A failure on the server's side is tried once more before the page says so.
    expect(
      await screen.findByText('Your trips could not be loaded.', {}, { timeout: 4000 }),
    ).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByText('Ref. SA-UP1234')).toBeInTheDocument());
  });
});
