import { Trans, useLingui } from '@lingui/react/macro';
import { useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { LOCAL_PACKAGES } from '@shared/booking-constants';
import { LOCAL_PACKAGE_PRICES, LOCAL_PACKAGE_TERMS } from '@shared/trip-pricing';
import type { Category } from '@shared/constants';
import type { CarBodyInput, PartnerCar } from '@shared/contracts/fleet';
import { INCLUDED_HOURS, INCLUDED_KM, PRICE_TABLE, type PriceRates } from '@shared/pricing';
import { effectiveRates, ratesNeedReview } from '@shared/rate-card';
import { NumberField, Section } from '../../components/form';
import { useFormat } from '../../lib/i18n/format';
import { CATEGORY_LABELS } from '../../lib/i18n/labels';
import { AlertIcon } from '../components/icons';
import { RATE_NAMES } from './car-values';

type Values = CarBodyInput;

/** An empty rate box is "the category's rate", sent as null. */
const rateValue = (value: unknown) =>
  value === '' || value === null || value === undefined ? null : Number(value);
/** An empty price box is "not set": the server works it out. */
const priceValue = (value: unknown) =>
  value === '' || value === null || value === undefined ? undefined : Number(value);

/** The rates as typed: a box left empty (or not a number yet) is the category's rate. */
function typedRates(rates: Values['rates']): Partial<Record<keyof PriceRates, number | null>> {
  const own: Partial<Record<keyof PriceRates, number | null>> = {};
  for (const name of RATE_NAMES) {
    const value = rates?.[name];
    own[name] = typeof value === 'number' && Number.isFinite(value) ? value : null;
  }
  return own;
}

/**
 * The car's own rate card, which its quotes are priced by. Each empty rate is the
 * category's, shown greyed in the box and named under it. On a live car, a change that moves a
 * rate by more than 30 % is announced before saving: it sends the car back to review.
 */
export function RateCard({
  control,
  errors,
  field,
  car,
  translate,
}: {
  control: Control<Values>;
  errors: FieldErrors<Values>;
  field: UseFormRegister<Values>;
  car: PartnerCar | undefined;
  translate: (error: { message?: string } | undefined) => string | undefined;
}) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const [category, rates] = useWatch({ control, name: ['category', 'rates'] });
  const table = PRICE_TABLE[category as Category] ?? PRICE_TABLE.regular;
  const categoryLabel = i18n._(CATEGORY_LABELS[(category as Category) ?? 'regular']);
  const own = typedRates(rates);
  const priced = effectiveRates((category as Category) ?? 'regular', own);
  const needsReview = car?.status === 'live' && ratesNeedReview(car.rates, priced);
  const baseFare = format.rupees(priced.base);
  const labels: Record<keyof PriceRates, string> = {
    perKmFirst: t`Per km, first ${INCLUDED_KM} km`,
    perKmBeyond: t`Per km after ${INCLUDED_KM} km`,
    base: t`Base fare for ${INCLUDED_HOURS} hours`,
    perExtraHour: t`Per extra hour`,
  };

  return (
    <Section
      title={t`Prices and rate card`}
      note={
        <Trans>
          Leave a rate empty to charge the {categoryLabel} rate, shown in grey. Customers’ estimates
          use the rates of this card.
        </Trans>
      }
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {RATE_NAMES.map((name) => {
          const standard = format.rupees(table[name]);
          const rateError = errors.rates?.[name];
          return (
            <NumberField
              key={name}
              label={labels[name]}
              prefix="₹"
              placeholder={String(table[name])}
              hint={
                own[name] === null ? (
                  <Trans>
                    Empty: the {categoryLabel} rate, {standard}
                  </Trans>
                ) : (
                  <Trans>
                    {categoryLabel} rate: {standard}
                  </Trans>
                )
              }
              error={translate(rateError)}
              registration={field(`rates.${name}`, { setValueAs: rateValue })}
            />
          );
        })}
      </div>

      <h3 className="mt-5 border-t border-slate-100 pt-5 text-sm font-semibold text-ink">
        <Trans>Local packages</Trans>
      </h3>
      <p className="mt-1 text-sm text-muted">
        <Trans>
          A few hours in the city with the driver: extra km and hours are charged at the rates
          above. Leave a price empty to charge the {categoryLabel} price, shown in grey.
        </Trans>
      </p>
      <div className="mt-3 grid gap-4 sm:grid-cols-3">
        {LOCAL_PACKAGES.map((name) => {
          const standard = LOCAL_PACKAGE_PRICES[(category as Category) ?? 'regular'][name];
          const hours = format.number(LOCAL_PACKAGE_TERMS[name].hours);
          const km = format.number(LOCAL_PACKAGE_TERMS[name].km);
          const standardPrice = format.rupees(standard);
          return (
            <NumberField
              key={name}
              label={t`${hours} h / ${km} km`}
              prefix="₹"
              placeholder={String(standard)}
              hint={
                <Trans>
                  {categoryLabel} price: {standardPrice}
                </Trans>
              }
              error={translate(errors.localPackagePrices?.[name])}
              registration={field(`localPackagePrices.${name}`, { setValueAs: rateValue })}
            />
          );
        })}
      </div>

      {needsReview ? (
        <div
          role="status"
          className="mt-4 flex gap-3 rounded-lg border border-accent-400 bg-accent-300/20 p-3 text-sm text-ink"
        >
          <AlertIcon className="mt-0.5 shrink-0 text-lg text-accent-700" />
          <p>
            <Trans>
              A rate changes by more than 30%. Saving hides this car from customers until Saarthi
              reviews the new rates.
            </Trans>
          </p>
        </div>
      ) : null}

      <div className="mt-5 grid gap-4 border-t border-slate-100 pt-5 sm:grid-cols-2">
        <NumberField
          label={t`Price on the car’s card`}
          optional
          prefix="₹"
          placeholder={String(priced.base)}
          hint={
            <Trans>
              What customers see first, for {INCLUDED_HOURS} hours. Empty: the base fare, {baseFare}
              .
            </Trans>
          }
          error={translate(errors.newPrice)}
          registration={field('newPrice', { setValueAs: priceValue })}
        />
        <NumberField
          label={t`Price before discount`}
          optional
          prefix="₹"
          hint={t`Shown struck through beside the price. Empty: no discount shown.`}
          error={translate(errors.oldPrice)}
          registration={field('oldPrice', { setValueAs: priceValue })}
        />
      </div>
    </Section>
  );
}
