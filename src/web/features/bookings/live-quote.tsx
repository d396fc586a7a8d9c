import { Trans } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import { QuoteLines } from '../../components/booking/quote-lines';
import type { ApiError } from '../../lib/api-client';
import { useFormat } from '../../lib/i18n/format';
import { useTranslateMessage } from '../../lib/i18n/server-messages';
import type { useQuote } from './api';
import { TRIP_MESSAGES } from './trip-messages';

/** The booking form's price panel: the quote of the trip as typed, line by line. */
export function LiveQuote({
  hasTrip,
  quote,
  refusal,
  refusedFields,
}: {
  hasTrip: boolean;
  quote: ReturnType<typeof useQuote>;
  refusal: ApiError | undefined;
  refusedFields: boolean;
}) {
  const format = useFormat();
  const translate = useTranslateMessage(TRIP_MESSAGES);
  const headingId = useId();
  const total = quote.data ? format.rupees(quote.data.total) : '';
  let body: ReactNode;
  if (!hasTrip) {
    body = (
      <p className="text-sm text-muted">
        <Trans>Choose the dates, the times and the distance to see the price.</Trans>
      </p>
    );
  } else if (quote.isError) {
    body = (
      <p className="text-sm text-danger">
        {refusedFields ? (
          <Trans>Correct the details marked in the form to see the price.</Trans>
        ) : refusal ? (
          translate(refusal)
        ) : (
          <Trans>The price could not be worked out just now. Change a detail to try again.</Trans>
        )}
      </p>
    );
  } else if (!quote.data) {
    body = (
      <p className="text-sm text-muted">
        <Trans>Working out the price…</Trans>
      </p>
    );
  } else {
    body = (
      <div
        className={`transition-opacity ${quote.isFetching ? 'opacity-60' : ''}`}
        aria-busy={quote.isFetching || undefined}
      >
        {quote.data.allIn ? (
          <p className="mb-2 inline-flex items-center rounded-full bg-success/10 px-2.5 py-1 text-xs font-bold text-success ring-1 ring-success/30">
            <Trans>All-in price: tolls and permits included</Trans>
          </p>
        ) : null}
        <QuoteLines quote={quote.data} />
      </div>
    );
  }
  return (
    <section
      aria-labelledby={headingId}
      className="self-start rounded-xl bg-brand-50/60 p-4 lg:sticky lg:top-0"
    >
      <h3 id={headingId} className="text-base font-bold text-brand-900">
        <Trans>Your quote</Trans>
      </h3>
      {/* The total, read out once it settles: not every line at every change. */}
      <p className="sr-only" role="status" aria-live="polite">
        {hasTrip && quote.data && !quote.isFetching ? <Trans>Total {total}</Trans> : null}
      </p>
      <div className="mt-2">{body}</div>
    </section>
  );
}
