import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { RetryButton } from '../retry-button';
import { ApiError } from '../../lib/api-client';
import { REQUEST_FAILED, useTranslateMessage } from '../../lib/i18n/server-messages';
import { isSessionEnded } from '../../lib/api-retry';
import { LoginLink } from '../login-link';

/**
 * Why a request failed, in the reader's language: the server's message (by its code), or "something
 * went wrong" for a failure that is not the API's.
 */
export function useFailureReason(): (error: unknown) => string {
  const translate = useTranslateMessage();
  return (error) => (error instanceof ApiError ? translate(error) : translate(REQUEST_FAILED));
}

/** The parts of a failed query (TanStack Query's result) that a failure message needs. */
export interface FailedQuery {
  error: unknown;
  refetch: () => unknown;
  isRefetching: boolean;
}

/**
 * A failure inside a card or a dialog (a list of documents, a document's file): an ended session
 * asks to log in again, since trying again would fail the same way; anything else says what
 * failed and why, with a way to try again.
 */
export function InlineFailure({
  query,
  sessionEnded,
  failed,
  className = '',
}: {
  query: FailedQuery;
  /** What an ended session means here ("log in again to open the document"). */
  sessionEnded: ReactNode;
  /** What could not be done; the reason follows it. */
  failed: ReactNode;
  className?: string;
}) {
  const reasonOf = useFailureReason();
  if (isSessionEnded(query.error)) {
    return (
      <div role="alert" className={`space-y-3 ${className}`}>
        <p className="text-danger">{sessionEnded}</p>
        <LoginLink className="btn-primary">
          <Trans>Log in again</Trans>
        </LoginLink>
      </div>
    );
  }
  return (
    <div role="alert" className={`space-y-3 ${className}`}>
      <p className="text-danger">
        {failed} {reasonOf(query.error)}
      </p>
      <RetryButton onRetry={() => void query.refetch()} retrying={query.isRefetching} />
    </div>
  );
}
