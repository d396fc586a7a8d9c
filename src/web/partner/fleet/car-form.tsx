import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState, type FormEvent } from 'react';
import { useForm, useWatch, type Control, type FieldPath } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from '../../lib/toast';
import { CATEGORIES, isCity } from '@shared/constants';
import { FUEL_TYPES } from '@shared/partner-constants';
import { BODY_TYPES } from '@shared/partner-constants';
import {
  CAR_LUGGAGE,
  CAR_MODEL_YEAR_MIN,
  CAR_SEATS,
  newestModelYear,
  CarBodySchema,
  type CarBody,
  type CarBodyInput,
  type PartnerCar,
} from '@shared/contracts/fleet';
import type { PartnerCompany } from '@shared/contracts/partner';
import { CATEGORY_LABELS, cityName, fuelName } from '../../lib/i18n/labels';
import { useTranslateMessage } from '../../lib/i18n/server-messages';
import { portalPaths } from '../portal-paths';
import {
  CheckboxField,
  countErrors,
  FormProblems,
  NumberField,
  refusedFields,
  Section,
  SelectField,
  showRefusedFields,
  TextField,
  useFieldMessage,
  useRefusalText,
} from '../../components/form';
import { useFailureReason } from '../../components/console/failure';
import { UnsavedChangesGuard } from '../../components/console/unsaved-changes';
import { useSaveCar, useSubmitCar } from './api';
import { BODY_TYPE_LABELS } from '../../components/console/body-type-labels';
import { CarStatusPanel } from './car-status-panel';
import { DefaultDriverField } from './default-driver-field';
import { RateCard } from './rate-card-section';
import { carFormValues, RATE_NAMES } from './car-values';
import { PhotosField } from './photos-field';

type Values = CarBodyInput;

/** An empty year box is "not given". */
const yearValue = (value: unknown) =>
  value === '' || value === null || value === undefined ? null : Number(value);

const TOP_FIELDS = new Set<string>([
  'carName',
  'carModel',
  'modelYear',
  'fuelType',
  'category',
  'seater',
  'luggage',
  'ac',
  'bodyType',
  'city',
  'registrationNumber',
  'photos',
  'defaultDriverId',
  'newPrice',
  'oldPrice',
  'availability',
]);

/** The form's name for a field the server named (`rates.base`, `photos.3` → `photos`). */
function formFieldOf(field: string): FieldPath<Values> | null {
  const [first, second] = field.split('.');
  if (first === 'rates' && (RATE_NAMES as readonly string[]).includes(second ?? '')) {
    return `rates.${second as (typeof RATE_NAMES)[number]}`;
  }
  if (first && TOP_FIELDS.has(first)) return first as FieldPath<Values>;
  return null;
}

/** Refusals that name no field but are about one (a 409 on the registration number). */
const FIELD_OF_CODE: Partial<Record<string, FieldPath<Values>>> = {
  registration_taken: 'registrationNumber',
};

// The rate card is one object with an error per rate: each counts as a field to correct.
const NESTED_FIELDS = ['rates'] as const;

interface CarFormProps {
  /** The car being edited, or undefined to add one. */
  car: PartnerCar | undefined;
  company: PartnerCompany;
  /** An archived car or a suspended company: shown, not changed (the server refuses it). */
  readOnly: boolean;
}

/**
 * Every field of a car (contracts/fleet.ts CarBodySchema), checked with the shared schema so the
 * rules and their words are the server's; what the server still refuses is shown at its field.
 * Above it, the car's status and the step that comes next.
 */
export function CarForm({ car, company, readOnly }: CarFormProps) {
  const { t, i18n } = useLingui();
  const translate = useTranslateMessage();
  const reasonOf = useFailureReason();
  const message = useFieldMessage();
  const navigate = useNavigate();
  const served = company.citiesServed.length > 0 ? company.citiesServed : [company.city];
  const form = useForm<Values, unknown, CarBody>({
    resolver: zodResolver(CarBodySchema),
    defaultValues: carFormValues(car, served[0] ?? company.city),
  });
  const {
    register: field,
    control,
    handleSubmit,
    setError,
    setValue,
    getValues,
    reset,
    formState: { errors, isSubmitted, isDirty, dirtyFields },
  } = form;
  // Saving on the way to "send for review" says nothing of its own: the review's message follows.
  const quietSave = useRef(false);

  const save = useSaveCar(car?._id, {
    onSaved: (answer) => {
      reset(carFormValues(answer.car, answer.car.city));
      if (!quietSave.current) toast.success(translate(answer));
      if (!car) navigate(portalPaths.car(answer.car._id), { replace: true });
    },
    onRefused: (error) =>
      showRefusedFields(refusedFields(error, formFieldOf, FIELD_OF_CODE), setError),
  });
  const submit = useSubmitCar(car?._id ?? '');

  // Set while "send for review" saves and sends, for the button's words.
  const [sendingForReview, setSendingForReview] = useState(false);
  // Photos still uploading would be left out of a save (and a new car's page is left on saving).
  const [uploading, setUploading] = useState(false);

  function onSave(event: FormEvent<HTMLFormElement>) {
    void handleSubmit((body) => {
      quietSave.current = false;
      save.mutate(body);
    })(event);
  }

  function sendForReview() {
    const afterSaved = () =>
      submit.mutate(undefined, {
        onSuccess: (answer) => toast.success(translate(answer)),
        onError: (error) => toast.error(reasonOf(error)),
        onSettled: () => setSendingForReview(false),
      });
    setSendingForReview(true);
    if (!isDirty) {
      afterSaved();
      return;
    }
    void handleSubmit(
      async (body) => {
        quietSave.current = true;
        try {
          await save.mutateAsync(body);
        } catch {
          // Shown at the fields or above the save button.
          setSendingForReview(false);
          return;
        } finally {
          quietSave.current = false;
        }
        afterSaved();
      },
      () => setSendingForReview(false),
    )();
  }

  // A refusal the fields already show is not repeated above the button.
  const refusal = useRefusalText(save.error, formFieldOf, FIELD_OF_CODE);

  const photos = useWatch({ control, name: 'photos' }) ?? [];
  const currentCity = car?.city;
  const cities = currentCity && !served.includes(currentCity) ? [...served, currentCity] : served;

  return (
    <form noValidate onSubmit={onSave} className="space-y-5" aria-busy={save.isPending}>
      {/* A photo uploaded or a rate changed is lost on leaving unsaved: ask first. */}
      <UnsavedChangesGuard when={!readOnly && (isDirty || uploading)} />
      <CarStatusPanel
        car={car}
        companyStatus={company.status}
        dirty={isDirty}
        readOnly={readOnly}
        sending={sendingForReview}
        waiting={uploading}
        onSendForReview={sendForReview}
      />

      <fieldset disabled={readOnly} className="min-w-0 space-y-5">
        <Section title={t`The car`}>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={t`Car name`}
              hint={t`As customers will search for it, e.g. Maruti Suzuki Dzire.`}
              error={message(errors.carName)}
              registration={field('carName')}
            />
            <TextField
              label={t`Model`}
              hint={t`The variant, e.g. VXi or 2.4 GX.`}
              error={message(errors.carModel)}
              registration={field('carModel')}
            />
            <NumberField
              label={t`Model year`}
              hint={t`The year on the registration certificate; customers see it beside the name.`}
              optional
              placeholder={t`e.g. 2022`}
              min={CAR_MODEL_YEAR_MIN}
              max={newestModelYear()}
              error={message(errors.modelYear)}
              registration={field('modelYear', { setValueAs: yearValue })}
            />
            <TextField
              label={t`Registration number`}
              hint={t`As on the registration certificate (RC).`}
              upperCase
              maxLength={20}
              placeholder={t`e.g. AP 16 AB 1234`}
              error={message(errors.registrationNumber)}
              registration={field('registrationNumber')}
            />
            <SelectField
              label={t`City`}
              hint={t`One of the cities your company serves.`}
              error={message(errors.city)}
              registration={field('city')}
              choices={cities}
              labelOf={(city) => (isCity(city) ? cityName(i18n, city) : city)}
            />
            <SelectField
              label={t`Category`}
              hint={t`Sets the car's default rates below.`}
              error={message(errors.category)}
              registration={field('category')}
              choices={CATEGORIES}
              labelOf={(category) => i18n._(CATEGORY_LABELS[category])}
            />
            <SelectField
              label={t`Body type`}
              error={message(errors.bodyType)}
              registration={field('bodyType')}
              placeholder={t`Choose the body type`}
              choices={BODY_TYPES}
              labelOf={(type) => i18n._(BODY_TYPE_LABELS[type])}
            />
            <SelectField
              label={t`Fuel`}
              error={message(errors.fuelType)}
              registration={field('fuelType')}
              placeholder={t`Choose the fuel`}
              choices={FUEL_TYPES}
              labelOf={(fuel) => fuelName(i18n, fuel)}
            />
            <NumberField
              label={t`Passenger seats`}
              hint={<SeatsHint control={control} />}
              suffix={t`+ driver`}
              // Beside the box, not inside it: "+ driver" is longer in Telugu and Hindi.
              suffixBeside
              min={CAR_SEATS.min}
              error={message(errors.seater)}
              registration={field('seater', { valueAsNumber: true })}
            />
            <NumberField
              label={t`Luggage`}
              hint={t`How many suitcases fit in the boot.`}
              suffix={t`bags`}
              suffixBeside
              min={CAR_LUGGAGE.min}
              error={message(errors.luggage)}
              registration={field('luggage', { valueAsNumber: true })}
            />
            <div className="sm:self-end">
              <CheckboxField label={t`Air-conditioned`} registration={field('ac')} />
            </div>
          </div>
        </Section>

        <Section
          title={t`Photos`}
          note={<Trans>Only you and Saarthi see them until the car is live.</Trans>}
        >
          <PhotosField
            photos={photos}
            disabled={readOnly}
            unsaved={Boolean(car && dirtyFields.photos)}
            onUploadingChange={setUploading}
            error={message(
              errors.photos && 'message' in errors.photos
                ? (errors.photos as { message?: string })
                : undefined,
            )}
            onChange={(change) =>
              setValue('photos', change(getValues('photos') ?? []), {
                shouldDirty: true,
                shouldValidate: isSubmitted,
              })
            }
          />
        </Section>

        <RateCard control={control} errors={errors} field={field} car={car} translate={message} />

        <Section title={t`Driver and availability`}>
          <div className="grid gap-4 sm:grid-cols-2">
            <DefaultDriverField control={control} error={message(errors.defaultDriverId)} />
            <div className="sm:self-start sm:pt-6">
              <CheckboxField
                label={t`Available for bookings`}
                hint={t`Turn off while the car is away for a long time. For a few days at the garage, add a maintenance block below instead.`}
                registration={field('availability')}
              />
            </div>
          </div>
        </Section>
      </fieldset>

      {readOnly ? null : (
        <div className="space-y-3">
          <FormProblems
            errorCount={countErrors(errors, NESTED_FIELDS)}
            submitted={isSubmitted}
            refusal={refusal}
          />
          {uploading ? (
            <p className="text-sm font-medium text-accent-700">
              <Trans>Photos are still uploading: you can save once they are done.</Trans>
            </p>
          ) : null}
          <button
            type="submit"
            className="btn-primary w-full py-3 text-base sm:w-auto sm:min-w-56"
            disabled={save.isPending || uploading}
          >
            {save.isPending ? (
              <Trans>Saving…</Trans>
            ) : car ? (
              <Trans>Save changes</Trans>
            ) : (
              <Trans>Add the car</Trans>
            )}
          </button>
        </div>
      )}
    </form>
  );
}

/** "4 + driver", as customers see the car's seats. */
function SeatsHint({ control }: { control: Control<Values> }) {
  const seats = useWatch({ control, name: 'seater' });
  const shown = Number.isInteger(seats) && seats > 0 ? seats : null;
  return shown === null ? (
    <Trans>Not counting the driver.</Trans>
  ) : (
    <Trans>Not counting the driver: customers see “{shown} + driver”.</Trans>
  );
}
