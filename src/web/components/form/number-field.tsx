import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field, type FieldProps } from './field';

export function NumberField({
  registration,
  prefix,
  suffix,
  suffixBeside = false,
  placeholder,
  min = 0,
  max,
  step = 1,
  ...field
}: FieldProps & {
  registration: UseFormRegisterReturn;
  /** Inside the box, before the number: ₹. */
  prefix?: string;
  /** The unit after the number: "km", "years", "+ driver". */
  suffix?: string;
  /** The unit beside the box rather than inside it, for units long in Telugu and Hindi. */
  suffixBeside?: boolean;
  placeholder?: string;
  min?: number;
  max?: number;
  /** The smallest change: 0.01 for a rate to two decimals (its keypad then has a decimal point). */
  step?: number;
}) {
  const unitInside = suffix && !suffixBeside;
  return (
    <Field {...field}>
      {(control) => (
        <div className="flex items-center gap-2">
          <div className="relative min-w-0 flex-1">
            {prefix ? (
              <span
                className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm text-muted"
                aria-hidden="true"
              >
                {prefix}
              </span>
            ) : null}
            <input
              type="number"
              inputMode={Number.isInteger(step) ? 'numeric' : 'decimal'}
              min={min}
              max={max}
              step={step}
              placeholder={placeholder}
              className={`field-input ${prefix ? 'pl-7' : ''} ${unitInside ? 'pr-16' : ''}`}
              {...control}
              {...registration}
            />
            {unitInside ? (
              <span
                className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-muted"
                aria-hidden="true"
              >
                {suffix}
              </span>
            ) : null}
          </div>
          {suffix && suffixBeside ? (
            <span className="shrink-0 text-sm text-muted" aria-hidden="true">
              {suffix}
            </span>
          ) : null}
        </div>
      )}
    </Field>
  );
}
