import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { UPLOAD_MAX_BYTES } from '@shared/constants';
import { UPLOAD_MIME_TYPES } from '@shared/partner-constants';
import { CAR_PHOTOS_MAX } from '@shared/partner-constants';
import { messageRef } from '@shared/message-ref';
import { ChevronLeftIcon, ChevronRightIcon, XIcon } from '../../components/icons';
import { ApiError } from '../../lib/api-client';
import { useTranslateMessage } from '../../lib/i18n/server-messages';
import { useFailureReason } from '../../components/console/failure';
import { CarIcon } from '../components/icons';
import { PrivateImage, privateImageKey } from '../../components/private-image';
import { uploadCarPhoto } from './api';
import { shrinkPhoto } from './shrink-photo';

const MB = 1024 * 1024;

interface Upload {
  key: string;
  file: File;
  /** 0 to 1 while sending; null until the photo is ready to send. */
  progress: number | null;
  /** What went wrong, in the reader's language; the upload waits to be tried again or dropped. */
  error?: string;
}

type PhotoAction = 'cover' | 'earlier' | 'later' | 'remove';

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
 * A car's photos (docs/product/marketplace.md#fleet: up to 6 with a cover and order). Each
 * chosen file is uploaded at once with its progress shown; the stored paths join the form, which
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
  const translate = useTranslateMessage();
  const reasonOf = useFailureReason();
  const queryClient = useQueryClient();
  const inputId = useId();
  const hintId = useId();
  const [uploads, setUploads] = useState<Upload[]>([]);
  /** Files refused before sending: not pictures, or more than the car has room for. */
  const [refusal, setRefusal] = useState<{ notPictures: string[]; overflow: number | null } | null>(
    null,
  );
  const [announcement, setAnnouncement] = useState('');
  const listRef = useRef<HTMLOListElement>(null);
  const addRef = useRef<HTMLInputElement>(null);
  const focusNext = useRef<{ photo: string | null; action: PhotoAction } | null>(null);
  const controllers = useRef(new Map<string, AbortController>());

  // Uploads still running when the editor closes are abandoned (the server sweeps what is unused).
  useEffect(() => {
    const running = controllers.current;
    return () => {
      for (const controller of running.values()) controller.abort();
    };
  }, []);

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

  const running = uploads.filter((u) => !u.error).length;
  const free = CAR_PHOTOS_MAX - photos.length - running;
  const uploading = running > 0;
  useEffect(() => {
    onUploadingChange?.(uploading);
  }, [uploading, onUploadingChange]);

  const patchUpload = (key: string, patch: Partial<Upload>) =>
    setUploads((current) => current.map((u) => (u.key === key ? { ...u, ...patch } : u)));

  async function send(upload: Upload) {
    const controller = new AbortController();
    controllers.current.set(upload.key, controller);
    try {
      const file = await shrinkPhoto(upload.file);
      if (file.size > UPLOAD_MAX_BYTES) {
        throw new ApiError(
          413,
          messageRef('upload_too_large', { mb: UPLOAD_MAX_BYTES / MB }),
          true,
          'upload_too_large',
        );
      }
      patchUpload(upload.key, { progress: 0 });
      const path = await uploadCarPhoto(
        file,
        (progress) => patchUpload(upload.key, { progress }),
        controller.signal,
      );
      // The bytes are here already: the photo shows without being downloaded again.
      queryClient.setQueryData(privateImageKey(path), file);
      setUploads((current) => current.filter((u) => u.key !== upload.key));
      // Room was kept for it when it was chosen; the check guards against a photo chosen twice.
      onChange((current) =>
        current.length < CAR_PHOTOS_MAX && !current.includes(path)
          ? [...current, path]
          : [...current],
      );
      const name = upload.file.name;
      setAnnouncement(t`Photo ${name} added.`);
    } catch (failure) {
      // Abandoned with the editor: nobody is there to tell.
      if ((failure as { name?: unknown } | null)?.name === 'AbortError') return;
      patchUpload(upload.key, { error: reasonOf(failure), progress: null });
    } finally {
      controllers.current.delete(upload.key);
    }
  }

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []);
    // The same file can be chosen again after a failure.
    event.target.value = '';
    if (files.length === 0) return;
    const accepted: Upload[] = [];
    const notPictures: string[] = [];
    for (const file of files) {
      // A phone may not say a file's type: then the server judges it by its content.
      if (file.type && !UPLOAD_MIME_TYPES.includes(file.type)) {
        notPictures.push(file.name);
        continue;
      }
      if (accepted.length >= free) continue;
      accepted.push({ key: crypto.randomUUID(), file, progress: null });
    }
    const overflow =
      files.length - notPictures.length - accepted.length > 0 ? Math.max(free, 0) : null;
    setRefusal(notPictures.length > 0 || overflow !== null ? { notPictures, overflow } : null);
    if (accepted.length === 0) return;
    setUploads((current) => [...current, ...accepted]);
    for (const upload of accepted) void send(upload);
  }

  function retry(upload: Upload) {
    const fresh = { ...upload, error: undefined, progress: null };
    patchUpload(upload.key, fresh);
    void send(fresh);
  }

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
                <div className="relative aspect-[4/3] overflow-hidden rounded-lg ring-1 ring-slate-200">
                  <PrivateImage
                    src={photo}
                    alt={index === 0 ? t`Cover photo` : t`Photo ${number}`}
                    className="h-full w-full object-cover"
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
              onDismiss={() => setUploads((current) => current.filter((u) => u !== upload))}
            />
          ))}
        </ul>
      ) : null}

      {refusal ? (
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
              <Trans>
                A car can have at most {CAR_PHOTOS_MAX} photos: remove one to add another.
              </Trans>
            </p>
          )}
        </div>
      ) : null}
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

function IconButton({
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

function UploadLine({
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
