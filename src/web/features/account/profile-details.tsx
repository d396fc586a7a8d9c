import { zodResolver } from '@hookform/resolvers/zod';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type ChangeEvent } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '../../lib/toast';
import { UPLOAD_MAX_BYTES } from '@shared/constants';
import {
  ProfileUpdateBodySchema,
  type ProfileUpdateBody,
  type ProfileUpdateInput,
  type UserProfile,
} from '@shared/contracts/users';
import { MailIcon, MapPinIcon, MessageIcon, PhoneIcon } from '../../components/icons';
import { isSessionEnded } from '../../lib/api-retry';
import { useFormat } from '../../lib/i18n/format';
import { ProfileSaveError, serverAnswered, useSaveProfile } from './api';

import {
  EMAIL_LABEL,
  GROUPS,
  formValues,
  gridClass,
  latestBirthDate,
  spanClass,
} from './profile-fields';
import { Avatar, ContactLine, DetailItem, ProfileInput } from './profile-parts';
import { type SaveFailure, saveHeadline, saveProblemText } from './profile-save-failure';

// The profile itself: read-only until Edit Profile, then the form that saves it.

export function ProfileDetails({ profile }: { profile: UserProfile }) {
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
    // docs/product/storefront.md#page-states: Cancel goes back to view mode with the saved values.
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
    // docs/product/storefront.md#uploads: the server takes at most 5 MB; say so before uploading.
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
          // docs/product/storefront.md#errors: each step and each kind of failure has its own message.
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
