import { Plural } from '@lingui/react/macro';
import type { FieldErrors, FieldValues } from 'react-hook-form';
import { Alert } from '../console/page-parts';

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
