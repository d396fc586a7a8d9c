import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useFailureReason } from './failure';
import { downloadFile } from '../../lib/download';

/** Fetches a CSV export with the reader's token, saved under the name the server gave it. */
export async function downloadCsv(path: string, query: URLSearchParams): Promise<void> {
  const suffix = query.size > 0 ? `?${query.toString()}` : '';
  await downloadFile(`${path}${suffix}`, 'text/csv', 'saarthi.csv');
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
