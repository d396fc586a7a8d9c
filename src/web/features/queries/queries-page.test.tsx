import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authToken } from '../../lib/storage';
import { mockApi, renderWithProviders } from '../../test/render';
import { makeCar, makeQueryItem } from '../cars/test-data';
import { QueriesPage } from './queries-page';

describe('QueriesPage', () => {
  it('asks a signed-out visitor to log in and does not call the API', () => {
    const fetchSpy = mockApi({});
    renderWithProviders(<QueriesPage />, { route: '/quries' });
    expect(
      screen.getByText('Log in to see the travel companies you have contacted.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/user?next=%2Fquries',
    );
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("lists the signed-in customer's queries, newest first", async () => {
    authToken.set('customer-token');
    const older = makeCar({
      car_name: 'Toyota Innova',
      car_model: 'Crysta',
      category: 'prime',
      city: 'Guntur',
    });
    const newer = makeCar({
      car_name: 'Mercedes E-Class',
      car_model: 'E 220d',
      category: 'luxury',
      city: 'Hyderabad',
    });
    const olderQuery = makeQueryItem(older, { createdAt: '2025-01-02T08:00:00.000Z' });
    const newerQuery = makeQueryItem(newer, {
      createdAt: '2025-03-04T18:45:00.000Z',
      travelCompany: {
        _id: newer.user._id,
        travelsName: 'Charminar Luxury Cabs',
        city: 'Hyderabad',
        imageUrl: '',
      },
    });
    const fetchSpy = mockApi({
      'GET /api/queries': ({ headers }) =>
        headers.get('authorization') === 'Bearer customer-token'
          ? { body: { success: true, queries: [olderQuery, newerQuery] } }
          : { status: 401, body: { success: false, message: 'Unauthorized' } },
    });
    renderWithProviders(<QueriesPage />, { route: '/quries' });
    expect(screen.getByText('Loading your queries...')).toBeInTheDocument();

    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(2);
    const first = within(items[0]!);
    expect(first.getByRole('heading', { name: 'Mercedes E-Class E 220d' })).toBeInTheDocument();
    expect(first.getByText('luxury')).toBeInTheDocument();
    expect(first.getByText('Hyderabad')).toBeInTheDocument();
    expect(first.getByText('Charminar Luxury Cabs')).toBeInTheDocument();
    // Dates are India's, in the reader's language (English here).
    const indianDateTime = new Intl.DateTimeFormat('en-IN', {
      timeZone: 'Asia/Kolkata',
      dateStyle: 'medium',
      timeStyle: 'short',
    });
    expect(
      first.getByText(indianDateTime.format(new Date(newerQuery.createdAt))),
    ).toBeInTheDocument();
    expect(first.getByRole('link', { name: /View car/ })).toHaveAttribute(
      'href',
      `/car/${newer._id}`,
    );
    expect(first.getByRole('img', { name: 'Mercedes E-Class E 220d' })).toBeInTheDocument();
    expect(
      within(items[1]!).getByRole('heading', { name: 'Toyota Innova Crysta' }),
    ).toBeInTheDocument();
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  it('says so when the customer has not contacted anyone yet', async () => {
    authToken.set('customer-token');
    mockApi({ 'GET /api/queries': { body: { success: true, queries: [] } } });
    renderWithProviders(<QueriesPage />, { route: '/quries' });
    expect(
      await screen.findByText('You have not contacted any travel company yet.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse cars' })).toHaveAttribute('href', '/allcars');
  });

  it('offers to try again when the list cannot be loaded', async () => {
    authToken.set('customer-token');
    mockApi({
      'GET /api/queries': {
        status: 500,
        body: { success: false, message: 'Internal Server Error' },
      },
    });
    renderWithProviders(<QueriesPage />, { route: '/quries' });
    expect(await screen.findByText('Failed to load your queries.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
