import { useState, type ImgHTMLAttributes } from 'react';
import { apiUrl } from '../lib/api-client';

/** Image paths from the server are appended to the backend base address (docs/product/storefront.md#api-calls). */
export function imageUrl(path: string | null | undefined): string {
  if (!path) return PLACEHOLDER_IMAGE;
  if (/^(https?:|data:|blob:)/.test(path)) return path;
  return apiUrl(path.startsWith('/') ? path : `/${path}`);
}

/** Shown when an image is missing or fails to load (docs/product/storefront.md#errors). */
export const PLACEHOLDER_IMAGE = '/placeholder.svg';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt'> & {
  /** A server path (`/uploads/...`) or absolute URL; null shows the placeholder. */
  src: string | null | undefined;
  alt: string;
  fallback?: string;
};

/** docs/product/storefront.md#errors: a failed image is swapped for a placeholder, never a broken icon. */
export function ImageWithFallback({
  src,
  alt,
  fallback = PLACEHOLDER_IMAGE,
  loading = 'lazy',
  ...rest
}: Props) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const resolved = imageUrl(src);
  const shown = failedSrc === resolved ? fallback : resolved;
  return (
    <img
      {...rest}
      src={shown}
      alt={alt}
      loading={loading}
      decoding="async"
      onError={() => {
        if (shown !== fallback) setFailedSrc(resolved);
      }}
    />
  );
}
