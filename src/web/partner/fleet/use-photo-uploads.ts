import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { UPLOAD_MAX_BYTES } from '@shared/constants';
import { messageRef } from '@shared/message-ref';
import { CAR_PHOTOS_MAX, UPLOAD_MIME_TYPES } from '@shared/partner-constants';
import { useFailureReason } from '../../components/console/failure';
import { privateImageKey } from '../../components/private-image';
import { ApiError } from '../../lib/api-client';
import { randomUuid } from '../../lib/uuid';
import { uploadCarPhoto } from './api';
import { shrinkPhoto } from './shrink-photo';

const MB = 1024 * 1024;

export interface Upload {
  key: string;
  file: File;
  /** 0 to 1 while sending; null until the photo is ready to send. */
  progress: number | null;
  /** What went wrong, in the reader's language; the upload waits to be tried again or dropped. */
  error?: string;
}

/** Files refused before sending: not pictures, or more than the car has room for. */
export interface PhotoRefusal {
  notPictures: string[];
  /** How many more photos fit, when more were chosen; null when they all fit. */
  overflow: number | null;
}

/**
 * The car's photo uploads: each chosen file is shrunk and sent at once with its progress, and
 * joins the photos (`onChange`) when it is stored; a failed one waits to be tried again or
 * dropped. `announce` tells screen reader users what happened.
 */
export function usePhotoUploads({
  photos,
  onChange,
  onUploadingChange,
  announce,
}: {
  photos: readonly string[];
  onChange: (change: (photos: readonly string[]) => string[]) => void;
  onUploadingChange?: (uploading: boolean) => void;
  announce: (text: string) => void;
}) {
  const { t } = useLingui();
  const reasonOf = useFailureReason();
  const queryClient = useQueryClient();
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [refusal, setRefusal] = useState<PhotoRefusal | null>(null);
  const controllers = useRef(new Map<string, AbortController>());

  // Uploads still running when the editor closes are abandoned (the server sweeps what is unused).
  useEffect(() => {
    const running = controllers.current;
    return () => {
      for (const controller of running.values()) controller.abort();
    };
  }, []);

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
      announce(t`Photo ${name} added.`);
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
      accepted.push({ key: randomUuid(), file, progress: null });
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

  const dismiss = (upload: Upload) => setUploads((current) => current.filter((u) => u !== upload));

  return { uploads, refusal, free, choose, retry, dismiss };
}
