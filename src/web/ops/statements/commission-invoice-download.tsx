import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { Statement } from '@shared/contracts/statements';
import { ApiError } from '../../lib/api-client';
import { downloadFile } from '../../lib/download';
import { toast } from '../../lib/toast';

/**
 * Saarthi's tax invoice of a company's month, once issued, as the operator downloads it: the
 * document the company's accountant asks about when its input tax credit does not match.
 */
export function CommissionInvoiceDownload({ statement }: { statement: Statement }) {
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  const invoice = statement.commissionInvoice;
  if (!invoice) return null;
  const number = invoice.number;
  const company = statement.company.name;

  async function save() {
    setBusy(true);
    try {
      await downloadFile(
        `/api/admin/statements/${statement.company._id}/${statement.month}/invoice.pdf`,
        'application/pdf',
        `saarthi-invoice-${number.replaceAll('/', '-')}.pdf`,
      );
    } catch (error) {
      // A session that ended is answered by the sign-in prompt; anything else gets a toast.
      if (!(error instanceof ApiError && error.status === 401))
        toast.error(t`The invoice could not be downloaded. Please try again.`);
    } finally {
      setBusy(false);
    }
  }

  return (
    <button
      type="button"
      className="whitespace-nowrap rounded px-1 py-0.5 text-xs font-semibold text-brand-700 underline underline-offset-2 hover:bg-brand-50 disabled:opacity-60"
      onClick={() => void save()}
      disabled={busy}
      aria-label={t`Download Saarthi's invoice ${number} to ${company}`}
    >
      {busy ? <Trans>Downloading…</Trans> : <Trans>Invoice {number}</Trans>}
    </button>
  );
}
