import { useState } from 'react';
import type { Language } from '@shared/constants';
import { TRANSLATION_LANGUAGES } from '@shared/contracts/content-languages';
import type { Said } from '@shared/message-ref';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
} from 'react-hook-form';
import {
  countErrors,
  refusedFields,
  showRefusedFields,
  useRefusalText,
} from '../../components/form';
import { useSaveContent, type ContentApi, type ContentRecord } from './api';
import { fieldIn, invalidLanguages } from './translation-fields';

/** What each content form is given by the list it opens over. */
export interface ContentFormProps<Item extends ContentRecord> {
  /** The record to edit; a new one is created without it. */
  item?: Item;
  /** Where a new record goes: after the last one. */
  nextPosition: number;
  onSaved: (item: Item, said: Said) => void;
  onCancel: () => void;
}

/**
 * A content form's working parts: react-hook-form checking with the shared contract's schema
 * (so the rules and their words are the server's), the save (create or edit), and what the
 * server still refused, shown at the field it names or above the buttons.
 */
export function useContentForm<Item extends ContentRecord, Input extends FieldValues, Body>({
  api,
  item,
  resolver,
  defaultValues,
  fieldNames,
  translated = [],
  onSaved,
}: {
  api: ContentApi<Item>;
  item: Item | undefined;
  resolver: Resolver<Input, unknown, Body>;
  defaultValues: DefaultValues<Input>;
  /**
   * The form's fields, to place the server's field errors (`includes.2` → `includes`); a
   * translated field by its whole name (`translations.te.question`).
   */
  fieldNames: readonly Path<Input>[];
  /** The fields written in Telugu and Hindi too, as `translations.te.<field>` and `.hi.`. */
  translated?: readonly string[];
  onSaved: (item: Item, said: Said) => void;
}) {
  // The language whose boxes the form shows: English is the record's own fields.
  const [language, setLanguage] = useState<Language>('en');
  const placed: readonly string[] = [
    ...fieldNames,
    ...TRANSLATION_LANGUAGES.flatMap((other) => translated.map((name) => fieldIn(other, name))),
  ];
  const form = useForm<Input, unknown, Body>({ resolver, defaultValues });
  const save = useSaveContent<Item, Body>(api);
  const [uploading, setUploading] = useState(false);

  const fieldOf = (field: string): Path<Input> | null => {
    // A translation's field is its own box: `translations.te.question`.
    const parts = field.split('.');
    const name = (parts[0] === 'translations' ? parts.slice(0, 3) : parts.slice(0, 1)).join('.');
    return placed.includes(name) ? (name as Path<Input>) : null;
  };

  const onSubmit = form.handleSubmit((body) =>
    save.mutate(
      { id: item?._id, body },
      {
        onSuccess: (answer) => onSaved(answer.item, answer.said),
        onError: (error) => showRefusedFields(refusedFields(error, fieldOf), form.setError),
      },
    ),
  );

  return {
    language,
    setLanguage,
    /** Which languages' boxes hold an error, for the language switch. */
    invalid: invalidLanguages(form.formState.errors as Parameters<typeof invalidLanguages>[0]),
    /** The form's own parts, by the names the forms use. */
    field: form.register,
    control: form.control,
    setValue: form.setValue,
    errors: form.formState.errors,
    /** Everything the form's frame shows besides the fields. */
    frame: {
      onSubmit,
      saving: save.isPending,
      uploading,
      errorCount: countErrors(form.formState.errors),
      submitted: form.formState.isSubmitted,
      refusal: useRefusalText(save.error, fieldOf),
    },
    setUploading,
  };
}
