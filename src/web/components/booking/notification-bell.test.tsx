import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { authToken } from '../../lib/storage';
import { mockApi, renderWithProviders } from '../../test/render';
import type { Notification } from '@shared/contracts/notifications';
import { TripsBell } from './notification-bell';

function makeNotification(overrides: Partial<Notification> = {}): Notification {
  return {
    _id: crypto.randomUUID(),
    topic: 'booking',
    bookingId: crypto.randomUUID(),
    reference: 'SA-7K3Q9X',
    status: 'confirmed',
    paper: null,
    audience: 'customer',
    text: 'Your booking SA-7K3Q9X is confirmed',
    createdAt: '2026-12-01T06:00:00.000Z',
    readAt: null,
    ...overrides,
  };
}

const older = makeNotification({
  reference: 'SA-OLD111',
  status: 'requested',
  createdAt: '2026-12-01T05:00:00.000Z',
  readAt: '2026-12-01T05:30:00.000Z',
});
const newer = makeNotification({
  reference: 'SA-NEW222',
  status: 'confirmed',
  createdAt: '2026-12-01T07:00:00.000Z',
  startCode: '2468',
});
function renderBell(unread = 2) {
  let count = unread;
  const read = vi.fn(({ body }: { body: unknown }) => {
    count = 0;
    return {
      body: {
        success: true,
        message: 'Notifications marked as read',
        code: 'notifications_read',
        body,
      },
    };
  });
  const fetchSpy = mockApi({
    'GET /api/notifications/unread': ({ headers, url }) => {
      expect(headers.get('authorization')).toBe('Bearer customer-token');
      // The storefront's bell reads the account's own trips only.
      expect(url.searchParams.get('audience')).toBe('customer');
      return { body: { success: true, unread: count } };
    },
    // Oldest first, as a server might keep them: the list shows the newest first.
    'GET /api/notifications': ({ url }) => {
      // The storefront's bell reads the account's own trips only.
      expect(url.searchParams.get('audience')).toBe('customer');
      return {
        body: {
          success: true,
          notifications: [older, newer],
          unread,
        },
      };
    },
    'POST /api/notifications/read': read,
  });
  renderWithProviders(<TripsBell />);
  return { read, fetchSpy };
}

describe('NotificationBell', () => {
  beforeEach(() => authToken.set('customer-token'));

  it('shows the unread count on the bell', async () => {
    renderBell(3);
    const bell = await screen.findByRole('button', { name: 'Notifications, 3 unread' });
    expect(bell).toHaveTextContent('3');
    expect(bell).toHaveAttribute('aria-expanded', 'false');
  });

  it('names the count it shows, so what is seen can be said', async () => {
    renderBell(12);
    const bell = await screen.findByRole('button', { name: 'Notifications, 12 unread' });
    expect(bell).toHaveTextContent('12');
  });

  it('shows 99+ and says 99+ past 99', async () => {
    renderBell(120);
    const bell = await screen.findByRole('button', { name: 'Notifications, 99+ unread' });
    expect(bell).toHaveTextContent('99+');
  });

  it('says nothing more than "Notifications" when all are read', async () => {
    const { fetchSpy } = renderBell(0);
    await waitFor(() => expect(fetchSpy).toHaveBeenCalled());
    expect(screen.getByRole('button', { name: 'Notifications' })).not.toHaveTextContent(/\d/);
  });

  it('opens the list newest first, links each to its trip, and marks the unread ones read', async () => {
    const user = userEvent.setup();
    const { read } = renderBell(1);
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    await user.click(bell);
    expect(bell).toHaveAttribute('aria-expanded', 'true');

    const panel = screen.getByRole('region', { name: 'Notifications' });
    const links = await within(panel).findAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      expect.stringContaining(
        'New: Your trip SA-NEW222 is confirmed. Your start code for the driver: 2468',
      ),
      expect.stringContaining('Your booking request SA-OLD111 was sent to the travel company.'),
    ]);
    expect(links[0]).toHaveAttribute('href', `/trips/${newer.bookingId}`);

    await waitFor(() => expect(read).toHaveBeenCalledTimes(1));
    expect(read.mock.calls[0]![0].body).toEqual({ ids: [newer._id] });
    await waitFor(() => expect(bell).toHaveAccessibleName('Notifications'));
  });

  it('closes with Escape, giving the focus back to the bell', async () => {
    const user = userEvent.setup();
    renderBell(0);
    const bell = await screen.findByRole('button', { name: 'Notifications' });
    await user.click(bell);
    expect(await screen.findAllByRole('link')).toHaveLength(2);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
    expect(bell).toHaveFocus();
  });

  it('reads the count again when the reader comes back to the page', async () => {
    const { fetchSpy } = renderBell(1);
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    const before = fetchSpy.mock.calls.length;
    window.dispatchEvent(new Event('visibilitychange'));
    window.dispatchEvent(new Event('focus'));
    await waitFor(() => expect(fetchSpy.mock.calls.length).toBeGreaterThan(before));
  });
});
