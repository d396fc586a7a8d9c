import { Trans } from '@lingui/react/macro';

/** "Try again" under a list that failed to load; it says so while the new attempt runs. */
export function RetryButton({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <button type="button" className="btn-outline" onClick={onRetry} disabled={retrying}>
      {retrying ? <Trans>Trying again…</Trans> : <Trans>Try again</Trans>}
    </button>
  );
}
