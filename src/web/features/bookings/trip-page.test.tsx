import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { Booking } from '@shared/contracts/bookings';
import { authToken } from '../../lib/storage';
import { goOffline } from '../../test/offline';
import { mockApi, renderWithProviders } from '../../test/render';
import { bookingAnswer, makeBooking } from './test-data';
import { TripPage } from './trip-page';

type Routes = Parameters<typeof mockApi>[0];

const confirmed = makeBooking({
  status: 'confirmed',
  driver: {
    _id: crypto.randomUUID(),
    name: 'Ravi Kumar',
    photo: '/uploads/drivers/ravi.png',
    languages: ['Telugu'],
    experienceYears: 6,
    licence: '•••• 4821',
  },
  cancellationFeeNow: 1110,
  history: [
    { from: null, to: 'requested', actor: 'customer', reason: '', at: '2026-12-01T04:30:00.000Z' },
    {
      from: 'requested',
      to: 'confirmed',
      actor: 'partner',
      reason: '',
      at: '2026-12-01T06:00:00.000Z',
    },
  ],
});

function renderTrip(booking: Booking, routes: Routes = {}, state?: unknown) {
  const fetchSpy = mockApi({
    [`GET /api/bookings/${booking._id}`]: { body: bookingAnswer(booking) },
    ...routes,
  });
  renderWithProviders(<TripPage />, {
    route: `/trips/${booking._id}`,
    path: '/trips/:id',
    state,
  });
  return { fetchSpy };
}

const callsTo = (fetchSpy: ReturnType<typeof mockApi>, method: string, path: string) =>
  fetchSpy.mock.calls.filter(
    ([input, init]) =>
      (init?.method ?? 'GET') === method &&
      new URL(String(input), 'http://localhost').pathname === path,
  );

describe('TripPage', () => {
  beforeEach(() => authToken.set('customer-token'));

  it('shows the trip, its driver, the company to call, its price and its timeline', async () => {
    renderTrip(confirmed);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your trip…');
    expect(
      await screen.findByRole('heading', { level: 1, name: /Maruti Dzire/ }),
    ).toBeInTheDocument();
    expect(screen.getByText('Confirmed: Ravi Kumar will drive you.')).toBeInTheDocument();
    expect(screen.getByText('Ref. SA-7K3Q9X')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Driver Ravi Kumar' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Call 9848022334' })).toHaveAttribute(
      'href',
      'tel:9848022334',
    );

    const price = screen.getByRole('region', { name: 'Price' });
    expect(within(price).getByText('Distance: 120 km')).toBeInTheDocument();
    expect(within(price).getByText('GST 5%')).toBeInTheDocument();
    expect(within(price).getByText('₹4,662')).toBeInTheDocument();
    expect(within(price).getByText('More than 24 hours before pickup: free')).toBeInTheDocument();
    expect(
      within(price).getByText('6 to 24 hours before pickup: 25% of the fare'),
    ).toBeInTheDocument();
    expect(
      within(price).getByText('Less than 6 hours before pickup: 50% of the fare'),
    ).toBeInTheDocument();

    const timeline = screen.getByRole('region', { name: 'Timeline' });
    const steps = within(timeline).getAllByRole('listitem');
    expect(steps).toHaveLength(2);
    expect(steps[0]).toHaveTextContent('Waiting for the company');
    expect(steps[0]).toHaveTextContent('By you');
    expect(steps[1]).toHaveTextContent('Waiting for the company → Confirmed');
    expect(steps[1]).toHaveTextContent('By the travel company');
  });

  it('gives the start code and the driver from confirmation, and the bill once completed', async () => {
    renderTrip({
      ...confirmed,
      car: { ...confirmed.car, registration: 'AP16TX4321' },
      start: { code: '2468', odometerKm: null, at: null, triesLeft: 5 },
    });
    const card = await screen.findByRole('region', { name: 'Start code' });
    expect(card).toHaveTextContent('2468');
    expect(card).toHaveTextContent('Tell your driver this code when you meet');
    expect(screen.getByText('Speaks Telugu')).toBeInTheDocument();
    expect(screen.getByText('6 years driving')).toBeInTheDocument();
    expect(screen.getByText('Licence •••• 4821')).toBeInTheDocument();
    expect(screen.getByText('AP16TX4321')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your bill' })).toBeNull();
  });

  it('shows the final bill of a completed trip, each line beside its quote', async () => {
    const { quote } = confirmed;
    renderTrip({
      ...confirmed,
      status: 'completed',
      reviewable: true,
      start: { odometerKm: 42_180, at: confirmed.pickupAt, triesLeft: 5 },
      end: {
        odometerKm: 42_390,
        at: confirmed.returnAt,
        expenses: [{ kind: 'parking', amount: 50, note: 'Temple' }],
      },
      bill: {
        ...quote,
        lines: [
          { code: 'distance', label: 'Distance', amount: 1230, quantity: 210, quoted: 600 },
          { code: 'parking_paid', label: 'Parking', amount: 50, quoted: null },
          { code: 'gst', label: 'GST', amount: 62, quoted: 30 },
        ],
        fare: 1280,
        total: 1342,
        basis: 'readings',
        credited: 0,
        paid: 0,
        due: 1342,
      },
    });
    const bill = await screen.findByRole('region', { name: 'Your bill' });
    expect(within(bill).getByText('Distance: 210 km')).toBeInTheDocument();
    expect(within(bill).getByText('quoted ₹600')).toBeInTheDocument();
    expect(within(bill).getByText('Parking paid on the way')).toBeInTheDocument();
    expect(within(bill).getByText('not in the quote')).toBeInTheDocument();
    expect(within(bill).getByText('Temple', { exact: false })).toBeInTheDocument();
    expect(bill).toHaveTextContent('Due₹1,342');
    expect(screen.queryByRole('region', { name: 'Start code' })).toBeNull();
    // The customer is asked to rate the trip on the car's page, at its reviews.
    const rate = screen.getByRole('region', { name: 'Rate your trip' });
    expect(within(rate).getByRole('link', { name: 'Rate your trip' })).toHaveAttribute(
      'href',
      `/car/${confirmed.car._id}#reviews`,
    );
  });

  it('welcomes a booking just made with the answer of the server', async () => {
    renderTrip(
      makeBooking(),
      {},
      {
        booked: { message: 'Booking requested: the travel company has 12 hours to answer' },
      },
    );
    expect(await screen.findByText('Your booking request has been sent.')).toBeInTheDocument();
    expect(
      screen.getByText('Booking requested: the travel company has 12 hours to answer'),
    ).toBeInTheDocument();
    // A request has no time to keep yet: no calendar file.
    expect(
      screen.queryByRole('button', { name: 'Add to calendar (.ics)' }),
    ).not.toBeInTheDocument();
  });

  it('shows what cancelling costs before the customer confirms, then cancels with the reason', async () => {
    const user = userEvent.setup();
    const cancelled = {
      ...confirmed,
      status: 'cancelled' as const,
      cancellationFee: 1110,
      cancellationFeeNow: null,
      reason: 'Plans changed',
    };
    const cancel = vi.fn(({ body }: { body: unknown }) => {
      expect(body).toEqual({ reason: 'Plans changed' });
      return { body: bookingAnswer(cancelled, 'booking_cancelled') };
    });
    const { fetchSpy } = renderTrip(confirmed, {
      [`POST /api/bookings/${confirmed._id}/cancel`]: cancel,
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel trip' }));

    const dialog = screen.getByRole('dialog', { name: 'Cancel this trip?' });
    expect(
      within(dialog).getByText(
        "Cancelling now costs ₹1,110, under the travel company's cancellation policy.",
      ),
    ).toBeInTheDocument();
    expect(cancel).not.toHaveBeenCalled();
    // The fee is read again as the dialog opens.
    await waitFor(() =>
      expect(callsTo(fetchSpy, 'GET', `/api/bookings/${confirmed._id}`)).toHaveLength(2),
    );
    expect(within(dialog).getByRole('button', { name: 'Keep the trip' })).toHaveFocus();

    await user.type(within(dialog).getByLabelText('Reason (optional)'), 'Plans changed');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel and pay ₹1,110' }));
    await waitFor(() => expect(cancel).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('This trip was cancelled: “Plans changed”')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('Cancellation fee: ₹1,110')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel trip' })).not.toBeInTheDocument();
    expect(await screen.findByText('Booking cancelled')).toBeInTheDocument();
  });

  it('says a cancellation is free when it is', async () => {
    const user = userEvent.setup();
    renderTrip(makeBooking({ cancellationFeeNow: 0 }));
    await user.click(await screen.findByRole('button', { name: 'Cancel trip' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this trip?' });
    expect(within(dialog).getByText('Cancelling now is free.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel the trip' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Keep the trip' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says at once that the device is offline, and never cancels once the customer keeps the trip', async () => {
    const user = userEvent.setup();
    const booking = makeBooking({ cancellationFeeNow: 0 });
    const cancel = vi.fn(() => ({
      body: bookingAnswer({ ...booking, status: 'cancelled' }, 'booking_cancelled'),
    }));
    const { fetchSpy } = renderTrip(booking, {
      [`POST /api/bookings/${booking._id}/cancel`]: cancel,
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel trip' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this trip?' });
    // The fee read again as the dialog opened: the button is ready.
    await waitFor(() =>
      expect(callsTo(fetchSpy, 'GET', `/api/bookings/${booking._id}`)).toHaveLength(2),
    );
    const confirm = within(dialog).getByRole('button', { name: 'Cancel the trip' });
    await waitFor(() => expect(confirm).toBeEnabled());

    const backOnline = goOffline();
    await user.click(confirm);

    // At once, not after the request's time-out: the device is offline, said in the dialog.
    expect(
      await within(dialog).findByText(
        'You are offline. Check your connection and try again.',
        {},
        { timeout: 500 },
      ),
    ).toHaveAttribute('role', 'alert');
    expect(within(dialog).getByRole('button', { name: 'Cancel the trip' })).toBeEnabled();
    expect(within(dialog).queryByText('Cancelling…')).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Keep the trip' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    backOnline();
    // Nothing was kept aside to be sent when the connection came back.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(cancel).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Cancel trip' })).toBeInTheDocument();
    expect(screen.queryByText('Trip cancelled')).not.toBeInTheDocument();
  });

  it('stops a cancellation on its way when the dialog is dismissed, and shows nothing of a late answer', async () => {
    const user = userEvent.setup();
    const booking = makeBooking({ cancellationFeeNow: 0 });
    const cancelled = { ...booking, status: 'cancelled' as const, cancellationFeeNow: null };
    const { fetchSpy } = renderTrip(booking);
    // The cancellation is held on its way; its answer comes only when the test lets it.
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const held: RequestInit[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).endsWith(`/api/bookings/${booking._id}/cancel`)) {
        held.push(init ?? {});
        await answered;
        return new Response(JSON.stringify(bookingAnswer(cancelled, 'booking_cancelled')), {
          headers: { 'content-type': 'application/json' },
        });
      }
      return fetchSpy(input, init);
    });

    for (const dismiss of ['Keep the trip', 'Escape'] as const) {
      await user.click(await screen.findByRole('button', { name: 'Cancel trip' }));
      const dialog = screen.getByRole('dialog', { name: 'Cancel this trip?' });
      const confirm = within(dialog).getByRole('button', { name: 'Cancel the trip' });
      await waitFor(() => expect(confirm).toBeEnabled());
      await user.click(confirm);
      expect(await within(dialog).findByRole('button', { name: 'Cancelling…' })).toBeDisabled();

      if (dismiss === 'Escape') await user.keyboard('{Escape}');
      else await user.click(within(dialog).getByRole('button', { name: 'Keep the trip' }));

      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(held.at(-1)!.signal?.aborted).toBe(true);
    }
    expect(held).toHaveLength(2);

    // The server's answer comes late after all: no toast, and the trip stays as the page had it.
    answer();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByText('Booking cancelled')).not.toBeInTheDocument();
    expect(screen.queryByText('Trip cancelled')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel trip' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: /Maruti Dzire/ })).toBeInTheDocument();
  });

  it('downloads the calendar file of a confirmed trip with the token', async () => {
    const user = userEvent.setup();
    const { fetchSpy } = renderTrip(confirmed);
    // The calendar file is text, not the JSON mockApi answers.
    const ics = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      expect(new Headers(init?.headers).get('authorization')).toBe('Bearer customer-token');
      return new Response('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n', {
        headers: { 'content-type': 'text/calendar; charset=utf-8' },
      });
    });
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).endsWith('/calendar.ics') ? ics(input, init) : fetchSpy(input, init),
    );
    const saved: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ href: this.href, download: this.download });
    });
    // jsdom has no blob URLs: these stand in for the browser's, put back after the test.
    const blobs: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:http://localhost/ics-1';
    });
    const revokeObjectURL = vi.fn();
    const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    onTestFinished(() => {
      Object.assign(URL, { createObjectURL: original.create, revokeObjectURL: original.revoke });
    });

    await user.click(await screen.findByRole('button', { name: 'Add to calendar (.ics)' }));
    await waitFor(() =>
      expect(saved).toEqual([
        { href: 'blob:http://localhost/ics-1', download: 'saarthi-SA-7K3Q9X.ics' },
      ]),
    );
    expect(ics).toHaveBeenCalledTimes(1);
    expect(await blobs[0]!.text()).toContain('BEGIN:VCALENDAR');
    // The blob is let go once the browser has read it.
    await waitFor(
      () => expect(revokeObjectURL).toHaveBeenCalledWith('blob:http://localhost/ics-1'),
      {
        timeout: 2000,
      },
    );
  });

  it('says a trip that is not the customer’s cannot be found', async () => {
    const booking = makeBooking();
    renderTrip(booking, {
      [`GET /api/bookings/${booking._id}`]: {
        status: 404,
        body: { success: false, message: 'Booking not found', code: 'booking_not_found' },
      },
    });
    expect(await screen.findByText('Trip not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to My trips' })).toHaveAttribute(
      'href',
      '/trips',
    );
  });
});
