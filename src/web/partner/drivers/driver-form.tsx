import { zodResolver } from '@hookform/resolvers/zod';
import type { Said } from '@shared/message-ref';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { UnsavedChangesGuard } from '../../components/console/unsaved-changes';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { DRIVER_LANGUAGES } from '@shared/partner-constants';
import {
  DRIVER_AGE,
  DRIVER_EXPERIENCE_YEARS,
  DriverBodySchema,
  DriverUpdateBodySchema,
  indiaToday,
  type DriverBody,
  type DriverBodyInput,
  type DriverUpdateBody,
  type PartnerDriver,
} from '@shared/contracts/fleet';
import { FormFrame } from '../../components/console/form-frame';
import {
  ImageUploadField,
  type ImageUploadHandlers,
} from '../../components/console/image-upload-field';
import {
  ChoicesField,
  countErrors,
  NumberField,
  refusedFields,
  showRefusedFields,
  TextField,
  useFieldMessage,
  useRefusalText,
} from '../../components/form';
import { DRIVER_LANGUAGE_LABELS, isDriverLanguage } from '../../lib/i18n/driver-languages';
import { useSaveDriver } from './api';
import { DriverAvatar } from './driver-avatar';

type FieldName = keyof DriverBodyInput;
const FIELD_NAMES: readonly FieldName[] = [
  'name',
  'photo',
  'age',
  'languages',
  'experienceYears',
  'licenceNumber',
  'licenceExpiresOn',
];

/** The form's field for a field the server refused (`languages.1` → `languages`). */
function fieldOf(field: string): FieldName | null {
  const name = field.split('.')[0] ?? '';
  return (FIELD_NAMES as readonly string[]).includes(name) ? (name as FieldName) : null;
}

/**
 * A licence another driver of the company has is a 409 without field errors: it belongs at the
 * licence field all the same.
 */
const FIELD_OF_CODE: Partial<Record<string, FieldName>> = {
  driver_licence_taken: 'licenceNumber',
};

/**
 * The form's starting values. A new driver starts with Telugu, which nearly every driver in the
 * company's region speaks; age and experience start empty rather than at a made-up number. An
 * existing driver's licence is shown as the API answers it, masked: sent back unchanged, it keeps
 * the stored number (the number itself never comes back from the server).
 */
function formValues(driver?: PartnerDriver): Partial<DriverBodyInput> {
  if (!driver) {
    return { name: '', photo: '', languages: ['Telugu'], licenceNumber: '', licenceExpiresOn: '' };
  }
  return {
    name: driver.name,
    photo: driver.photo,
    age: driver.age,
    languages: driver.languages.filter(isDriverLanguage),
    experienceYears: driver.experienceYears,
    licenceNumber: driver.licence,
    licenceExpiresOn: driver.licenceExpiresOn,
  };
}

// The add form needs the licence number in full; the edit form takes the masked one back.
const addResolver = zodResolver(DriverBodySchema) as Resolver<
  DriverBodyInput,
  unknown,
  DriverBody | DriverUpdateBody
>;
const editResolver = zodResolver(DriverUpdateBodySchema) as Resolver<
  DriverBodyInput,
  unknown,
  DriverBody | DriverUpdateBody
>;

interface DriverFormProps {
  /** The driver to edit; a new one is added without it. */
  driver?: PartnerDriver;
  onSaved: (driver: PartnerDriver, said: Said) => void;
  onCancel: () => void;
}

/**
 * A driver's details (docs/product/marketplace.md#drivers), checked with the shared driver
 * schema, so the rules and their words are the server's. What the server still refuses is shown
 * at the field it names (a licence the company already lists included), or above the buttons.
 */
export function DriverForm({ driver, onSaved, onCancel }: DriverFormProps) {
  const { t, i18n } = useLingui();
  const message = useFieldMessage();
  const editing = driver !== undefined;
  const form = useForm<DriverBodyInput, unknown, DriverBody | DriverUpdateBody>({
    resolver: editing ? editResolver : addResolver,
    defaultValues: formValues(driver),
  });
  const {
    register: field,
    handleSubmit,
    setError,
    setValue,
    control,
    formState: { errors, isSubmitted, isDirty },
  } = form;
  const [uploading, setUploading] = useState(false);

  const save = useSaveDriver({
    onSaved,
    onRefused: (error) => showRefusedFields(refusedFields(error, fieldOf, FIELD_OF_CODE), setError),
  });
  const onSubmit = handleSubmit((body) =>
    save.mutate(
      editing
        ? { mode: 'edit', id: driver._id, body: body as DriverUpdateBody }
        : { mode: 'add', body: body as DriverBody },
    ),
  );

  // A refusal the fields already show is not repeated above the buttons.
  const refusal = useRefusalText(save.error, fieldOf, FIELD_OF_CODE);
  const name = driver?.name ?? '';
  const photo = useWatch({ control, name: 'photo' }) ?? '';
  const typedName = useWatch({ control, name: 'name' });

  return (
    <FormFrame
      title={editing ? <Trans>Edit {name}</Trans> : <Trans>Add a driver</Trans>}
      onSubmit={onSubmit}
      onCancel={onCancel}
      saving={save.isPending}
      uploading={uploading}
      errorCount={countErrors(errors)}
      submitted={isSubmitted}
      refusal={refusal}
      saveLabel={editing ? <Trans>Save driver</Trans> : <Trans>Add driver</Trans>}
      saveClassName="sm:min-w-44"
    >
      {/* A driver's details typed or photo uploaded are lost on leaving unsaved: ask first. */}
      <UnsavedChangesGuard when={isDirty || uploading} />
      <PhotoField
        name={typedName || name}
        photo={photo}
        error={message(errors.photo)}
        onUploading={setUploading}
        onChange={(path) => setValue('photo', path, { shouldDirty: true })}
      />

      <div className="grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <TextField
            label={t`Full name`}
            autoComplete="off"
            error={message(errors.name)}
            registration={field('name')}
          />
        </div>
        <NumberField
          label={t`Age`}
          suffix={t`years`}
          min={DRIVER_AGE.min}
          max={DRIVER_AGE.max}
          error={message(errors.age)}
          registration={field('age', { valueAsNumber: true })}
        />
        <NumberField
          label={t`Driving experience`}
          suffix={t`years`}
          min={DRIVER_EXPERIENCE_YEARS.min}
          max={DRIVER_EXPERIENCE_YEARS.max}
          error={message(errors.experienceYears)}
          registration={field('experienceYears', { valueAsNumber: true })}
        />
      </div>

      <ChoicesField
        legend={t`Languages spoken`}
        choices={DRIVER_LANGUAGES}
        labelOf={(language) => i18n._(DRIVER_LANGUAGE_LABELS[language])}
        error={message(errors.languages)}
        registration={field('languages')}
      />

      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t`Driving licence number`}
          hint={
            editing
              ? t`Shown masked. Leave it as it is to keep the licence on file, or type the new number.`
              : t`As printed on the licence, e.g. AP16 20110012345. Saarthi keeps it protected and shows only its last 4 characters.`
          }
          upperCase
          maxLength={30}
          error={message(errors.licenceNumber)}
          registration={field('licenceNumber')}
        />
        <TextField
          label={t`Licence valid until`}
          type="date"
          min={indiaToday()}
          error={message(errors.licenceExpiresOn)}
          registration={field('licenceExpiresOn')}
        />
      </div>
    </FormFrame>
  );
}

// ---- the photo --------------------------------------------------------------------------------

/** The driver's photo, shown on the driver's card once saved. */
function PhotoField({
  name,
  photo,
  error,
  onUploading,
  onChange,
}: {
  name: string;
  photo: string;
} & ImageUploadHandlers) {
  const { t } = useLingui();
  return (
    <ImageUploadField
      noun="photo"
      value={photo}
      removable
      rowClassName="flex items-center gap-4"
      error={error}
      onUploading={onUploading}
      onChange={onChange}
      legend={
        <>
          <Trans>Photo</Trans>{' '}
          <span className="font-normal text-muted">
            <Trans>(optional)</Trans>
          </span>
        </>
      }
      preview={<DriverAvatar name={name} photo={photo} size="lg" alt={t`Driver's photo`} />}
    />
  );
}
