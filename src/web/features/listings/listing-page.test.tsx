import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders } from '../../test/render';
import {
  makeCarWash,
  makeDrivingSchool,
  makeMechanic,
  makeOffer,
  makeTour,
  makeVan,
} from './listing-factories';
import ListingPage from './listing-page';

const range = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

describe('ListingPage', () => {
  it(
    'shows 12 cards first and 6 more per load until all are shown',
    { timeout: 20_000 },
    async () => {
      mockApi({ 'GET /api/vans/all': { body: range(25).map((n) => makeVan(n)) } });
      const user = userEvent.setup();
      renderWithProviders(<ListingPage kind="vans" />);

      expect(await screen.findByText('Showing 12 of 25')).toBeInTheDocument();
      const cards = () =>
        within(screen.getByRole('list', { name: 'All vans' })).getAllByRole('article');
      expect(cards()).toHaveLength(12);

      await user.click(screen.getByRole('button', { name: 'Load more' }));
      expect(cards()).toHaveLength(18);
      // Focus moves to the first card the button revealed.
      expect(document.activeElement).toHaveAccessibleName('Van Owner 13');

      await user.click(screen.getByRole('button', { name: 'Load more' }));
      expect(cards()).toHaveLength(24);

      await user.click(screen.getByRole('button', { name: 'Load more' }));
      expect(cards()).toHaveLength(25);
      expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
      expect(document.activeElement).toHaveAccessibleName('Van Owner 25');
      expect(screen.getByText('Showing 25 of 25')).toBeInTheDocument();
    },
  );

  it('has no load-more button when exactly 12 are listed', { timeout: 15_000 }, async () => {
    mockApi({ 'GET /api/mechanics/all': { body: range(12).map((n) => makeMechanic(n)) } });
    renderWithProviders(<ListingPage kind="mechanics" />);

    expect(await screen.findByRole('heading', { name: 'Mechanic 12' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(12);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('shows a loading state, then the title and subtitle', async () => {
    mockApi({ 'GET /api/caroffers/all': { body: [makeOffer(1)] } });
    renderWithProviders(<ListingPage kind="offers" />);

    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.getByRole('heading', { level: 1, name: 'New Car Offers' })).toBeInTheDocument();
    expect(
      screen.getByText('Fresh deals from dealers across Andhra Pradesh and Telangana'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Offer 1' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('logs a failed fetch and shows the empty state', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi({
      'GET /api/tours/all': {
        status: 500,
        body: { success: false, message: 'Internal Server Error' },
      },
    });
    renderWithProviders(<ListingPage kind="tours" />);

    expect(await screen.findByText('Nothing listed here yet.')).toBeInTheDocument();
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    await waitFor(() =>
      expect(logged).toHaveBeenCalledWith('Failed to load tour packages:', expect.any(Error)),
    );
    expect(logged).toHaveBeenCalledTimes(1);
  });

  it('shows the empty state when nothing is listed', async () => {
    mockApi({ 'GET /api/drivingschools/all': { body: [] } });
    renderWithProviders(<ListingPage kind="drivingSchools" />);
    expect(await screen.findByText('Nothing listed here yet.')).toBeInTheDocument();
  });

  it('links to the other five services and not the current one', async () => {
    mockApi({ 'GET /api/carwash/all': { body: [] } });
    renderWithProviders(<ListingPage kind="carWashes" />);

    const section = screen.getByRole('region', { name: 'Other Services' });
    const links = within(section).getAllByRole('link');
    expect(links).toHaveLength(5);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/new-car-offers',
      '/vehicle-carry-van',
      '/driving-school',
      '/tour-packages',
      '/nearby-mechanics',
    ]);
    expect(
      within(section).queryByRole('link', { name: /Nearby Car Wash/ }),
    ).not.toBeInTheDocument();
    await screen.findByText('Nothing listed here yet.');
  });

  it('plays a muted, looping, decorative video with a poster', async () => {
    mockApi({ 'GET /api/vans/all': { body: [] } });
    const { container } = renderWithProviders(<ListingPage kind="vans" />);

    const video = container.querySelector('video')!;
    expect(video).toHaveAttribute('poster', '/media/listing-poster.webp');
    expect(video.muted).toBe(true);
    expect(video.loop).toBe(true);
    expect(video.autoplay).toBe(true);
    expect(video).toHaveAttribute('playsinline');
    expect(video).toHaveAttribute('aria-hidden', 'true');
    expect(
      [...video.querySelectorAll('source')].map((source) => source.getAttribute('src')),
    ).toContain('/media/listing-loop.webm');
    await screen.findByText('Nothing listed here yet.');
  });

  it('does not autoplay the video when reduced motion is preferred', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(prefers-reduced-motion: reduce)',
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    mockApi({ 'GET /api/vans/all': { body: [] } });
    const { container } = renderWithProviders(<ListingPage kind="vans" />);

    const video = container.querySelector('video')!;
    expect(video.autoplay).toBe(false);
    expect(video).toHaveAttribute('preload', 'none');
    expect(video).toHaveAttribute('poster', '/media/listing-poster.webp');
    await screen.findByText('Nothing listed here yet.');
  });
});

describe('listing cards (what each card shows)', () => {
  it('offers: image, title, description and a View Offer dialog with the support number', async () => {
    mockApi({
      'GET /api/caroffers/all': {
        body: [
          makeOffer(1, { title: 'Creta launch offer', description: 'Save ₹50,000 this month' }),
        ],
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<ListingPage kind="offers" />);

    const card = await screen.findByRole('article', { name: 'Creta launch offer' });
    expect(within(card).getByRole('img', { name: 'Creta launch offer' })).toHaveAttribute(
      'src',
      '/uploads/demo/offer-1.svg',
    );
    expect(within(card).getByText('Save ₹50,000 this month')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: /View Offer/ }));
    const dialog = screen.getByRole('dialog', { name: 'Creta launch offer' });
    expect(within(dialog).getByRole('link', { name: /Call Saarthi support/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^tel:\+?\d+$/),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('vans: owner, phone link, place, vehicle type and load capacity', async () => {
    mockApi({
      'GET /api/vans/all': {
        body: [
          makeVan(1, {
            ownerName: 'Ramesh Babu',
            phone: '9876543210',
            capacity: '1.5 tonnes',
            vehicleType: 'Car carrier',
          }),
        ],
      },
    });
    renderWithProviders(<ListingPage kind="vans" />);

    const card = await screen.findByRole('article', { name: 'Ramesh Babu' });
    expect(within(card).getByRole('link', { name: 'Call 98765 43210' })).toHaveAttribute(
      'href',
      'tel:+919876543210',
    );
    expect(within(card).getByText('Benz Circle, Vijayawada', { exact: false })).toHaveTextContent(
      'Benz Circle, Vijayawada 520010',
    );
    expect(within(card).getByText('Car carrier')).toBeInTheDocument();
    expect(within(card).getByText('Load capacity').nextSibling).toHaveTextContent('1.5 tonnes');
  });

  it('tours: image, destination, duration, price, includes, excludes and itinerary', async () => {
    mockApi({ 'GET /api/tours/all': { body: [makeTour(1, { title: 'Araku Valley Escape' })] } });
    const user = userEvent.setup();
    renderWithProviders(<ListingPage kind="tours" />);

    const card = await screen.findByRole('article', { name: 'Araku Valley Escape' });
    expect(within(card).getByRole('img', { name: 'Araku Valley Escape' })).toBeInTheDocument();
    expect(within(card).getByText('Araku Valley')).toBeInTheDocument();
    expect(within(card).getByText('2 Days / 1 Night')).toBeInTheDocument();
    expect(within(card).getByText('₹12,500')).toBeInTheDocument();
    expect(within(card).getByText('Fuel and tolls')).toBeInTheDocument();
    expect(within(card).getByText('Meals')).toBeInTheDocument();

    await user.click(within(card).getByText('View itinerary'));
    expect(within(card).getByText('Day 2')).toBeVisible();
    expect(within(card).getByText('Borra caves and return')).toBeVisible();
  });

  it('tours: a broken image falls back to the placeholder', async () => {
    mockApi({ 'GET /api/tours/all': { body: [makeTour(1, { title: 'Tirupati darshan' })] } });
    renderWithProviders(<ListingPage kind="tours" />);

    const image = await screen.findByRole('img', { name: 'Tirupati darshan' });
    image.dispatchEvent(new Event('error'));
    await waitFor(() => expect(image).toHaveAttribute('src', '/placeholder.svg'));
  });

  it('car wash: name, phone, place and the rating as "4.5/5"', async () => {
    mockApi({
      'GET /api/carwash/all': {
        body: [makeCarWash(1, { name: 'Aqua Shine', rating: 4.5, phone: '9123456780' })],
      },
    });
    renderWithProviders(<ListingPage kind="carWashes" />);

    const card = await screen.findByRole('article', { name: 'Aqua Shine' });
    expect(within(card).getByText('4.5/5')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Call 91234 56780' })).toHaveAttribute(
      'href',
      'tel:+919123456780',
    );
    expect(within(card).getByText(/Benz Circle, Vijayawada/)).toHaveTextContent('520010');
  });

  it('mechanics: name, age, phone, place, experience and rating', async () => {
    mockApi({
      'GET /api/mechanics/all': {
        body: [makeMechanic(1, { fullname: 'Suresh Reddy', age: 41, experience: 12, rating: 4 })],
      },
    });
    renderWithProviders(<ListingPage kind="mechanics" />);

    const card = await screen.findByRole('article', { name: 'Suresh Reddy' });
    expect(within(card).getByText('Age').nextSibling).toHaveTextContent('41 years');
    expect(within(card).getByText('Experience').nextSibling).toHaveTextContent('12 years');
    expect(within(card).getByText('4/5')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /^Call / })).toHaveAttribute(
      'href',
      'tel:+919000011111',
    );
  });

  it('driving schools: name, owner, phone, place, established year and counts', async () => {
    mockApi({
      'GET /api/drivingschools/all': {
        body: [
          makeDrivingSchool(1, {
            drivingSchoolName: 'Maruthi Driving School',
            ownerName: 'K. Srinivas',
          }),
        ],
      },
    });
    renderWithProviders(<ListingPage kind="drivingSchools" />);

    const card = await screen.findByRole('article', { name: 'Maruthi Driving School' });
    expect(within(card).getByText('Owner: K. Srinivas')).toBeInTheDocument();
    expect(within(card).getByText('Established in 1998')).toBeInTheDocument();
    expect(within(card).getByText('Vehicles').nextSibling).toHaveTextContent('9');
    expect(within(card).getByText('Instructors').nextSibling).toHaveTextContent('6');
    expect(within(card).getByRole('link', { name: 'Call 88888 77777' })).toBeInTheDocument();
  });
});
