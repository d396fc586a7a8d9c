import { Trans, useLingui } from '@lingui/react/macro';
import type { ChangeEvent } from 'react';
import {
  BOOKING_LIMITS,
  LOCAL_PACKAGES,
  type LocalPackage,
  type TripType,
} from '@shared/booking-constants';
import { LOCAL_PACKAGE_TERMS } from '@shared/trip-pricing';
import { useDescription } from '../../components/form';
import { useFormat } from '../../lib/i18n/format';
import { TRIP_TYPE_LABELS } from '../../lib/i18n/trip-labels';
import { OFFERED_TRIP_TYPES } from '../../lib/planned-trip';
import { addDays, indiaToday } from './india-time';
import { TRIP_HINTS } from './trip-form-values';

// The booking form's own fields, which the shared field pieces do not cover: the trip type as
// large choices, and a moment as an India date and a time side by side.

/** A field's value, its changes and its id, as `useTripForm` gives them. */
export interface TripInput {
  id: string;
  name: string;
  value: string;
  onChange: (
    event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>,
  ) => void;
}

export function TripTypeField({
  value,
  id,
  error,
  onChange,
}: {
  value: TripType;
  /** The checked choice's id, which gets the focus first. */
  id: string;
  /** Translated already. */
  error: string | undefined;
  onChange: (tripType: TripType) => void;
}) {
  const { i18n } = useLingui();
  const description = useDescription(undefined, error, id);
  return (
    <fieldset aria-describedby={description.control['aria-describedby']}>
      <legend className="field-label">
        <Trans>Trip type</Trans>
      </legend>
      <div className="grid gap-2 sm:grid-cols-3">
        {OFFERED_TRIP_TYPES.map((type) => (
          <label
            key={type}
            className={`flex cursor-pointer flex-col rounded-xl border p-3 text-sm transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent-500 ${
              value === type
                ? 'border-brand-600 bg-brand-50'
                : 'border-slate-200 bg-white hover:border-brand-200'
            }`}
          >
            <span className="flex items-center gap-2 font-semibold text-ink">
              <input
                type="radio"
                name="tripType"
                value={type}
                id={type === value ? id : undefined}
                data-autofocus={type === value ? true : undefined}
                checked={value === type}
                onChange={() => onChange(type)}
                className="h-4 w-4 accent-brand-600"
              />
              {i18n._(TRIP_TYPE_LABELS[type])}
            </span>
            <span className="mt-1 text-xs text-muted">{i18n._(TRIP_HINTS[type])}</span>
          </label>
        ))}
      </div>
      {description.error}
    </fieldset>
  );
}

/** A moment of the trip: its India date and time, with one error for both under them. */
export function DateTimeFields({
  legend,
  dateField,
  timeField,
  min,
  onDateChange,
  error,
}: {
  legend: string;
  dateField: TripInput;
  timeField: TripInput;
  min: string;
  onDateChange?: (day: string) => void;
  /** Translated already. */
  error: string | undefined;
}) {
  const description = useDescription(undefined, error, dateField.id);
  const max = addDays(indiaToday(), BOOKING_LIMITS.maxDaysAhead + BOOKING_LIMITS.maxTripDays);
  return (
    <fieldset>
      <legend className="field-label">{legend}</legend>
      <div className="grid grid-cols-[minmax(0,3fr)_minmax(0,2fr)] gap-2">
        <label className="sr-only" htmlFor={dateField.id}>
          <Trans>Date</Trans>
        </label>
        <input
          {...dateField}
          {...description.control}
          type="date"
          min={min}
          max={max}
          className="field-input"
          onChange={onDateChange ? (event) => onDateChange(event.target.value) : dateField.onChange}
        />
        <label className="sr-only" htmlFor={timeField.id}>
          <Trans>Time</Trans>
        </label>
        <input
          {...timeField}
          aria-invalid={description.control['aria-invalid']}
          aria-describedby={description.control['aria-describedby']}
          type="time"
          className="field-input"
        />
      </div>
      {description.error}
    </fieldset>
  );
}

/** A local trip's package as large choices: its hours and km, and its price for this car. */
export function PackageField({
  value,
  id,
  error,
  onChange,
}: {
  value: LocalPackage | '';
  /** The checked choice's id (the first choice's while none is), which gets the focus. */
  id: string;
  /** Translated already. */
  error: string | undefined;
  onChange: (pack: LocalPackage) => void;
}) {
  const format = useFormat();
  const description = useDescription(undefined, error, id);
  return (
    <fieldset aria-describedby={description.control['aria-describedby']}>
      <legend className="field-label">
        <Trans>Local package</Trans>
      </legend>
      <div className="flex flex-wrap gap-2">
        {LOCAL_PACKAGES.map((pack, index) => {
          const hours = format.number(LOCAL_PACKAGE_TERMS[pack].hours);
          const km = format.number(LOCAL_PACKAGE_TERMS[pack].km);
          const chosen = value === pack;
          return (
            <label
              key={pack}
              className={`inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border px-4 text-sm font-semibold transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent-500 ${
                chosen
                  ? 'border-brand-600 bg-brand-600 text-white'
                  : 'border-slate-200 bg-white text-ink hover:border-brand-200'
              }`}
            >
              <input
                type="radio"
                name="package"
                value={pack}
                id={chosen || (value === '' && index === 0) ? id : undefined}
                checked={chosen}
                aria-invalid={error ? true : undefined}
                onChange={() => onChange(pack)}
                className="sr-only"
              />
              <Trans>
                {hours} h · {km} km
              </Trans>
            </label>
          );
        })}
      </div>
      <p className="mt-1 text-xs text-muted">
        <Trans>The return follows the package. A local trip ends by midnight.</Trans>
      </p>
      {description.error}
    </fieldset>
  );
}
