import { zodResolver } from '@hookform/resolvers/zod';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import { useForm, type FieldErrors, type UseFormRegisterReturn } from 'react-hook-form';
import { CITIES, DEFAULT_CITY, RATE_DEFAULTS } from '@shared/constants';
import {
  CompanyBodySchema,
  type CompanyBody,
  type CompanyBodyInput,
  type PartnerCompany,
} from '@shared/contracts/partner';
import { ApiError } from '../../lib/api-client';
import { CITY_LABELS } from '../../lib/i18n/labels';
import { useTranslateMessage } from '../../lib/i18n/server-messages';
import { CompanyRefusedError, useSaveCompany } from '../api';

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
      pan: '',
      phone: '',
      whatsapp: '',
      email: '',
      imageUrl: '',
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
    pan: company.pan,
    phone: company.phone,
    whatsapp: company.whatsapp,
    email: company.email,
    // Not edited here yet, but sent back: the PUT replaces every field, the logo too.
    imageUrl: company.imageUrl,
    driverAllowancePerDay: company.driverAllowancePerDay,
    nightChargePerNight: company.nightChargePerNight,
    outstationMinKmPerDay: company.outstationMinKmPerDay,
  };
}

const FIELD_NAMES = new Set<string>(Object.keys(companyFormValues()));
const isFieldName = (name: string): name is FieldName => FIELD_NAMES.has(name);

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
 * The travel company's details (MARKETPLACE "Partner portal"), checked with the shared
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
  const translate = useTranslateMessage();
  const form = useForm<CompanyBodyInput, unknown, CompanyBody>({
    resolver: zodResolver(CompanyBodySchema),
    defaultValues: companyFormValues(company),
  });
  const {
    register: field,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitted },
  } = form;
  const save = useSaveCompany(mode, {
    onSaved: (saved) => {
      reset(companyFormValues(saved));
      onSaved(saved);
    },
    onRefused: (error) => {
      if (!(error instanceof CompanyRefusedError)) return;
      let first = true;
      for (const refused of error.fields) {
        if (!isFieldName(refused.field)) continue;
        setError(
          refused.field,
          // English, like the form's own rules: translated when shown, so a language switch follows.
          { type: 'server', message: refused.message },
          { shouldFocus: first },
        );
        first = false;
      }
    },
  });
  const onSubmit = handleSubmit((body) => save.mutate(body));

  const errorCount = countErrors(errors);
  // A refusal the fields already show is not repeated above the button.
  const refusal =
    save.error &&
    !(
      save.error instanceof CompanyRefusedError &&
      save.error.fields.some((f) => isFieldName(f.field))
    )
      ? translate(save.error.message, save.error instanceof ApiError ? save.error.code : undefined)
      : null;
  const message = (error: { message?: string } | undefined) =>
    error?.message ? translate(error.message) : undefined;

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-busy={save.isPending}>
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
            >
              {CITIES.map((city) => (
                <option key={city} value={city}>
                  {i18n._(CITY_LABELS[city])}
                </option>
              ))}
            </SelectField>
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
          <CitiesField error={message(errors.citiesServed)} registration={field('citiesServed')} />
        </Section>

        <Section title={t`Tax details`}>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={t`GSTIN`}
              hint={t`The 15 characters on your GST certificate; your PAN is inside it.`}
              upperCase
              maxLength={15}
              placeholder="37ABCDE1234F1Z5"
              error={message(errors.gstin)}
              registration={field('gstin')}
            />
            <TextField
              label={t`PAN`}
              hint={t`The company's 10-character PAN, as in your GSTIN.`}
              upperCase
              maxLength={10}
              placeholder="ABCDE1234F"
              error={message(errors.pan)}
              registration={field('pan')}
            />
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
          {isSubmitted && errorCount > 0 ? (
            <Alert>
              <Plural
                value={errorCount}
                one="One field needs correcting: see the message under it."
                other="# fields need correcting: see the messages under them."
              />
            </Alert>
          ) : null}
          {refusal ? <Alert>{refusal}</Alert> : null}
          <button
            type="submit"
            className="btn-primary w-full py-3 text-base sm:w-auto sm:min-w-56"
            disabled={save.isPending}
          >
            {save.isPending ? sendingLabel : submitLabel}
          </button>
        </div>
      )}
    </form>
  );
}

function countErrors(errors: FieldErrors<CompanyBodyInput>): number {
  return Object.keys(errors).filter((name) => name !== 'root').length;
}

// ---- parts ------------------------------------------------------------------------------------

function Section({ title, note, children }: { title: string; note?: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="card p-5 sm:p-6">
      <h2 id={id} className="text-lg font-bold text-brand-900">
        {title}
      </h2>
      {note ? <p className="mt-0.5 text-sm text-muted">{note}</p> : null}
      <div className="mt-4">{children}</div>
    </section>
  );
}

function Alert({ children }: { children: ReactNode }) {
  return (
    <p
      role="alert"
      className="rounded-lg border border-danger/30 bg-red-50 px-3 py-2 text-sm text-danger"
    >
      {children}
    </p>
  );
}

/** The ids and attributes that tie a control to its hint and its error. */
function useDescription(hint: string | undefined, error: string | undefined) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return {
    id,
    control: {
      id,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy || undefined,
    },
    hint: hint ? (
      <p id={hintId} className="mt-1 text-xs text-muted">
        {hint}
      </p>
    ) : null,
    error: error ? (
      <p id={errorId} className="field-error">
        {error}
      </p>
    ) : null,
  };
}

function Label({
  htmlFor,
  label,
  optional,
}: {
  htmlFor: string;
  label: string;
  optional?: boolean;
}) {
  return (
    <label htmlFor={htmlFor} className="field-label">
      {label}
      {optional ? (
        <span className="ml-1 font-normal text-muted">
          <Trans>(optional)</Trans>
        </span>
      ) : null}
    </label>
  );
}

interface TextFieldProps {
  label: string;
  hint?: string;
  error: string | undefined;
  registration: UseFormRegisterReturn;
  optional?: boolean;
  multiline?: boolean;
  upperCase?: boolean;
  type?: 'text' | 'tel' | 'email';
  inputMode?: 'text' | 'tel' | 'email';
  autoComplete?: string;
  placeholder?: string;
  maxLength?: number;
}

function TextField({
  label,
  hint,
  error,
  registration,
  optional,
  multiline,
  upperCase,
  type = 'text',
  inputMode,
  autoComplete = 'off',
  placeholder,
  maxLength,
}: TextFieldProps) {
  const description = useDescription(hint, error);
  const className = `field-input ${error ? 'border-danger' : ''} ${upperCase ? 'uppercase placeholder:normal-case' : ''}`;
  return (
    <div>
      <Label htmlFor={description.id} label={label} optional={optional} />
      {multiline ? (
        <textarea
          rows={3}
          className={className}
          autoComplete={autoComplete}
          {...description.control}
          {...registration}
        />
      ) : (
        <input
          type={type}
          className={className}
          inputMode={inputMode}
          autoComplete={autoComplete}
          // Tax numbers are capitals: phones show the capital keyboard, and no word is "fixed".
          autoCapitalize={upperCase ? 'characters' : undefined}
          autoCorrect={upperCase ? 'off' : undefined}
          spellCheck={upperCase ? false : undefined}
          placeholder={placeholder}
          maxLength={maxLength}
          {...description.control}
          {...registration}
        />
      )}
      {description.hint}
      {description.error}
    </div>
  );
}

function SelectField({
  label,
  error,
  registration,
  children,
}: {
  label: string;
  error: string | undefined;
  registration: UseFormRegisterReturn;
  children: ReactNode;
}) {
  const description = useDescription(undefined, error);
  return (
    <div>
      <Label htmlFor={description.id} label={label} />
      <select
        className={`field-input ${error ? 'border-danger' : ''}`}
        {...description.control}
        {...registration}
      >
        {children}
      </select>
      {description.error}
    </div>
  );
}

function NumberField({
  label,
  hint,
  error,
  registration,
  prefix,
  suffix,
}: {
  label: string;
  hint?: string;
  error: string | undefined;
  registration: UseFormRegisterReturn;
  prefix?: string;
  suffix?: string;
}) {
  const description = useDescription(hint, error);
  return (
    <div>
      <Label htmlFor={description.id} label={label} />
      <div className="relative">
        {prefix ? (
          <span
            className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm text-muted"
            aria-hidden="true"
          >
            {prefix}
          </span>
        ) : null}
        <input
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          className={`field-input ${prefix ? 'pl-7' : ''} ${suffix ? 'pr-12' : ''} ${error ? 'border-danger' : ''}`}
          {...description.control}
          {...registration}
        />
        {suffix ? (
          <span
            className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-muted"
            aria-hidden="true"
          >
            {suffix}
          </span>
        ) : null}
      </div>
      {description.hint}
      {description.error}
    </div>
  );
}

/** Cities served: one checkbox per city, as large targets that wrap on a phone. */
function CitiesField({
  error,
  registration,
}: {
  error: string | undefined;
  registration: UseFormRegisterReturn;
}) {
  const { t, i18n } = useLingui();
  const description = useDescription(undefined, error);
  return (
    <fieldset aria-describedby={description.control['aria-describedby']}>
      <legend className="sr-only">{t`Cities you serve`}</legend>
      <div className="flex flex-wrap gap-2">
        {CITIES.map((city) => (
          <label
            key={city}
            className="flex cursor-pointer items-center gap-2 rounded-full border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-ink transition-colors hover:border-brand-500 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:checked]:text-brand-700 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent-500 has-[:disabled]:cursor-default"
          >
            <input
              type="checkbox"
              value={city}
              className="h-4 w-4 accent-brand-600"
              aria-invalid={error ? true : undefined}
              {...registration}
            />
            {i18n._(CITY_LABELS[city])}
          </label>
        ))}
      </div>
      {description.error}
    </fieldset>
  );
}
