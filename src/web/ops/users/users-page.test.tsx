import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { AdminUser } from '@shared/contracts/admin-users';
import { authToken } from '../../lib/storage';
import { goOffline } from '../../test/offline';
import { mockApi, renderWithProviders } from '../../test/render';
import { operatorAnswer } from '../bookings/test-data';
import { UsersPage } from './users-page';

function makeUser(overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    _id: crypto.randomUUID(),
    name: 'Priya Sharma',
    email: 'priya@example.in',
    mobile: '9848012345',
    role: 'customer',
    state: 'active',
    suspendedAt: null,
    suspendedReason: '',
    createdAt: '2026-01-15T06:30:00.000Z',
    company: null,
    ...overrides,
  };
}

const me = makeUser({
  _id: operatorAnswer.body.operator.id,
  name: 'Saarthi Operations',
  email: 'ops@saarthi.in',
  role: 'operator',
});

const listAnswer = (users: AdminUser[], nextCursor: string | null = null) => ({
  body: { success: true, users, nextCursor },
});
/** How the API answers a change of an account: the English of `code`, and the account now. */
const userAnswer = (user: AdminUser, message: string, code: string) => ({
  body: { success: true, message, code, user },
});

function Address() {
  const location = useLocation();
  return <output data-testid="address">{`${location.pathname}${location.search}`}</output>;
}

function renderPage(route = '/ops/users') {
  authToken.set('operator-token');
  return renderWithProviders(
    <>
      <UsersPage />
      <Address />
    </>,
    { route },
  );
}

/** The table of accounts (desks); the phone cards carry the same accounts. */
const table = () => screen.findByRole('table', { name: 'Accounts, the newest first' });
const rowOf = async (name: string) =>
  within(await table())
    .getAllByRole('row')
    .find((row) => within(row).queryByRole('rowheader')?.textContent?.includes(name))!;

describe('UsersPage', () => {
  it('lists each account with its role, state and joined date, and what can be done to it', async () => {
    const priya = makeUser();
    const ravi = makeUser({
      name: 'Ravi Teja',
      email: 'ravi@example.in',
      role: 'partner',
      state: 'suspended',
      suspendedAt: '2026-03-01T05:00:00.000Z',
      suspendedReason: 'Fake bookings',
      company: { _id: crypto.randomUUID(), name: 'Godavari Cabs', status: 'verified' },
    });
    const colleague = makeUser({ name: 'Anand Rao', email: 'anand@saarthi.in', role: 'operator' });
    mockApi({
      'GET /api/admin/me': operatorAnswer,
      'GET /api/admin/users': listAnswer([priya, ravi, colleague, me]),
    });
    renderPage();

    const first = await rowOf('Priya Sharma');
    expect(first).toHaveTextContent(
      'Priya Sharmapriya@example.in9848012345CustomerActive15 Jan 2026',
    );
    expect(
      within(first).getByRole('button', { name: 'Change role of Priya Sharma' }),
    ).toBeVisible();
    expect(within(first).getByRole('button', { name: 'Suspend Priya Sharma' })).toBeVisible();
    const suspended = await rowOf('Ravi Teja');
    expect(suspended).toHaveTextContent('Suspended on 1 Mar 2026: Fake bookings');
    expect(suspended).toHaveTextContent('PartnerSuspended');
    expect(within(suspended).getByRole('button', { name: 'Restore Ravi Teja' })).toBeVisible();
    expect(await rowOf('Anand Rao')).toHaveTextContent(
      'Operators are managed from the command line',
    );
    const own = await rowOf('Saarthi Operations');
    expect(own).toHaveTextContent('Your account');
    expect(within(own).queryByRole('button')).not.toBeInTheDocument();
  });

  it('searches by name, role and state, kept in the address', async () => {
    const asked: Record<string, string>[] = [];
    mockApi({
      'GET /api/admin/me': operatorAnswer,
      'GET /api/admin/users': ({ url }) => {
        asked.push(Object.fromEntries(url.searchParams));
        return listAnswer(url.searchParams.size > 0 ? [] : [makeUser()]);
      },
    });
    const user = userEvent.setup();
    renderPage();

    await table();
    const search = screen.getByRole('search', { name: 'Search accounts' });
    await user.type(
      within(search).getByRole('searchbox', { name: 'Name, e-mail or mobile' }),
      '  lakshmi ',
    );
    await user.selectOptions(within(search).getByRole('combobox', { name: 'Role' }), 'Partner');
    await user.selectOptions(within(search).getByRole('combobox', { name: 'State' }), 'Suspended');
    await user.click(within(search).getByRole('button', { name: 'Search' }));

    expect(
      await screen.findByRole('heading', { name: 'No account matches this search' }),
    ).toBeVisible();
    expect(screen.getByTestId('address')).toHaveTextContent(
      '/ops/users?q=lakshmi&role=partner&state=suspended',
    );
    expect(asked.at(-1)).toEqual({ q: 'lakshmi', role: 'partner', state: 'suspended' });
    await user.click(screen.getByRole('button', { name: 'Show every account' }));
    expect(await table()).toHaveTextContent('Priya Sharma');
  });

  it('suspends an account with a reason, then offers to restore it', async () => {
    const priya = makeUser();
    const sent: unknown[] = [];
    mockApi({
      'GET /api/admin/me': operatorAnswer,
      'GET /api/admin/users': () =>
        listAnswer([
          sent.length > 0
            ? {
                ...priya,
                state: 'suspended',
                suspendedAt: '2026-03-05T09:30:00.000Z',
                suspendedReason: 'Fake booking requests',
              }
            : priya,
        ]),
      [`POST /api/admin/users/${priya._id}/suspend`]: ({ body }) => {
        sent.push(body);
        return userAnswer(
          {
            ...priya,
            state: 'suspended',
            suspendedAt: '2026-03-05T09:30:00.000Z',
            suspendedReason: 'Fake booking requests',
          },
          'Account suspended: every session of it has ended',
          'user_suspended',
        );
      },
    });
    const user = userEvent.setup();
    renderPage();

    await user.click(
      within(await rowOf('Priya Sharma')).getByRole('button', { name: 'Suspend Priya Sharma' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Suspend Priya Sharma' });
    expect(dialog).toHaveTextContent('Priya Sharma is signed out everywhere at once');
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Reason' }),
      'Fake booking requests',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Suspend account' }));

    expect(
      await screen.findByText('Account suspended: every session of it has ended'),
    ).toBeVisible();
    expect(sent).toEqual([{ reason: 'Fake booking requests' }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const row = await rowOf('Priya Sharma');
    expect(row).toHaveTextContent('Suspended on 5 Mar 2026: Fake booking requests');
    expect(within(row).getByRole('button', { name: 'Restore Priya Sharma' })).toBeVisible();
  });

  it("checks the reason with the contract's rule, and shows the server's refusal at the reason", async () => {
    const priya = makeUser();
    const sent: unknown[] = [];
    mockApi({
      'GET /api/admin/me': operatorAnswer,
      'GET /api/admin/users': () => listAnswer([priya]),
      [`POST /api/admin/users/${priya._id}/suspend`]: ({ body }) => {
        sent.push(body);
        return {
          status: 400,
          body: {
            success: false,
            code: 'validation_failed',
            message: 'Some fields are not valid',
            errors: [{ path: 'body.reason', message: 'Must be at most 500 characters' }],
          },
        };
      },
    });
    const user = userEvent.setup();
    renderPage();

    await user.click(
      within(await rowOf('Priya Sharma')).getByRole('button', { name: 'Suspend Priya Sharma' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Suspend Priya Sharma' });
    const reason = within(dialog).getByRole('textbox', { name: 'Reason' });
    await user.type(reason, 'Spam');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend account' }));
    expect(
      await within(dialog).findByText('Write why the account is suspended (at least 5 characters)'),
    ).toBeVisible();
    expect(reason).toHaveFocus();
    expect(sent).toEqual([]);

    await user.type(reason, ' from this account');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend account' }));
    expect(await within(dialog).findByText('Must be at most 500 characters')).toBeVisible();
    expect(reason).toHaveAccessibleDescription(/Must be at most 500 characters$/);
    expect(sent).toEqual([{ reason: 'Spam from this account' }]);
  });

  it('says in the dialog when offline, and Cancel stops a suspension on its way', async () => {
    const priya = makeUser();
    const routes = mockApi({
      'GET /api/admin/me': operatorAnswer,
      'GET /api/admin/users': () => listAnswer([priya]),
    });
    // The suspension is held on its way; its answer comes only when the test lets it.
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const held: RequestInit[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).endsWith(`/api/admin/users/${priya._id}/suspend`)) {
        held.push(init ?? {});
        await answered;
        const suspended = { ...priya, state: 'suspended' as const, suspendedReason: 'Fake' };
        return new Response(
          JSON.stringify(userAnswer(suspended, 'Account suspended', 'user_suspended').body),
          {
            headers: { 'content-type': 'application/json' },
          },
        );
      }
      return routes(input, init);
    });
    const user = userEvent.setup();
    renderPage();

    const open = async () => {
      await user.click(
        within(await rowOf('Priya Sharma')).getByRole('button', { name: 'Suspend Priya Sharma' }),
      );
      const dialog = screen.getByRole('dialog', { name: 'Suspend Priya Sharma' });
      await user.type(
        within(dialog).getByRole('textbox', { name: 'Reason' }),
        'Fake booking requests',
      );
      return dialog;
    };
    let dialog = await open();
    const backOnline = goOffline();
    await user.click(within(dialog).getByRole('button', { name: 'Suspend account' }));
    expect(
      await within(dialog).findByText('You are offline. Check your connection and try again.'),
    ).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Suspend account' })).toBeEnabled();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    backOnline();
    expect(held).toEqual([]);

    dialog = await open();
    await user.click(within(dialog).getByRole('button', { name: 'Suspend account' }));
    expect(await within(dialog).findByRole('button', { name: 'Saving…' })).toBeDisabled();
    await waitFor(() => expect(held).toHaveLength(1));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(held[0]!.signal?.aborted).toBe(true);

    answer();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByText('Account suspended')).not.toBeInTheDocument();
    expect(
      within(await rowOf('Priya Sharma')).getByRole('button', { name: 'Suspend Priya Sharma' }),
    ).toBeVisible();
  });

  it('restores a suspended account after asking', async () => {
    const ravi = makeUser({
      name: 'Ravi Teja',
      state: 'suspended',
      suspendedAt: '2026-03-01T05:00:00.000Z',
      suspendedReason: 'Fake bookings',
    });
    let restored = false;
    mockApi({
      'GET /api/admin/me': operatorAnswer,
      'GET /api/admin/users': () =>
        listAnswer([restored ? { ...ravi, state: 'active', suspendedAt: null } : ravi]),
      [`POST /api/admin/users/${ravi._id}/restore`]: () => {
        restored = true;
        return userAnswer(
          { ...ravi, state: 'active', suspendedAt: null, suspendedReason: '' },
          'Account restored: it can log in again',
          'user_restored',
        );
      },
    });
    const user = userEvent.setup();
    renderPage();

    await user.click(
      within(await rowOf('Ravi Teja')).getByRole('button', { name: 'Restore Ravi Teja' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Restore Ravi Teja' });
    await user.click(within(dialog).getByRole('button', { name: 'Restore account' }));

    expect(await screen.findByText('Account restored: it can log in again')).toBeVisible();
    expect(restored).toBe(true);
    await waitFor(async () =>
      expect(
        within(await rowOf('Ravi Teja')).getByRole('button', { name: 'Suspend Ravi Teja' }),
      ).toBeVisible(),
    );
  });

  it('changes a customer into a partner, and keeps a partner who runs a company one', async () => {
    const priya = makeUser();
    const owner = makeUser({
      name: 'Venkat Rao',
      role: 'partner',
      company: { _id: crypto.randomUUID(), name: 'Godavari Cabs', status: 'verified' },
    });
    const sent: unknown[] = [];
    mockApi({
      'GET /api/admin/me': operatorAnswer,
      'GET /api/admin/users': listAnswer([priya, owner]),
      [`PUT /api/admin/users/${priya._id}/role`]: ({ body }) => {
        sent.push(body);
        return userAnswer({ ...priya, role: 'partner' }, 'Role changed', 'user_role_changed');
      },
    });
    const user = userEvent.setup();
    renderPage();

    await user.click(
      within(await rowOf('Venkat Rao')).getByRole('button', { name: 'Change role of Venkat Rao' }),
    );
    let dialog = screen.getByRole('dialog', { name: 'Change the role of Venkat Rao' });
    expect(within(dialog).getByRole('radio', { name: 'Customer' })).toBeDisabled();
    expect(dialog).toHaveTextContent(
      'Godavari Cabs is run from this account, so it stays a partner.',
    );
    expect(within(dialog).getByRole('button', { name: 'Change role' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await user.click(
      within(await rowOf('Priya Sharma')).getByRole('button', {
        name: 'Change role of Priya Sharma',
      }),
    );
    dialog = screen.getByRole('dialog', { name: 'Change the role of Priya Sharma' });
    expect(within(dialog).getByRole('radio', { name: 'Partner' })).toBeChecked();
    expect(within(dialog).queryByRole('radio', { name: /Operator/ })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Change role' }));

    expect(await screen.findByText('Role changed')).toBeVisible();
    expect(sent).toEqual([{ role: 'partner' }]);
  });

  it("shows the server's refusal in the dialog", async () => {
    const priya = makeUser({ role: 'partner' });
    mockApi({
      'GET /api/admin/me': operatorAnswer,
      'GET /api/admin/users': listAnswer([priya]),
      [`PUT /api/admin/users/${priya._id}/role`]: {
        status: 409,
        body: {
          success: false,
          message:
            'This partner runs Godavari Cabs: an account that runs a travel company stays a partner',
          code: 'user_runs_company',
          params: { company: 'Godavari Cabs' },
        },
      },
    });
    const user = userEvent.setup();
    renderPage();

    await user.click(
      within(await rowOf('Priya Sharma')).getByRole('button', {
        name: 'Change role of Priya Sharma',
      }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Change the role of Priya Sharma' });
    await user.click(within(dialog).getByRole('button', { name: 'Change role' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This partner runs Godavari Cabs: an account that runs a travel company stays a partner',
    );
  });

  it('asks to log in again when the session ended', async () => {
    mockApi({
      'GET /api/admin/me': operatorAnswer,
      'GET /api/admin/users': {
        status: 401,
        body: {
          success: false,
          message: 'Your account is suspended: please contact Saarthi support',
          code: 'account_suspended',
        },
      },
    });
    renderPage();

    // The refused token is forgotten at once, and the ended session is said once (a toast), the
    // page asking to log in like any signed-out visit.
    await waitFor(() => expect(authToken.get()).toBeNull());
    expect(await screen.findByText('Your session has ended. Please log in again.')).toBeVisible();
    expect(screen.getAllByText(/session has ended/i)).toHaveLength(1);
  });
});
