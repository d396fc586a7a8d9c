import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field, type FieldProps } from './field';

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
        <select className={`field-input`} {...control} {...registration}>
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
