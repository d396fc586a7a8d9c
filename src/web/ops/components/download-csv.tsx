import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useFailureReason } from '../../components/console/failure';
import { apiFetch } from '../../lib/api-client';

/** The name the server gave the file (`attachment; filename="saarthi-users-2026-11-27.csv"`). */
const FILE_NAME = /filename="([^"]+)"/;

/**
 * Fetches a CSV export with the operator's token (an address the browser opened by itself would
 * carry none) and saves it under the name the server gave it.
 */
export async function downloadCsv(path: string, query: URLSearchParams): Promise<void> {
  const suffix = query.size > 0 ? `?${query.toString()}` : '';
  const response = await apiFetch(`${path}${suffix}`, { auth: true, accept: 'text/csv' });
  const name =
    FILE_NAME.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'saarthi.csv';
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled: some browsers read the URL a moment later.
  window.setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

/**
 * "Download CSV": every row the page's filters match (docs/product/marketplace.md#csv-exports),
 * not only the ones shown, written by the server. `query` is the page's filters as the list
 * sends them.
 */
export function DownloadCsvButton({ path, query }: { path: string; query: URLSearchParams }) {
  const { t } = useLingui();
  const reasonOf = useFailureReason();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const download = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await downloadCsv(path, query);
    } catch (error) {
      setFailure(reasonOf(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-col items-start gap-1 sm:items-end">
      <button type="button" className="btn-outline" onClick={() => void download()} disabled={busy}>
        {busy ? t`Preparing the CSV…` : t`Download CSV`}
      </button>
      {failure ? (
        <p role="alert" className="max-w-xs text-sm text-danger">
          <Trans>The CSV could not be downloaded: {failure}</Trans>
        </p>
      ) : null}
    </div>
  );
}
