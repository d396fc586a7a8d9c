import { Trans, useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import type { UserProfile } from '@shared/contracts/users';
import { ImageWithFallback } from '../../components/image-with-fallback';
import { useTranslateMessage } from '../../lib/i18n/server-messages';
import { ACCOUNT_TABLES } from './account-messages';

import { type FieldSpec } from './profile-fields';

// The small pieces of the profile page: the avatar, a contact line, a detail and an input.

function initials(profile: UserProfile): string {
  const words = (profile.userName || profile.userEmail).trim().split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
}

export function Avatar({ profile, preview }: { profile: UserProfile; preview: string | null }) {
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

export function ContactLine({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex min-w-0 items-center gap-2 text-sm text-muted">
      <span className="shrink-0 text-brand-600" aria-hidden="true">
        {icon}
      </span>
      <span className="min-w-0 break-words">{children}</span>
    </li>
  );
}

export function DetailItem({
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

export function ProfileInput({ spec, className, error, registration, max }: ProfileInputProps) {
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
