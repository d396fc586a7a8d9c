import { Trans, useLingui } from '@lingui/react/macro';
import { INCLUDED_HOURS } from '@shared/pricing';
import type { Car } from '@shared/contracts/cars';
import { useFormat } from '../../lib/i18n/format';

/**
 * On a phone the car page's actions scroll away under the photo and the facts: this bar keeps
 * the car's price for its base period and the main actions at the bottom of the screen. Wider
 * screens show the same actions beside the photo, so the bar is hidden there. The page keeps
 * room below its content (`PHONE_BAR_ROOM`) so that the bar never covers text, and the help
 * desk's floating button, which would cover the page, gives way to it (layout/help-desk.tsx).
 */
export function PhoneActionBar({
  rates,
  onEstimate,
  onContact,
  contactBusy,
  onBook,
}: {
  rates: Car['rates'];
  onEstimate: () => void;
  onContact: () => void;
  contactBusy: boolean;
  /** Absent when the car is not taking bookings. */
  onBook?: () => void;
}) {
  const { t } = useLingui();
  const format = useFormat();
  const base = format.rupees(rates.base);
  const hours = format.number(INCLUDED_HOURS);
  return (
    <div
      role="region"
      aria-label={t`Price and actions`}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white/95 px-4 pb-[max(0.75rem,env(safe-area-inset-bottom))] pt-3 shadow-[0_-6px_16px_rgba(15,23,42,0.08)] backdrop-blur md:hidden"
    >
      <div className="mx-auto flex max-w-xl items-center gap-2">
        <p className="min-w-0 flex-1 leading-tight">
          <span className="block text-lg font-bold text-brand-700">{base}</span>
          <span className="block text-xs text-muted">
            <Trans>for {hours} hours</Trans>
          </span>
        </p>
        <button type="button" className="btn-outline px-3 py-2 text-sm" onClick={onEstimate}>
          <Trans>Estimate</Trans>
        </button>
        <button
          type="button"
          className={`${onBook ? 'btn-outline' : 'btn-primary'} px-3 py-2 text-sm`}
          aria-busy={contactBusy || undefined}
          onClick={onContact}
        >
          <Trans>Contact</Trans>
        </button>
        {onBook ? (
          <button type="button" className="btn-primary px-3 py-2 text-sm" onClick={onBook}>
            <Trans>Book</Trans>
          </button>
        ) : null}
      </div>
    </div>
  );
}

/** The room the page keeps below its content on a phone, so that the bar covers nothing. */
export const PHONE_BAR_ROOM = 'pb-28 md:pb-8';
