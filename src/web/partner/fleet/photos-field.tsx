import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import { CAR_PHOTOS_MAX, UPLOAD_MIME_TYPES } from '@shared/partner-constants';
import { ChevronLeftIcon, ChevronRightIcon, XIcon } from '../../components/icons';
import { PrivateImage } from '../../components/private-image';
import { CarIcon } from '../components/icons';
import { IconButton, PhotoRefusalAlert, UploadLine, type PhotoAction } from './photo-parts';
import { usePhotoUploads } from './use-photo-uploads';

interface PhotosFieldProps {
  photos: readonly string[];
  /** Changes the photos from the ones in the form at that moment (uploads finish at any time). */
  onChange: (change: (photos: readonly string[]) => string[]) => void;
  disabled?: boolean;
  /** A refusal of the photos from the server, translated. */
  error?: string;
  /** The photos differ from the saved car's: they are kept only when the car is saved. */
  unsaved?: boolean;
  /** Told when uploads start and end: saving meanwhile would leave the running ones out. */
  onUploadingChange?: (uploading: boolean) => void;
}

/**
 * A car's photos, up to six in the order customers see them. Each chosen file is uploaded at once with its progress shown; the stored paths join the form, which
 * saves them with the car. The first photo is the cover. Every change works by keyboard: the
 * moved photo's button keeps the focus, and a live region says where the photo went.
 */
export function PhotosField({
  photos,
  onChange,
  disabled,
  error,
  unsaved,
  onUploadingChange,
}: PhotosFieldProps) {
  const { t } = useLingui();
  const inputId = useId();
  const hintId = useId();
  const [announcement, setAnnouncement] = useState('');
  const { uploads, refusal, free, choose, retry, dismiss } = usePhotoUploads({
    photos,
    onChange,
    onUploadingChange,
    announce: setAnnouncement,
  });
  const listRef = useRef<HTMLOListElement>(null);
  const addRef = useRef<HTMLInputElement>(null);
  const focusNext = useRef<{ photo: string | null; action: PhotoAction } | null>(null);

  // After a move or a removal, the focus goes back where the reader was working.
  useEffect(() => {
    const wanted = focusNext.current;
    if (!wanted) return;
    focusNext.current = null;
    if (wanted.photo === null) {
      addRef.current?.focus();
      return;
    }
    const item = Array.from(listRef.current?.children ?? []).find(
      (element) => element instanceof HTMLElement && element.dataset.photo === wanted.photo,
    );
    const candidates = Array.from(item?.querySelectorAll('button') ?? []).filter(
      (button) => !button.disabled,
    );
    const same = candidates.find((button) => button.dataset.action === wanted.action);
    (same ?? candidates[0])?.focus();
  }, [photos]);

  function move(index: number, action: PhotoAction) {
    const photo = photos[index]!;
    const position = photos.length;
    if (action === 'remove') {
      const next = photos.filter((_, i) => i !== index);
      // The photo that takes its place, or the one before it, or the add button.
      focusNext.current = { photo: next[index] ?? next[index - 1] ?? null, action: 'remove' };
      onChange(() => next);
      const number = index + 1;
      setAnnouncement(t`Photo ${number} removed.`);
      return;
    }
    const to = action === 'cover' ? 0 : action === 'earlier' ? index - 1 : index + 1;
    if (to < 0 || to >= position) return;
    const next = [...photos];
    next.splice(index, 1);
    next.splice(to, 0, photo);
    focusNext.current = { photo, action: action === 'cover' ? 'later' : action };
    onChange(() => next);
    const place = to + 1;
    setAnnouncement(
      to === 0 ? t`Photo is now the cover.` : t`Photo moved to place ${place} of ${position}.`,
    );
  }

  const count = photos.length;
  return (
    <div>
      <p id={hintId} className="text-sm text-muted">
        <Trans>
          Up to {CAR_PHOTOS_MAX} photos: {count} of {CAR_PHOTOS_MAX}. The first one is the cover,
          the photo customers see in the list. Clear daylight photos of the outside and the seats
          are approved fastest.
        </Trans>
      </p>

      {photos.length > 0 ? (
        <ol
          ref={listRef}
          aria-label={t`Photos in order`}
          className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3"
        >
          {photos.map((photo, index) => {
            const number = index + 1;
            return (
              <li key={photo} data-photo={photo} className="min-w-0">
                <div className="relative aspect-[4/3] overflow-hidden rounded-lg bg-slate-100 ring-1 ring-slate-200">
                  {/* Whole, as the fleet list shows it: the partner sees what was uploaded. */}
                  <PrivateImage
                    src={photo}
                    alt={index === 0 ? t`Cover photo` : t`Photo ${number}`}
                    className="h-full w-full object-contain"
                    fallback={<CarIcon className="text-3xl" />}
                  />
                  {index === 0 ? (
                    <span className="absolute left-2 top-2 rounded-full bg-brand-900/85 px-2 py-0.5 text-xs font-semibold text-white">
                      <Trans>Cover</Trans>
                    </span>
                  ) : null}
                </div>
                {disabled ? null : (
                  <div className="mt-2 flex flex-wrap items-center gap-1">
                    <IconButton
                      action="earlier"
                      label={t`Move photo ${number} earlier`}
                      disabled={index === 0}
                      onClick={() => move(index, 'earlier')}
                    >
                      <ChevronLeftIcon />
                    </IconButton>
                    <IconButton
                      action="later"
                      label={t`Move photo ${number} later`}
                      disabled={index === photos.length - 1}
                      onClick={() => move(index, 'later')}
                    >
                      <ChevronRightIcon />
                    </IconButton>
                    <IconButton
                      action="remove"
                      label={t`Remove photo ${number}`}
                      danger
                      onClick={() => move(index, 'remove')}
                    >
                      <XIcon />
                    </IconButton>
                    {index > 0 ? (
                      <button
                        type="button"
                        data-action="cover"
                        className="min-h-10 rounded-full px-2 text-xs font-semibold text-brand-700 hover:bg-brand-50"
                        aria-label={t`Make cover: photo ${number}`}
                        onClick={() => move(index, 'cover')}
                      >
                        <Trans>Make cover</Trans>
                      </button>
                    ) : null}
                  </div>
                )}
              </li>
            );
          })}
        </ol>
      ) : (
        <div className="mt-4 flex items-center gap-3 rounded-lg border border-dashed border-slate-300 p-4 text-sm text-muted">
          <CarIcon className="shrink-0 text-2xl" />
          <Trans>No photos yet. A car needs photos before Saarthi can approve it.</Trans>
        </div>
      )}

      {uploads.length > 0 ? (
        <ul aria-label={t`Uploads`} className="mt-4 space-y-2">
          {uploads.map((upload) => (
            <UploadLine
              key={upload.key}
              upload={upload}
              onRetry={() => retry(upload)}
              onDismiss={() => dismiss(upload)}
            />
          ))}
        </ul>
      ) : null}

      {refusal ? <PhotoRefusalAlert refusal={refusal} /> : null}
      {error ? (
        <p role="alert" className="field-error">
          {error}
        </p>
      ) : null}

      {disabled ? null : (
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <label
            htmlFor={inputId}
            className={`btn-outline cursor-pointer has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent-500 ${free <= 0 ? 'pointer-events-none opacity-50' : ''}`}
          >
            <input
              ref={addRef}
              id={inputId}
              type="file"
              accept={UPLOAD_MIME_TYPES.join(',')}
              multiple
              className="sr-only"
              disabled={free <= 0}
              aria-describedby={hintId}
              onChange={choose}
            />
            <Trans>Add photos</Trans>
          </label>
          {unsaved ? (
            <p className="text-sm font-medium text-accent-700">
              <Trans>Save the car to keep these photo changes.</Trans>
            </p>
          ) : null}
        </div>
      )}

      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
