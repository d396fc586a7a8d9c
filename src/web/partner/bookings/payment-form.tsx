import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from '../../lib/toast';
import { PAYMENT_LIMITS, RECORDED_PAYMENT_METHODS } from '@shared/billing-constants';
import {
  PaymentBodySchema,
  type PaymentBody,
  type PaymentBodyInput,
} from '@shared/contracts/billing';
import type { Booking } from '@shared/contracts/bookings';
import { PAYMENT_METHOD_LABELS } from '../../components/booking/bill-lines';
import { TaxDocuments } from '../../components/booking/bill-lines';
import {
  NumberField,
  refusedFields,
  SelectField,
  showRefusedFields,
  TextField,
  useFieldMessage,
} from '../../components/form';
import { Modal } from '../../components/modal';
import { useFormat } from '../../lib/i18n/format';
import { useTranslateMessage } from '../../lib/i18n/server-messages';
import { downloadTaxDocument, useRecordPayment, type MoneyDirection } from './api';
import { DialogButtons, Refusal } from './move-dialog-parts';

const FIELDS = ['method', 'amount', 'reference'] as const;

/** What is left due on the booking; below 0, what the company owes the customer back. */
const balanceOf = (booking: Booking) => (booking.bill ? booking.bill.due : -booking.refundOwed);
type PaymentField = (typeof FIELDS)[number];
const fieldOf = (name: string) =>
  (FIELDS as readonly string[]).includes(name) ? (name as PaymentField) : null;

/**
 * Under the bill of a completed trip: the tax invoice to download and, while something is due,
 * "Record a payment" for what the company received (a suspended company only reads).
 */
export function BillActions({ booking, readOnly }: { booking: Booking; readOnly: boolean }) {
  const [recording, setRecording] = useState(false);
  const due = balanceOf(booking);
  // Paid beyond the bill once a credit note gave part of it back, or paid for a bill since
  // withdrawn: the company owes the rest.
  const direction: MoneyDirection = due < 0 ? 'refunds' : 'payments';
  return (
    <>
      <TaxDocuments booking={booking} download={downloadTaxDocument} />
      {due !== 0 && !readOnly ? (
        <div className="mt-4 flex justify-end">
          <button type="button" className="btn-primary" onClick={() => setRecording(true)}>
            {direction === 'payments' ? (
              <Trans>Record a payment</Trans>
            ) : (
              <Trans>Record the refund</Trans>
            )}
          </button>
        </div>
      ) : null}
      {recording ? (
        <PaymentDialog
          booking={booking}
          direction={direction}
          onClose={() => setRecording(false)}
        />
      ) : null}
    </>
  );
}

/**
 * What the company received: the method, the amount (the balance at first) and its reference:
 * a UPI payment's 12-digit UTR, which the customer's UPI app shows after paying. Or, as a
 * refund, what it paid back, the same way.
 */
function PaymentDialog({
  booking,
  direction,
  onClose,
}: {
  booking: Booking;
  direction: MoneyDirection;
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const message = useFieldMessage();
  const translate = useTranslateMessage();
  const refund = direction === 'refunds';
  const due = Math.abs(balanceOf(booking));
  const form = useForm<PaymentBodyInput, unknown, PaymentBody>({
    resolver: zodResolver(PaymentBodySchema),
    defaultValues: { method: 'upi', amount: due, reference: '' },
  });
  const {
    register: field,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = form;
  const record = useRecordPayment(
    booking._id,
    {
      onMoved: (answer) => {
        toast.success(translate(answer));
        onClose();
      },
    },
    direction,
  );
  const close = () => {
    record.abandon();
    onClose();
  };
  const method = useWatch({ control, name: 'method' });
  const dueText = format.rupees(due);
  const onSubmit = handleSubmit((body) =>
    record.mutate(body, {
      onError: (error) => showRefusedFields(refusedFields(error, fieldOf), setError),
    }),
  );
  const referenceLabel =
    method === 'upi'
      ? t`UTR (12 digits)`
      : method === 'card'
        ? t`Card slip reference`
        : method === 'bank'
          ? t`Bank transfer reference`
          : t`Receipt number`;

  return (
    <Modal title={refund ? t`Record the refund` : t`Record a payment`} onClose={close}>
      <form noValidate onSubmit={onSubmit}>
        <p className="text-sm text-ink">
          {refund ? (
            <Trans>
              A credit note leaves {dueText} owed back to the customer. Record what you paid back;
              the customer's bill shows it at once.
            </Trans>
          ) : (
            <Trans>
              {dueText} is due on this trip. Record what you received; the customer's bill shows it
              at once.
            </Trans>
          )}
        </p>
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <SelectField
            label={t`Paid by`}
            choices={RECORDED_PAYMENT_METHODS}
            labelOf={(choice) => i18n._(PAYMENT_METHOD_LABELS[choice])}
            error={message(errors.method)}
            registration={field('method')}
          />
          <NumberField
            label={refund ? t`Amount paid back` : t`Amount received`}
            prefix="₹"
            min={1}
            max={due}
            error={message(errors.amount)}
            registration={field('amount', { valueAsNumber: true })}
          />
          <div className="sm:col-span-2">
            <TextField
              label={referenceLabel}
              optional={method !== 'upi'}
              maxLength={PAYMENT_LIMITS.referenceMax}
              inputMode={method === 'upi' ? 'numeric' : undefined}
              hint={
                method === 'upi' && !refund
                  ? t`The customer's UPI app shows it after paying.`
                  : undefined
              }
              error={message(errors.reference)}
              registration={field('reference')}
            />
          </div>
        </div>
        <div className="mt-3">
          <Refusal error={record.error} shownAtField={fieldOf} />
        </div>
        <DialogButtons
          pending={record.isPending}
          onClose={close}
          submit
          confirmClass="btn-primary"
          confirm={refund ? <Trans>Record refund</Trans> : <Trans>Record payment</Trans>}
        />
      </form>
    </Modal>
  );
}
