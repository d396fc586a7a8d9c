import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import {
  estimatePrice,
  INCLUDED_HOURS,
  INCLUDED_KM,
  INVALID_ESTIMATE_MESSAGE,
  isBeyondEstimate,
  MAX_ESTIMATE_HOURS,
  MAX_ESTIMATE_KM,
  type PriceEstimate,
  type PriceRates,
} from '@shared/pricing';
import { useFormat } from '../../lib/i18n/format';
import { useTranslateMessage } from '../../lib/i18n/server-messages';
import { STOREFRONT_MESSAGES } from '../../lib/i18n/messages/storefront-messages';

type Result =
  { kind: 'estimate'; estimate: PriceEstimate } | { kind: 'invalid' } | { kind: 'too-long' } | null;

/**
 * docs/product/storefront.md#pages-and-routes and docs/product/storefront.md#constants: the Estimated Price panel of the car detail page, at the car's own rates
 * (docs/product/trips-and-money.md#rate-card-and-quotes: the partner sets them; its category's by default).
 */
export function PriceCalculator({
  rates,
  id,
  onFullQuote,
}: {
  rates: PriceRates;
  id?: string;
  /** Opens the booking form's live quote for these km (docs/product/trips-and-money.md#rate-card-and-quotes). */
  onFullQuote?: (kilometers: string) => void;
}) {
  const { t } = useLingui();
  const format = useFormat();
  const translateMessage = useTranslateMessage(STOREFRONT_MESSAGES);
  const [kilometers, setKilometers] = useState('');
  const [hours, setHours] = useState('');
  const [result, setResult] = useState<Result>(null);
  const kmId = useId();
  const hoursId = useId();
  const headingId = useId();
  const includedKm = format.number(INCLUDED_KM);
  const includedHours = format.number(INCLUDED_HOURS);
  const firstRate = format.rupees(rates.perKmFirst);
  const beyondRate = format.rupees(rates.perKmBeyond);
  const baseFare = format.rupees(rates.base);
  const extraHourRate = format.rupees(rates.perExtraHour);
  const maxKm = format.number(MAX_ESTIMATE_KM);
  const maxHours = format.number(MAX_ESTIMATE_HOURS);

  function calculate(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // docs/product/storefront.md#form-rules: both must be numbers greater than zero; an empty field counts as invalid.
    const km = kilometers.trim() === '' ? Number.NaN : Number(kilometers);
    const hrs = hours.trim() === '' ? Number.NaN : Number(hours);
    if (isBeyondEstimate(km, hrs)) {
      setResult({ kind: 'too-long' });
      return;
    }
    const estimate = estimatePrice(rates, km, hrs);
    setResult(estimate ? { kind: 'estimate', estimate } : { kind: 'invalid' });
  }

  return (
    <section id={id} aria-labelledby={headingId} className="card p-5 sm:p-6">
      <h2 id={headingId} className="text-lg font-bold text-brand-900">
        <Trans>Estimate your trip</Trans>
      </h2>
      <p className="mt-1 text-sm text-muted">
        <Trans>
          This car's own rates: first {includedKm} km at {firstRate}/km, beyond that {beyondRate}
          /km. The base fare of {baseFare} covers {includedHours} hours; each extra hour costs{' '}
          {extraHourRate}.
        </Trans>{' '}
        <Trans>Part of an hour is charged as a full hour.</Trans>
      </p>
      <form
        onSubmit={calculate}
        noValidate
        className="mt-4 grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
      >
        <div>
          <label htmlFor={kmId} className="field-label">
            <Trans>Kilometers</Trans>
          </label>
          <input
            id={kmId}
            type="number"
            inputMode="decimal"
            min="0"
            step="any"
            placeholder={t`e.g. 120`}
            className="field-input"
            value={kilometers}
            onChange={(event) => setKilometers(event.target.value)}
          />
        </div>
        <div>
          <label htmlFor={hoursId} className="field-label">
            <Trans>Hours</Trans>
          </label>
          <input
            id={hoursId}
            type="number"
            inputMode="decimal"
            min="0"
            step="any"
            placeholder={t`e.g. 10`}
            className="field-input"
            value={hours}
            onChange={(event) => setHours(event.target.value)}
          />
        </div>
        <button type="submit" className="btn-accent">
          <Trans>Calculate</Trans>
        </button>
      </form>
      <div aria-live="polite" className="mt-4">
        {result?.kind === 'invalid' ? (
          <p role="alert" className="field-error">
            {translateMessage(INVALID_ESTIMATE_MESSAGE)}
          </p>
        ) : null}
        {result?.kind === 'too-long' ? (
          <p role="alert" className="field-error">
            <Trans>
              Enter at most {maxKm} km and {maxHours} hours. For a longer trip, ask the travel
              company for a quote.
            </Trans>
          </p>
        ) : null}
        {result?.kind === 'estimate' ? (
          <dl className="grid grid-cols-3 gap-2 rounded-xl bg-brand-50 p-4 text-center">
            <div>
              <dt className="text-xs font-medium text-muted">
                <Trans>Distance charge</Trans>
              </dt>
              <dd className="mt-1 font-semibold text-ink">
                {format.rupees(result.estimate.distanceCharge)}
              </dd>
            </div>
            <div>
              <dt className="text-xs font-medium text-muted">
                <Trans>Time charge</Trans>
              </dt>
              <dd className="mt-1 font-semibold text-ink">
                {format.rupees(result.estimate.timeCharge)}
              </dd>
            </div>
            <div>
              <dt className="text-xs font-medium text-muted">
                <Trans>Estimated total</Trans>
              </dt>
              <dd className="mt-1 text-lg font-bold text-brand-700">
                {format.rupees(result.estimate.total)}
              </dd>
            </div>
          </dl>
        ) : null}
        {result?.kind === 'estimate' ? (
          <Breakdown estimate={result.estimate} rates={rates} />
        ) : null}
        {result?.kind === 'estimate' && onFullQuote ? (
          // The estimate is the price table's formula; the quote for real dates adds the
          // driver's allowance per day, night charges and GST, line by line.
          <div className="mt-3 flex flex-col gap-3 text-sm text-muted sm:flex-row sm:items-center sm:justify-between">
            <p className="min-w-0 sm:flex-1">
              <Trans>
                For your dates, the full quote adds the driver's allowance, any night charges and
                GST.
              </Trans>
            </p>
            <button
              type="button"
              className="btn-outline self-start sm:self-auto"
              onClick={() => onFullQuote(kilometers.trim())}
            >
              <Trans>See the full quote</Trans>
            </button>
          </div>
        ) : null}
      </div>
    </section>
  );
}

/** How the estimate adds up, line by line, so that the total never looks like a guess. */
function Breakdown({ estimate, rates }: { estimate: PriceEstimate; rates: PriceRates }) {
  const { t } = useLingui();
  const format = useFormat();
  const lines: { label: string; amount: number }[] = [];
  const firstKm = format.number(estimate.firstKm);
  const firstRate = format.rupees(rates.perKmFirst);
  lines.push({
    label: t`${firstKm} km × ${firstRate}`,
    amount: estimate.firstKm * rates.perKmFirst,
  });
  if (estimate.beyondKm > 0) {
    const beyondKm = format.number(estimate.beyondKm);
    const beyondRate = format.rupees(rates.perKmBeyond);
    lines.push({
      label: t`${beyondKm} km × ${beyondRate}`,
      amount: estimate.beyondKm * rates.perKmBeyond,
    });
  }
  const includedHours = format.number(INCLUDED_HOURS);
  lines.push({ label: t`Base fare for the first ${includedHours} hours`, amount: rates.base });
  if (estimate.extraHours > 0) {
    const extraHours = format.number(estimate.extraHours);
    const hourRate = format.rupees(rates.perExtraHour);
    lines.push({
      label: t`Extra hours: ${extraHours} × ${hourRate}`,
      amount: estimate.extraHours * rates.perExtraHour,
    });
  }
  return (
    <ul aria-label={t`How the estimate adds up`} className="mt-3 space-y-1 text-sm">
      {lines.map((line) => (
        <li key={line.label} className="flex justify-between gap-4">
          <span className="text-muted">{line.label}</span>
          <span className="font-medium tabular-nums text-ink">{format.rupees(line.amount)}</span>
        </li>
      ))}
    </ul>
  );
}
