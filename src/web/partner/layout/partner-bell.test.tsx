import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Notification } from '@shared/contracts/notifications';
import { authToken } from '../../lib/storage';
import { mockApi, renderWithProviders } from '../../test/render';
import { CompanyBell } from './partner-bell';

const request: Notification = {
  _id: crypto.randomUUID(),
  topic: 'booking',
  bookingId: crypto.randomUUID(),
  reference: 'SA-PRT333',
  status: 'requested',
  paper: null,
  audience: 'partner',
  text: 'New booking request SA-PRT333',
  createdAt: '2026-12-01T06:00:00.000Z',
  readAt: null,
};
const paperNotice: Notification = {
  ...request,
  _id: crypto.randomUUID(),
  topic: 'paper',
  bookingId: null,
  reference: null,
  status: null,
  paper: {
    event: 'expiring',
    kind: 'insurance',
    subject: 'car',
    subjectId: crypto.randomUUID(),
    subjectName: 'Swift Dzire · AP16AB1234',
    expiresOn: '2026-12-20',
    daysLeft: 19,
  },
  createdAt: '2026-12-01T04:00:00.000Z',
  readAt: '2026-12-01T04:30:00.000Z',
};

beforeEach(() => authToken.set('partner-token'));

describe('CompanyBell', () => {
  it("lists the company's notices, linked into the portal, and marks the new ones read", async () => {
    const read = vi.fn(() => ({
      body: { success: true, message: 'Notifications marked as read', code: 'notifications_read' },
    }));
    mockApi({
      'GET /api/notifications/unread': ({ url }) => {
        // Never the account's own trips: those are the storefront's bell's.
        expect(url.searchParams.get('audience')).toBe('partner');
        return { body: { success: true, unread: 1 } };
      },
      'GET /api/notifications': ({ url }) => {
        expect(url.searchParams.get('audience')).toBe('partner');
        return { body: { success: true, notifications: [paperNotice, request], unread: 1 } };
      },
      'POST /api/notifications/read': read,
    });
    const user = userEvent.setup();
    renderWithProviders(<CompanyBell />);
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    const panel = screen.getByRole('region', { name: 'Notifications' });
    const links = await within(panel).findAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      expect.stringContaining('New: New booking request SA-PRT333: please answer it.'),
      expect.stringContaining('A paper of Swift Dzire · AP16AB1234 expires on 20 Dec 2026'),
    ]);
    expect(links[0]).toHaveAttribute('href', `/partner/bookings/${request.bookingId}`);
    expect(links[1]).toHaveAttribute('href', '/partner/documents');
    await waitFor(() => expect(read).toHaveBeenCalledTimes(1));
  });

  it("says where the company's news will show when there is none", async () => {
    mockApi({
      'GET /api/notifications/unread': { body: { success: true, unread: 0 } },
      'GET /api/notifications': { body: { success: true, notifications: [], unread: 0 } },
    });
    const user = userEvent.setup();
    renderWithProviders(<CompanyBell />);
    await user.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(
      await screen.findByText(
        "No notifications yet. News about your company's bookings and documents shows here.",
      ),
    ).toBeInTheDocument();
  });
});
