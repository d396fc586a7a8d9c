import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react/macro';

import { useWatch, type FieldError, type Resolver } from 'react-hook-form';

import {
  CONTENT_LIMITS,
  LISTING_BODY_SCHEMAS,
  type AdminListings,
  type ListingBodies,
  type ListingKind,
} from '@shared/contracts/content';
import { Field, NumberField, TextField, useFieldMessage } from '../../components/form';
import { LISTING_APIS } from './content-apis';
import { FormFrame } from '../../components/console/form-frame';
import { ImageField } from './image-field';
import {
  LISTING_FIELDS,
  LISTING_WORDS,
  listingBody,
  listingFormValues,
  TRANSLATED_LISTING_FIELDS,
  type ListingField,
  type ListingFormValues,
} from './listing-fields';
import { fieldIn, inLanguage, LanguageTabs } from './translation-fields';
import { useContentForm, type ContentFormProps } from './use-content-form';

/**
 * The kind's own schema, given the lists as the API takes them: each written one entry per line
 * here. An entry's error (`includes.3`) is shown at its list.
 */
function listingResolver<K extends ListingKind>(kind: K) {
  const check = zodResolver(LISTING_BODY_SCHEMAS[kind]) as unknown as Resolver<
    ListingFormValues,
    unknown,
    ListingBodies[K]
  >;
  const resolver: Resolver<ListingFormValues, unknown, ListingBodies[K]> = (
    values,
    context,
    options,
  ) => check(listingBody(kind, values) as ListingFormValues, context, options);
  return resolver;
}

/** The first message of a field's error, or of one of its entries' (a list's third line). */
function firstMessage(error: unknown): { message?: string } | undefined {
  if (!error || typeof error !== 'object') return undefined;
  if (typeof (error as FieldError).message === 'string') return error as FieldError;
  for (const [key, inner] of Object.entries(error)) {
    if (key === 'ref') continue;
    const found = firstMessage(inner);
    if (found) return found;
  }
  return undefined;
}

/** A listing of one kind, with that kind's own fields and rules (the server's). */
export function ListingForm<K extends ListingKind>({
  kind,
  item,
  nextPosition,
  onSaved,
  onCancel,
}: ContentFormProps<AdminListings[K]> & { kind: K }) {
  const { i18n } = useLingui();
  const message = useFieldMessage();
  const fields = LISTING_FIELDS[kind];
  const translated: readonly string[] = TRANSLATED_LISTING_FIELDS[kind] ?? [];
  const {
    language,
    setLanguage,
    invalid,
    field: register,
    control,
    setValue,
    errors,
    frame,
    setUploading,
  } = useContentForm({
    api: LISTING_APIS[kind],
    item,
    resolver: listingResolver(kind),
    defaultValues: listingFormValues(kind, item, nextPosition),
    fieldNames: fields.map((field) => field.name),
    translated,
    onSaved,
  });
  const values = useWatch({ control });
  // The listing's name, for its picture's description.
  const name = String(values[fields[0]!.name] ?? '');

  function renderField(field: ListingField) {
    const label = i18n._(field.label);
    const hint = field.hint ? i18n._(field.hint) : undefined;
    // A translated field shows, and is written, in the chosen language.
    if (language !== 'en' && translated.includes(field.name)) {
      const name = fieldIn(language, field.name);
      const inTranslation = errors.translations as
        Partial<Record<string, Record<string, unknown>>> | undefined;
      return (
        <TextField
          key={name}
          label={label}
          optional
          multiline={field.kind === 'paragraph'}
          maxLength={field.kind === 'paragraph' ? CONTENT_LIMITS.text : CONTENT_LIMITS.title}
          error={message(firstMessage(inTranslation?.[language]?.[field.name]))}
          registration={inLanguage(register(name), language)}
        />
      );
    }
    const error = message(firstMessage(errors[field.name]));
    switch (field.kind) {
      case 'picture':
        return (
          <ImageField
            label={label}
            optional
            value={String(values[field.name] ?? '')}
            alt={name}
            error={error}
            onUploading={setUploading}
            onChange={(path) => setValue(field.name, path, { shouldDirty: true })}
          />
        );
      case 'whole':
        return (
          <NumberField
            label={label}
            hint={hint}
            error={error}
            registration={register(field.name, { valueAsNumber: true })}
          />
        );
      case 'rating':
        return (
          <Field label={label} hint={hint} error={error}>
            {(control) => (
              <input
                type="number"
                inputMode="decimal"
                min={CONTENT_LIMITS.rating.min}
                max={CONTENT_LIMITS.rating.max}
                step={0.1}
                className={`field-input ${error ? 'border-danger' : ''}`}
                {...control}
                {...register(field.name, { valueAsNumber: true })}
              />
            )}
          </Field>
        );
      case 'paragraph':
      case 'lines':
      case 'days':
        return (
          <TextField
            label={label}
            hint={hint}
            multiline
            error={error}
            registration={register(field.name)}
          />
        );
      default:
        return (
          <TextField
            label={label}
            hint={hint}
            type={field.kind === 'phone' ? 'tel' : 'text'}
            inputMode={field.kind === 'phone' ? 'tel' : undefined}
            maxLength={field.kind === 'text' ? CONTENT_LIMITS.title : 20}
            error={error}
            registration={register(field.name)}
          />
        );
    }
  }

  // Short fields pair up on a desk; paragraphs, lists and pictures take the whole width.
  const wide = (field: ListingField) =>
    ['paragraph', 'lines', 'days', 'picture'].includes(field.kind) ? 'sm:col-span-2' : '';

  return (
    <FormFrame
      title={i18n._(item ? LISTING_WORDS[kind].edit : LISTING_WORDS[kind].create)}
      onCancel={onCancel}
      {...frame}
    >
      {translated.length > 0 ? (
        <LanguageTabs value={language} onChange={setLanguage} invalid={invalid} />
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        {fields.map((field) => (
          <div key={field.name} className={`min-w-0 ${wide(field)}`}>
            {renderField(field)}
          </div>
        ))}
      </div>
    </FormFrame>
  );
}
