import { Trans, useLingui } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { RetryButton } from '../retry-button';
import { paths } from '../../paths';
import { isSessionEnded } from '../../lib/api-retry';
import { useFailureReason, type FailedQuery } from './failure';
import { LoginLink } from '../login-link';

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

/** A problem to read at once (a refusal, a failed action), in the danger colours. */
export function Alert({ children }: { children: ReactNode }) {
  return (
    <p
      role="alert"
      className="rounded-lg border border-danger/30 bg-red-50 px-3 py-2 text-sm text-danger"
    >
      {children}
    </p>
  );
}

/** Above a page of a suspended company: what it can still do there, and what waits for Saarthi. */
export function SuspendedNote({
  children,
  className = '',
}: {
  children: ReactNode;
  className?: string;
}) {
  return (
    <p
      className={`rounded-lg border border-slate-300 bg-slate-50 px-4 py-3 text-sm text-ink ${className}`}
    >
      {children}
    </p>
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
 * What a page shows when what it needs (the company, its cars, one car) failed before any of it
 * came: an ended session asks to log in again (trying again would fail the same way); anything
 * else says what failed and why, with a way to try again.
 */
export function CouldNotLoad({ query, title }: { query: FailedQuery; title?: string }) {
  const { t } = useLingui();
  // Whose page it is (the partner portal's or the operator console's), for the way back.
  const area = useLocation().pathname.startsWith(paths.ops.home) ? 'console' : 'portal';
  const reasonOf = useFailureReason();
  if (isSessionEnded(query.error)) {
    return (
      <Notice
        alert
        title={t`Your session has ended`}
        actions={
          <LoginLink className="btn-primary">
            <Trans>Log in again</Trans>
          </LoginLink>
        }
      >
        {area === 'console' ? (
          <Trans>Log in again with your operator account, then open /ops.</Trans>
        ) : (
          <Trans>Log in again to open the partner portal.</Trans>
        )}
      </Notice>
    );
  }
  return (
    <Notice
      alert
      title={
        title ??
        (area === 'console' ? t`We could not load this page` : t`We could not load your company`)
      }
      actions={<RetryButton onRetry={() => void query.refetch()} retrying={query.isRefetching} />}
    >
      {reasonOf(query.error)}
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
  if (company.isError) return <CouldNotLoad query={company} />;
  return null;
}
