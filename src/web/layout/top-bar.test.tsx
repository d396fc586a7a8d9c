import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@shared/constants';
import { mockApi, renderWithProviders } from '../test/render';
import { TopBar } from './top-bar';

function CurrentPath() {
  return <p data-testid="path">{useLocation().pathname}</p>;
}

function renderTopBar(route = '/') {
  return renderWithProviders(
    <>
      <TopBar />
      <CurrentPath />
    </>,
    { route },
  );
}

const signIn = () => localStorage.setItem(STORAGE_KEYS.authToken, 'token-123');

/** A token shaped as the server signs them (its payload in base64url), for an account of `role`. */
function signInAs(role: string) {
  const part = (value: object) =>
    btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  // The subject is chosen so that the payload's base64 has a '-' or '_' in it.
  const token = `${part({ alg: 'HS256' })}.${part({ role, ver: 0, sub: '??>>??' })}.signature`;
  expect(token.split('.')[1]).toMatch(/[-_]/);
  localStorage.setItem(STORAGE_KEYS.authToken, token);
}

describe('TopBar', () => {
  it('links the logo home and shows the six menu entries with the current one marked', () => {
    renderTopBar('/prime');
    expect(screen.getByRole('link', { name: 'Saarthi home' })).toHaveAttribute('href', '/');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['HOME', '/'],
      ['REGULAR', '/regular'],
      ['PRIME', '/prime'],
      ['LUXURY', '/luxury'],
      ['FAQs', '/FAQs'],
      ['BLOGS', '/blogs'],
    ]);
    expect(within(nav).getByRole('link', { name: 'PRIME' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'HOME' })).not.toHaveAttribute('aria-current');
  });

  it("shows the signed-in customer's uploaded photo in the account button", async () => {
    signIn();
    const fetchSpy = mockApi({
      'GET /api/user/profile': { body: { userProfilePhoto: '/uploads/profiles/anjali.jpg' } },
    });
    renderTopBar();
    const button = screen.getByRole('button', { name: 'Account menu' });
    await waitFor(() =>
      expect(button.querySelector('img')).toHaveAttribute('src', '/uploads/profiles/anjali.jpg'),
    );
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  it('keeps the person icon for a customer without a photo, and asks nothing when signed out', async () => {
    const fetchSpy = mockApi({ 'GET /api/user/profile': { body: { userProfilePhoto: '' } } });
    const { unmount } = renderTopBar();
    expect(screen.getByRole('button', { name: 'Account menu' }).querySelector('img')).toBeNull();
    expect(fetchSpy).not.toHaveBeenCalled();
    unmount();
    signIn();
    renderTopBar();
    await waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('button', { name: 'Account menu' }).querySelector('img')).toBeNull();
  });

  it('offers My Profile, Queries and Login when signed out', async () => {
    const user = userEvent.setup();
    renderTopBar();
    const button = screen.getByRole('button', { name: 'Account menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'My Profile' })).toHaveAttribute(
      'href',
      '/profile',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Queries' })).toHaveAttribute(
      'href',
      '/quries',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Login' })).toHaveAttribute('href', '/user');
    expect(within(menu).queryByRole('menuitem', { name: 'Logout' })).not.toBeInTheDocument();
    // The way into the partner portal (docs/product/marketplace.md#three-areas), for travel company owners.
    expect(within(menu).getByRole('menuitem', { name: 'For travel companies' })).toHaveAttribute(
      'href',
      '/partner',
    );
  });

  it('shows Logout when signed in; Logout ends the session on the server, clears the token and goes to /user', async () => {
    signIn();
    const logout = vi.fn(() => ({
      body: { success: true, message: 'Logged out', code: 'logged_out' },
    }));
    mockApi({
      'POST /api/user/logout': ({ headers }) => {
        expect(headers.get('authorization')).toBe('Bearer token-123');
        return logout();
      },
    });
    const user = userEvent.setup();
    renderTopBar('/profile');
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    expect(screen.queryByRole('menuitem', { name: 'Login' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'Logout' }));
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
    expect(screen.getByTestId('path')).toHaveTextContent('/user');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await waitFor(() => expect(logout).toHaveBeenCalledTimes(1));
  });

  it('clears the token even when the server cannot be reached', async () => {
    signIn();
    const fetch = vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')));
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    renderTopBar('/profile');
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    await user.click(screen.getByRole('menuitem', { name: 'Logout' }));
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
    expect(screen.getByTestId('path')).toHaveTextContent('/user');
    expect(fetch).toHaveBeenCalledWith(
      expect.stringContaining('/api/user/logout'),
      expect.objectContaining({ method: 'POST' }),
    );
  });

  it('works from the keyboard and closes on Escape and on an outside click', async () => {
    const user = userEvent.setup();
    renderTopBar();
    const button = screen.getByRole('button', { name: 'Account menu' });
    button.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('menuitem', { name: 'My Profile' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Queries' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'For travel companies' })).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'My Profile' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();

    await user.click(button);
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await user.click(screen.getByTestId('path'));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('offers My trips and the notifications bell only once signed in', async () => {
    signIn();
    mockApi({ 'GET /api/notifications/unread': { body: { success: true, unread: 2 } } });
    const user = userEvent.setup();
    renderTopBar();
    // The bell is loaded apart from the first screen, once someone is signed in.
    expect(
      await screen.findByRole('button', { name: 'Notifications, 2 unread' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    expect(screen.getByRole('menuitem', { name: 'My trips' })).toHaveAttribute('href', '/trips');
  });

  it('shows no bell and no My trips to a visitor who is not signed in', async () => {
    const user = userEvent.setup();
    renderTopBar();
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    expect(screen.queryByRole('menuitem', { name: 'My trips' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Notifications/ })).not.toBeInTheDocument();
  });

  it('follows a menu entry and closes the menu', async () => {
    const user = userEvent.setup();
    renderTopBar();
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    await user.click(screen.getByRole('menuitem', { name: 'Queries' }));
    expect(screen.getByTestId('path')).toHaveTextContent('/quries');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});

describe("the account menu's way to the reader's own area", () => {
  const mockSignedIn = () =>
    mockApi({ 'GET /api/notifications/unread': { body: { success: true, unread: 0 } } });

  it('leads an operator to the operator console', async () => {
    signInAs('operator');
    mockSignedIn();
    const user = userEvent.setup();
    renderTopBar();
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    expect(screen.getByRole('menuitem', { name: 'Operator console' })).toHaveAttribute(
      'href',
      '/ops',
    );
    await user.click(screen.getByRole('menuitem', { name: 'Operator console' }));
    expect(screen.getByTestId('path')).toHaveTextContent('/ops');
  });

  it('leads a partner to the partner portal, and offers them no console', async () => {
    signInAs('partner');
    mockSignedIn();
    const user = userEvent.setup();
    renderTopBar();
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    expect(screen.getByRole('menuitem', { name: 'For travel companies' })).toHaveAttribute(
      'href',
      '/partner',
    );
    expect(screen.queryByRole('menuitem', { name: 'Operator console' })).not.toBeInTheDocument();
  });

  it('offers a customer, or a token that cannot be read, no console', async () => {
    for (const setUp of [() => signInAs('customer'), signIn]) {
      setUp();
      mockSignedIn();
      const user = userEvent.setup();
      const { unmount } = renderTopBar();
      await user.click(screen.getByRole('button', { name: 'Account menu' }));
      expect(screen.getByRole('menuitem', { name: 'My trips' })).toBeInTheDocument();
      expect(screen.queryByRole('menuitem', { name: 'Operator console' })).not.toBeInTheDocument();
      unmount();
    }
  });

  it('is in the phone menu too', async () => {
    signInAs('operator');
    mockSignedIn();
    const user = userEvent.setup();
    renderTopBar();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    expect(within(drawer).getByRole('link', { name: 'Operator console' })).toHaveAttribute(
      'href',
      '/ops',
    );
    expect(within(drawer).getByRole('link', { name: 'For travel companies' })).toHaveAttribute(
      'href',
      '/partner',
    );
  });
});

describe('mobile drawer', () => {
  it('opens as a dialog with every entry and closes with Escape, giving focus back', async () => {
    const user = userEvent.setup();
    renderTopBar();
    const opener = screen.getByRole('button', { name: 'Open menu' });
    await user.click(opener);
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    for (const name of [
      'HOME',
      'REGULAR',
      'PRIME',
      'LUXURY',
      'FAQs',
      'BLOGS',
      'My Profile',
      'Queries',
      'For travel companies',
      'Login',
    ]) {
      expect(within(drawer).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(within(drawer).getByRole('button', { name: 'Close menu' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('keeps focus inside while open', async () => {
    const user = userEvent.setup();
    renderTopBar();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    for (let i = 0; i < 20; i += 1) {
      await user.tab();
      expect(drawer).toContainElement(document.activeElement as HTMLElement);
    }
    await user.tab({ shift: true });
    expect(drawer).toContainElement(document.activeElement as HTMLElement);
  });

  it('closes when the window grows past phone width, where the top bar has the links', async () => {
    let wide = false;
    let onChange = () => {};
    const matchMedia = vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          media: query,
          get matches() {
            return wide;
          },
          addEventListener: (_type: string, listener: () => void) => {
            onChange = listener;
          },
          removeEventListener: () => undefined,
        }) as unknown as MediaQueryList,
    );
    const user = userEvent.setup();
    renderTopBar();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
    wide = true;
    act(() => onChange());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    matchMedia.mockRestore();
  });

  it('closes when an entry is followed', async () => {
    const user = userEvent.setup();
    renderTopBar();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('link', { name: 'LUXURY' }));
    expect(screen.getByTestId('path')).toHaveTextContent('/luxury');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('logs out from the drawer', async () => {
    signIn();
    const api = mockApi({
      'POST /api/user/logout': {
        status: 500,
        body: { success: false, message: 'Internal Server Error', code: 'internal_error' },
      },
    });
    const user = userEvent.setup();
    renderTopBar();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = screen.getByRole('dialog');
    expect(within(drawer).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: 'My trips' })).toHaveAttribute(
      'href',
      '/trips',
    );
    await user.click(within(drawer).getByRole('button', { name: 'Logout' }));
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/user'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api).toHaveBeenCalledWith(
      expect.stringContaining('/api/user/logout'),
      expect.objectContaining({ method: 'POST' }),
    );
  });
});
