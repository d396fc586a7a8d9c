import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { toast } from '../../lib/toast';
import { ApiError } from '../../lib/api-client';
import { DownloadIcon } from '../icons';
import type { Bill, BillLine, Booking, Expense, ExpenseKind } from '@shared/contracts/bookings';
import type { MessageDescriptor } from '@lingui/core';
import type { ReactNode } from 'react';
import type { PaymentMethod } from '@shared/billing-constants';
import type { Dispute, Payment, TaxDocumentSummary } from '@shared/contracts/billing';
import { msg } from '@lingui/core/macro';
import { useFormat } from '../../lib/i18n/format';
import { Section } from '../form/section';
import { Modal } from '../modal';
import { PrivateImage, type PrivateImageScope } from '../private-image';
import { QuoteLines } from './quote-lines';

/**
 * The final bill line by line (docs/product/trips-and-money.md#the-bill), as the customer, the
 * company and the operator all read it: each line with what the quote had for it, then the
 * total, what credit notes gave back, what was paid and what is due (or, paid beyond a credit,
 * what the company refunds). A bill priced as quoted (a trip completed without the
 * driver's readings) says so instead of repeating each estimate.
 */
export function BillLines({
  bill,
  expenses,
  payments = [],
  scope,
}: {
  bill: Bill;
  expenses: readonly Expense[];
  payments?: readonly Payment[];
  /** The area reading the bill, whose cache keeps the receipts' photos. */
  scope: PrivateImageScope;
}) {
  const format = useFormat();
  const { t, i18n } = useLingui();
  const quotedText = (line: BillLine) => {
    if (bill.basis !== 'readings' || line.quoted === line.amount) return null;
    if (line.quoted === null) return t`not in the quote`;
    const quoted = format.rupees(line.quoted);
    return t`quoted ${quoted}`;
  };
  return (
    <>
      {bill.basis === 'fee' ? (
        <p className="-mt-1 mb-2 text-sm text-muted">
          <Trans>The fee of the booking's cancellation policy, GST included.</Trans>
        </p>
      ) : bill.basis === 'quote' ? (
        <p className="-mt-1 mb-2 text-sm text-muted">
          <Trans>Billed as quoted: the trip was closed without the driver's readings.</Trans>
        </p>
      ) : (
        <p className="-mt-1 mb-2 text-sm text-muted">
          <Trans>
            Priced at the booking's own rates on the km driven and the time taken; what the driver
            paid on the way is passed on at cost.
          </Trans>
        </p>
      )}
      <QuoteLines
        quote={bill}
        besideAmount={(_line, index) => {
          const text = quotedText(bill.lines[index]!);
          return text ? <span className="block text-xs text-muted">{text}</span> : null;
        }}
      >
        {bill.credited > 0 ? (
          <div className="flex items-baseline justify-between gap-4 py-2">
            <dt className="text-ink">
              <Trans>Given back by credit notes</Trans>
            </dt>
            <dd className="shrink-0 tabular-nums text-ink">−{format.rupees(bill.credited)}</dd>
          </div>
        ) : null}
        <div className="flex items-baseline justify-between gap-4 py-2">
          <dt className="text-ink">
            <Trans>Paid</Trans>
          </dt>
          <dd className="shrink-0 tabular-nums text-ink">{format.rupees(bill.paid)}</dd>
        </div>
        <div className="flex items-baseline justify-between gap-4 py-2 text-base font-bold text-brand-900">
          <dt>
            {bill.due < 0 ? <Trans>To be refunded by the company</Trans> : <Trans>Due</Trans>}
          </dt>
          <dd className="shrink-0 tabular-nums">{format.rupees(Math.abs(bill.due))}</dd>
        </div>
      </QuoteLines>
      {expenses.length > 0 ? (
        <div className="mt-4 border-t border-slate-100 pt-3">
          <h3 className="text-sm font-bold text-brand-900">
            <Trans>Paid on the way</Trans>
          </h3>
          <ul className="mt-1 space-y-1 text-sm text-ink">
            {expenses.map((expense, index) => (
              <li key={index} className="flex justify-between gap-4">
                <span className="min-w-0 break-words">
                  {i18n._(EXPENSE_KIND_LABELS[expense.kind])}
                  {expense.note ? <span className="text-muted"> · {expense.note}</span> : null}
                  {expense.receipt ? (
                    <ReceiptButton expense={expense} receipt={expense.receipt} scope={scope} />
                  ) : null}
                </span>
                <span className="shrink-0 tabular-nums">{format.rupees(expense.amount)}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <PaymentsReceived payments={payments} />
    </>
  );
}

/** "Receipt" beside an expense: its photo, opened in a dialog, for whoever reads the bill. */
function ReceiptButton({
  expense,
  receipt,
  scope,
}: {
  expense: Expense;
  receipt: string;
  scope: PrivateImageScope;
}) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const [open, setOpen] = useState(false);
  const kind = i18n._(EXPENSE_KIND_LABELS[expense.kind]);
  const amount = format.rupees(expense.amount);
  return (
    <>
      {' · '}
      <button
        type="button"
        className="font-semibold text-brand-700 underline"
        onClick={() => setOpen(true)}
        aria-label={t`Receipt of the ${kind} of ${amount}`}
      >
        <Trans>Receipt</Trans>
      </button>
      {open ? (
        <Modal title={t`Receipt of the ${kind} of ${amount}`} onClose={() => setOpen(false)}>
          <PrivateImage
            src={receipt}
            alt={t`Photo of the receipt`}
            scope={scope}
            className="max-h-[70vh] w-full rounded-lg object-contain"
            fallback={
              <p className="p-6 text-center text-sm text-muted">
                <Trans>The photo could not be loaded.</Trans>
              </p>
            }
          />
          <button type="button" className="btn-outline mt-4 w-full" onClick={() => setOpen(false)}>
            <Trans>Close</Trans>
          </button>
        </Modal>
      ) : null}
    </>
  );
}

/** What the company recorded as received, oldest first. */
function PaymentsReceived({ payments }: { payments: readonly Payment[] }) {
  const format = useFormat();
  const { i18n } = useLingui();
  if (payments.length === 0) return null;
  return (
    <div className="mt-4 border-t border-slate-100 pt-3">
      <h3 className="text-sm font-bold text-brand-900">
        <Trans>Payments received</Trans>
      </h3>
      <ul className="mt-1 space-y-1 text-sm text-ink">
        {payments.map((payment) => (
          <li key={payment._id} className="flex justify-between gap-4">
            <span className="min-w-0 break-words">
              {format.date(payment.at)} · {payment.amount < 0 ? <Trans>Refund</Trans> : null}
              {payment.amount < 0 ? ' · ' : null}
              {i18n._(PAYMENT_METHOD_LABELS[payment.method])}
              {payment.reference ? (
                <span className="text-muted"> · {payment.reference}</span>
              ) : null}
            </span>
            <span className="shrink-0 tabular-nums">
              {payment.amount < 0 ? '−' : ''}
              {format.rupees(Math.abs(payment.amount))}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** How a payment was made, in the reader's words. */
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, MessageDescriptor> = {
  upi: msg`UPI`,
  cash: msg`Cash`,
  card: msg`Card`,
  bank: msg`Bank transfer`,
  offer: msg`Saarthi offer`,
};

/** The final bill as the company's and the operator's booking pages show it, once complete. */
export function BillSection({
  booking,
  scope,
  title,
  children,
}: {
  booking: Pick<Booking, 'bill' | 'end' | 'payments' | 'disputes' | 'refundOwed' | 'taxDocuments'>;
  scope: PrivateImageScope;
  /** The section's heading: "Bill" unless the reader's page words it otherwise. */
  title?: string;
  /** What the reader can do with the bill: download its invoice, record a payment. */
  children?: ReactNode;
}) {
  const { t } = useLingui();
  if (!booking.bill && booking.taxDocuments.length === 0) return null;
  return (
    <Section title={title ?? t`Bill`}>
      {booking.bill ? (
        <BillLines
          bill={booking.bill}
          expenses={booking.end.expenses}
          payments={booking.payments}
          scope={scope}
        />
      ) : (
        <WithdrawnBill refundOwed={booking.refundOwed} payments={booking.payments} />
      )}
      <BillQuestions disputes={booking.disputes} />
      {children}
    </Section>
  );
}

/**
 * A bill withdrawn when the sale it recorded was undone (the trip cancelled after all, a fee
 * waived): it says so, and what was paid for it is owed back until the company refunds it.
 */
function WithdrawnBill({
  refundOwed,
  payments,
}: {
  refundOwed: number;
  payments: readonly Payment[];
}) {
  const format = useFormat();
  return (
    <>
      <p className="-mt-1 mb-2 text-sm text-muted">
        <Trans>The bill was withdrawn: its tax invoice was taken back by a credit note.</Trans>
      </p>
      {refundOwed > 0 ? (
        <dl>
          <div className="flex items-baseline justify-between gap-4 py-2 text-base font-bold text-brand-900">
            <dt>
              <Trans>To be refunded by the company</Trans>
            </dt>
            <dd className="shrink-0 tabular-nums">{format.rupees(refundOwed)}</dd>
          </div>
        </dl>
      ) : null}
      <PaymentsReceived payments={payments} />
    </>
  );
}

/** What the driver paid, by kind, in the reader's words: the portal's form names them alike. */
export const EXPENSE_KIND_LABELS: Record<ExpenseKind, MessageDescriptor> = {
  toll: msg`Toll`,
  parking: msg`Parking`,
  permit: msg`State permit`,
  other: msg`Other`,
};

/**
 * The booking's tax documents, each with its number and a button that downloads its PDF: the
 * GST tax invoice, and any credit note that gave part of it back. For the customer and the
 * company alike; each side passes the download of its own address. Nothing before the invoice
 * is issued.
 */
export function TaxDocuments({
  booking,
  download,
}: {
  booking: Pick<Booking, 'taxDocuments' | 'reference' | '_id' | 'invoice'>;
  download: (id: string, documentId: string, reference: string) => Promise<void>;
}) {
  if (booking.taxDocuments.length === 0) return null;
  // Any invoice but the one in force was taken back in full by a credit note.
  return (
    <ul className="mt-4 space-y-3 border-t border-slate-100 pt-4">
      {booking.taxDocuments.map((document) => (
        <TaxDocumentItem
          key={document._id}
          document={document}
          withdrawn={document.kind === 'invoice' && document.number !== booking.invoice?.number}
          download={() => download(booking._id, document._id, booking.reference)}
        />
      ))}
    </ul>
  );
}

function TaxDocumentItem({
  document,
  withdrawn,
  download,
}: {
  document: TaxDocumentSummary;
  withdrawn: boolean;
  download: () => Promise<void>;
}) {
  const { t } = useLingui();
  const format = useFormat();
  const [busy, setBusy] = useState(false);
  const number = document.number;
  const issued = format.date(document.issuedAt);
  const amount = format.rupees(document.total);

  async function save() {
    setBusy(true);
    try {
      await download();
    } catch (error) {
      // A session that ended is answered by the sign-in prompt; anything else gets a toast.
      if (!(error instanceof ApiError && error.status === 401))
        toast.error(t`The document could not be downloaded. Please try again.`);
    } finally {
      setBusy(false);
    }
  }

  const invoice = document.kind === 'invoice';
  return (
    <li className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-ink">
        {invoice && withdrawn ? (
          <Trans>
            Tax invoice <span className="font-semibold">{number}</span>, issued {issued}, withdrawn
          </Trans>
        ) : invoice ? (
          <Trans>
            Tax invoice <span className="font-semibold">{number}</span>, issued {issued}
          </Trans>
        ) : (
          <Trans>
            Credit note <span className="font-semibold">{number}</span> giving back {amount}, issued{' '}
            {issued}
          </Trans>
        )}
      </p>
      <button
        type="button"
        className="btn-outline"
        onClick={() => void save()}
        disabled={busy}
        aria-busy={busy || undefined}
      >
        <DownloadIcon className="h-4 w-4" />
        {busy ? (
          <Trans>Downloading…</Trans>
        ) : invoice ? (
          <Trans>Download invoice (PDF)</Trans>
        ) : (
          <Trans>Download credit note (PDF)</Trans>
        )}
      </button>
    </li>
  );
}

/**
 * The customer's questions about lines of the bill, each with its state: with Saarthi's team,
 * or answered, and the answer. The customer, the company and the console read the same list.
 */
export function BillQuestions({ disputes }: { disputes: readonly Dispute[] }) {
  const format = useFormat();
  if (disputes.length === 0) return null;
  return (
    <div className="mt-4 border-t border-slate-100 pt-3">
      <h3 className="text-sm font-bold text-brand-900">
        <Trans>Questions about this bill</Trans>
      </h3>
      <ul className="mt-2 space-y-3 text-sm">
        {disputes.map((dispute) => {
          const line = dispute.lineLabel;
          const amount = format.rupees(dispute.amount);
          const raised = format.date(dispute.raisedAt);
          const answered = dispute.resolvedAt ? format.date(dispute.resolvedAt) : '';
          const credited = format.rupees(dispute.credited);
          return (
            <li key={dispute._id} className="rounded-lg border border-slate-200 p-3">
              <p className="font-semibold text-ink">
                <Trans>
                  {line} ({amount}), asked {raised}
                </Trans>
              </p>
              <p className="mt-1 break-words text-muted">“{dispute.reason}”</p>
              {dispute.resolvedAt ? (
                <p className="mt-2 break-words text-ink">
                  <span className="font-semibold text-success">
                    <Trans>Answered {answered}:</Trans>
                  </span>{' '}
                  {dispute.resolution}
                  {dispute.credited > 0 ? (
                    <span className="mt-1 block font-semibold text-success">
                      <Trans>{credited} given back by a credit note</Trans>
                    </span>
                  ) : null}
                </p>
              ) : (
                <p className="mt-2 font-semibold text-accent-700">
                  <Trans>With Saarthi's team</Trans>
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
