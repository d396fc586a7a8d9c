import { Trans, useLingui } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { RetryButton } from '../../components/retry-button';
import { useTranslateMessage } from '../../lib/i18n/server-messages';
import { ApiError } from '../../lib/api-client';
import { paths } from '../../paths';
import { isSessionEnded } from '../api';

/** A portal page's heading: smaller than the storefront's banner, since partners come daily. */
export function PageTitle({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0">
        <h1 className="text-2xl font-extrabold tracking-tight text-brand-900 sm:text-3xl">
          {title}
        </h1>
        {subtitle ? <p className="mt-1 text-muted">{subtitle}</p> : null}
      </div>
      {children ? <div className="flex shrink-0 flex-wrap gap-2">{children}</div> : null}
    </div>
  );
}

/** A centred card with a message and what to do next (sign in, register, try again). */
export function Notice({
  icon,
  title,
  children,
  actions,
  alert = false,
}: {
  icon?: ReactNode;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
  /** Announce it at once (a failure), rather than leave it for the reader to find. */
  alert?: boolean;
}) {
  return (
    <div
      className="card mx-auto max-w-xl p-6 text-center sm:p-10"
      role={alert ? 'alert' : undefined}
    >
      {icon ? (
        <span className="mx-auto mb-4 grid h-14 w-14 place-items-center rounded-full bg-brand-50 text-2xl text-brand-600">
          {icon}
        </span>
      ) : null}
      <h2 className="text-xl font-bold text-brand-900">{title}</h2>
      {children ? <div className="mt-2 text-muted">{children}</div> : null}
      {actions ? <div className="mt-6 flex flex-wrap justify-center gap-3">{actions}</div> : null}
    </div>
  );
}

/** Placeholder cards while the company loads; the text is for screen readers. */
export function LoadingCards({ label }: { label: string }) {
  return (
    <div role="status" aria-live="polite" className="space-y-4">
      <span className="sr-only">{label}</span>
      <div
        className="h-8 w-64 max-w-full animate-pulse rounded-lg bg-slate-200"
        aria-hidden="true"
      />
      <div className="card h-40 animate-pulse" aria-hidden="true" />
      <div className="card h-56 animate-pulse" aria-hidden="true" />
    </div>
  );
}

/**
 * The company could not be loaded: an ended session asks to log in again (trying again would
 * fail the same way); anything else says why and offers to try again.
 */
export function LoadFailed({
  error,
  onRetry,
  retrying,
}: {
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
}) {
  const { t } = useLingui();
  const translate = useTranslateMessage();
  if (isSessionEnded(error)) {
    return (
      <Notice
        alert
        title={t`Your session has ended`}
        actions={
          <Link to={paths.user} className="btn-primary">
            <Trans>Log in again</Trans>
          </Link>
        }
      >
        <Trans>Log in again to open the partner portal.</Trans>
      </Notice>
    );
  }
  const reason =
    error instanceof ApiError
      ? translate(error.message, error.code)
      : translate('', 'request_failed');
  return (
    <Notice
      alert
      title={t`We could not load your company`}
      actions={<RetryButton onRetry={onRetry} retrying={retrying} />}
    >
      {reason}
    </Notice>
  );
}

/**
 * What a page that needs the company shows until it is there: the loading cards, or why it
 * failed to load. Once loaded (possibly as "no company yet"), each page answers its own way.
 */
export function companyNotReady(
  company: Pick<
    UseQueryResult<unknown>,
    'isPending' | 'isError' | 'error' | 'refetch' | 'isRefetching'
  >,
  loadingLabel: string,
): ReactNode {
  if (company.isPending) return <LoadingCards label={loadingLabel} />;
  if (company.isError)
    return (
      <LoadFailed
        error={company.error}
        onRetry={() => void company.refetch()}
        retrying={company.isRefetching}
      />
    );
  return null;
}
