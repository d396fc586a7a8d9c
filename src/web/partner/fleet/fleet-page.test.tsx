import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { authToken } from '../../lib/storage';
import { mockApi, renderWithProviders } from '../../test/render';
import { PARTNER_AREA_MESSAGES } from '../area-messages';
import { COMPANY_SUSPENDED, companyAnswer, makeCar, outage } from '../test-data';
import { retryAfterOutage } from '../test-helpers';
import { FleetPage } from './fleet-page';
import { changeAnswer } from './test-data';

function renderFleet(route = '/partner/fleet') {
  return renderWithProviders(<FleetPage />, {
    messages: PARTNER_AREA_MESSAGES,
    route,
    path: '/partner/fleet',
  });
}

const carsAnswer = (cars: ReturnType<typeof makeCar>[]) => ({ body: { success: true, cars } });

describe('FleetPage', () => {
  it('lists every car with its details and status, and the way to add one', async () => {
    authToken.set('partner-token');
    const live = makeCar({ status: 'live', carName: 'Toyota Innova Crysta', carModel: 'GX 2021' });
    const draft = makeCar({
      carName: 'Maruti Suzuki Dzire',
      category: 'prime',
      city: 'Guntur',
      seater: 4,
      registrationNumber: 'AP07CD4321',
    });
    const suspended = makeCar({ status: 'suspended', carName: 'Honda City' });
    const inReview = makeCar({ status: 'pending_review', carName: 'Kia Carens' });
    mockApi({
      'GET /api/partner/company': companyAnswer(),
      'GET /api/partner/cars': ({ url }) => {
        expect(url.searchParams.get('status')).toBeNull();
        return carsAnswer([live, draft, suspended, inReview]);
      },
    });
    renderFleet();

    const list = await screen.findByRole('list', { name: 'Your cars' });
    const cars = within(list).getAllByRole('listitem');
    expect(cars).toHaveLength(4);
    expect(within(cars[0]!).getByRole('link', { name: 'Toyota Innova Crysta' })).toHaveAttribute(
      'href',
      `/partner/fleet/${live._id}`,
    );
    expect(cars[0]).toHaveTextContent('Live');
    expect(cars[0]).toHaveTextContent('GX 2021 · Regular · Vijayawada');
    expect(cars[1]).toHaveTextContent('Draft');
    expect(cars[1]).toHaveTextContent('VXi 2022 · Prime · Guntur');
    expect(cars[1]).toHaveTextContent('AP07CD4321');
    expect(cars[1]).toHaveTextContent('4 + driver');
    expect(cars[2]).toHaveTextContent('Suspended');
    expect(cars[2]).toHaveTextContent('Hidden by Saarthi: open the car to see what to do.');
    expect(cars[3]).toHaveTextContent('In review');
    expect(screen.getByRole('link', { name: 'Add a car' })).toHaveAttribute(
      'href',
      '/partner/fleet/new',
    );
    expect(screen.getByRole('link', { name: 'In your fleet' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('link', { name: 'Archived' })).toHaveAttribute(
      'href',
      '/partner/fleet?show=archived',
    );
  });

  it('explains the first steps to a pending company without cars', async () => {
    authToken.set('partner-token');
    mockApi({
      'GET /api/partner/company': companyAnswer({ status: 'pending' }),
      'GET /api/partner/cars': carsAnswer([]),
    });
    renderFleet();

    expect(screen.getByRole('status')).toHaveTextContent('Loading your company…');
    expect(await screen.findByRole('heading', { name: 'Add your first car' })).toBeVisible();
    expect(
      screen.getByText('Add the car: its details, photos and rates. It is saved as a draft.'),
    ).toBeVisible();
    expect(
      screen.getByText(
        'You can add cars now; they go public only after Saarthi verifies your company.',
      ),
    ).toBeVisible();
    expect(
      screen.getByText(
        'Your company is waiting for verification: your cars go public only after Saarthi verifies it.',
      ),
    ).toBeVisible();
    expect(screen.getAllByRole('link', { name: 'Add a car' })).toHaveLength(2);
  });

  it('says why the cars did not load, and loads them on trying again', async () => {
    authToken.set('partner-token');
    const cars = outage(() => carsAnswer([makeCar({ carName: 'Hyundai Aura' })]));
    mockApi({
      'GET /api/partner/company': companyAnswer(),
      'GET /api/partner/cars': cars.answer,
    });
    const user = userEvent.setup();
    // The failure is logged once, by the query client, as the app does for every list.
    const logged = vi.mocked(console.error).mockImplementation(() => undefined);
    renderFleet();

    // The list is asked for twice (once more after a failure, as every list) before it says so.
    await retryAfterOutage(user, cars, ['We could not load your cars']);
    expect(await screen.findByRole('link', { name: 'Hyundai Aura' })).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('Failed to load the fleet', expect.anything());
  });

  it('shows the archived cars on their own, without switches', async () => {
    authToken.set('partner-token');
    mockApi({
      'GET /api/partner/company': companyAnswer(),
      'GET /api/partner/cars': ({ url }) =>
        url.searchParams.get('status') === 'archived'
          ? carsAnswer([makeCar({ status: 'archived', carName: 'Tata Indica' })])
          : carsAnswer([]),
    });
    renderFleet('/partner/fleet?show=archived');

    const list = await screen.findByRole('list', { name: 'Archived cars' });
    expect(within(list).getByRole('listitem')).toHaveTextContent('Tata Indica');
    expect(within(list).getByRole('listitem')).toHaveTextContent('Archived');
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Archived' })).toHaveAttribute('aria-current', 'page');
  });

  it('turns availability off with one PATCH of the car', async () => {
    authToken.set('partner-token');
    const car = makeCar({ status: 'live' });
    let sent: unknown;
    mockApi({
      'GET /api/partner/company': companyAnswer(),
      'GET /api/partner/cars': carsAnswer([car]),
      [`PATCH /api/partner/cars/${car._id}/availability`]: ({ body }) => {
        sent = body;
        return changeAnswer({ ...car, availability: false }, 'car_unavailable');
      },
    });
    const user = userEvent.setup();
    renderFleet();

    const available = await screen.findByRole('switch', {
      name: 'Maruti Suzuki Dzire: Available for bookings',
    });
    expect(available).toBeChecked();
    await user.click(available);

    await waitFor(() => expect(available).not.toBeChecked());
    expect(sent).toEqual({ availability: false });
  });

  it('puts the switch back and says why when the server refuses', async () => {
    authToken.set('partner-token');
    const car = makeCar({ availability: true });
    mockApi({
      'GET /api/partner/company': companyAnswer(),
      'GET /api/partner/cars': carsAnswer([car]),
      [`PATCH /api/partner/cars/${car._id}/availability`]: COMPANY_SUSPENDED,
    });
    const user = userEvent.setup();
    renderFleet();

    const available = await screen.findByRole('switch', { name: /Available for bookings/ });
    await user.click(available);
    expect(
      await screen.findByText('Your company is suspended: contact Saarthi support'),
    ).toBeInTheDocument();
    expect(available).toBeChecked();
  });

  it('says what a car listed before the portal lacks, and still lets it be switched', async () => {
    authToken.set('partner-token');
    const car = makeCar({ registrationNumber: null, bodyType: null });
    mockApi({
      'GET /api/partner/company': companyAnswer(),
      'GET /api/partner/cars': carsAnswer([car]),
    });
    renderFleet();

    expect(await screen.findByRole('switch', { name: /Available for bookings/ })).toBeEnabled();
    expect(screen.getByText('No registration number yet')).toBeVisible();
  });

  it('lets a suspended company see its cars but not change them', async () => {
    authToken.set('partner-token');
    mockApi({
      'GET /api/partner/company': companyAnswer({ status: 'suspended' }),
      'GET /api/partner/cars': carsAnswer([makeCar({ status: 'live' })]),
    });
    renderFleet();

    expect(await screen.findByRole('link', { name: 'Maruti Suzuki Dzire' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Your company is suspended: your cars are hidden from customers and cannot be changed.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Add a car' })).not.toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });
});
