import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field, type FieldProps } from './field';

type TextFieldProps = FieldProps & {
  registration: UseFormRegisterReturn;
  /** A box of several lines (a textarea) of `rows` lines. */
  multiline?: boolean;
  rows?: number;
  /** Codes written in capitals (GSTIN, PAN, a registration or licence number). */
  upperCase?: boolean;
  type?: 'text' | 'tel' | 'email' | 'date';
  inputMode?: 'text' | 'tel' | 'email' | 'numeric';
  autoComplete?: string;
  placeholder?: string;
  maxLength?: number;
  /** The first day a date field accepts (YYYY-MM-DD). */
  min?: string;
};

/** A labelled text box (or, `multiline`, a box of several lines) with its hint and its error. */
export function TextField({
  registration,
  multiline,
  rows = 3,
  upperCase,
  type = 'text',
  inputMode,
  autoComplete = 'off',
  placeholder,
  maxLength,
  min,
  ...field
}: TextFieldProps) {
  const className = `field-input ${upperCase ? 'uppercase placeholder:normal-case' : ''}`;
  return (
    <Field {...field}>
      {(control) =>
        multiline ? (
          <textarea
            rows={rows}
            className={`${className} resize-y`}
            autoComplete={autoComplete}
            placeholder={placeholder}
            maxLength={maxLength}
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

/** A labelled box of several lines, with its hint and its error. */
export function TextareaField(props: Omit<TextFieldProps, 'multiline' | 'type' | 'upperCase'>) {
  return <TextField {...props} multiline />;
}
