import { apiUrl } from './api-client';

/** Image paths from the server are appended to the backend base address (spec §7). */
export function imageUrl(path: string | null | undefined): string {
  if (!path) return PLACEHOLDER_IMAGE;
  if (/^(https?:|data:|blob:)/.test(path)) return path;
  return apiUrl(path.startsWith('/') ? path : `/${path}`);
}

/** Shown when an image is missing or fails to load (spec §8). */
export const PLACEHOLDER_IMAGE = '/placeholder.svg';
