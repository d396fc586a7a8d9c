import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field, invalidClass as invalid, type FieldProps } from './field';

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
