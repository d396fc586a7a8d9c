import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { messageRef } from '@shared/message-ref';
import { CAR_PHOTOS_MAX } from '@shared/partner-constants';
import { useTranslateMessage } from '../../lib/i18n/server-messages';
import type { PhotoRefusal, Upload } from './use-photo-uploads';

// The photos field's smaller pieces: a photo's buttons, an upload's line, the files refused.

export type PhotoAction = 'cover' | 'earlier' | 'later' | 'remove';

export function IconButton({
  action,
  label,
  disabled,
  danger,
  onClick,
  children,
}: {
  action: PhotoAction;
  label: string;
  disabled?: boolean;
  danger?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      data-action={action}
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
      className={`grid h-10 w-10 place-items-center rounded-full border text-lg transition-colors disabled:cursor-not-allowed disabled:opacity-40 ${
        danger
          ? 'border-red-200 text-danger hover:bg-red-50'
          : 'border-slate-300 text-brand-700 hover:bg-brand-50'
      }`}
    >
      {children}
    </button>
  );
}

export function UploadLine({
  upload,
  onRetry,
  onDismiss,
}: {
  upload: Upload;
  onRetry: () => void;
  onDismiss: () => void;
}) {
  const { t } = useLingui();
  const name = upload.file.name;
  const percent = Math.round((upload.progress ?? 0) * 100);
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-3 text-sm">
      <div className="flex items-center justify-between gap-2">
        <span className="min-w-0 truncate font-medium text-ink">{name}</span>
        {upload.error ? null : (
          <span className="shrink-0 text-muted">
            {upload.progress === null ? <Trans>Preparing…</Trans> : <Trans>{percent}%</Trans>}
          </span>
        )}
      </div>
      {upload.error ? (
        <>
          <p role="alert" className="field-error">
            {upload.error}
          </p>
          <div className="mt-2 flex flex-wrap gap-2">
            <button
              type="button"
              className="btn-outline px-4 py-1.5"
              aria-label={t`Try again: ${name}`}
              onClick={onRetry}
            >
              <Trans>Try again</Trans>
            </button>
            <button
              type="button"
              className="btn-ghost px-4 py-1.5"
              aria-label={t`Dismiss: ${name}`}
              onClick={onDismiss}
            >
              <Trans>Dismiss</Trans>
            </button>
          </div>
        </>
      ) : (
        <div
          role="progressbar"
          aria-label={t`Uploading ${name}`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="mt-2 h-2 overflow-hidden rounded-full bg-slate-100"
        >
          <div
            className="h-full rounded-full bg-brand-500 transition-[width]"
            style={{ width: `${percent}%` }}
          />
        </div>
      )}
    </li>
  );
}

/** The files refused before sending, each with why. */
export function PhotoRefusalAlert({ refusal }: { refusal: PhotoRefusal }) {
  const translate = useTranslateMessage();
  return (
    <div role="alert" className="field-error space-y-1">
      {refusal.notPictures.map((name) => (
        <p key={name}>
          {name}: {translate(messageRef('upload_image_type'))}
        </p>
      ))}
      {refusal.overflow === null ? null : refusal.overflow > 0 ? (
        <p>
          <Plural
            value={refusal.overflow}
            one="Only # more photo fits."
            other="Only # more photos fit."
          />{' '}
          <Trans>A car can have at most {CAR_PHOTOS_MAX} photos.</Trans>
        </p>
      ) : (
        <p>
          <Trans>A car can have at most {CAR_PHOTOS_MAX} photos: remove one to add another.</Trans>
        </p>
      )}
    </div>
  );
}
