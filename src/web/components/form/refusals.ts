import type { ErrorOption, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { Said } from '@shared/message-ref';
import { ApiError } from '../../lib/api-client';
import { useTranslateMessage } from '../../lib/i18n/server-messages';

// What the server refused, shown at its field: the same reading for every form, whether it
// keeps its values in react-hook-form or (the booking form) in its own state.

/**
 * A field's error in the reader's language. Errors are kept in English (the shared rules' words
 * and the server's) and translated when shown, so a language switch follows.
 */
export function useFieldMessage(): (error: { message?: string } | undefined) => string | undefined {
  const translate = useTranslateMessage();
  return (error) => (error?.message ? translate(error.message) : undefined);
}

/** A refusal of the server, at the form's field it is about. */
export type RefusedAt<F extends string> = Said & { field: F };

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
): RefusedAt<F>[] {
  if (!(error instanceof ApiError)) return [];
  const named = error.fields.flatMap(({ field: serverField, ...said }) => {
    const field = fieldOf(serverField);
    return field ? [{ field, ...said }] : [];
  });
  const byCode =
    error.code && Object.hasOwn(fieldOfCode, error.code) ? fieldOfCode[error.code] : undefined;
  if (!byCode || named.length > 0) return named;
  const { message, code, params } = error;
  return [{ field: byCode, message, code, ...(params ? { params } : {}) }];
}

/**
 * The first refusal of each field, by the form's field: a form that shows one message per field
 * (with its code and values, for the reader's language).
 */
export function refusalsByField<F extends string>(
  refused: readonly RefusedAt<F>[],
): Partial<Record<F, Said>> {
  const byField: Partial<Record<F, Said>> = {};
  for (const { field, ...said } of refused) byField[field] ??= said;
  return byField;
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

/**
 * What a dialog's form does with the mutation it sends (lib/use-destructive-mutation.ts): send the
 * form's values, put each refusal at its field and the rest above the buttons (`refusal`), and
 * stop the request on its way when the dialog closes (`close`).
 */
export function useDialogSubmit<Values extends FieldValues, F extends Path<Values>>({
  form,
  mutation,
  fieldOf,
  onClose,
}: {
  form: Pick<UseFormReturn<Values, unknown, Values>, 'handleSubmit' | 'setError'>;
  mutation: {
    mutate: (body: Values, options: { onError: (error: Error) => void }) => void;
    abandon: () => void;
    error: Error | null;
  };
  fieldOf: (field: string) => F | null | undefined;
  onClose: () => void;
}) {
  const refusal = useRefusalText(mutation.error, fieldOf);
  return {
    refusal,
    close: () => {
      mutation.abandon();
      onClose();
    },
    onSubmit: form.handleSubmit((body) =>
      mutation.mutate(body, {
        onError: (error) => showRefusedFields(refusedFields(error, fieldOf), form.setError),
      }),
    ),
  };
}
