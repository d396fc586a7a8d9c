import { zodResolver } from '@hookform/resolvers/zod';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useState, type ChangeEvent, type ReactNode } from 'react';
import { useForm, type FieldError, type UseFormRegisterReturn } from 'react-hook-form';
import { toast } from 'react-toastify';
import { UPLOAD_MAX_BYTES } from '@shared/constants';
import {
  ProfileUpdateBodySchema,
  type ProfileUpdateBody,
  type ProfileUpdateInput,
  type UserProfile,
} from '@shared/contracts/users';
import { MINIMUM_AGE, isMaskedAadhaar, isMaskedPan } from '@shared/validators';
import { MailIcon, MapPinIcon, MessageIcon, PhoneIcon } from '../../components/icons';
import { ImageWithFallback } from '../../components/image-with-fallback';
import { PageHeader } from '../../components/page-header';
import { ApiError } from '../../lib/api-client';
import { isSessionEnded } from '../../lib/api-retry';
import { useTranslateMessage } from '../../lib/i18n/server-messages';
import { ACCOUNT_TABLES } from './account-messages';
import { useAuth } from '../../lib/use-auth';
import { useFormat, type Formatters } from '../../lib/i18n/format';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useProfile } from '../../lib/profile';
import { ProfileSaveError, errorReason, serverAnswered, useSaveProfile } from './api';
import { LoginLink } from '../../components/login-link';

/** spec §2 /profile: the signed-in user's details, read-only until Edit Profile. */
export function ProfilePage() {
  const { t } = useLingui();
  useDocumentTitle(t`My Profile`);
  const { isSignedIn } = useAuth();
  return (
    <>
      <PageHeader
        title={t`My Profile`}
        subtitle={t`Keep your contact details up to date so travel companies can reach you.`}
      />
      <div className="container-page -mt-6 pb-16 sm:-mt-8">
        {isSignedIn ? <ProfileLoader /> : <SignedOut />}
      </div>
    </>
  );
}

function Panel({ children }: { children: ReactNode }) {
  return <div className="card mx-auto max-w-xl p-8 text-center">{children}</div>;
}

function SignedOut() {
  return (
    <Panel>
      <p className="text-lg font-semibold text-brand-900">
        <Trans>Please log in to see your profile</Trans>
      </p>
      <p className="mt-1 text-muted">
        <Trans>Your profile keeps your contact details and documents in one place.</Trans>
      </p>
      <LoginLink className="btn-primary mt-6">
        <Trans>Login or Sign Up</Trans>
      </LoginLink>
    </Panel>
  );
}

// spec §8: the server said no, or the request never got an answer.
const LOAD_REFUSED = msg`Failed to load profile`;
const LOAD_UNREACHABLE = msg`Error fetching profile`;

function ProfileLoader() {
  const { i18n } = useLingui();
  const profile = useProfile();
  const error = profile.error;

  useEffect(() => {
    // An ended session is said once, by the layout, and the page asks to log in.
    if (!error || isSessionEnded(error)) return;
    // One toast per failure (i18n is the same object in every language, so a switch adds none).
    toast.error(i18n._(serverAnswered(error) ? LOAD_REFUSED : LOAD_UNREACHABLE), {
      toastId: 'profile-load',
    });
  }, [error, i18n]);

  if (profile.isPending) {
    return (
      <div
        className="grid gap-6 lg:grid-cols-[300px_minmax(0,1fr)]"
        role="status"
        aria-live="polite"
      >
        <span className="sr-only">
          <Trans>Loading your profile…</Trans>
        </span>
        <div
          className="card flex animate-pulse items-center gap-4 p-6 lg:flex-col"
          aria-hidden="true"
        >
          <div className="h-20 w-20 rounded-full bg-slate-200 sm:h-24 sm:w-24" />
          <div className="w-full flex-1 space-y-3">
            <div className="h-5 w-2/3 rounded bg-slate-200 lg:mx-auto" />
            <div className="h-4 w-1/2 rounded bg-slate-100 lg:mx-auto" />
          </div>
        </div>
        <div className="card grid animate-pulse gap-4 p-6 sm:grid-cols-2 sm:p-8" aria-hidden="true">
          {Array.from({ length: 6 }, (_, index) => (
            <div key={index} className="h-10 rounded bg-slate-100" />
          ))}
        </div>
      </div>
    );
  }

  if (profile.isError) {
    const sessionEnded = profile.error instanceof ApiError && profile.error.status === 401;
    return (
      <Panel>
        <p role="alert" className="text-lg font-semibold text-danger">
          {i18n._(serverAnswered(profile.error) ? LOAD_REFUSED : LOAD_UNREACHABLE)}
        </p>
        <p className="mt-1 text-muted">
          {sessionEnded ? (
            <Trans>Your session has ended. Please log in again.</Trans>
          ) : (
            errorReason(i18n, profile.error)
          )}
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          {sessionEnded ? (
            <LoginLink className="btn-primary">
              <Trans>Login</Trans>
            </LoginLink>
          ) : (
            <button type="button" className="btn-primary" onClick={() => void profile.refetch()}>
              <Trans>Try again</Trans>
            </button>
          )}
        </div>
      </Panel>
    );
  }

  return <ProfileDetails profile={profile.data} />;
}

// ---- view and edit ----------------------------------------------------------------------------

type FieldName = Exclude<keyof ProfileUpdateInput, 'userProfilePhoto'>;

interface FieldSpec {
  name: FieldName;
  label: MessageDescriptor;
  type?: 'text' | 'tel' | 'date';
  inputMode?: 'numeric' | 'tel' | 'text';
  autoComplete?: string;
  /** A hint in the reader's language, or an example that reads the same in every language. */
  placeholder?: MessageDescriptor | string;
  /** Spans the whole row of its section. */
  wide?: boolean;
  /** Long values take a whole row of the two-column phone layout. */
  wideOnPhone?: boolean;
  /** Shown in the form only: the summary card already shows it. */
  editOnly?: boolean;
  /** How the value reads in view mode. */
  /** How the read-only profile shows the value (a date in the reader's Indian format). */
  show?: (value: string, format: Formatters) => string;
  /**
   * True for the masked value the server answers (DESIGN 10): the whole of it is selected on
   * focus, so that typing a new number replaces it.
   */
  masked?: (value: string) => boolean;
}

interface FieldGroup {
  key: string;
  title: MessageDescriptor;
  note?: MessageDescriptor;
  /** What the form says under the section's title. */
  editNote?: MessageDescriptor;
  /** Grid columns from the small breakpoint up. */
  columns: 2 | 3;
  /** The personal group also shows the (unchangeable) email. */
  withEmail?: boolean;
  fields: readonly FieldSpec[];
}

const GROUPS: readonly FieldGroup[] = [
  {
    key: 'personal',
    title: msg`Personal details`,
    columns: 2,
    withEmail: true,
    fields: [
      { name: 'userName', label: msg`Full name`, autoComplete: 'name', editOnly: true },
      {
        name: 'usermobile',
        label: msg`Mobile number`,
        type: 'tel',
        inputMode: 'tel',
        autoComplete: 'tel-national',
        placeholder: msg`10-digit mobile number`,
      },
      {
        name: 'userWhatsapp',
        label: msg`WhatsApp number`,
        type: 'tel',
        inputMode: 'tel',
        placeholder: msg`10-digit WhatsApp number`,
      },
      {
        name: 'dob',
        label: msg`Date of birth`,
        type: 'date',
        autoComplete: 'bday',
        show: (value, format) => format.date(calendarNoon(value), { dateStyle: 'medium' }) || value,
      },
    ],
  },
  {
    key: 'address',
    title: msg({ message: 'Address', comment: 'Heading of the address section of the profile' }),
    columns: 3,
    fields: [
      {
        name: 'userAddress',
        label: msg({ message: 'Address', comment: 'Label of the street address field' }),
        autoComplete: 'street-address',
        wide: true,
        placeholder: msg`House no., street, area`,
      },
      { name: 'userCity', label: msg`City`, autoComplete: 'address-level2' },
      { name: 'userState', label: msg`State`, autoComplete: 'address-level1' },
      {
        name: 'userPincode',
        label: msg`PIN code`,
        inputMode: 'numeric',
        autoComplete: 'postal-code',
        placeholder: msg`6 digits`,
      },
    ],
  },
  {
    key: 'identity',
    title: msg`Identity documents`,
    // DESIGN 10: the server keeps only what the masks need and never answers a full number.
    note: msg`Aadhaar and PAN are shown masked, with only their last four characters.`,
    editNote: msg`To change Aadhaar or PAN, type the new number over the masked one. Empty the field to remove it.`,
    columns: 3,
    fields: [
      {
        name: 'userAadhar',
        label: msg`Aadhaar number`,
        inputMode: 'numeric',
        placeholder: msg`12 digits`,
        masked: isMaskedAadhaar,
      },
      { name: 'userPAN', label: msg`PAN`, placeholder: 'ABCDE1234F', masked: isMaskedPan },
      {
        name: 'userDL',
        label: msg`Driving licence`,
        placeholder: msg`e.g. AP16 20110012345`,
        wideOnPhone: true,
      },
    ],
  },
];

const EMAIL_LABEL = msg`Email`;

// Read-only values are short enough to sit two to a row on a phone; inputs get the full width.
const gridClass = (columns: 2 | 3, compact = false) =>
  `grid gap-x-6 gap-y-4 ${columns === 3 ? `${compact ? 'grid-cols-2 ' : ''}sm:grid-cols-3` : 'sm:grid-cols-2'}`;
/** A calendar day read at noon UTC, so that no time zone moves it to the day before or after. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- an ISO time, not text
const calendarNoon = (day: string) => `${day.slice(0, 10)}T12:00:00Z`;

function spanClass(spec: FieldSpec, columns: 2 | 3, compact = false): string {
  if (spec.wide)
    return columns === 3 ? `${compact ? 'col-span-2 ' : ''}sm:col-span-3` : 'sm:col-span-2';
  return compact && spec.wideOnPhone && columns === 3 ? 'col-span-2 sm:col-span-1' : '';
}

/**
 * The form's starting values: what the server answered (dates as YYYY-MM-DD; Aadhaar and PAN
 * masked, which sent back unchanged keep the stored numbers).
 */
function formValues(profile: UserProfile): ProfileUpdateInput {
  return {
    userName: profile.userName,
    usermobile: profile.usermobile,
    userWhatsapp: profile.userWhatsapp,
    dob: profile.dob.slice(0, 10),
    userAddress: profile.userAddress,
    userCity: profile.userCity,
    userState: profile.userState,
    userPincode: profile.userPincode,
    userAadhar: profile.userAadhar,
    userPAN: profile.userPAN,
    userDL: profile.userDL,
    userProfilePhoto: profile.userProfilePhoto,
  };
}

/** spec §1: adults only, so the date picker stops at today minus 18 years. */
function latestBirthDate(today: Date = new Date()): string {
  return new Date(
    Date.UTC(today.getUTCFullYear() - MINIMUM_AGE, today.getUTCMonth(), today.getUTCDate()),
  )
    .toISOString()
    .slice(0, 10);
}

function initials(profile: UserProfile): string {
  const words = (profile.userName || profile.userEmail).trim().split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
}

function Avatar({ profile, preview }: { profile: UserProfile; preview: string | null }) {
  const { t } = useLingui();
  const name = profile.userName;
  const className =
    'h-20 w-20 shrink-0 rounded-full object-cover ring-4 ring-white shadow-card sm:h-24 sm:w-24';
  if (preview)
    return (
      <img
        src={preview}
        alt={t`New profile photo preview`}
        width={96}
        height={96}
        className={className}
      />
    );
  if (profile.userProfilePhoto) {
    return (
      <ImageWithFallback
        src={profile.userProfilePhoto}
        alt={name ? t`${name} profile photo` : t`Your profile photo`}
        width={96}
        height={96}
        className={className}
      />
    );
  }
  return (
    <span
      className={`${className} inline-flex items-center justify-center bg-brand-100 text-2xl font-bold text-brand-700`}
      aria-hidden="true"
    >
      {initials(profile) || '?'}
    </span>
  );
}

function ContactLine({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex min-w-0 items-center gap-2 text-sm text-muted">
      <span className="shrink-0 text-brand-600" aria-hidden="true">
        {icon}
      </span>
      <span className="min-w-0 break-words">{children}</span>
    </li>
  );
}

/** A failed save: which step, and whether the server answered (spec §8). */
interface SaveFailure {
  step: ProfileSaveError['step'];
  answered: boolean;
  reason: unknown;
}

interface SaveHeadlines {
  answered: MessageDescriptor;
  unreachable: MessageDescriptor;
}

const SAVE_HEADLINES: Record<SaveFailure['step'], SaveHeadlines> = {
  upload: {
    answered: msg`Image upload failed`,
    unreachable: msg`Something went wrong while uploading image.`,
  },
  update: {
    answered: msg`Failed to update profile`,
    unreachable: msg`Something went wrong while updating profile.`,
  },
};

const saveHeadline = (i18n: I18n, failure: SaveFailure) =>
  i18n._(SAVE_HEADLINES[failure.step][failure.answered ? 'answered' : 'unreachable']);

/** The form's alert: the headline, with the server's reason when it gave one. */
function saveProblemText(i18n: I18n, failure: SaveFailure): string {
  if (!failure.answered) return saveHeadline(i18n, failure);
  const reason = errorReason(i18n, failure.reason);
  return i18n._(
    failure.step === 'upload'
      ? msg`Image upload failed: ${reason}`
      : msg`Failed to update profile: ${reason}`,
  );
}

function ProfileDetails({ profile }: { profile: UserProfile }) {
  const format = useFormat();
  const { t, i18n } = useLingui();
  const [editing, setEditing] = useState(false);
  const [photo, setPhoto] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [photoError, setPhotoError] = useState<MessageDescriptor | null>(null);
  const [saveProblem, setSaveProblem] = useState<SaveFailure | null>(null);
  const photoInputId = useId();
  const save = useSaveProfile();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ProfileUpdateInput, unknown, ProfileUpdateBody>({
    resolver: zodResolver(ProfileUpdateBodySchema),
    defaultValues: formValues(profile),
  });

  function clearPhoto() {
    setPhoto(null);
    setPhotoError(null);
    setPreview(null);
  }

  function startEditing() {
    reset(formValues(profile));
    clearPhoto();
    setSaveProblem(null);
    setEditing(true);
  }

  function cancel() {
    // spec §4: Cancel goes back to view mode with the saved values.
    reset(formValues(profile));
    clearPhoto();
    setSaveProblem(null);
    save.reset();
    setEditing(false);
  }

  function onPhotoChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0] ?? null;
    if (!file) return clearPhoto();
    if (!file.type.startsWith('image/')) {
      clearPhoto();
      setPhotoError(msg`Please choose an image file`);
      return;
    }
    // DESIGN 9: the server takes at most 5 MB; say so before uploading.
    if (file.size > UPLOAD_MAX_BYTES) {
      clearPhoto();
      const mb = UPLOAD_MAX_BYTES / (1024 * 1024);
      setPhotoError(msg`Image must be at most ${mb} MB`);
      return;
    }
    setPhotoError(null);
    setPhoto(file);
    setPreview(null);
    // A data URL needs no cleanup, unlike a blob URL.
    const reader = new FileReader();
    reader.onload = () => setPreview(typeof reader.result === 'string' ? reader.result : null);
    reader.readAsDataURL(file);
  }

  const onSubmit = handleSubmit((values) => {
    setSaveProblem(null);
    save.mutate(
      { values, photo },
      {
        onSuccess: () => {
          toast.success(t`Profile updated successfully`);
          clearPhoto();
          setEditing(false);
          // The form was long; bring the saved summary back into view.
          window.scrollTo({ top: 0, behavior: 'smooth' });
        },
        onError: (error) => {
          const step = error instanceof ProfileSaveError ? error.step : 'update';
          const reason = error instanceof ProfileSaveError ? error.reason : error;
          // spec §8: each step and each kind of failure has its own message.
          const failure: SaveFailure = { step, answered: serverAnswered(reason), reason };
          if (!isSessionEnded(reason)) toast.error(saveHeadline(i18n, failure));
          setSaveProblem(failure);
        },
      },
    );
  });

  const place = [profile.userCity, profile.userState].filter(Boolean).join(', ');
  const whatsapp = profile.userWhatsapp;

  return (
    <div className="grid gap-6 lg:grid-cols-[300px_minmax(0,1fr)] lg:items-start">
      <section className="card p-6 lg:sticky lg:top-24" aria-labelledby="profile-name">
        <div className="flex items-center gap-4 lg:flex-col lg:text-center">
          <Avatar profile={profile} preview={editing ? preview : null} />
          <div className="min-w-0">
            <h2
              id="profile-name"
              className="break-words text-xl font-bold text-brand-900 sm:text-2xl"
            >
              {profile.userName || <Trans>Your profile</Trans>}
            </h2>
            <p className="mt-0.5 text-sm text-muted">
              <Trans>Saarthi member</Trans>
            </p>
          </div>
        </div>
        <ul className="mt-5 space-y-2 border-t border-slate-100 pt-4">
          <ContactLine icon={<MailIcon className="h-4 w-4" />}>{profile.userEmail}</ContactLine>
          <ContactLine icon={<PhoneIcon className="h-4 w-4" />}>
            {profile.usermobile || <Trans>No phone number yet</Trans>}
          </ContactLine>
          <ContactLine icon={<MessageIcon className="h-4 w-4" />}>
            {whatsapp ? <Trans>WhatsApp {whatsapp}</Trans> : <Trans>No WhatsApp number yet</Trans>}
          </ContactLine>
          <ContactLine icon={<MapPinIcon className="h-4 w-4" />}>
            {place || <Trans>City and state not added</Trans>}
          </ContactLine>
        </ul>
        <button
          type="button"
          className={`${editing ? 'btn-outline' : 'btn-primary'} mt-5 w-full`}
          onClick={editing ? cancel : startEditing}
        >
          {editing ? <Trans>Cancel</Trans> : <Trans>Edit Profile</Trans>}
        </button>
      </section>

      {editing ? (
        <form
          noValidate
          onSubmit={onSubmit}
          className="card p-6 sm:p-8"
          aria-labelledby="profile-edit-title"
        >
          <h2 id="profile-edit-title" className="text-lg font-semibold text-brand-900">
            <Trans>Edit your details</Trans>
          </h2>
          <div className="mt-5 flex flex-col gap-4 rounded-xl border border-dashed border-brand-200 bg-brand-50/60 p-4 sm:flex-row sm:items-center">
            <Avatar profile={profile} preview={preview} />
            <div className="min-w-0 flex-1">
              <label htmlFor={photoInputId} className="field-label">
                <Trans>Profile photo</Trans>
              </label>
              <input
                id={photoInputId}
                type="file"
                accept="image/*"
                onChange={onPhotoChange}
                aria-invalid={photoError ? true : undefined}
                aria-describedby={`${photoInputId}-hint`}
                className="block w-full text-sm text-muted file:mr-3 file:rounded-full file:border-0 file:bg-brand-600 file:px-4 file:py-2 file:text-sm file:font-semibold file:text-white hover:file:bg-brand-700"
              />
              <p
                id={`${photoInputId}-hint`}
                className={photoError ? 'field-error' : 'mt-1 text-xs text-muted'}
              >
                {photoError ? (
                  i18n._(photoError)
                ) : (
                  <Trans>PNG, JPEG, WebP, GIF or AVIF, up to 5 MB. Uploaded when you save.</Trans>
                )}
              </p>
            </div>
          </div>

          {GROUPS.map((group) => (
            <fieldset key={group.key} className="mt-8">
              <legend className="mb-3 text-sm font-semibold uppercase tracking-wide text-brand-700">
                {i18n._(group.title)}
              </legend>
              {group.editNote ? (
                <p className="-mt-1 mb-3 text-sm text-muted">{i18n._(group.editNote)}</p>
              ) : null}
              <div className={gridClass(group.columns)}>
                {group.fields.map((spec) => (
                  <ProfileInput
                    key={spec.name}
                    spec={spec}
                    className={spanClass(spec, group.columns)}
                    error={errors[spec.name]}
                    registration={register(spec.name)}
                    max={spec.type === 'date' ? latestBirthDate() : undefined}
                  />
                ))}
                {group.withEmail ? (
                  <div>
                    <label htmlFor="profile-email" className="field-label">
                      {i18n._(EMAIL_LABEL)}
                    </label>
                    <input
                      id="profile-email"
                      className="field-input"
                      value={profile.userEmail}
                      disabled
                      aria-describedby="profile-email-hint"
                    />
                    <p id="profile-email-hint" className="mt-1 text-xs text-muted">
                      <Trans>Your sign-in; it cannot be changed here.</Trans>
                    </p>
                  </div>
                ) : null}
              </div>
            </fieldset>
          ))}

          {saveProblem ? (
            <p
              role="alert"
              className="mt-6 rounded-lg border border-danger/30 bg-red-50 px-3 py-2 text-sm text-danger"
            >
              {saveProblemText(i18n, saveProblem)}
            </p>
          ) : null}

          <div className="mt-8 flex flex-col-reverse gap-3 border-t border-slate-100 pt-6 sm:flex-row sm:justify-end">
            <button
              type="button"
              className="btn-outline"
              onClick={cancel}
              disabled={save.isPending}
            >
              <Trans>Cancel</Trans>
            </button>
            <button type="submit" className="btn-primary" disabled={save.isPending}>
              {save.isPending ? <Trans>Saving…</Trans> : <Trans>Save Changes</Trans>}
            </button>
          </div>
        </form>
      ) : (
        <div className="space-y-6">
          {GROUPS.map((group) => (
            <section key={group.key} className="card p-6 sm:p-8" aria-label={i18n._(group.title)}>
              <h2 className="text-lg font-semibold text-brand-900">{i18n._(group.title)}</h2>
              {group.note ? <p className="mt-1 text-sm text-muted">{i18n._(group.note)}</p> : null}
              <dl className={`mt-5 ${gridClass(group.columns, true)}`}>
                {group.withEmail ? (
                  <DetailItem label={i18n._(EMAIL_LABEL)} value={profile.userEmail} />
                ) : null}
                {group.fields
                  .filter((spec) => !spec.editOnly)
                  .map((spec) => (
                    <DetailItem
                      key={spec.name}
                      label={i18n._(spec.label)}
                      value={
                        profile[spec.name]
                          ? (spec.show?.(profile[spec.name], format) ?? profile[spec.name])
                          : ''
                      }
                      className={spanClass(spec, group.columns, true)}
                    />
                  ))}
              </dl>
            </section>
          ))}
        </div>
      )}
    </div>
  );
}

function DetailItem({
  label,
  value,
  className = '',
}: {
  label: string;
  value: string;
  className?: string;
}) {
  return (
    <div className={`min-w-0 border-b border-slate-100 pb-3 ${className}`}>
      <dt className="text-xs font-semibold uppercase tracking-wide text-muted">{label}</dt>
      <dd className={`mt-1 break-words ${value ? 'text-ink' : 'italic text-muted'}`}>
        {value || <Trans>Not added</Trans>}
      </dd>
    </div>
  );
}

interface ProfileInputProps {
  spec: FieldSpec;
  className: string;
  error: FieldError | undefined;
  registration: UseFormRegisterReturn;
  max?: string;
}

function ProfileInput({ spec, className, error, registration, max }: ProfileInputProps) {
  const { i18n } = useLingui();
  const translate = useTranslateMessage(ACCOUNT_TABLES);
  const id = useId();
  const placeholder =
    typeof spec.placeholder === 'object' ? i18n._(spec.placeholder) : spec.placeholder;
  const masked = spec.masked;
  return (
    <div className={className || undefined}>
      <label htmlFor={id} className="field-label">
        {i18n._(spec.label)}
      </label>
      <input
        id={id}
        type={spec.type ?? 'text'}
        inputMode={spec.inputMode}
        autoComplete={spec.autoComplete ?? 'off'}
        placeholder={placeholder}
        max={max}
        className={`field-input ${error ? 'border-danger' : ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onFocus={
          masked
            ? (event) => {
                if (masked(event.currentTarget.value)) event.currentTarget.select();
              }
            : undefined
        }
        {...registration}
      />
      {error?.message ? (
        <p id={`${id}-error`} className="field-error">
          {translate(error.message)}
        </p>
      ) : null}
    </div>
  );
}
