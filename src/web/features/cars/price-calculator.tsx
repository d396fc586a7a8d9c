import { useId, useState, type FormEvent } from 'react';
import { CATEGORIES, type Category } from '@shared/constants';
import { formatRupees } from '@shared/money';
import { estimatePrice, INCLUDED_HOURS, INCLUDED_KM, INVALID_ESTIMATE_MESSAGE, PRICE_TABLE, type PriceEstimate } from '@shared/pricing';

type Result = { kind: 'estimate'; estimate: PriceEstimate } | { kind: 'invalid' } | null;

/** spec §9: the rates of a category; an unknown one falls back to regular. */
function ratesOf(category: string) {
  return (CATEGORIES as readonly string[]).includes(category) ? PRICE_TABLE[category as Category] : PRICE_TABLE.regular;
}

/** spec §2 and §9: the Estimated Price panel of the car detail page. */
export function PriceCalculator({ category, id }: { category: string; id?: string }) {
  const [kilometers, setKilometers] = useState('');
  const [hours, setHours] = useState('');
  const [result, setResult] = useState<Result>(null);
  const kmId = useId();
  const hoursId = useId();
  const headingId = useId();
  const rates = ratesOf(category);

  function calculate(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // spec §5: both must be numbers greater than zero; an empty field counts as invalid.
    const km = kilometers.trim() === '' ? Number.NaN : Number(kilometers);
    const hrs = hours.trim() === '' ? Number.NaN : Number(hours);
    const estimate = estimatePrice(category, km, hrs);
    setResult(estimate ? { kind: 'estimate', estimate } : { kind: 'invalid' });
  }

  return (
    <section id={id} aria-labelledby={headingId} className="card p-5 sm:p-6">
      <h2 id={headingId} className="text-lg font-bold text-brand-900">
        Estimate your trip
      </h2>
      <p className="mt-1 text-sm text-muted">
        First {INCLUDED_KM} km at {formatRupees(rates.perKmFirst)}/km, beyond that {formatRupees(rates.perKmBeyond)}/km. The base
        fare of {formatRupees(rates.base)} covers {INCLUDED_HOURS} hours; each extra hour costs {formatRupees(rates.perExtraHour)}.
      </p>
      <form onSubmit={calculate} noValidate className="mt-4 grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <div>
          <label htmlFor={kmId} className="field-label">
            Kilometers
          </label>
          <input
            id={kmId}
            type="number"
            inputMode="decimal"
            min="0"
            step="any"
            placeholder="e.g. 120"
            className="field-input"
            value={kilometers}
            onChange={(event) => setKilometers(event.target.value)}
          />
        </div>
        <div>
          <label htmlFor={hoursId} className="field-label">
            Hours
          </label>
          <input
            id={hoursId}
            type="number"
            inputMode="decimal"
            min="0"
            step="any"
            placeholder="e.g. 10"
            className="field-input"
            value={hours}
            onChange={(event) => setHours(event.target.value)}
          />
        </div>
        <button type="submit" className="btn-accent">
          Calculate
        </button>
      </form>
      <div aria-live="polite" className="mt-4">
        {result?.kind === 'invalid' ? (
          <p role="alert" className="field-error">
            {INVALID_ESTIMATE_MESSAGE}
          </p>
        ) : null}
        {result?.kind === 'estimate' ? (
          <dl className="grid grid-cols-3 gap-2 rounded-xl bg-brand-50 p-4 text-center">
            <div>
              <dt className="text-xs font-medium text-muted">Distance charge</dt>
              <dd className="mt-1 font-semibold text-ink">{formatRupees(result.estimate.distanceCharge)}</dd>
            </div>
            <div>
              <dt className="text-xs font-medium text-muted">Time charge</dt>
              <dd className="mt-1 font-semibold text-ink">{formatRupees(result.estimate.timeCharge)}</dd>
            </div>
            <div>
              <dt className="text-xs font-medium text-muted">Estimated total</dt>
              <dd className="mt-1 text-lg font-bold text-brand-700">{formatRupees(result.estimate.total)}</dd>
            </div>
          </dl>
        ) : null}
      </div>
    </section>
  );
}
