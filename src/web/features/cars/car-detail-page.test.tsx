import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Car, Feedback } from '@shared/contracts/cars';
import { authToken } from '../../lib/storage';
import { mockApi, renderWithProviders } from '../../test/render';
import { CarDetailPage } from './car-detail-page';
import { makeCar, makeFeedback, makeProfile, makeQueryCreated } from './test-data';

type Routes = Parameters<typeof mockApi>[0];

function renderDetail(car: Car, routes: Routes = {}, feedbacks: Feedback[] = [], search = '') {
  const fetchSpy = mockApi({
    [`GET /api/cars/${car._id}`]: {
      body: { success: true, car, message: 'Car fetched successfully', code: 'car_fetched' },
    },
    'GET /api/feedback': { body: feedbacks },
    [`GET /api/cars/${car._id}/company-badge`]: { body: { success: true, responseMinutes: null } },
    [`GET /api/cars/${car._id}/availability`]: { body: { success: true, busy: [] } },
    'GET /api/site': {
      body: {
        supportPhone: '+91 98480 22338',
        supportEmail: 'help@saarthi.test',
        officeAddress: 'Vijayawada',
        social: { facebook: '', instagram: '', twitter: '', youtube: '', linkedin: '' },
        googleClientId: null,
      },
    },
    'GET /api/user/profile': { body: makeProfile() },
    ...routes,
  });
  const view = renderWithProviders(<CarDetailPage />, {
    route: `/car/${car._id}${search}`,
    path: '/car/:id',
  });
  return { fetchSpy, ...view };
}

const calls = (fetchSpy: ReturnType<typeof mockApi>, method: string, path: string) =>
  fetchSpy.mock.calls.filter(
    ([input, init]) =>
      (init?.method ?? 'GET') === method &&
      new URL(String(input), 'http://localhost').pathname === path,
  );

describe('CarDetailPage', () => {
  it('shows "Loading car details..." and then the car, its owner and its driver', async () => {
    const car = makeCar({ user: { ...makeCar().user, rating: 3.5, trending: true } });
    renderDetail(car);
    expect(screen.getByText('Loading car details...')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Maruti Dzire' }),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Available').length).toBeGreaterThan(0);
    expect(screen.getAllByText('₹2,700')[0]!.parentElement).toHaveTextContent(/₹2,700\s*\/ 24 h/);
    expect(screen.getByRole('img', { name: 'Rated 3.5 out of 5' })).toBeInTheDocument();
    expect(screen.getByText('Trending')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Driver Ravi Kumar' })).toBeInTheDocument();
    expect(screen.getByText('34 years')).toBeInTheDocument();
    expect(screen.getByText('AP1620190012345')).toBeInTheDocument();
  });

  it("shows the driver's languages and years of experience, the model year, AC and luggage", async () => {
    const car = makeCar({
      car_name: 'Toyota Innova Hycross',
      car_model: 'VX Hybrid',
      model_year: 2024,
      luggage: 4,
      ac: true,
      driver_languages: ['Telugu', 'Hindi', 'English'],
      driver_experience_years: 12,
    });
    renderDetail(car);
    await screen.findByRole('heading', { level: 1, name: 'Toyota Innova Hycross' });
    expect(screen.getByText('2024').parentElement).toHaveTextContent('Model year 2024 · VX Hybrid');
    const driver = within(screen.getByRole('region', { name: 'Your driver' }));
    const fact = (term: string) => driver.getByText(term).nextElementSibling;
    expect(fact('Experience')).toHaveTextContent('12 years');
    expect(fact('Speaks')).toHaveTextContent('Telugu, Hindi and English');
    expect(fact('Age')).toHaveTextContent('34 years');
    const facts = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling;
    expect(facts('Luggage')).toHaveTextContent('4 bags');
    expect(facts('Air-conditioning')).toHaveTextContent('AC');
  });

  it('leaves out what is not known of the driver, and says a car without AC is Non-AC', async () => {
    renderDetail(
      makeCar({ driver_languages: [], driver_experience_years: null, ac: false, luggage: 1 }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Maruti Dzire' });
    const driver = within(screen.getByRole('region', { name: 'Your driver' }));
    expect(driver.queryByText('Experience')).not.toBeInTheDocument();
    expect(driver.queryByText('Speaks')).not.toBeInTheDocument();
    expect(screen.getByText('Non-AC')).toBeInTheDocument();
    expect(screen.getByText('1 bag')).toBeInTheDocument();
  });

  it('lists the facts as terms and definitions, each term directly in its group', async () => {
    renderDetail(makeCar());
    await screen.findByRole('heading', { level: 1, name: 'Maruti Dzire' });
    const terms = screen.getAllByRole('term');
    expect(terms.map((term) => term.textContent)).toEqual(
      expect.arrayContaining(['Fuel type', 'Seats', 'City', 'Category', 'Service type', 'Status']),
    );
    // HTML allows only dt/dd (optionally in a bare div) inside a dl.
    for (const list of document.querySelectorAll('dl')) {
      for (const child of list.children) {
        const items = child.tagName === 'DIV' ? [...child.children] : [child];
        expect(items.every((item) => item.tagName === 'DT' || item.tagName === 'DD')).toBe(true);
      }
    }
  });

  it('says "Car not found." for an unknown car', async () => {
    const car = makeCar();
    renderDetail(car, {
      [`GET /api/cars/${car._id}`]: {
        status: 404,
        body: { success: false, message: 'Car not found' },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Car not found.' })).toBeInTheDocument();
  });

  it('says "Failed to load car details" and logs other failures', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const car = makeCar();
    renderDetail(car, {
      [`GET /api/cars/${car._id}`]: {
        status: 500,
        body: { success: false, message: 'Internal Server Error' },
      },
    });
    expect(
      await screen.findByRole('heading', { name: 'Failed to load car details' }, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('Failed to load car details', expect.anything());
  });

  it('toggles the price calculator with the Estimated Price button', async () => {
    const user = userEvent.setup();
    // A luxury car at its own rates: ₹22/km and ₹6,500 for the day.
    renderDetail(
      makeCar({
        category: 'luxury',
        rates: { perKmFirst: 22, perKmBeyond: 40, base: 6500, perExtraHour: 1000 },
      }),
    );
    const button = await screen.findByRole('button', { name: 'Estimated Price' });
    expect(screen.getAllByText('₹6,500')[0]!.parentElement).toHaveTextContent(/₹6,500\s*\/ 24 h/);
    expect(screen.getByText('+ ₹22/km for the first 150 km')).toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.type(screen.getByLabelText('Kilometers'), '100');
    await user.type(screen.getByLabelText('Hours'), '10');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(screen.getByText('₹8,700')).toBeInTheDocument();
    await user.click(button);
    expect(screen.queryByLabelText('Kilometers')).not.toBeInTheDocument();
  });

  describe("the company's response badge", () => {
    it.each([
      [12, 'Usually responds within 12 min'],
      [150, 'Usually responds within 3 h'],
    ])('says how fast the company responds (%i minutes)', async (minutes, says) => {
      const car = makeCar();
      renderDetail(car, {
        [`GET /api/cars/${car._id}/company-badge`]: {
          body: { success: true, responseMinutes: minutes },
        },
      });
      const company = await screen.findByRole('region', { name: 'Travel company' });
      expect(await within(company).findByText(says)).toBeInTheDocument();
    });

    it('shows no badge without enough responses', async () => {
      const car = makeCar();
      const { fetchSpy } = renderDetail(car);
      await screen.findByRole('heading', { level: 1, name: 'Maruti Dzire' });
      await waitFor(() =>
        expect(calls(fetchSpy, 'GET', `/api/cars/${car._id}/company-badge`)).toHaveLength(1),
      );
      expect(screen.queryByText(/Usually responds/)).not.toBeInTheDocument();
    });

    it('stays hidden when the badge call fails, without logging', async () => {
      const car = makeCar();
      const { fetchSpy } = renderDetail(car, {
        [`GET /api/cars/${car._id}/company-badge`]: {
          status: 500,
          body: { success: false, message: 'Internal Server Error' },
        },
      });
      await screen.findByRole('heading', { level: 1, name: 'Maruti Dzire' });
      await waitFor(() =>
        expect(calls(fetchSpy, 'GET', `/api/cars/${car._id}/company-badge`)).toHaveLength(1),
      );
      expect(screen.queryByText(/Usually responds/)).not.toBeInTheDocument();
    });
  });

  describe('contact information', () => {
    it('asks a signed-out visitor to log in and goes to /user', async () => {
      const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
      const user = userEvent.setup();
      const { fetchSpy } = renderDetail(makeCar());
      await user.click(await screen.findByRole('button', { name: 'Contact Information' }));
      expect(alert).toHaveBeenCalledWith('Please log in to view contact information.');
      expect(screen.getByTestId('navigated-away')).toBeInTheDocument();
      expect(calls(fetchSpy, 'POST', '/api/queries')).toHaveLength(0);
    });

    it("reveals the company's phone, WhatsApp and e-mail, logs one query per visit, and hides it again", async () => {
      authToken.set('customer-token');
      const car = makeCar();
      const bodies: unknown[] = [];
      const { fetchSpy } = renderDetail(car, {
        'POST /api/queries': ({ body, headers }) => {
          bodies.push({ body, auth: headers.get('authorization') });
          return { status: 201, body: makeQueryCreated(car) };
        },
      });
      const user = userEvent.setup();
      const button = await screen.findByRole('button', { name: 'Contact Information' });

      await user.click(button);
      const contact = await screen.findByRole('region', { name: 'Contact information' });
      expect(button).toHaveAttribute('aria-expanded', 'true');
      expect(within(contact).getByText('Sri Durga Travels')).toBeInTheDocument();
      expect(within(contact).getByRole('link', { name: '+91 98480 22334' })).toHaveAttribute(
        'href',
        'tel:+919848022334',
      );
      const whatsapp = within(contact).getByRole('link', { name: 'Message on WhatsApp' });
      expect(whatsapp).toHaveAttribute('href', makeQueryCreated(car).contact.whatsappUrl);
      expect(whatsapp).toHaveAttribute('target', '_blank');
      expect(
        within(contact).getByRole('link', { name: 'bookings@durgatravels.in' }),
      ).toHaveAttribute('href', 'mailto:bookings@durgatravels.in');
      // Not the support desk: the company's own contact.
      expect(within(contact).queryByText(/98480 22338/)).not.toBeInTheDocument();
      expect(bodies).toEqual([
        { body: { carId: car._id, travelUserId: car.user._id }, auth: 'Bearer customer-token' },
      ]);

      await user.click(button);
      expect(screen.queryByRole('region', { name: 'Contact information' })).not.toBeInTheDocument();
      expect(button).toHaveAttribute('aria-expanded', 'false');

      await user.click(button);
      expect(screen.getByRole('region', { name: 'Contact information' })).toBeInTheDocument();
      expect(calls(fetchSpy, 'POST', '/api/queries')).toHaveLength(1);
    });

    it('shows no WhatsApp button or e-mail that the company has not set', async () => {
      authToken.set('customer-token');
      const car = makeCar();
      renderDetail(car, {
        'POST /api/queries': {
          status: 201,
          body: makeQueryCreated(car, {
            phone: '+91 98480 22338',
            whatsapp: '+91 98480 22338',
            email: null,
            whatsappUrl: null,
          }),
        },
      });
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Contact Information' }));
      const contact = await screen.findByRole('region', { name: 'Contact information' });
      expect(within(contact).getAllByRole('link')).toHaveLength(1);
      expect(within(contact).getByRole('link', { name: '+91 98480 22338' })).toHaveAttribute(
        'href',
        'tel:+919848022338',
      );
    });

    it('says it is getting the contact, and shows nothing until the API has answered', async () => {
      authToken.set('customer-token');
      const car = makeCar();
      let release!: () => void;
      renderDetail(car, {
        'POST /api/queries': async () => {
          await new Promise<void>((resolve) => (release = resolve));
          return { status: 201, body: makeQueryCreated(car) };
        },
      });
      const user = userEvent.setup();
      const button = await screen.findByRole('button', { name: 'Contact Information' });
      await user.click(button);
      expect(await screen.findByText('Getting the contact...')).toBeInTheDocument();
      expect(button).toHaveAttribute('aria-busy', 'true');
      expect(screen.queryByRole('region', { name: 'Contact information' })).not.toBeInTheDocument();
      release();
      expect(
        await screen.findByRole('region', { name: 'Contact information' }),
      ).toBeInTheDocument();
      expect(screen.queryByText('Getting the contact...')).not.toBeInTheDocument();
    });

    it('on a 401 reveals nothing, forgets the token and says once that the session ended', async () => {
      authToken.set('expired-token');
      const car = makeCar();
      const { fetchSpy } = renderDetail(car, {
        'POST /api/queries': {
          status: 401,
          body: { success: false, message: 'Your session has ended', code: 'session_ended' },
        },
      });
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Contact Information' }));
      expect(
        await screen.findByText('Your session has ended. Please log in again.'),
      ).toBeInTheDocument();
      expect(screen.getAllByText(/session has ended/i)).toHaveLength(1);
      expect(authToken.get()).toBeNull();
      expect(screen.queryByRole('region', { name: 'Contact information' })).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: /98480/ })).not.toBeInTheDocument();
      // Signed out now: the review form asks to log in, and the page asked the server once.
      expect(await screen.findByText('Log in to write a review')).toBeInTheDocument();
      expect(calls(fetchSpy, 'POST', '/api/queries')).toHaveLength(1);
    });

    it('after the login a reveal asked for, reveals the contact once', async () => {
      authToken.set('customer-token');
      const car = makeCar();
      const { fetchSpy } = renderDetail(
        car,
        { 'POST /api/queries': { status: 201, body: makeQueryCreated(car) } },
        [],
        '?then=contact',
      );
      expect(
        await screen.findByRole('region', { name: 'Contact information' }),
      ).toBeInTheDocument();
      expect(calls(fetchSpy, 'POST', '/api/queries')).toHaveLength(1);
    });

    it.each([['the server fails', { status: 500, body: null }, 'Failed to save query']])(
      'reveals nothing when %s, and a later press tries again',
      async (_case, answer, says) => {
        authToken.set('customer-token');
        const car = makeCar();
        let next: { status: number; body: unknown } = answer;
        const { fetchSpy } = renderDetail(car, { 'POST /api/queries': () => next });
        const user = userEvent.setup();
        const button = await screen.findByRole('button', { name: 'Contact Information' });
        await user.click(button);
        expect(await screen.findByText(says)).toBeInTheDocument();
        expect(
          screen.queryByRole('region', { name: 'Contact information' }),
        ).not.toBeInTheDocument();
        expect(screen.queryByRole('link', { name: /98480/ })).not.toBeInTheDocument();
        expect(button).toHaveAttribute('aria-expanded', 'false');

        next = { status: 201, body: makeQueryCreated(car) };
        await user.click(button);
        expect(
          await screen.findByRole('region', { name: 'Contact information' }),
        ).toBeInTheDocument();
        expect(calls(fetchSpy, 'POST', '/api/queries')).toHaveLength(2);
      },
    );
  });

  describe('the phone bar', () => {
    it("keeps the car's price for its base period and the main actions together", async () => {
      authToken.set('customer-token');
      const car = makeCar();
      renderDetail(car, { 'POST /api/queries': { status: 201, body: makeQueryCreated(car) } });
      const bar = await screen.findByRole('region', { name: 'Price and actions' });
      expect(bar).toHaveTextContent(`₹${car.rates.base.toLocaleString('en-IN')}`);
      expect(bar).toHaveTextContent('for 24 hours');
      const user = userEvent.setup();
      await user.click(within(bar).getByRole('button', { name: 'Estimate' }));
      expect(screen.getByRole('region', { name: 'Estimate your trip' })).toBeInTheDocument();
      await user.click(within(bar).getByRole('button', { name: 'Contact' }));
      expect(
        await screen.findByRole('region', { name: 'Contact information' }),
      ).toBeInTheDocument();
      expect(within(bar).getByRole('button', { name: 'Book' })).toBeInTheDocument();
    });

    it('offers no booking for a car that is not taking bookings', async () => {
      renderDetail(makeCar({ availability: false }));
      const bar = await screen.findByRole('region', { name: 'Price and actions' });
      expect(within(bar).queryByRole('button', { name: 'Book' })).not.toBeInTheDocument();
    });
  });

  describe('reviews', () => {
    it('lists the reviews of the car', async () => {
      const car = makeCar();
      renderDetail(car, {}, [
        makeFeedback(car, { rating: 5, feedback: 'Smooth ride to Tirumala.' }),
      ]);
      const list = await screen.findByRole('list', { name: 'Reviews' });
      expect(within(list).getByText('Lakshmi Prasanna')).toBeInTheDocument();
      expect(within(list).getByText('Smooth ride to Tirumala.')).toBeInTheDocument();
      expect(within(list).getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
      // Dates are India's, in the reader's language (English here).
      const indianDate = new Intl.DateTimeFormat('en-IN', {
        timeZone: 'Asia/Kolkata',
        year: 'numeric',
        month: 'short',
        day: 'numeric',
      });
      expect(
        within(list).getByText(indianDate.format(new Date('2025-01-15T10:30:00.000Z'))),
      ).toBeInTheDocument();
    });

    it('tells the visitor when reviews cannot be loaded', async () => {
      renderDetail(makeCar(), {
        'GET /api/feedback': {
          status: 500,
          body: { success: false, message: 'Internal Server Error' },
        },
      });
      expect(await screen.findByText('Failed to load reviews')).toBeInTheDocument();
      expect(await screen.findByText('Failed to fetch feedbacks')).toBeInTheDocument();
    });

    it('asks a signed-out visitor to log in instead of showing the form', async () => {
      const car = makeCar();
      renderDetail(car);
      expect(await screen.findByText('Log in to write a review')).toBeInTheDocument();
      // The login comes back to this car with the review box ready.
      expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute(
        'href',
        `/user?next=${encodeURIComponent(`/car/${car._id}?then=review`)}`,
      );
      expect(screen.queryByLabelText('Your review')).not.toBeInTheDocument();
    });

    it('after the login a review asked for, has the review box ready to type in', async () => {
      authToken.set('customer-token');
      renderDetail(makeCar(), {}, [], '?then=review');
      const box = await screen.findByLabelText('Your review');
      await waitFor(() => expect(box).toHaveFocus());
    });

    it('needs both a rating and a comment', async () => {
      authToken.set('customer-token');
      const user = userEvent.setup();
      const { fetchSpy } = renderDetail(makeCar());
      await user.click(await screen.findByRole('button', { name: 'Submit review' }));
      expect(await screen.findByText('Please provide both rating and comment')).toBeInTheDocument();
      await user.click(screen.getByRole('radio', { name: '4 stars' }));
      await user.type(screen.getByLabelText('Your review'), '   ');
      await user.click(screen.getByRole('button', { name: 'Submit review' }));
      expect(await screen.findByText('Please provide both rating and comment')).toBeInTheDocument();
      expect(calls(fetchSpy, 'POST', '/api/feedback')).toHaveLength(0);
    });

    it('submits, shows "Submitting...", then thanks, resets and reloads the reviews', async () => {
      authToken.set('customer-token');
      const car = makeCar();
      const profile = makeProfile();
      let release!: () => void;
      const sent: unknown[] = [];
      const { fetchSpy } = renderDetail(car, {
        'GET /api/user/profile': { body: profile },
        'POST /api/feedback': async ({ body }) => {
          sent.push(body);
          await new Promise<void>((resolve) => (release = resolve));
          return {
            status: 201,
            body: {
              success: true,
              message: 'Feedback submitted successfully',
              code: 'feedback_submitted',
              feedback: makeFeedback(car),
            },
          };
        },
      });
      const user = userEvent.setup();
      await screen.findByRole('button', { name: 'Submit review' });
      await waitFor(() => expect(calls(fetchSpy, 'GET', '/api/user/profile')).toHaveLength(1));

      const fourStars = screen.getByRole('radio', { name: '4 stars' });
      await user.click(fourStars);
      expect(fourStars).toBeChecked();
      await user.type(screen.getByLabelText('Your review'), 'Punctual driver, spotless car.');
      await user.click(screen.getByRole('button', { name: 'Submit review' }));

      expect(await screen.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
      expect(sent).toEqual([
        {
          userId: profile._id,
          travelUserId: car.user._id,
          carId: car._id,
          rating: 4,
          feedback: 'Punctual driver, spotless car.',
        },
      ]);
      const feedbackLoads = calls(fetchSpy, 'GET', '/api/feedback').length;
      const carLoads = calls(fetchSpy, 'GET', `/api/cars/${car._id}`).length;
      release();

      expect(await screen.findByText('Feedback submitted successfully')).toBeInTheDocument();
      expect(screen.getByLabelText('Your review')).toHaveValue('');
      expect(screen.getByRole('radio', { name: '4 stars' })).not.toBeChecked();
      expect(screen.getByRole('button', { name: 'Submit review' })).toBeEnabled();
      expect(calls(fetchSpy, 'GET', '/api/feedback').length).toBeGreaterThan(feedbackLoads);
      expect(calls(fetchSpy, 'GET', `/api/cars/${car._id}`).length).toBeGreaterThan(carLoads);
    });

    it('shows the server message when a review is refused, else "Submission failed"', async () => {
      authToken.set('customer-token');
      let answer: { status: number; body: unknown } = {
        status: 400,
        body: { success: false, message: 'You already reviewed this car', code: 'review_refused' },
      };
      renderDetail(makeCar(), { 'POST /api/feedback': () => answer });
      const user = userEvent.setup();
      await user.click(await screen.findByRole('radio', { name: '5 stars' }));
      await user.type(screen.getByLabelText('Your review'), 'Great trip');
      await user.click(screen.getByRole('button', { name: 'Submit review' }));
      expect(await screen.findByText('You already reviewed this car')).toBeInTheDocument();
      expect(screen.getByLabelText('Your review')).toHaveValue('Great trip');

      answer = { status: 502, body: null };
      await user.click(screen.getByRole('button', { name: 'Submit review' }));
      expect(await screen.findByText('Submission failed')).toBeInTheDocument();
    });

    it('tells the customer when their account cannot be read', async () => {
      authToken.set('expired-token');
      renderDetail(makeCar(), {
        'GET /api/user/profile': { status: 401, body: { success: false, message: 'Unauthorized' } },
      });
      expect(await screen.findByText('Failed to fetch user data')).toBeInTheDocument();
    });

    it('can be rated with the keyboard', async () => {
      authToken.set('customer-token');
      const user = userEvent.setup();
      renderDetail(makeCar());
      await screen.findByRole('radio', { name: '1 star' });
      expect(screen.getByRole('group', { name: 'Your rating' })).toBeInTheDocument();
      screen.getByRole('radio', { name: '1 star' }).focus();
      await user.keyboard('{ArrowRight}{ArrowRight}');
      expect(screen.getByRole('radio', { name: '3 stars' })).toBeChecked();
    });
  });

  // docs/product/trips-and-money.md#bookings: Book on the car page, and the car's availability.
  describe('booking', () => {
    afterEach(() => sessionStorage.clear());

    it('opens the booking form from "Book this car", and gives the focus back on closing', async () => {
      const user = userEvent.setup();
      renderDetail(makeCar());
      const book = await screen.findByRole('button', { name: 'Book this car' });
      await user.click(book);
      const dialog = await screen.findByRole('dialog', { name: 'Book Maruti Dzire' });
      expect(within(dialog).getByRole('button', { name: 'Log in to book' })).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Close' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(book).toHaveFocus();
    });

    it("shows the car's month, and a free day picked there opens the form on that day", async () => {
      const user = userEvent.setup();
      const car = makeCar();
      renderDetail(car);
      const calendar = await screen.findByRole('region', { name: 'Availability' });
      const free = await waitFor(() => {
        const day = within(calendar)
          .getAllByRole('button')
          .find((button) => button.dataset.day && !button.hasAttribute('aria-disabled'));
        expect(day).toBeDefined();
        return day!;
      });
      await user.click(free);
      const dialog = await screen.findByRole('dialog', { name: 'Book Maruti Dzire' });
      const pickup = within(dialog).getByRole('group', { name: 'Pickup (India time)' });
      expect(within(pickup).getByLabelText('Date')).toHaveValue(free.dataset.day);
    });

    it('reopens the form filled in when the customer comes back after logging in', async () => {
      authToken.set('customer-token');
      const car = makeCar();
      sessionStorage.setItem(
        'saarthi-booking-draft',
        JSON.stringify({
          carId: car._id,
          values: { pickupAddress: 'Benz Circle', estimatedKm: '80' },
          savedAt: Date.now(),
        }),
      );
      renderDetail(car);
      const dialog = await screen.findByRole('dialog', { name: 'Book Maruti Dzire' });
      expect(within(dialog).getByLabelText('Pickup address')).toHaveValue('Benz Circle');
      // Used once: a later visit starts afresh.
      expect(sessionStorage.getItem('saarthi-booking-draft')).toBeNull();
    });

    it('starts the form from the trip searched for on the home page, and says that trip', async () => {
      const user = userEvent.setup();
      renderDetail(makeCar(), {}, [], '?trip=outstation&date=2099-12-01&time=06:30');
      expect(
        await screen.findByText('Your trip: Outstation, pickup Tue, 1 Dec, 2099, 6:30 am'),
      ).toBeInTheDocument();
      await user.click(await screen.findByRole('button', { name: 'Book this car' }));
      const dialog = await screen.findByRole('dialog', { name: 'Book Maruti Dzire' });
      expect(within(dialog).getByRole('radio', { name: /Outstation/ })).toBeChecked();
      const pickup = within(dialog).getByRole('group', { name: 'Pickup (India time)' });
      expect(within(pickup).getByLabelText('Date')).toHaveValue('2099-12-01');
      expect(within(pickup).getByLabelText('Time')).toHaveValue('06:30');
    });

    it('says when the car is not taking bookings', async () => {
      renderDetail(makeCar({ availability: false }));
      expect(
        await screen.findByText('This car is not taking bookings right now.'),
      ).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Book this car' })).not.toBeInTheDocument();
    });
  });
});
