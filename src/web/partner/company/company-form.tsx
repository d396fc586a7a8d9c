import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { UnsavedChangesGuard } from '../../components/console/unsaved-changes';
import { useForm, useWatch } from 'react-hook-form';
import { CITIES, DEFAULT_CITY, type City } from '@shared/constants';
import { RATE_DEFAULTS } from '@shared/partner-constants';
import {
  CompanyBodySchema,
  type CompanyBody,
  type CompanyBodyInput,
  type PartnerCompany,
} from '@shared/contracts/partner';
import { CITY_LABELS } from '../../lib/i18n/labels';
import { isGstin, panOfGstin } from '@shared/validators';
import { useSaveCompany } from '../api';
import {
  ImageUploadField,
  type ImageUploadHandlers,
} from '../../components/console/image-upload-field';
import { imageUrl } from '../../components/image-with-fallback';
import { BuildingIcon } from '../components/icons';
import {
  ChoicesField,
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

type FieldName = keyof CompanyBodyInput;

/** The form's starting values: the company as it stands, or a new one with Saarthi's defaults. */
export function companyFormValues(company?: PartnerCompany | null): CompanyBodyInput {
  if (!company) {
    return {
      travelsName: '',
      legalName: '',
      // Most partners so far are in Vijayawada; a different city is one tap away.
      city: DEFAULT_CITY,
      citiesServed: [DEFAULT_CITY],
      address: '',
      gstin: '',
      phone: '',
      whatsapp: '',
      email: '',
      imageUrl: '',
      upiId: '',
      ...RATE_DEFAULTS,
    };
  }
  return {
    travelsName: company.travelsName,
    legalName: company.legalName,
    city: company.city,
    citiesServed: company.citiesServed,
    address: company.address,
    gstin: company.gstin,
    phone: company.phone,
    whatsapp: company.whatsapp,
    email: company.email,
    imageUrl: company.imageUrl,
    upiId: company.upiId,
    driverAllowancePerDay: company.driverAllowancePerDay,
    nightChargePerNight: company.nightChargePerNight,
    outstationMinKmPerDay: company.outstationMinKmPerDay,
  };
}

const FIELD_NAMES = new Set<string>(Object.keys(companyFormValues()));
/** The form's field for a field the server refused; the form has no nested fields. */
const fieldOf = (name: string) => (FIELD_NAMES.has(name) ? (name as FieldName) : null);

interface CompanyFormProps {
  /** register: POST for a customer without a company; edit: PUT of the partner's company. */
  mode: 'register' | 'edit';
  company?: PartnerCompany;
  /** A suspended company's details are shown, not edited (the server refuses changes). */
  readOnly?: boolean;
  /** What the submit button says, and says while sending. */
  submitLabel: string;
  sendingLabel: string;
  onSaved: (company: PartnerCompany) => void;
}

/**
 * The travel company's details (docs/product/marketplace.md#partner-portal), checked with the shared
 * CompanyBodySchema, so the rules and their words are the server's. What the server still
 * refuses is shown next to the field it names, or above the button when it names none.
 */
export function CompanyForm({
  mode,
  company,
  readOnly = false,
  submitLabel,
  sendingLabel,
  onSaved,
}: CompanyFormProps) {
  const { t, i18n } = useLingui();
  const message = useFieldMessage();
  const form = useForm<CompanyBodyInput, unknown, CompanyBody>({
    resolver: zodResolver(CompanyBodySchema),
    defaultValues: companyFormValues(company),
  });
  const {
    register: field,
    handleSubmit,
    setError,
    setValue,
    reset,
    formState: { errors, isSubmitted, isDirty },
  } = form;
  // A logo still uploading would be left out of the save: the button waits for it.
  const [uploading, setUploading] = useState(false);
  const logo = useWatch({ control: form.control, name: 'imageUrl' }) ?? '';
  const save = useSaveCompany(mode, {
    onSaved: (saved) => {
      reset(companyFormValues(saved));
      onSaved(saved);
    },
    onRefused: (error) => showRefusedFields(refusedFields(error, fieldOf), setError),
  });
  const onSubmit = handleSubmit((body) => save.mutate(body));
  const gstin = useWatch({ control: form.control, name: 'gstin' });
  const cityLabel = (city: City) => i18n._(CITY_LABELS[city]);
  // A refusal the fields already show is not repeated above the button.
  const refusal = useRefusalText(save.error, fieldOf);

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-busy={save.isPending}>
      {/* Details typed or a logo uploaded are lost on leaving unsaved: ask first. */}
      <UnsavedChangesGuard when={!readOnly && (isDirty || uploading)} />
      <fieldset disabled={readOnly} className="min-w-0 space-y-5">
        <Section title={t`Company details`}>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={t`Trade name`}
              hint={t`The name customers see on Saarthi.`}
              autoComplete="organization"
              error={message(errors.travelsName)}
              registration={field('travelsName')}
            />
            <TextField
              label={t`Legal name`}
              hint={t`As on your GST certificate.`}
              error={message(errors.legalName)}
              registration={field('legalName')}
            />
            <SelectField
              label={t`Head office city`}
              error={message(errors.city)}
              registration={field('city')}
              choices={CITIES}
              labelOf={cityLabel}
            />
            <div className="sm:col-span-2">
              <LogoField
                logo={logo}
                error={message(errors.imageUrl)}
                onUploading={setUploading}
                onChange={(path) =>
                  setValue('imageUrl', path, { shouldDirty: true, shouldValidate: isSubmitted })
                }
              />
            </div>
            <div className="sm:col-span-2">
              <TextField
                label={t`Office address`}
                multiline
                autoComplete="street-address"
                error={message(errors.address)}
                registration={field('address')}
              />
            </div>
          </div>
        </Section>

        <Section title={t`Cities you serve`}>
          <ChoicesField
            legend={t`Cities you serve`}
            legendHidden
            choices={CITIES}
            labelOf={cityLabel}
            error={message(errors.citiesServed)}
            registration={field('citiesServed')}
          />
        </Section>

        <Section
          title={t`Tax details`}
          note={
            company?.status === 'verified'
              ? t`Saarthi verified your company with this legal name and GSTIN: changing either sends it back for verification, and your cars are hidden until then.`
              : undefined
          }
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={t`GSTIN`}
              hint={t`The 15 characters on your GST certificate. It starts with 37 in Andhra Pradesh and 36 in Telangana.`}
              upperCase
              maxLength={15}
              placeholder={GSTIN_EXAMPLE}
              error={message(errors.gstin)}
              registration={field('gstin')}
            />
            <PanOfGstin gstin={gstin} />
          </div>
        </Section>

        <Section
          title={t`Contact for customers`}
          note={t`Customers see these when they ask for your contact on a car's page.`}
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={t`Phone`}
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              placeholder={t`10-digit mobile number`}
              error={message(errors.phone)}
              registration={field('phone')}
            />
            <TextField
              label={t`WhatsApp`}
              optional
              type="tel"
              inputMode="tel"
              placeholder={t`10-digit mobile number`}
              error={message(errors.whatsapp)}
              registration={field('whatsapp')}
            />
            <div className="sm:col-span-2">
              <TextField
                label={t`Email`}
                optional
                type="email"
                inputMode="email"
                autoComplete="email"
                placeholder="bookings@example.in"
                error={message(errors.email)}
                registration={field('email')}
              />
            </div>
          </div>
        </Section>

        <Section
          title={t`Payments`}
          note={t`Customers pay the balance of a completed trip to this UPI ID, from a QR code on their trip page.`}
        >
          <TextField
            label={t`UPI ID`}
            optional
            autoComplete="off"
            inputMode="email"
            placeholder="yourname@okhdfcbank"
            error={message(errors.upiId)}
            registration={field('upiId')}
          />
        </Section>

        <Section
          title={t`Default charges`}
          note={t`Used for all your cars; a car can have its own later.`}
        >
          <div className="grid gap-4 sm:grid-cols-3">
            <NumberField
              label={t`Driver allowance per day`}
              prefix="₹"
              error={message(errors.driverAllowancePerDay)}
              registration={field('driverAllowancePerDay', { valueAsNumber: true })}
            />
            <NumberField
              label={t`Night charge per night`}
              hint={t`For driving between 10 pm and 6 am.`}
              prefix="₹"
              error={message(errors.nightChargePerNight)}
              registration={field('nightChargePerNight', { valueAsNumber: true })}
            />
            <NumberField
              label={t`Outstation minimum per day`}
              suffix={t`km`}
              error={message(errors.outstationMinKmPerDay)}
              registration={field('outstationMinKmPerDay', { valueAsNumber: true })}
            />
          </div>
        </Section>
      </fieldset>

      {readOnly ? null : (
        <div className="space-y-3">
          <FormProblems
            errorCount={countErrors(errors)}
            submitted={isSubmitted}
            refusal={refusal}
          />
          <button
            type="submit"
            className="btn-primary w-full py-3 text-base sm:w-auto sm:min-w-56"
            disabled={save.isPending || uploading}
          >
            {save.isPending ? sendingLabel : submitLabel}
          </button>
        </div>
      )}
    </form>
  );
}

/**
 * A GSTIN of the right shape and check character, of Andhra Pradesh (37), as the field's example:
 * an example the form itself would refuse teaches the wrong shape.
 */
export const GSTIN_EXAMPLE = '37AAPFS1234K1ZV';

/**
 * The company's logo (optional), uploaded as soon as it is chosen and saved with the form. Shown
 * whole on a light square, whatever its shape; logos are public uploads, so a plain image does.
 */
function LogoField({ logo, error, onUploading, onChange }: { logo: string } & ImageUploadHandlers) {
  const { t } = useLingui();
  const [failed, setFailed] = useState<string | null>(null);
  return (
    <ImageUploadField
      noun="picture"
      value={logo}
      removable
      rowClassName="flex flex-wrap items-center gap-4"
      error={error}
      onUploading={onUploading}
      onChange={onChange}
      legend={
        <>
          <Trans>Logo</Trans>{' '}
          <span className="font-normal text-muted">
            <Trans>(optional)</Trans>
          </span>
        </>
      }
      preview={
        <span className="grid h-20 w-20 shrink-0 place-items-center overflow-hidden rounded-xl bg-slate-50 text-3xl text-muted ring-1 ring-slate-200">
          {logo && failed !== logo ? (
            <img
              src={imageUrl(logo)}
              alt={t`Your company's logo`}
              className="h-full w-full object-contain p-1"
              onError={() => setFailed(logo)}
            />
          ) : (
            <BuildingIcon aria-hidden="true" />
          )}
        </span>
      }
    />
  );
}

/** The PAN is inside the GSTIN (its characters 3 to 12): shown, never asked for again. */
function PanOfGstin({ gstin }: { gstin: string }) {
  const pan = isGstin(gstin.trim()) ? panOfGstin(gstin.trim()) : '';
  return (
    <div className="text-sm">
      <p className="font-medium text-ink">
        <Trans>PAN</Trans>
      </p>
      <p className="mt-2 font-mono text-base text-ink">{pan || '—'}</p>
      <p className="mt-1 text-muted">
        <Trans>Read from your GSTIN.</Trans>
      </p>
    </div>
  );
}
