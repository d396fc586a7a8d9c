import { Trans, useLingui } from '@lingui/react/macro';
import type { Booking } from '@shared/contracts/bookings';
import { QuoteLines } from '../../components/booking/quote-lines';
import { useFormat } from '../../lib/i18n/format';
import { Section } from '../../components/form/section';

/** The trip's price as quoted, and the cancellation policy it was booked under. */
export function PriceSection({ trip }: { trip: Booking }) {
  const { t } = useLingui();
  return (
    <Section title={t`Price`}>
      <p className="-mt-2 mb-2 text-sm text-muted">
        <Trans>As quoted when you booked: later changes to the car's rates do not change it.</Trans>
      </p>
      <QuoteLines quote={trip.quote} />
      <CancellationPolicy trip={trip} />
    </Section>
  );
}

/** The policy the trip was booked under (docs/product/trips-and-money.md#bookings: the booking keeps its own). */
function CancellationPolicy({ trip }: { trip: Booking }) {
  const { t } = useLingui();
  const format = useFormat();
  const tiers = [...trip.cancellationPolicy.tiers].sort((a, b) => b.hoursBefore - a.hoursBefore);
  if (tiers.length === 0) return null;
  const feeText = (percent: number) => {
    const share = format.number(percent);
    return percent === 0 ? t`free` : t`${share}% of the fare`;
  };
  return (
    <div className="mt-5 border-t border-slate-100 pt-4">
      <h3 className="text-sm font-bold text-brand-900">
        <Trans>Cancellation policy</Trans>
      </h3>
      <ul className="mt-2 space-y-1 text-sm text-ink">
        {tiers.map((tier, index) => {
          const hours = format.number(tier.hoursBefore);
          const fee = feeText(tier.feePercent);
          const earlier = tiers[index - 1];
          const upTo = earlier ? format.number(earlier.hoursBefore) : '';
          return (
            <li key={tier.hoursBefore}>
              {!earlier ? (
                tier.hoursBefore === 0 ? (
                  <Trans>Any time before pickup: {fee}</Trans>
                ) : (
                  <Trans>
                    More than {hours} hours before pickup: {fee}
                  </Trans>
                )
              ) : tier.hoursBefore === 0 ? (
                <Trans>
                  Less than {upTo} hours before pickup: {fee}
                </Trans>
              ) : (
                <Trans>
                  {hours} to {upTo} hours before pickup: {fee}
                </Trans>
              )}
            </li>
          );
        })}
      </ul>
      <p className="mt-2 text-xs text-muted">
        <Trans>
          A request the travel company has not confirmed yet can always be cancelled for free.
        </Trans>
      </p>
    </div>
  );
}
