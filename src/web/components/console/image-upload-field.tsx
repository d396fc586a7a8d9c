import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useId, useState, type ChangeEvent, type ReactNode } from 'react';
import { UPLOAD_MAX_BYTES } from '@shared/constants';
import { messageRef } from '@shared/message-ref';
import { UPLOAD_MIME_TYPES } from '@shared/partner-constants';
import { useTranslateMessage } from '../../lib/i18n/server-messages';
import { uploadImage } from '../../lib/upload-image';
import { useFailureReason } from './failure';

const MB = 1024 * 1024;

// What the buttons call the image: a driver's photo, or the picture of a blog, strip or listing.
const WORDS: Record<
  'photo' | 'picture',
  Record<'choose' | 'change' | 'remove' | 'uploading', MessageDescriptor>
> = {
  photo: {
    choose: msg`Choose photo`,
    change: msg`Change photo`,
    remove: msg`Remove photo`,
    uploading: msg`Uploading photo…`,
  },
  picture: {
    choose: msg`Choose picture`,
    change: msg`Change picture`,
    remove: msg`Remove picture`,
    uploading: msg`Uploading picture…`,
  },
};

/** What a form gives an image field: its own error, and where the upload's progress and path go. */
export interface ImageUploadHandlers {
  /** The form's own error for the field, translated. */
  error: string | undefined;
  onUploading: (uploading: boolean) => void;
  onChange: (path: string) => void;
}

/**
 * One image of a form (a driver's photo in the partner portal, a blog's cover in the operators'
 * console): uploaded as soon as it is chosen (POST /api/uploads), so the form shows it before
 * saving, and saved as the path the upload answered. What the server would refuse (not an image,
 * over 5 MB) is said before sending. The area gives the legend and the preview.
 */
export function ImageUploadField({
  legend,
  preview,
  noun,
  value,
  removable,
  rowClassName,
  visibility = 'public',
  error,
  onUploading,
  onChange,
}: {
  legend: ReactNode;
  /** The image as it stands (or a placeholder when there is none). */
  preview: ReactNode;
  noun: 'photo' | 'picture';
  /** The saved path, or '' for none. */
  value: string;
  /** Whether the image may be taken away (an optional one). */
  removable: boolean;
  /** The preview and the buttons' row. */
  rowClassName: string;
  /** Private for a picture only its uploader may see until it is saved: a receipt. */
  visibility?: 'public' | 'private';
} & ImageUploadHandlers) {
  const { i18n } = useLingui();
  const translate = useTranslateMessage();
  const reasonOf = useFailureReason();
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const shownError = uploadError ?? error;
  const words = WORDS[noun];

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
      onChange(await uploadImage(file, visibility));
    } catch (failure) {
      setUploadError(reasonOf(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <fieldset aria-describedby={shownError ? errorId : undefined}>
      <legend className="field-label">{legend}</legend>
      <div className={rowClassName}>
        {preview}
        <div className="flex flex-wrap gap-2">
          <label
            htmlFor={inputId}
            className="btn-outline cursor-pointer has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent-500"
          >
            {i18n._(value ? words.change : words.choose)}
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
          {value && removable && !uploading ? (
            <button
              type="button"
              className="btn-ghost"
              onClick={() => {
                setUploadError(null);
                onChange('');
              }}
            >
              {i18n._(words.remove)}
            </button>
          ) : null}
        </div>
      </div>
      {uploading ? (
        <p role="status" className="mt-2 text-sm text-muted">
          {i18n._(words.uploading)}
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
