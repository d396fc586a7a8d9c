import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type ChangeEvent } from 'react';
import { UPLOAD_MAX_BYTES } from '@shared/constants';
import { messageRef } from '@shared/message-ref';
import { UPLOAD_MIME_TYPES } from '@shared/partner-constants';
import { useFailureReason } from '../../components/console/failure';
import { ImageWithFallback } from '../../components/image-with-fallback';
import { useTranslateMessage } from '../../lib/i18n/server-messages';
import { uploadImage } from '../../lib/upload-image';

const MB = 1024 * 1024;

/**
 * A picture of the content (a blog's cover, a home strip's picture, a listing's photo): uploaded
 * as soon as it is chosen (POST /api/uploads, as the partner portal's photos are), shown here
 * before saving, and saved as the path the upload answered. What the server would refuse (not an
 * image, over 5 MB) is said before sending.
 */
export function ImageField({
  label,
  value,
  alt,
  optional = false,
  error,
  onUploading,
  onChange,
}: {
  label: string;
  /** The saved path, or '' for none. */
  value: string;
  /** What the picture shows, for the preview's alt text. */
  alt: string;
  optional?: boolean;
  /** The form's own error for the field, translated. */
  error: string | undefined;
  onUploading: (uploading: boolean) => void;
  onChange: (path: string) => void;
}) {
  const { t } = useLingui();
  const translate = useTranslateMessage();
  const reasonOf = useFailureReason();
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const shownError = uploadError ?? error;

  function setBusy(busy: boolean) {
    setUploading(busy);
    onUploading(busy);
  }

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // The same file chosen again after a failure must fire a change again.
    event.target.value = '';
    if (!file) return;
    if (!UPLOAD_MIME_TYPES.includes(file.type)) {
      setUploadError(translate(messageRef('upload_image_type')));
      return;
    }
    if (file.size > UPLOAD_MAX_BYTES) {
      const mb = UPLOAD_MAX_BYTES / MB;
      setUploadError(translate(messageRef('upload_too_large', { mb })));
      return;
    }
    setUploadError(null);
    setBusy(true);
    try {
      onChange(await uploadImage(file));
    } catch (failure) {
      setUploadError(reasonOf(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <fieldset aria-describedby={shownError ? errorId : undefined}>
      <legend className="field-label">
        {label}
        {optional ? (
          <span className="ml-1 font-normal text-muted">
            <Trans>(optional)</Trans>
          </span>
        ) : null}
      </legend>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <div className="grid aspect-video w-full max-w-56 shrink-0 place-items-center overflow-hidden rounded-lg border border-dashed border-slate-300 bg-slate-50 text-sm text-muted">
          {value ? (
            <ImageWithFallback
              src={value}
              alt={alt || t`Chosen picture`}
              className="h-full w-full object-cover"
            />
          ) : (
            <span>
              <Trans>No picture yet</Trans>
            </span>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <label
            htmlFor={inputId}
            className="btn-outline cursor-pointer has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent-500"
          >
            {value ? <Trans>Change picture</Trans> : <Trans>Choose picture</Trans>}
            <input
              id={inputId}
              type="file"
              accept={UPLOAD_MIME_TYPES.join(',')}
              className="sr-only"
              disabled={uploading}
              aria-invalid={shownError ? true : undefined}
              onChange={(event) => void onFile(event)}
            />
          </label>
          {value && optional && !uploading ? (
            <button
              type="button"
              className="btn-ghost"
              onClick={() => {
                setUploadError(null);
                onChange('');
              }}
            >
              <Trans>Remove picture</Trans>
            </button>
          ) : null}
        </div>
      </div>
      {uploading ? (
        <p role="status" className="mt-2 text-sm text-muted">
          <Trans>Uploading picture…</Trans>
        </p>
      ) : null}
      {shownError ? (
        <p id={errorId} role="alert" className="field-error">
          {shownError}
        </p>
      ) : null}
    </fieldset>
  );
}
