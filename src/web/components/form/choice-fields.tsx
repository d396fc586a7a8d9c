import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useDescription } from './field';

/** A yes/no choice as a large target that reads well on a phone. */
export function CheckboxField({
  label,
  hint,
  registration,
}: {
  label: string;
  hint?: ReactNode;
  registration: UseFormRegisterReturn;
}) {
  const description = useDescription(hint, undefined);
  return (
    <div>
      <label
        htmlFor={description.id}
        className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-ink has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent-500 has-[:disabled]:cursor-default"
      >
        <input
          type="checkbox"
          className="h-5 w-5 accent-brand-600"
          {...description.control}
          {...registration}
        />
        {label}
      </label>
      {description.hint}
    </div>
  );
}

/** Several choices of a list (cities served, languages spoken) as large targets that wrap. */
export function ChoicesField<T extends string>({
  legend,
  legendHidden = false,
  choices,
  labelOf,
  hint,
  error,
  registration,
}: {
  legend: string;
  /** The section's heading says it already: the legend is for screen readers only. */
  legendHidden?: boolean;
  choices: readonly T[];
  labelOf: (choice: T) => string;
  hint?: ReactNode;
  error: string | undefined;
  registration: UseFormRegisterReturn;
}) {
  const description = useDescription(hint, error);
  return (
    <fieldset aria-describedby={description.control['aria-describedby']}>
      <legend className={legendHidden ? 'sr-only' : 'field-label'}>{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {choices.map((choice) => (
          <label
            key={choice}
            className="flex cursor-pointer items-center gap-2 rounded-full border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-ink transition-colors hover:border-brand-500 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:checked]:text-brand-700 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent-500 has-[:disabled]:cursor-default"
          >
            <input
              type="checkbox"
              value={choice}
              className="h-4 w-4 accent-brand-600"
              aria-invalid={error ? true : undefined}
              {...registration}
            />
            {labelOf(choice)}
          </label>
        ))}
      </div>
      {description.hint}
      {description.error}
    </fieldset>
  );
}
