import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { authToken } from '../../lib/storage';
import { mockApi, renderWithProviders } from '../../test/render';
import { PARTNER_AREA_MESSAGES } from '../area-messages';
import { companyAnswer, outage } from '../test-data';
import { retryAfterOutage } from '../test-helpers';
import { BookingsPage } from './bookings-page';
import { confirmed, hoursFromNow, listAnswer, makeBooking, NOW } from './test-data';

function renderInbox(route = '/partner/bookings') {
  authToken.set('partner-token');
  // Only the clock is fixed; timers run, so the page's requests and user events go on as usual.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  return renderWithProviders(<BookingsPage />, {
    messages: PARTNER_AREA_MESSAGES,
    route,
    path: '/partner/bookings',
  });
}

const request = makeBooking({
  reference: 'SA-REQ111',
  respondBy: hoursFromNow(2.25),
});
const toStart = confirmed(
  makeBooking({
    reference: 'SA-STA222',
    customer: { name: 'Ramesh Naidu', phone: '+91 98480 55667' },
    pickupAt: hoursFromNow(-0.5),
    returnAt: hoursFromNow(8),
  }),
);
const toComplete = {
  ...confirmed(
    makeBooking({
      reference: 'SA-COM333',
      pickupAt: hoursFromNow(-30),
      returnAt: hoursFromNow(-3),
    }),
  ),
  status: 'in_progress' as const,
};
const later = confirmed(
  makeBooking({
    reference: 'SA-LAT444',
    tripType: 'outstation',
    pickupAt: '2026-03-20T00:30:00.000Z',
    returnAt: '2026-03-22T12:30:00.000Z',
    dropAddress: '',
  }),
);

describe('BookingsPage', () => {
  it('shows what needs action first, most urgent first, then the upcoming bookings', async () => {
    const asked: string[] = [];
    mockApi({
      'GET /api/partner/company': companyAnswer(),
      'GET /api/partner/bookings': ({ url, headers }) => {
        expect(headers.get('authorization')).toBe('Bearer partner-token');
        const view = url.searchParams.get('view')!;
        // The menu's count of waiting requests (partner-layout.tsx) is not the inbox's list.
        if (url.searchParams.get('status') !== 'requested') asked.push(view);
        return view === 'action'
          ? listAnswer([request, toStart, toComplete])
          : listAnswer([later, request]);
      },
    });
    renderInbox();
    expect(
      (await screen.findAllByRole('status')).some((status) =>
        status.textContent?.includes('Loading'),
      ),
    ).toBe(true);

    const needs = await screen.findByRole('list', {
      name: 'Bookings that need your action, most urgent first',
    });
    const upcoming = await screen.findByRole('list', {
      name: 'Upcoming bookings, soonest pickup first',
    });
    expect(asked.sort()).toEqual(['action', 'upcoming']);
    expect(screen.getByRole('heading', { name: /Needs action/ })).toHaveTextContent('3');

    // "Needs action" comes before the tabs, in the server's order.
    expect(needs.compareDocumentPosition(upcoming) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const needing = within(needs).getAllByRole('article');
    expect(
      needing.map((card) => within(card).getByRole('heading', { level: 3 }).textContent),
    ).toEqual(['SA-REQ111', 'SA-STA222', 'SA-COM333']);

    const [first, second, third] = needing as [HTMLElement, HTMLElement, HTMLElement];
    expect(first).toHaveTextContent('Answer within 2 hrs 15 mins (by 5 Mar 2026, 5:15 pm)');
    expect(first).toHaveTextContent('Requested');
    expect(first).toHaveTextContent('Toyota Innova Crysta · 2.4 VX');
    expect(first).toHaveTextContent('Priya Sharma');
    expect(within(first).getByRole('link', { name: 'Call 9848012345' })).toHaveAttribute(
      'href',
      'tel:9848012345',
    );
    expect(first).toHaveTextContent('Rental · 3 passengers');
    expect(first).toHaveTextContent('Pickup6 Mar 2026, 9:00 am');
    expect(first).toHaveTextContent('Return6 Mar 2026, 9:00 pm');
    expect(first).toHaveTextContent('FromBenz Circle, Vijayawada');
    expect(first).toHaveTextContent('ToAmaravati');
    expect(first).toHaveTextContent('Total₹4,452');
    expect(within(first).getByRole('link', { name: 'Open booking SA-REQ111' })).toHaveAttribute(
      'href',
      `/partner/bookings/${request._id}`,
    );
    expect(second).toHaveTextContent(
      'Pickup time has passed: start the trip, or record a no-show.',
    );
    expect(within(second).getByRole('link', { name: 'Call +91 98480 55667' })).toHaveAttribute(
      'href',
      'tel:+919848055667',
    );
    expect(third).toHaveTextContent('Past its return time: complete the trip');
    expect(third).toHaveTextContent('On trip');

    const upcomingCards = within(upcoming).getAllByRole('article');
    expect(upcomingCards).toHaveLength(2);
    expect(upcomingCards[0]).toHaveTextContent('SA-LAT444');
    expect(upcomingCards[0]).toHaveTextContent('Outstation · 3 passengers');
    // No drop address: no "To" line.
    expect(within(upcomingCards[0]!).queryByText('To')).not.toBeInTheDocument();
    expect(within(upcomingCards[1]!).getByText('To')).toBeInTheDocument();
    // The tabs' cards do not repeat what each needs.
    expect(upcomingCards[1]).not.toHaveTextContent('Answer within');
  });

  it('opens a tab from the address, and says when a tab is empty', async () => {
    const asked: string[] = [];
    mockApi({
      'GET /api/partner/company': companyAnswer(),
      'GET /api/partner/bookings': ({ url }) => {
        const view = url.searchParams.get('view')!;
        asked.push(view);
        return view === 'past'
          ? listAnswer([])
          : view === 'action'
            ? listAnswer([])
            : listAnswer([later]);
      },
    });
    const user = userEvent.setup();
    renderInbox('/partner/bookings?view=past');

    expect(await screen.findByRole('heading', { name: 'No past trips yet' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Past' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText(/Nothing needs you right now/)).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Show all bookings' }));
    const all = await screen.findByRole('list', { name: 'All bookings, latest pickup first' });
    expect(within(all).getByRole('article', { name: 'SA-LAT444' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    expect(asked).toContain('all');
  });

  it('says when the bookings could not be loaded, and tries again', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const bookings = outage(() => listAnswer([request]));
    mockApi({
      'GET /api/partner/company': companyAnswer(),
      'GET /api/partner/bookings': ({ url }) =>
        url.searchParams.get('view') === 'action' ? listAnswer([]) : bookings.answer(),
    });
    const user = userEvent.setup();
    renderInbox();
    await retryAfterOutage(user, bookings, [
      'We could not load your bookings',
      'Service temporarily unavailable',
    ]);
    expect(await screen.findByRole('article', { name: 'SA-REQ111' })).toBeVisible();
    expect(logged).toHaveBeenCalled();
  });
});
