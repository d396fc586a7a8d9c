import { apiFetch } from './api-client';

/** The name the server gave a file (`attachment; filename="invoice-SDT-2026-27-00001.pdf"`). */
const FILE_NAME = /filename="([^"]+)"/;

/**
 * Fetches a file of the API with the reader's token (an address the browser opened by itself
 * would carry none) and saves it under the name the server gave it, or `fallbackName`.
 */
export async function downloadFile(
  path: string,
  accept: string,
  fallbackName: string,
): Promise<void> {
  const response = await apiFetch(path, { auth: true, accept });
  const name = FILE_NAME.exec(response.headers.get('content-disposition') ?? '')?.[1];
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name ?? fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled: some browsers read the URL a moment later.
  window.setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
