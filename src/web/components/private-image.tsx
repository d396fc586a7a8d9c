import { useQuery } from '@tanstack/react-query';
import { useCallback, useState, type ReactNode } from 'react';
import { ApiError, apiFetch } from '../lib/api-client';

/**
 * Which working area shows the picture: its cache key sits under the area's keys, so logging out
 * of the portal (every `['partner', …]` query) or the console (`['ops', …]`) forgets it too and
 * the next person on the device sees none of them. A customer's trips (`['bookings', …]`) show
 * the receipts of their trips' expenses.
 */
export type PrivateImageScope = 'partner' | 'ops' | 'bookings';

/** The cache key of one uploaded picture in an area. */
export const privateImageKey = (path: string, scope: PrivateImageScope = 'partner') =>
  [scope, 'image', path] as const;

/**
 * An uploaded picture as its uploader or an operator may see it. A car's photos are private
 * until the car is live: `GET /uploads/…` answers them only to the uploader's or an operator's
 * bearer token, and an <img> cannot send one. So the bytes are fetched with the token and shown
 * through an object URL.
 */
export async function fetchPrivateImage(path: string, signal?: AbortSignal): Promise<Blob> {
  const response = await apiFetch(path, { auth: true, signal, accept: '*/*' });
  return response.blob();
}

interface PrivateImageProps {
  /** A server path (`/uploads/…`), a `blob:`/`data:` URL, or nothing (the fallback alone). */
  src: string | null | undefined;
  /** Empty for a picture that only decorates (the text beside it names it). */
  alt: string;
  /** Sizes and fits the picture and its fallback alike (`h-full w-full object-cover`). */
  className?: string;
  /** Drawn in the neutral box while the picture loads or when it cannot be shown. */
  fallback?: ReactNode;
  scope?: PrivateImageScope;
}

/**
 * An uploaded picture that may not be public yet (a car's photo, a driver's photo), shown in the
 * partner portal or the operator console, with a neutral box while it loads or when it cannot
 * be shown, never a broken-image icon.
 */
export function PrivateImage({
  src,
  alt,
  className = '',
  fallback,
  scope = 'partner',
}: PrivateImageProps) {
  const path = src?.startsWith('/') ? src : null;
  const image = useQuery({
    queryKey: privateImageKey(path ?? '', scope),
    queryFn: ({ signal }) => fetchPrivateImage(path!, signal),
    enabled: path !== null,
    // An upload is never rewritten (a new one gets a new name), so a picture once here stays
    // right; the server forbids any HTTP cache, so this is the only copy kept.
    staleTime: Infinity,
    // Once more after a dropped connection or a server error; a refusal (gone, not ours) stays.
    retry: (failures, error) =>
      failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
  });
  const blob = image.data;
  // The picture whose bytes the browser could not draw (not an image after all).
  const [undrawable, setUndrawable] = useState<string | null>(null);

  // The object URL lives exactly as long as the <img> shows it: made when the element is
  // attached, revoked when it is detached or shows other bytes (React 19 ref cleanup).
  const attach = useCallback(
    (element: HTMLImageElement | null) => {
      if (!element || !blob) return;
      const objectUrl = URL.createObjectURL(blob);
      element.src = objectUrl;
      return () => URL.revokeObjectURL(objectUrl);
    },
    [blob],
  );

  const key = src ?? '';
  if (src && undrawable !== key) {
    if (path === null) {
      // A local preview or an inline picture: the browser can show it as it is.
      return (
        <img
          src={src}
          alt={alt}
          className={className}
          decoding="async"
          onError={() => setUndrawable(key)}
        />
      );
    }
    if (blob) {
      return (
        <img
          ref={attach}
          alt={alt}
          className={className}
          decoding="async"
          onError={() => setUndrawable(key)}
        />
      );
    }
  }
  const loading = path !== null && image.isPending && undrawable !== key;
  return (
    <span
      role={alt ? 'img' : undefined}
      aria-label={alt || undefined}
      aria-hidden={alt ? undefined : true}
      aria-busy={loading || undefined}
      className={`grid place-items-center overflow-hidden bg-slate-100 text-slate-400 ${loading ? 'animate-pulse' : ''} ${className}`}
    >
      {fallback}
    </span>
  );
}
