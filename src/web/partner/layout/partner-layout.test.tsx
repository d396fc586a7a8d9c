import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { authToken } from '../../lib/storage';
import { mockApi, renderWithProviders } from '../../test/render';
import { PartnerLayout } from './partner-layout';
import { makeBooking } from '../bookings/test-data';

function renderPortal() {
  return renderWithProviders(
    <Routes>
      <Route
        path="/partner"
        element={
          <PartnerLayout>
            <h1>Portal page</h1>
          </PartnerLayout>
        }
      />
      <Route path="/user" element={<h1>Login page</h1>} />
    </Routes>,
    { route: '/partner' },
  );
}

describe('PartnerLayout', () => {
  it('asks a signed-out visitor to log in, and shows no portal page', () => {
    mockApi({});
    renderPortal();
    expect(screen.getByRole('heading', { name: 'Log in to continue' })).toBeInTheDocument();
    // The login comes back to the portal.
    expect(screen.getByRole('link', { name: 'Log in or sign up' })).toHaveAttribute(
      'href',
      '/user?next=%2Fpartner',
    );
    expect(screen.queryByText('Portal page')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Partner portal' })).not.toBeInTheDocument();
  });

  it("shows a signed-in partner the portal's sections and the way back", async () => {
    authToken.set('partner-token');
    mockApi({});
    renderPortal();
    expect(screen.getByRole('heading', { name: 'Portal page' })).toBeInTheDocument();
    // One bar for wide screens, one at the bottom for phones (CSS shows one of them).
    const bars = screen.getAllByRole('navigation', { name: 'Partner portal' });
    expect(bars).toHaveLength(2);
    for (const bar of bars) {
      expect(within(bar).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      expect(within(bar).getByRole('link', { name: 'Bookings' })).toHaveAttribute(
        'href',
        '/partner/bookings',
      );
    }
    // The phone's bar has room for six: the company profile is reached from the dashboard there.
    const [topBar, bottomBar] = bars as [HTMLElement, HTMLElement];
    expect(within(topBar).getByRole('link', { name: 'Company' })).toHaveAttribute(
      'href',
      '/partner/company',
    );
    expect(within(bottomBar).getAllByRole('link')).toHaveLength(6);
    expect(within(bottomBar).queryByRole('link', { name: 'Company' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Saarthi site' })[0]).toHaveAttribute('href', '/');
    expect(screen.getByRole('combobox', { name: 'Language' })).toBeInTheDocument();
  });

  it("shows the company's bell and how many requests wait beside Bookings", async () => {
    authToken.set('partner-token');
    const asked: string[] = [];
    mockApi({
      'GET /api/partner/bookings': ({ url }) => {
        asked.push(url.search);
        return {
          body: { success: true, bookings: [makeBooking(), makeBooking()], total: 3 },
        };
      },
      'GET /api/notifications/unread': ({ url }) => {
        // The portal's bell reads the company's notifications, never the account's trips.
        expect(url.searchParams.get('audience')).toBe('partner');
        return { body: { success: true, unread: 2 } };
      },
    });
    renderPortal();
    expect(
      await screen.findByRole('button', { name: 'Notifications, 2 unread' }),
    ).toBeInTheDocument();
    for (const bar of screen.getAllByRole('navigation', { name: 'Partner portal' })) {
      const bookings = await within(bar).findByRole('link', { name: /^Bookings/ });
      await waitFor(() =>
        expect(bookings).toHaveAccessibleName(/^Bookings ?\(3 requests waiting\)$/),
      );
      expect(bookings).toHaveTextContent('3');
    }
    expect(new URLSearchParams(asked[0])).toMatchObject(
      new URLSearchParams('view=action&status=requested&limit=20&offset=0'),
    );
  });

  it('shows no count beside Bookings when no request waits', async () => {
    authToken.set('partner-token');
    mockApi({
      'GET /api/partner/bookings': { body: { success: true, bookings: [], total: 0 } },
      'GET /api/notifications/unread': { body: { success: true, unread: 0 } },
    });
    renderPortal();
    await screen.findByRole('button', { name: 'Notifications' });
    for (const bar of screen.getAllByRole('navigation', { name: 'Partner portal' }))
      expect(within(bar).getByRole('link', { name: 'Bookings' })).not.toHaveTextContent(/\d/);
  });

  it('logs out and forgets the session', async () => {
    authToken.set('partner-token');
    mockApi({
      'POST /api/user/logout': {
        body: { success: true, message: 'Logged out', code: 'logged_out' },
      },
    });
    const user = userEvent.setup();
    renderPortal();
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(authToken.get()).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
  });
});
