import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, type ReactNode } from 'react';
import { toast } from '../../lib/toast';
import { PageHeader } from '../../components/page-header';
import { ApiError } from '../../lib/api-client';
import { isSessionEnded } from '../../lib/api-retry';
import { useAuth } from '../../lib/use-auth';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useProfile } from '../../lib/profile';
import { errorReason, serverAnswered } from './api';
import { LoginLink } from '../../components/login-link';

import { ProfileDetails } from './profile-details';

/** docs/product/storefront.md#profile: the signed-in user's details, read-only until Edit Profile. */
export function ProfilePage() {
  const { t } = useLingui();
  useDocumentTitle(t`My Profile`);
  const { isSignedIn } = useAuth();
  return (
    <>
      <PageHeader
        title={t`My Profile`}
        subtitle={t`Keep your contact details up to date so travel companies can reach you.`}
      />
      <div className="container-page -mt-6 pb-16 sm:-mt-8">
        {isSignedIn ? <ProfileLoader /> : <SignedOut />}
      </div>
    </>
  );
}

function Panel({ children }: { children: ReactNode }) {
  return <div className="card mx-auto max-w-xl p-8 text-center">{children}</div>;
}

function SignedOut() {
  return (
    <Panel>
      <p className="text-lg font-semibold text-brand-900">
        <Trans>Please log in to see your profile</Trans>
      </p>
      <p className="mt-1 text-muted">
        <Trans>Your profile keeps your contact details and documents in one place.</Trans>
      </p>
      <LoginLink className="btn-primary mt-6">
        <Trans>Login or Sign Up</Trans>
      </LoginLink>
    </Panel>
  );
}

// docs/product/storefront.md#errors: the server said no, or the request never got an answer.
const LOAD_REFUSED = msg`Failed to load profile`;
const LOAD_UNREACHABLE = msg`Error fetching profile`;

function ProfileLoader() {
  const { i18n } = useLingui();
  const profile = useProfile();
  const error = profile.error;

  useEffect(() => {
    // An ended session is said once, by the layout, and the page asks to log in.
    if (!error || isSessionEnded(error)) return;
    // One toast per failure (i18n is the same object in every language, so a switch adds none).
    toast.error(i18n._(serverAnswered(error) ? LOAD_REFUSED : LOAD_UNREACHABLE), {
      toastId: 'profile-load',
    });
  }, [error, i18n]);

  if (profile.isPending) {
    return (
      <div
        className="grid gap-6 lg:grid-cols-[300px_minmax(0,1fr)]"
        role="status"
        aria-live="polite"
      >
        <span className="sr-only">
          <Trans>Loading your profile…</Trans>
        </span>
        <div
          className="card flex animate-pulse items-center gap-4 p-6 lg:flex-col"
          aria-hidden="true"
        >
          <div className="h-20 w-20 rounded-full bg-slate-200 sm:h-24 sm:w-24" />
          <div className="w-full flex-1 space-y-3">
            <div className="h-5 w-2/3 rounded bg-slate-200 lg:mx-auto" />
            <div className="h-4 w-1/2 rounded bg-slate-100 lg:mx-auto" />
          </div>
        </div>
        <div className="card grid animate-pulse gap-4 p-6 sm:grid-cols-2 sm:p-8" aria-hidden="true">
          {Array.from({ length: 6 }, (_, index) => (
            <div key={index} className="h-10 rounded bg-slate-100" />
          ))}
        </div>
      </div>
    );
  }

  if (profile.isError) {
    const sessionEnded = profile.error instanceof ApiError && profile.error.status === 401;
    return (
      <Panel>
        <p role="alert" className="text-lg font-semibold text-danger">
          {i18n._(serverAnswered(profile.error) ? LOAD_REFUSED : LOAD_UNREACHABLE)}
        </p>
        <p className="mt-1 text-muted">
          {sessionEnded ? (
            <Trans>Your session has ended. Please log in again.</Trans>
          ) : (
            errorReason(i18n, profile.error)
          )}
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          {sessionEnded ? (
            <LoginLink className="btn-primary">
              <Trans>Login</Trans>
            </LoginLink>
          ) : (
            <button type="button" className="btn-primary" onClick={() => void profile.refetch()}>
              <Trans>Try again</Trans>
            </button>
          )}
        </div>
      </Panel>
    );
  }

  return <ProfileDetails profile={profile.data} />;
}
