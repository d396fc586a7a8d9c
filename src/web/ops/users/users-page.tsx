import { Trans, useLingui } from '@lingui/react/macro';

import { useId, useState } from 'react';

import * as z from 'zod/mini';
import { USER_ROLES } from '@shared/constants';
import {
  ACCOUNT_STATES,
  AdminUserListQuerySchema,
  USER_SEARCH_MAX,
  type AdminUser,
} from '@shared/contracts/admin-users';
import { Field } from '../../components/form';
import { SearchActions } from '../../components/console/list-parts';
import { useFormat } from '../../lib/i18n/format';
import { useOperator } from '../api';
import { PeopleIcon } from '../components/icons';
import { opsPaths } from '../ops-paths';
import { SearchResults } from '../../components/console/search-results';
import { filledParams, isOneOf } from '../components/url-search';
import {
  SearchPage,
  type SearchFormProps,
  type SearchResultsProps,
} from '../components/search-page';
import { USER_SEARCH_FIELDS, useUserSearch, type UserSearch } from './api';
import { ROLE_BADGES, ROLE_LABELS, STATE_BADGES, STATE_LABELS } from './labels';
import { UserDialog, type UserAction } from './user-dialogs';
import { useSearchForm } from '../components/search-form';
import { DeskTable } from '../../components/console/desk-table';

const isRole = isOneOf(USER_ROLES);
const isState = isOneOf(ACCOUNT_STATES);

function searchOf(params: URLSearchParams): UserSearch {
  const role = params.get('role') ?? '';
  const state = params.get('state') ?? '';
  return {
    q: (params.get('q') ?? '').slice(0, USER_SEARCH_MAX),
    role: isRole(role) ? role : '',
    state: isState(state) ? state : '',
  };
}

const paramsOf = (search: UserSearch) => filledParams(USER_SEARCH_FIELDS, search);

/**
 * /ops/users (docs/product/marketplace.md#users): find an account by name, e-mail or mobile,
 * change its role between customer and partner, suspend or restore it. The search lives in the
 * address, so a link from a booking ("the customer's account") opens it.
 */
export function UsersPage() {
  const { t } = useLingui();
  return (
    <SearchPage
      title={t`Users`}
      subtitle={t`Find an account, change its role, or suspend it: a suspended account is signed out at once.`}
      read={searchOf}
      fields={USER_SEARCH_FIELDS}
      Form={SearchForm}
      Results={Results}
      csvPath="/api/admin/users.csv"
    />
  );
}

/** The search as typed, checked with the server's own rules for its address. */
const SearchSchema = z.pipe(
  z.transform(
    (values: UserSearch) =>
      paramsOf({ ...values, q: values.q.trim() }) as z.input<typeof AdminUserListQuerySchema>,
  ),
  AdminUserListQuerySchema,
);

function SearchForm({ initial, searched, onSearch }: SearchFormProps<UserSearch>) {
  const { t, i18n } = useLingui();
  const titleId = useId();
  const { register, errors, message, submit } = useSearchForm(SearchSchema, initial, (typed) =>
    onSearch({ ...typed, q: typed.q.trim() }),
  );

  return (
    <form
      role="search"
      aria-labelledby={titleId}
      noValidate
      onSubmit={submit}
      className="card p-5 sm:p-6"
    >
      <h2 id={titleId} className="sr-only">
        <Trans>Search accounts</Trans>
      </h2>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr]">
        <Field label={t`Name, e-mail or mobile`} error={message(errors.q)}>
          {(control) => (
            <input
              type="search"
              className="field-input"
              autoComplete="off"
              maxLength={USER_SEARCH_MAX}
              {...register('q')}
              {...control}
            />
          )}
        </Field>
        <Field label={t`Role`} error={message(errors.role)}>
          {(control) => (
            <select className="field-input" {...register('role')} {...control}>
              <option value="">{t`Any role`}</option>
              {USER_ROLES.map((role) => (
                <option key={role} value={role}>
                  {i18n._(ROLE_LABELS[role])}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t`State`} error={message(errors.state)}>
          {(control) => (
            <select className="field-input" {...register('state')} {...control}>
              <option value="">{t`Active or suspended`}</option>
              {ACCOUNT_STATES.map((state) => (
                <option key={state} value={state}>
                  {i18n._(STATE_LABELS[state])}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <SearchActions searched={searched} clearTo={opsPaths.users} />
    </form>
  );
}

function Results({ search, searched, onClear }: SearchResultsProps<UserSearch>) {
  const { t } = useLingui();
  const operator = useOperator();
  const [open, setOpen] = useState<{ user: AdminUser; action: UserAction } | null>(null);
  const act = (user: AdminUser, action: UserAction) => setOpen({ user, action });
  const me = operator.data?.id;
  return (
    <SearchResults
      query={useUserSearch(search)}
      itemsOf={(page) => page.users}
      searched={searched}
      onClear={onClear}
      icon={<PeopleIcon />}
      words={{
        heading: searched ? <Trans>Matching accounts</Trans> : <Trans>All accounts</Trans>,
        loading: <Trans>Searching the accounts…</Trans>,
        failed: t`We could not search the accounts`,
        noMatch: t`No account matches this search`,
        noMatchHint: <Trans>Try part of the name, the e-mail or the mobile number.</Trans>,
        showAll: <Trans>Show every account</Trans>,
        none: t`No accounts yet`,
        loadMore: <Trans>Load more accounts</Trans>,
        moreFailed: (reason) => <Trans>More accounts could not be loaded: {reason}</Trans>,
      }}
      after={
        open ? (
          <UserDialog user={open.user} action={open.action} onClose={() => setOpen(null)} />
        ) : null
      }
    >
      {(list) => (
        <>
          <UserTable users={list} me={me} onAct={act} />
          <UserCards users={list} me={me} onAct={act} />
        </>
      )}
    </SearchResults>
  );
}

interface ListProps {
  users: AdminUser[];
  /** The signed-in operator's own id: nobody suspends their own account. */
  me: string | undefined;
  onAct: (user: AdminUser, action: UserAction) => void;
}

function Badge({ className, children }: { className: string; children: string }) {
  return (
    <span
      className={`inline-flex shrink-0 items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ${className}`}
    >
      {children}
    </span>
  );
}

function RoleBadge({ user }: { user: AdminUser }) {
  const { i18n } = useLingui();
  return <Badge className={ROLE_BADGES[user.role]}>{i18n._(ROLE_LABELS[user.role])}</Badge>;
}

function StateBadge({ user }: { user: AdminUser }) {
  const { i18n } = useLingui();
  return <Badge className={STATE_BADGES[user.state]}>{i18n._(STATE_LABELS[user.state])}</Badge>;
}

/** Why and since when the account is suspended, or the company it runs. */
function UserNote({ user }: { user: AdminUser }) {
  const format = useFormat();
  if (user.state === 'suspended' && user.suspendedAt) {
    const since = format.date(user.suspendedAt, { dateStyle: 'medium' });
    const reason = user.suspendedReason;
    return (
      <span className="block break-words text-sm text-danger">
        <Trans>
          Suspended on {since}: {reason}
        </Trans>
      </span>
    );
  }
  if (user.company) {
    const company = user.company.name;
    return (
      <span className="block break-words text-sm text-muted">
        <Trans>Runs {company}</Trans>
      </span>
    );
  }
  return null;
}

/** The actions an account allows: none on an operator's, no suspension of one's own. */
function Actions({
  user,
  me,
  onAct,
}: {
  user: AdminUser;
  me: string | undefined;
  onAct: ListProps['onAct'];
}) {
  const { t } = useLingui();
  const name = user.name;
  if (user.role === 'operator') {
    return (
      <span className="text-sm text-muted">
        {user._id === me ? (
          <Trans>Your account</Trans>
        ) : (
          <Trans>Operators are managed from the command line</Trans>
        )}
      </span>
    );
  }
  return (
    <span className="flex flex-wrap gap-2">
      <button
        type="button"
        className="btn-outline min-h-9 px-3 py-1.5 text-sm"
        aria-label={t`Change role of ${name}`}
        onClick={() => onAct(user, 'role')}
      >
        <Trans>Change role</Trans>
      </button>
      {user.state === 'active' ? (
        <button
          type="button"
          className="btn min-h-9 border border-danger px-3 py-1.5 text-sm text-danger hover:bg-red-50"
          aria-label={t`Suspend ${name}`}
          onClick={() => onAct(user, 'suspend')}
        >
          <Trans>Suspend</Trans>
        </button>
      ) : (
        <button
          type="button"
          className="btn-primary min-h-9 px-3 py-1.5 text-sm"
          aria-label={t`Restore ${name}`}
          onClick={() => onAct(user, 'restore')}
        >
          <Trans>Restore</Trans>
        </button>
      )}
    </span>
  );
}

/** Desks: one row per account. */
function UserTable({ users, me, onAct }: ListProps) {
  const { t } = useLingui();
  const format = useFormat();
  return (
    <DeskTable
      caption={t`Accounts, the newest first`}
      columns={[
        { label: <Trans>Account</Trans> },
        { label: <Trans>Role</Trans> },
        { label: <Trans>State</Trans> },
        { label: <Trans>Joined</Trans> },
        { label: <Trans>Actions</Trans> },
      ]}
    >
      {users.map((user) => (
        <tr key={user._id} className="align-top">
          <th scope="row" className="max-w-xs px-4 py-3 font-normal">
            <span className="block font-semibold text-ink">{user.name}</span>
            <span className="block break-all text-muted">{user.email}</span>
            {user.mobile ? <span className="block text-muted">{user.mobile}</span> : null}
            <UserNote user={user} />
          </th>
          <td className="px-4 py-3">
            <RoleBadge user={user} />
          </td>
          <td className="px-4 py-3">
            <StateBadge user={user} />
          </td>
          <td className="whitespace-nowrap px-4 py-3">
            <time dateTime={user.createdAt}>
              {format.date(user.createdAt, { dateStyle: 'medium' })}
            </time>
          </td>
          <td className="px-4 py-3">
            <Actions user={user} me={me} onAct={onAct} />
          </td>
        </tr>
      ))}
    </DeskTable>
  );
}

/** Phones: a card per account, its actions at the bottom. */
function UserCards({ users, me, onAct }: ListProps) {
  const { t } = useLingui();
  const format = useFormat();
  return (
    <ul className="space-y-3 md:hidden" aria-label={t`Accounts, the newest first`}>
      {users.map((user) => {
        const joined = format.date(user.createdAt, { dateStyle: 'medium' });
        return (
          <li key={user._id} className="card p-4">
            <div className="flex items-start justify-between gap-3">
              <p className="min-w-0 break-words font-semibold text-ink">{user.name}</p>
              <span className="flex shrink-0 flex-wrap justify-end gap-1">
                <RoleBadge user={user} />
                <StateBadge user={user} />
              </span>
            </div>
            <p className="break-all text-sm text-muted">{user.email}</p>
            {user.mobile ? <p className="text-sm text-muted">{user.mobile}</p> : null}
            <UserNote user={user} />
            <p className="mt-1 text-sm text-muted">
              <Trans>
                Joined <time dateTime={user.createdAt}>{joined}</time>
              </Trans>
            </p>
            <div className="mt-3">
              <Actions user={user} me={me} onAct={onAct} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
