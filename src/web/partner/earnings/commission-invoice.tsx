import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Statement } from '@shared/contracts/statements';
import { useFailureReason } from '../../components/console/failure';
import { currentMonth } from '../../components/console/statement-parts';
import { DownloadIcon } from '../../components/icons';
import { downloadFile } from '../../lib/download';
import { useFormat } from '../../lib/i18n/format';
import { earningsKeys } from './api';

/**
 * Saarthi's tax invoice for the month's commission (docs/product/trips-and-money.md#saarthis-commission-invoice):
 * once the month is over, the company downloads it for its input tax credit; the first download
 * issues it when the monthly run has not yet, and the statement then names its number.
 */
export function CommissionInvoice({
  statement,
  monthName,
}: {
  statement: Pick<Statement, 'month' | 'totals' | 'commissionInvoice'>;
  monthName: string;
}) {
  const { t } = useLingui();
  const format = useFormat();
  const reasonOf = useFailureReason();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { month, totals, commissionInvoice: invoice } = statement;

  if (totals.commission <= 0 && !invoice) return null;
  if (month >= currentMonth())
    return (
      <p className="mt-4 border-t border-slate-100 pt-3 text-sm text-muted">
        <Trans>
          Saarthi's tax invoice for {monthName}'s commission is issued once the month is over.
        </Trans>
      </p>
    );

  async function download() {
    setBusy(true);
    setFailure(null);
    try {
      await downloadFile(
        `/api/partner/statements/invoice.pdf?${new URLSearchParams({ month }).toString()}`,
        'application/pdf',
        `saarthi-invoice-${month}.pdf`,
      );
      if (!invoice) await queryClient.invalidateQueries({ queryKey: earningsKeys.month(month) });
    } catch (error) {
      setFailure(reasonOf(error));
    } finally {
      setBusy(false);
    }
  }

  const number = invoice?.number ?? '';
  const total = format.rupees(invoice?.total ?? totals.commission + totals.commissionGst);
  const issued = invoice ? format.date(invoice.issuedAt) : '';
  return (
    <div className="mt-4 flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 pt-3">
      <p className="text-sm text-ink">
        {invoice ? (
          <Trans>
            Saarthi's tax invoice <span className="font-semibold">{number}</span> for {total},
            issued {issued}
          </Trans>
        ) : (
          <Trans>
            Saarthi's tax invoice for {monthName}'s commission and its GST, {total}
          </Trans>
        )}
      </p>
      <div className="flex flex-col items-start gap-1 sm:items-end">
        <button
          type="button"
          className="btn-outline"
          onClick={() => void download()}
          disabled={busy}
          aria-busy={busy || undefined}
        >
          <DownloadIcon className="h-4 w-4" />
          {busy ? t`Downloading…` : t`Download Saarthi's invoice (PDF)`}
        </button>
        {failure ? (
          <p role="alert" className="max-w-xs text-sm text-danger">
            <Trans>The invoice could not be downloaded: {failure}</Trans>
          </p>
        ) : null}
      </div>
    </div>
  );
}
