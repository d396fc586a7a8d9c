import { Trans } from '@lingui/react/macro';
import { useFormat } from '../../lib/i18n/format';

// Pieces of a booking that the travel company and the Saarthi team read alike.

/** The fee a cancellation or a no-show left the customer owing, as a row under the quote. */
export function OwedFeeRow({ fee }: { fee: number | null }) {
  const format = useFormat();
  if (fee === null || fee <= 0) return null;
  return (
    <div className="flex items-baseline justify-between gap-4 py-2 font-semibold text-danger">
      <dt>
        <Trans>Cancellation fee the customer owes</Trans>
      </dt>
      <dd className="shrink-0 tabular-nums">{format.rupees(fee)}</dd>
    </div>
  );
}

/** The reason a decline, a cancellation or a no-show was given, as its party wrote it. */
export function ReasonGiven({ reason, className = '' }: { reason: string; className?: string }) {
  return (
    <blockquote
      className={`whitespace-pre-line break-words rounded-lg bg-surface px-4 py-3 text-sm ring-1 ring-slate-200 ${className}`}
    >
      <p className="mb-1 text-xs font-semibold uppercase tracking-wider text-muted">
        <Trans>Reason given</Trans>
      </p>
      {reason}
    </blockquote>
  );
}
