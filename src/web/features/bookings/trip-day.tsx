import { Trans, useLingui } from '@lingui/react/macro';
import type { Booking } from '@shared/contracts/bookings';

/**
 * The start code, from confirmation until the trip starts: the customer tells it to the driver
 * at pickup, and the trip starts only with it, so the right driver met the right customer.
 */
export function StartCodeCard({ trip }: { trip: Booking }) {
  const { t } = useLingui();
  const code = trip.start.code;
  if (!code) return null;
  return (
    <section
      aria-label={t`Start code`}
      className="card flex flex-col gap-3 border-2 border-accent-500/60 p-5 sm:flex-row sm:items-center sm:gap-6 sm:p-6"
    >
      <div className="shrink-0">
        <p className="text-xs font-semibold uppercase tracking-wide text-muted">
          <Trans>Start code</Trans>
        </p>
        <p
          className="font-mono text-4xl font-extrabold tracking-[0.3em] text-brand-900 tabular-nums"
          data-testid="start-code"
        >
          {code}
        </p>
      </div>
      <p className="text-sm text-ink">
        <Trans>
          Tell your driver this code when you meet: the trip starts only with it. Share it with no
          one before then.
        </Trans>
      </p>
    </section>
  );
}
