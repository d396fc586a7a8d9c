import { Trans } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';

// One field's pieces, for every form of the storefront, the partner portal and the operator
// console: a label tied to its control, and the hint and the error tied to it through
// aria-describedby and aria-invalid, so a screen reader reads them with the field.

/**
 * The ids and attributes that tie a control to its hint and its error. `givenId` keeps a
 * control's id where the form finds the control by it (to focus the first field refused).
 */
export function useDescription(
  hint: ReactNode | undefined,
  error: ReactNode | undefined,
  givenId?: string,
) {
  const generated = useId();
  const id = givenId ?? generated;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  // The error first: a field that was refused is read out with what to correct before its hint.
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ');
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

/** "(optional)" after a field's label or a group's legend. */
export function OptionalMark() {
  // A space, not a margin, so that screen readers say "Phone (optional)" as two words.
  return (
    <>
      {' '}
      <span className="font-normal text-muted">
        <Trans>(optional)</Trans>
      </span>
    </>
  );
}

export interface FieldProps {
  label: ReactNode;
  hint?: ReactNode;
  /** Translated already (`useFieldMessage`). */
  error: string | undefined;
  optional?: boolean;
  /** The control's id, where the form finds the control by it; one is made otherwise. */
  id?: string;
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
  id,
  children,
}: FieldProps & { children: (control: ControlDescription) => ReactNode }) {
  const description = useDescription(hint, error, id);
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
