import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@shared/constants';
import { mockApi, renderWithProviders } from '../../test/render';
import { UserPage } from './user-page';

// docs/product/storefront.md#forgot-password, and where a login lands.

const RULES =
  /Use 8 to 128 characters\. Common passwords, and ones made from your name or e-mail, are refused/;
const LINK_INVALID =
  'This password reset link is not valid: it has expired or has already been used. Ask for a new one';

function Where() {
  const { pathname, hash } = useLocation();
  return <p data-testid="where">{pathname + hash}</p>;
}

function renderPage(route: string) {
  return renderWithProviders(
    <>
      <UserPage />
      <Where />
    </>,
    { route },
  );
}

/** jsdom's location cannot be spied on; a stand-in records the full redirect. */
function stubRedirect() {
  const assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, origin: window.location.origin, assign });
  return assign;
}

/** A token shaped as the server signs them, for an account of `role`. */
function tokenOf(role: string) {
  const part = (value: object) =>
    btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${part({ alg: 'HS256' })}.${part({ role, ver: 0, sub: 'user-1' })}.signature`;
}

describe('Forgot password', () => {
  it('is linked from the login form and asks for the e-mail', async () => {
    mockApi({});
    const user = userEvent.setup();
    renderPage('/user');
    await user.click(screen.getByRole('link', { name: 'Forgot password?' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/user/forgot-password');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Forgot password?' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
    expect(document.title).toContain('Forgot password?');
  });

  it('checks the address, then says a link was sent if an account exists', async () => {
    mockApi({
      'POST /api/user/password-reset': ({ body }) => {
        expect(body).toEqual({ userEmail: 'asha@example.in' });
        return {
          body: {
            success: true,
            message: 'If an account exists for asha@example.in, we have sent it a link',
            code: 'password_reset_requested',
            params: { email: 'asha@example.in' },
          },
        };
      },
    });
    const user = userEvent.setup();
    renderPage('/user/forgot-password');
    await user.type(screen.getByLabelText('Email'), 'asha-at-example');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), ' Asha@Example.in ');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'If an account exists for asha@example.in, we have sent it a link to choose a new password',
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Check your e-mail' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to login' }));
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/user$/);
  });

  it('says so when the request fails', async () => {
    mockApi({
      'POST /api/user/password-reset': {
        status: 429,
        body: {
          success: false,
          message: 'Too many requests, please try again in 1 minute',
          code: 'too_many_requests',
          params: { after: '1 minute' },
        },
      },
    });
    const user = userEvent.setup();
    renderPage('/user/forgot-password');
    await user.type(screen.getByLabelText('Email'), 'asha@example.in');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please wait a little and try again.',
    );
  });
});

describe('Choose a new password', () => {
  it('shows the password rules before any attempt, on the reset page and on sign-up', async () => {
    mockApi({});
    const user = userEvent.setup();
    const { unmount } = renderPage('/user/reset-password#token=abc');
    const field = await screen.findByLabelText('New password');
    expect(screen.getByText(RULES)).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription(RULES);
    unmount();

    renderPage('/user');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(RULES);
  });

  it('sends the token from the link with the new password, ends the session here and goes to login with a notice', async () => {
    localStorage.setItem(STORAGE_KEYS.authToken, 'old-session');
    mockApi({
      'POST /api/user/password-reset/confirm': ({ body }) => {
        expect(body).toEqual({ token: 'tok-123_abc', password: 'monsoon-over-godavari' });
        return {
          body: {
            success: true,
            message: 'Your password has been changed: log in with the new one',
            code: 'password_reset_done',
          },
        };
      },
    });
    const user = userEvent.setup();
    renderPage('/user/reset-password#token=tok-123_abc');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Choose a new password' }),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('New password'), 'monsoon-over-godavari');
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/user$/);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your password has been changed: log in with the new one',
    );
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
  });

  it("checks the password's length here and shows the server's refusal of a guessable one", async () => {
    mockApi({
      'POST /api/user/password-reset/confirm': {
        status: 400,
        body: {
          success: false,
          message: 'This password is too common or easy to guess, please choose another',
          code: 'password_common',
        },
      },
    });
    const user = userEvent.setup();
    renderPage('/user/reset-password#token=abc');
    await user.type(screen.getByLabelText('New password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'password123');
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This password is too common or easy to guess. Please choose another one.',
    );
    // The form stays, to try another.
    expect(screen.getByLabelText('New password')).toBeInTheDocument();
  });

  it('says a spent or expired link does not work and offers a new one', async () => {
    mockApi({
      'POST /api/user/password-reset/confirm': {
        status: 400,
        body: { success: false, message: LINK_INVALID, code: 'password_reset_link_invalid' },
      },
    });
    const user = userEvent.setup();
    renderPage('/user/reset-password#token=spent');
    await user.type(screen.getByLabelText('New password'), 'monsoon-over-godavari');
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This link does not work' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(LINK_INVALID);
    await user.click(screen.getByRole('link', { name: 'Ask for a new link' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/user/forgot-password');
  });

  it('says an address without a token is not a link', async () => {
    mockApi({});
    renderPage('/user/reset-password');
    expect(
      screen.getByRole('heading', { level: 1, name: 'This link does not work' }),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toBeInTheDocument();
  });

  it('answers another address under /user with the 404 page', async () => {
    mockApi({});
    renderPage('/user/nothing-here');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeInTheDocument();
  });
});

describe('Where a login lands', () => {
  const loginAnswer = (role: string) => ({
    'POST /api/user/login': {
      body: { success: true, token: tokenOf(role), message: 'Login successful', code: 'logged_in' },
    },
  });

  async function logIn(route: string) {
    const user = userEvent.setup();
    renderPage(route);
    await user.type(screen.getByLabelText('Email'), 'someone@saarthi.in');
    await user.type(screen.getByLabelText('Password'), 'Saarthi@123');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
  }

  it.each([
    ['partner', '/partner'],
    ['operator', '/ops'],
    ['customer', '/'],
  ])('sends a %s to %s', async (role, landing) => {
    const assign = stubRedirect();
    mockApi(loginAnswer(role));
    await logIn('/user');
    await waitFor(() => expect(assign).toHaveBeenCalledWith(landing), { timeout: 2000 });
  });

  it.each(['partner', 'operator'])(
    'sends a %s back to the page they were going to, when there was one',
    async (role) => {
      const assign = stubRedirect();
      mockApi(loginAnswer(role));
      await logIn(`/user?next=${encodeURIComponent('/ops/bookings?status=pending')}`);
      await waitFor(() => expect(assign).toHaveBeenCalledWith('/ops/bookings?status=pending'), {
        timeout: 2000,
      });
    },
  );
});
