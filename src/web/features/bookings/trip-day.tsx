import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { Booking } from '@shared/contracts/bookings';
import { StarIcon } from '../../components/icons';
import { paths } from '../../paths';

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

/**
 * After the trip: the customer is asked to rate it, on the car's page, where their review shows
 * "Verified trip" because they travelled in the car.
 */
export function RateTripCard({ trip }: { trip: Booking }) {
  const { t } = useLingui();
  if (!trip.reviewable) return null;
  const car = trip.car.name;
  return (
    <section
      aria-label={t`Rate your trip`}
      className="card flex flex-col gap-3 p-5 sm:flex-row sm:items-center sm:gap-6 sm:p-6"
    >
      <p className="flex-1 text-sm text-ink">
        <Trans>
          How was your trip in the {car}? Your review helps other travellers, and shows as a
          verified trip.
        </Trans>
      </p>
      <Link to={`${paths.car(trip.car._id)}#reviews`} className="btn-primary shrink-0">
        <StarIcon className="h-4 w-4" />
        <Trans>Rate your trip</Trans>
      </Link>
    </section>
  );
}
