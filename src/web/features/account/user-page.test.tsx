import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders } from '../../test/render';
import { UserPage } from './user-page';

// The shared rules' messages, as a reader of English sees them.
const REQUIRED_FIELDS_MESSAGE = 'Please fill all required fields';
const TERMS_MESSAGE = 'Please accept the terms and conditions';
const EMAIL_MESSAGE = 'Please enter a valid email address';
const MOBILE_MESSAGE = 'Please enter a valid 10-digit Indian mobile number';
const PASSWORD_LENGTH_MESSAGE = 'Password must be at least 8 characters';

const SITE = {
  supportPhone: '+91 90000 12345',
  supportEmail: 'support@saarthi.in',
  officeAddress: 'Vijayawada',
  social: { facebook: '', instagram: '', twitter: '', youtube: '', linkedin: '' },
  googleClientId: null as string | null,
};

/** jsdom's location cannot be spied on; a stand-in records the full redirect. */
function stubRedirect() {
  const assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, origin: window.location.origin, assign });
  return assign;
}

function renderPage(route = '/user') {
  return renderWithProviders(<UserPage />, { route });
}

/** A refusal is said once, in the form (not in a toast as well). */
async function expectSaidOnce(message: string) {
  expect(await screen.findByRole('alert')).toHaveTextContent(message);
  expect(screen.getAllByText(message)).toHaveLength(1);
  expect(document.querySelector('.toast-card')).toBeNull();
}

async function switchToSignUp(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Register' }));
  expect(screen.getByRole('heading', { level: 1, name: 'Sign Up' })).toBeInTheDocument();
}

describe('UserPage: login', () => {
  it('needs both fields and says so once', async () => {
    mockApi({});
    const user = userEvent.setup();
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(REQUIRED_FIELDS_MESSAGE)).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the shared schema message for a malformed email', async () => {
    mockApi({});
    const user = userEvent.setup();
    renderPage();
    await user.type(screen.getByLabelText('Email'), 'asha-at-example.in');
    await user.type(screen.getByLabelText('Password'), 'whatever');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(EMAIL_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByText(REQUIRED_FIELDS_MESSAGE)).not.toBeInTheDocument();
  });

  it('toggles the password between hidden and shown', async () => {
    mockApi({});
    const user = userEvent.setup();
    renderPage();
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('stores the token, toasts and does a full redirect home on success', async () => {
    const assign = stubRedirect();
    const api = mockApi({
      'POST /api/user/login': ({ body }) => {
        expect(body).toEqual({ userEmail: 'asha@example.in', password: 'Saarthi@123' });
        return {
          body: {
            success: true,
            token: 'signed-token',
            message: 'Login successful',
            code: 'logged_in',
          },
        };
      },
    });
    const user = userEvent.setup();
    renderPage();
    await user.type(screen.getByLabelText('Email'), ' Asha@Example.in ');
    await user.type(screen.getByLabelText('Password'), 'Saarthi@123');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByText('Login successful')).toBeInTheDocument();
    expect(localStorage.getItem('auth-token')).toBe('signed-token');
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'), { timeout: 2000 });
    expect(api).toHaveBeenCalledTimes(2); // the site settings and the login
  });

  it('goes back to the page whose action asked for the login, and only to a page of this site', async () => {
    const assign = stubRedirect();
    mockApi({
      'POST /api/user/login': {
        body: {
          success: true,
          token: 'signed-token',
          message: 'Login successful',
          code: 'logged_in',
        },
      },
    });
    const user = userEvent.setup();
    renderPage(`/user?next=${encodeURIComponent('/car/car-1?then=contact')}`);
    await user.type(screen.getByLabelText('Email'), 'asha@example.in');
    await user.type(screen.getByLabelText('Password'), 'Saarthi@123');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/car/car-1?then=contact'), {
      timeout: 2000,
    });
  });

  it.each(['//elsewhere.example/car', 'https://elsewhere.example/', '/user'])(
    'goes home when the page to go back to is %s',
    async (next) => {
      const assign = stubRedirect();
      mockApi({
        'POST /api/user/login': {
          body: {
            success: true,
            token: 'signed-token',
            message: 'Login successful',
            code: 'logged_in',
          },
        },
      });
      const user = userEvent.setup();
      renderPage(`/user?next=${encodeURIComponent(next)}`);
      await user.type(screen.getByLabelText('Email'), 'asha@example.in');
      await user.type(screen.getByLabelText('Password'), 'Saarthi@123');
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      await waitFor(() => expect(assign).toHaveBeenCalledWith('/'), { timeout: 2000 });
    },
  );

  it("shows the server's message once, beside the fields", async () => {
    mockApi({
      'POST /api/user/login': {
        status: 401,
        body: { success: false, message: 'Invalid email or password', code: 'invalid_login' },
      },
    });
    const user = userEvent.setup();
    renderPage();
    await user.type(screen.getByLabelText('Email'), 'asha@example.in');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await expectSaidOnce('Invalid email or password');
    expect(localStorage.getItem('auth-token')).toBeNull();
  });

  it('says "Login failed: {reason}" when the request never reaches the server', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const user = userEvent.setup();
    renderPage();
    await user.type(screen.getByLabelText('Email'), 'asha@example.in');
    await user.type(screen.getByLabelText('Password'), 'Saarthi@123');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await expectSaidOnce('Login failed: Failed to fetch');
  });

  it('falls back to "Login failed" when the server answers without a message', async () => {
    mockApi({ 'POST /api/user/login': { status: 502, body: null } });
    const user = userEvent.setup();
    renderPage();
    await user.type(screen.getByLabelText('Email'), 'asha@example.in');
    await user.type(screen.getByLabelText('Password'), 'Saarthi@123');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await expectSaidOnce('Login failed');
  });
});

describe('UserPage: sign up', () => {
  it('keeps Continue disabled until the terms are ticked, with links opening in a new tab', async () => {
    mockApi({});
    const user = userEvent.setup();
    renderPage();
    await switchToSignUp(user);
    const continueButton = screen.getByRole('button', { name: 'Continue' });
    expect(continueButton).toBeDisabled();
    expect(screen.getByText(TERMS_MESSAGE)).toBeInTheDocument();

    for (const [name, href] of [
      ['Terms of Service', '/TermsofServices'],
      ['Privacy Policy', '/PrivacyPolicy'],
    ]) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }

    await user.click(
      screen.getByRole('checkbox', { name: /I agree to the Terms of Service and Privacy Policy/ }),
    );
    expect(continueButton).toBeEnabled();
    expect(screen.queryByText(TERMS_MESSAGE)).not.toBeInTheDocument();
  });

  it('needs all four fields, then checks mobile and password length', async () => {
    mockApi({});
    const user = userEvent.setup();
    renderPage();
    await switchToSignUp(user);
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(REQUIRED_FIELDS_MESSAGE)).toBeInTheDocument();

    await user.type(screen.getByLabelText('User name'), 'Sita Devi');
    await user.type(screen.getByLabelText('Email'), 'sita@example.in');
    await user.type(screen.getByLabelText('Phone number'), '12345');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(MOBILE_MESSAGE)).toBeInTheDocument();
    expect(screen.getByText(PASSWORD_LENGTH_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByText(REQUIRED_FIELDS_MESSAGE)).not.toBeInTheDocument();
  });

  async function fillSignUp(user: ReturnType<typeof userEvent.setup>) {
    await switchToSignUp(user);
    await user.type(screen.getByLabelText('User name'), 'Sita Devi');
    await user.type(screen.getByLabelText('Email'), 'sita@example.in');
    await user.type(screen.getByLabelText('Phone number'), '98480 22334');
    await user.type(screen.getByLabelText('Password'), 'chai-and-biscuits');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
  }

  it('registers with the four fields and redirects home', async () => {
    const assign = stubRedirect();
    mockApi({
      'POST /api/user/register': ({ body }) => {
        expect(body).toEqual({
          userName: 'Sita Devi',
          userEmail: 'sita@example.in',
          usermobile: '9848022334',
          password: 'chai-and-biscuits',
        });
        return {
          status: 201,
          body: {
            success: true,
            token: 'new-token',
            message: 'Registration successful',
            code: 'registered',
          },
        };
      },
    });
    const user = userEvent.setup();
    renderPage();
    await fillSignUp(user);
    expect(await screen.findByText('Registration successful')).toBeInTheDocument();
    expect(localStorage.getItem('auth-token')).toBe('new-token');
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'), { timeout: 2000 });
  });

  it('says "Signup failed!" when the server gives no message, and the server message when it does', async () => {
    mockApi({ 'POST /api/user/register': { status: 500, body: null } });
    const user = userEvent.setup();
    renderPage();
    await fillSignUp(user);
    await expectSaidOnce('Signup failed!');

    mockApi({
      'POST /api/user/register': {
        status: 409,
        body: {
          success: false,
          message: 'An account with this email already exists',
          code: 'duplicate_email',
        },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await expectSaidOnce('An account with this email already exists');
  });

  it('says "Signup Error: {reason}" on a network failure', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Network down'))),
    );
    const user = userEvent.setup();
    renderPage();
    await fillSignUp(user);
    await expectSaidOnce('Signup Error: Network down');
  });

  it('switches back with "Login here"', async () => {
    mockApi({});
    const user = userEvent.setup();
    renderPage();
    await switchToSignUp(user);
    expect(screen.getByText(/Already have an account\?/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Login here' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    expect(screen.getByText(/Don't have an account\?/)).toBeInTheDocument();
  });
});

describe('UserPage: Google', () => {
  it('shows no Google button when this server has no Google client id', async () => {
    const api = mockApi({ 'GET /api/site': { body: SITE } });
    renderPage();
    await waitFor(() => expect(api).toHaveBeenCalled());
    expect(screen.getByRole('button', { name: 'Continue' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Google/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/not configured/)).not.toBeInTheDocument();
    expect(screen.queryByText('or')).not.toBeInTheDocument();
  });

  it('posts the Google credential and signs in with our token', async () => {
    const assign = stubRedirect();
    let callback: ((response: { credential: string }) => void) | undefined;
    const initialize = vi.fn(
      (options: { client_id: string; callback: (response: { credential: string }) => void }) => {
        callback = options.callback;
      },
    );
    vi.stubGlobal('google', {
      accounts: { id: { initialize, renderButton: vi.fn(), prompt: vi.fn() } },
    });
    mockApi({
      'GET /api/site': {
        body: { ...SITE, googleClientId: 'client-123.apps.googleusercontent.com' },
      },
      'POST /api/user/google': ({ body }) => {
        expect(body).toEqual({ credential: 'google-id-token' });
        return {
          body: {
            success: true,
            token: 'google-token',
            message: 'Google login successful',
            code: 'google_logged_in',
          },
        };
      },
    });
    const user = userEvent.setup();
    renderPage();
    const button = await screen.findByRole('button', { name: 'Sign in with Google' });
    await waitFor(() => expect(button).not.toHaveAttribute('aria-disabled'));
    await user.click(button);
    await waitFor(() =>
      expect(initialize).toHaveBeenCalledWith(
        expect.objectContaining({ client_id: 'client-123.apps.googleusercontent.com' }),
      ),
    );
    callback!({ credential: 'google-id-token' });
    expect(await screen.findByText('Google login successful')).toBeInTheDocument();
    expect(localStorage.getItem('auth-token')).toBe('google-token');
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'), { timeout: 2000 });
  });

  it('toasts "Google login failed: {reason}" when the server refuses the credential', async () => {
    let callback: ((response: { credential: string }) => void) | undefined;
    vi.stubGlobal('google', {
      accounts: {
        id: {
          initialize: (options: { callback: typeof callback }) => (callback = options.callback),
          renderButton: vi.fn(),
          prompt: vi.fn(),
        },
      },
    });
    mockApi({
      'GET /api/site': { body: { ...SITE, googleClientId: 'client-123' } },
      'POST /api/user/google': {
        status: 401,
        // A code this client has no words for: the server's text is shown as it came.
        body: { success: false, message: 'Google sign-in failed', code: 'google_token_rejected' },
      },
    });
    const user = userEvent.setup();
    renderPage();
    const button = await screen.findByRole('button', { name: 'Sign in with Google' });
    await waitFor(() => expect(button).not.toHaveAttribute('aria-disabled'));
    await user.click(button);
    await waitFor(() => expect(callback).toBeDefined());
    callback!({ credential: 'bad' });
    expect(
      await screen.findByText('Google login failed: Google sign-in failed'),
    ).toBeInTheDocument();
    expect(localStorage.getItem('auth-token')).toBeNull();
  });
});

describe('UserPage: signed in', () => {
  it('offers the profile and a logout that brings the login form back', async () => {
    localStorage.setItem('auth-token', 'existing');
    const api = mockApi({
      'POST /api/user/logout': {
        body: { success: true, message: 'Logged out', code: 'logged_out' },
      },
    });
    const user = userEvent.setup();
    renderPage();
    expect(
      screen.getByRole('heading', { level: 1, name: 'You are signed in' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My Profile' })).toHaveAttribute('href', '/profile');
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(localStorage.getItem('auth-token')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    const [url, init] = api.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(String(url)).toContain('/api/user/logout');
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer existing');
  });
});
