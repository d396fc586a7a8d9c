import { Plural, Trans } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import type { ErrorOption, FieldErrors, FieldValues, UseFormRegisterReturn } from 'react-hook-form';
import { ApiError } from '../../lib/api-client';
import { useTranslateMessage } from '../../lib/i18n/server-messages';
import { Alert } from './page-parts';

// The portal's form pieces (company, car, driver, maintenance block, document upload): a label
// tied to its control, and the hint and the error tied to it through aria-describedby, so a
// screen reader reads them with the field; and what the server refused, shown at its field.

// ---- layout ---------------------------------------------------------------------------------

/** A titled card holding a group of fields. */
export function Section({
  title,
  note,
  children,
  id,
}: {
  title: string;
  note?: ReactNode;
  children: ReactNode;
  /** The heading's id, for a page that links to the section; one is made otherwise. */
  id?: string;
}) {
  const generated = useId();
  const titleId = id ?? generated;
  return (
    <section aria-labelledby={titleId} className="card p-5 sm:p-6">
      <h2 id={titleId} className="text-lg font-bold text-brand-900">
        {title}
      </h2>
      {note ? <div className="mt-0.5 text-sm text-muted">{note}</div> : null}
      <div className="mt-4">{children}</div>
    </section>
  );
}

/**
 * Above a form's button: after a submit, how many fields need correcting; and a refusal of the
 * server that no field shows (`useRefusalText`).
 */
export function FormProblems({
  errorCount,
  submitted,
  refusal,
}: {
  errorCount: number;
  submitted: boolean;
  refusal: string | null;
}) {
  return (
    <>
      {submitted && errorCount > 0 ? (
        <Alert>
          <Plural
            value={errorCount}
            one="One field needs correcting: see the message under it."
            other="# fields need correcting: see the messages under them."
          />
        </Alert>
      ) : null}
      {refusal ? <Alert>{refusal}</Alert> : null}
    </>
  );
}

/**
 * How many fields have an error. The fields named in `nested` are groups (a car's rate card)
 * whose own fields are counted one by one, unless the group as a whole has the error.
 */
export function countErrors<T extends FieldValues>(
  errors: FieldErrors<T>,
  nested: readonly string[] = [],
): number {
  return Object.entries(errors).reduce((count, [name, error]) => {
    if (name === 'root' || !error) return count;
    if (nested.includes(name) && !('message' in error && error.message)) {
      return count + Object.keys(error).filter((key) => key !== 'ref').length;
    }
    return count + 1;
  }, 0);
}

// ---- one field ------------------------------------------------------------------------------

/** The ids and attributes that tie a control to its hint and its error. */
export function useDescription(hint: ReactNode | undefined, error: string | undefined) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return {
    id,
    control: {
      id,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy || undefined,
    },
    hint: hint ? (
      <p id={hintId} className="mt-1 text-xs text-muted">
        {hint}
      </p>
    ) : null,
    error: error ? (
      <p id={errorId} className="field-error">
        {error}
      </p>
    ) : null,
  };
}

export type ControlDescription = ReturnType<typeof useDescription>['control'];

export function Label({
  htmlFor,
  label,
  optional,
}: {
  htmlFor: string;
  label: ReactNode;
  optional?: boolean;
}) {
  return (
    <label htmlFor={htmlFor} className="field-label">
      {label}
      {optional ? <OptionalMark /> : null}
    </label>
  );
}

/** "(optional)" after a field's label or legend. */
export function OptionalMark() {
  return (
    <span className="ml-1 font-normal text-muted">
      <Trans>(optional)</Trans>
    </span>
  );
}

interface FieldProps {
  label: ReactNode;
  hint?: ReactNode;
  /** Translated already (`useFieldMessage`). */
  error: string | undefined;
  optional?: boolean;
}

/**
 * A label, a control of the caller's and the control's hint and error: the caller spreads the
 * given attributes on its control (a picker that is not a plain input, a file, a select).
 */
export function Field({
  label,
  hint,
  error,
  optional,
  children,
}: FieldProps & { children: (control: ControlDescription) => ReactNode }) {
  const description = useDescription(hint, error);
  return (
    // min-w-0: a field in a grid column shrinks with a phone's width instead of overflowing it.
    <div className="min-w-0">
      <Label htmlFor={description.id} label={label} optional={optional} />
      {children(description.control)}
      {description.hint}
      {description.error}
    </div>
  );
}

const invalid = (error: string | undefined) => (error ? 'border-danger' : '');

export function TextField({
  registration,
  multiline,
  upperCase,
  type = 'text',
  inputMode,
  autoComplete = 'off',
  placeholder,
  maxLength,
  min,
  ...field
}: FieldProps & {
  registration: UseFormRegisterReturn;
  multiline?: boolean;
  /** Codes written in capitals (GSTIN, PAN, a registration or licence number). */
  upperCase?: boolean;
  type?: 'text' | 'tel' | 'email' | 'date';
  inputMode?: 'text' | 'tel' | 'email';
  autoComplete?: string;
  placeholder?: string;
  maxLength?: number;
  /** The first day a date field accepts (YYYY-MM-DD). */
  min?: string;
}) {
  const className = `field-input ${invalid(field.error)} ${upperCase ? 'uppercase placeholder:normal-case' : ''}`;
  return (
    <Field {...field}>
      {(control) =>
        multiline ? (
          <textarea
            rows={3}
            className={className}
            autoComplete={autoComplete}
            {...control}
            {...registration}
          />
        ) : (
          <input
            type={type}
            className={className}
            inputMode={inputMode}
            autoComplete={autoComplete}
            // Codes are capitals: phones show the capital keyboard, and no word is "fixed".
            autoCapitalize={upperCase ? 'characters' : undefined}
            autoCorrect={upperCase ? 'off' : undefined}
            spellCheck={upperCase ? false : undefined}
            placeholder={placeholder}
            maxLength={maxLength}
            min={min}
            {...control}
            {...registration}
          />
        )
      }
    </Field>
  );
}

/** A choice of one of `choices`, each named by `labelOf`; `placeholder` is the empty choice. */
export function SelectField<T extends string>({
  registration,
  choices,
  labelOf,
  placeholder,
  ...field
}: FieldProps & {
  registration: UseFormRegisterReturn;
  choices: readonly T[];
  labelOf: (choice: T) => string;
  placeholder?: string;
}) {
  return (
    <Field {...field}>
      {(control) => (
        <select className={`field-input ${invalid(field.error)}`} {...control} {...registration}>
          {placeholder === undefined ? null : <option value="">{placeholder}</option>}
          {choices.map((choice) => (
            <option key={choice} value={choice}>
              {labelOf(choice)}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

export function NumberField({
  registration,
  prefix,
  suffix,
  suffixBeside = false,
  placeholder,
  min = 0,
  max,
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
              inputMode="numeric"
              min={min}
              max={max}
              step={1}
              placeholder={placeholder}
              className={`field-input ${prefix ? 'pl-7' : ''} ${unitInside ? 'pr-16' : ''} ${invalid(field.error)}`}
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
  error,
  registration,
}: {
  legend: string;
  /** The section's heading says it already: the legend is for screen readers only. */
  legendHidden?: boolean;
  choices: readonly T[];
  labelOf: (choice: T) => string;
  error: string | undefined;
  registration: UseFormRegisterReturn;
}) {
  const description = useDescription(undefined, error);
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
      {description.error}
    </fieldset>
  );
}

// ---- messages and refusals ------------------------------------------------------------------

/**
 * A field's error in the reader's language. Errors are kept in English (the shared rules' words
 * and the server's) and translated when shown, so a language switch follows.
 */
export function useFieldMessage(): (error: { message?: string } | undefined) => string | undefined {
  const translate = useTranslateMessage();
  return (error) => (error?.message ? translate(error.message) : undefined);
}

/**
 * The fields of a form that a refusal is about. `fieldOf` names the form's field for a field the
 * server named (`rates.base`, `photos.3` → `photos`), or nothing for one the form does not show;
 * `fieldOfCode` places a refusal that names no field but is about one (a 409 on a registration
 * number already listed).
 */
export function refusedFields<F extends string>(
  error: unknown,
  fieldOf: (field: string) => F | null | undefined,
  fieldOfCode: Partial<Record<string, F>> = {},
): { field: F; message: string }[] {
  if (!(error instanceof ApiError)) return [];
  const named = error.fields.flatMap((refused) => {
    const field = fieldOf(refused.field);
    return field ? [{ field, message: refused.message }] : [];
  });
  const byCode =
    error.code && Object.hasOwn(fieldOfCode, error.code) ? fieldOfCode[error.code] : undefined;
  return byCode && named.length === 0 ? [{ field: byCode, message: error.message }] : named;
}

/** Puts each refused field's message at its field (in English, as above), the first focused. */
export function showRefusedFields<F extends string>(
  refused: readonly { field: F; message: string }[],
  setError: (name: F, error: ErrorOption, options?: { shouldFocus: boolean }) => void,
) {
  refused.forEach(({ field, message }, index) =>
    setError(field, { type: 'server', message }, { shouldFocus: index === 0 }),
  );
}

/**
 * A refusal to show above the form's button, in the reader's language; null when there is none
 * or the fields show it already (the same `fieldOf` and `fieldOfCode` as `refusedFields`).
 */
export function useRefusalText<F extends string>(
  error: Error | null,
  fieldOf: (field: string) => F | null | undefined,
  fieldOfCode?: Partial<Record<string, F>>,
): string | null {
  const translate = useTranslateMessage();
  if (!error || refusedFields(error, fieldOf, fieldOfCode).length > 0) return null;
  return translate(error);
}
