import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { toast } from '../../lib/toast';
import { CITIES, PRODUCT_NAME } from '@shared/constants';
import { CheckIcon } from '../../components/icons';
import { useFormat } from '../../lib/i18n/format';
import { CITY_LABELS } from '../../lib/i18n/labels';
// The answer a suspended account gets when it logs in.
import { useAuth } from '../../lib/use-auth';
import { loadArea } from '../../lib/i18n/i18n';
import { useDocumentTitle } from '../../lib/use-document-title';
import { paths } from '../../paths';
import { useLogout } from '../../lib/session';
import { returnPath } from '../../lib/return-to';

import { accountPaths } from './account-paths';
import { LoginForm } from './login-form';
import { ForgotPasswordPanel, ResetPasswordPanel, isPasswordResetNotice } from './password-reset';
import { SignUpForm } from './signup-form';

type Mode = 'login' | 'signup';

// Another feature's page, loaded (with its messages) only for an unknown address under /user.
const NotFoundPage = lazy(() =>
  Promise.all([import('../info/not-found-page'), loadArea('info')]).then(([module]) => ({
    default: module.NotFoundPage,
  })),
);

/**
 * docs/product/storefront.md#sign-up-and-login: one page that toggles between Login and Sign Up,
 * and, under it, the pages of a forgotten password (docs/product/storefront.md#forgot-password).
 */
export function UserPage() {
  const { pathname } = useLocation();
  const page =
    pathname === accountPaths.forgotPassword
      ? 'forgot'
      : pathname === accountPaths.resetPassword
        ? 'reset'
        : pathname.replace(/\/$/, '') === paths.user
          ? 'account'
          : null;
  // Any other address under /user is not a page (the route matches /user/:page?).
  if (page === null)
    return (
      <Suspense fallback={null}>
        <NotFoundPage />
      </Suspense>
    );
  return <AccountPage page={page} />;
}

function AccountPage({ page }: { page: 'forgot' | 'reset' | 'account' }) {
  const { t } = useLingui();
  const { isSignedIn } = useAuth();
  const [mode, setMode] = useState<Mode>('login');
  const { search, state } = useLocation();
  // A login an action asked for comes back to that action; a plain one goes home (docs/product/storefront.md#pages-and-routes).
  const next = returnPath(search);
  const shown = page !== 'account' ? page : isSignedIn ? 'signedIn' : mode;
  useDocumentTitle(
    {
      forgot: t`Forgot password?`,
      reset: t`Choose a new password`,
      signedIn: t`Your account`,
      login: t`Login`,
      signup: t`Sign Up`,
    }[shown],
  );

  return (
    <div className="container-page py-10 sm:py-16">
      <div className="mx-auto grid max-w-5xl overflow-hidden rounded-card bg-white shadow-card lg:grid-cols-[1fr_1.1fr]">
        <Welcome />
        <div className="p-6 sm:p-10">
          {shown === 'forgot' ? (
            <ForgotPasswordPanel />
          ) : shown === 'reset' ? (
            <ResetPasswordPanel />
          ) : shown === 'signedIn' ? (
            <SignedInPanel />
          ) : shown === 'login' ? (
            <LoginForm
              next={next}
              passwordReset={isPasswordResetNotice(state)}
              onSwitch={() => setMode('signup')}
            />
          ) : (
            <SignUpForm next={next} onSwitch={() => setMode('login')} />
          )}
        </div>
      </div>
    </div>
  );
}

/** The welcome panel's figures: a big number over a short caption. */
const WELCOME_FIGURES: readonly { value: number; unit?: '%'; label: MessageDescriptor }[] = [
  {
    value: 5,
    label: msg({ message: 'cities', comment: 'Caption under the big number 5 on the login page' }),
  },
  {
    value: 3,
    label: msg({
      message: 'ride categories',
      comment: 'Caption under the big number 3 (regular, prime, luxury)',
    }),
  },
  {
    value: 100,
    unit: '%',
    label: msg({
      message: 'with a driver',
      comment: 'Caption under the big "100%": every car comes with a driver',
    }),
  },
];

const WELCOME_POINTS: readonly MessageDescriptor[] = [
  msg`Verified travel companies`,
  msg`Transparent price estimates`,
];

function Welcome() {
  const { i18n } = useLingui();
  const format = useFormat();
  const cities = CITIES.map((city) => i18n._(CITY_LABELS[city])).join(', ');
  const points = [...WELCOME_POINTS.map((point) => i18n._(point)), cities];
  return (
    <aside className="hidden flex-col justify-between bg-gradient-to-br from-brand-900 via-brand-700 to-brand-500 p-10 text-white lg:flex">
      <div>
        <p className="text-sm font-semibold uppercase tracking-widest text-accent-300">
          {PRODUCT_NAME}
        </p>
        <p className="mt-4 text-3xl font-extrabold leading-tight">
          <Trans>Every car comes with a professional driver.</Trans>
        </p>
        <p className="mt-3 text-brand-100">
          <Trans>Rent regular, prime and luxury cars across Andhra Pradesh and Telangana.</Trans>
        </p>
      </div>
      <ul className="my-10 grid grid-cols-3 gap-3">
        {WELCOME_FIGURES.map(({ value, unit, label }) => (
          <li key={label.id} className="rounded-xl bg-white/10 p-4 ring-1 ring-white/15">
            <span className="block text-2xl font-extrabold text-accent-300">
              {format.number(value)}
              {unit}
            </span>
            <span className="mt-1 block text-xs text-brand-100">{i18n._(label)}</span>
          </li>
        ))}
      </ul>
      <ul className="space-y-3 text-sm text-brand-50">
        {points.map((item) => (
          <li key={item} className="flex items-start gap-3">
            <span
              className="mt-1 inline-flex h-4 w-4 shrink-0 items-center justify-center rounded-full bg-accent-400 text-brand-900"
              aria-hidden="true"
            >
              <CheckIcon className="h-3 w-3" strokeWidth={3} />
            </span>
            {item}
          </li>
        ))}
      </ul>
    </aside>
  );
}

function SignedInPanel() {
  const { t } = useLingui();
  const logout = useLogout();
  return (
    <div className="flex h-full flex-col justify-center text-center sm:text-left">
      <h1 className="text-3xl font-extrabold tracking-tight text-brand-900">
        <Trans>You are signed in</Trans>
      </h1>
      <p className="mt-2 text-muted">
        <Trans>Welcome back to Saarthi. Where would you like to go?</Trans>
      </p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <Link to={paths.profile} className="btn-primary">
          <Trans>My Profile</Trans>
        </Link>
        <Link to={paths.queries} className="btn-outline">
          <Trans>My Queries</Trans>
        </Link>
        <button
          type="button"
          className="btn-ghost"
          onClick={() => {
            // docs/product/storefront.md#pages-and-routes: logout removes the stored token and stays on /user.
            void logout();
            toast.info(t`You have been logged out`);
          }}
        >
          <Trans>Logout</Trans>
        </button>
      </div>
    </div>
  );
}
