import { Trans, useLingui } from '@lingui/react/macro';
import type { Booking } from '@shared/contracts/bookings';
import { PhoneIcon } from '../../components/icons';
import { useFormat } from '../../lib/i18n/format';
import { telHref } from '../../lib/site';

/**
 * What the customer still owes the travel company (a completed trip, a fee), and how to pay it: by
 * UPI, scanning the QR code from another phone or opening a UPI app on this one, with the amount
 * and the booking reference filled in; or else in cash, by card or bank transfer. The company
 * records what it receives, and the bill shows it at once. On a phone the button to open a UPI
 * app comes first (nobody scans their own screen); the code sits below it for another phone.
 */
export function PayCard({ trip }: { trip: Booking }) {
  const { t } = useLingui();
  const format = useFormat();
  const due = trip.bill?.due ?? 0;
  // A completed trip's bill, or a cancellation's or a no-show's fee.
  if (!trip.bill || due <= 0) return null;
  const amount = format.rupees(due);
  const company = trip.company.name;
  const reference = trip.reference;
  const { pay } = trip;
  const upiId = pay?.upiId ?? '';

  return (
    <section
      aria-labelledby="pay-title"
      className="card flex flex-col gap-5 border-brand-200 p-5 sm:flex-row sm:items-center sm:p-6"
    >
      {pay ? (
        <img
          src={pay.qr}
          width={176}
          height={176}
          alt={t`UPI QR code to pay ${amount} to ${company}`}
          className="order-last mx-auto h-44 w-44 shrink-0 rounded-lg border border-slate-200 bg-white sm:order-first sm:mx-0"
          data-testid="upi-qr"
        />
      ) : null}
      <div className="min-w-0 flex-1 space-y-3">
        <div>
          <h2 id="pay-title" className="text-lg font-bold text-brand-900">
            <Trans>Pay {company}</Trans>
          </h2>
          <p className="text-2xl font-extrabold tabular-nums text-brand-900">
            <Trans>{amount} due</Trans>
          </p>
        </div>
        {pay ? (
          <>
            <p className="text-sm text-ink">
              <Trans>
                Scan the code with any UPI app, or open one on this phone: the amount and your
                booking reference {reference} are filled in.
              </Trans>
            </p>
            <div className="flex flex-wrap items-center gap-3">
              <a href={pay.link} className="btn-primary">
                <Trans>Pay with a UPI app</Trans>
              </a>
              <span className="text-sm text-muted">
                <Trans>
                  UPI ID <span className="font-semibold text-ink select-all">{upiId}</span>
                </Trans>
              </span>
            </div>
          </>
        ) : (
          <p className="text-sm text-ink">
            <Trans>Pay the company in cash, by card or by bank transfer.</Trans>{' '}
            <a
              href={telHref(trip.company.phone)}
              className="font-semibold text-brand-700 underline"
            >
              <PhoneIcon className="mr-1 inline h-4 w-4" aria-hidden="true" />
              {trip.company.phone}
            </a>
          </p>
        )}
        <p className="text-xs text-muted">
          <Trans>
            {company} records your payment here once it arrives; the bill below shows what is left.
          </Trans>
        </p>
      </div>
    </section>
  );
}
