import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useFieldArray, useForm, useWatch, type FieldPath } from 'react-hook-form';
import type * as z from 'zod/mini';
import { CompleteBodySchema, type CompleteBody } from '@shared/contracts/booking-moves';
import { EXPENSE_KINDS } from '@shared/contracts/bookings';
import { TRIP_DAY } from '@shared/trip-day';
import { EXPENSE_KIND_LABELS } from '../../components/booking/bill-lines';
import {
  ImageUploadField,
  type ImageUploadHandlers,
} from '../../components/console/image-upload-field';
import { PrivateImage } from '../../components/private-image';
import {
  NumberField,
  OptionalMark,
  refusedFields,
  SelectField,
  showRefusedFields,
  TextField,
  useFieldMessage,
} from '../../components/form';
import { useFormat } from '../../lib/i18n/format';
import { type BookingMove } from './api';
import { actionLabel, MoveFormEnd, type FormProps } from './move-dialog-parts';

const EXPENSE_FIELD = /^expenses\.\d+\.(kind|amount|note|receipt)$/;

/** The form's values before the contract fills its defaults (an expense's note). */
type CompleteInput = z.input<typeof CompleteBodySchema>;

/**
 * Completing the trip: the odometer at the end and what the driver paid on the way (tolls,
 * parking, permits, anything else), each passed on at cost. The server prices the final bill
 * from them; the customer reads it at once.
 */
export function CompleteForm({ booking, move, onClose }: FormProps) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const message = useFieldMessage();
  const form = useForm<CompleteInput, unknown, CompleteBody>({
    resolver: zodResolver(CompleteBodySchema),
    defaultValues: { expenses: [] },
  });
  const {
    control,
    register: field,
    handleSubmit,
    setError,
    setValue,
    formState: { errors },
  } = form;
  const receipts = (useWatch({ control, name: 'expenses' }) ?? []).map(
    (expense) => expense?.receipt,
  );
  // A receipt still on its way is not left behind by completing the trip.
  const [uploading, setUploading] = useState(0);
  const expenses = useFieldArray({ control, name: 'expenses' });
  const fieldOf = (name: string) =>
    name === 'odometerKm' || EXPENSE_FIELD.test(name) ? (name as FieldPath<CompleteInput>) : null;
  const started = booking.start.odometerKm;
  const startKm = started === null ? '' : format.number(started);
  const onSubmit = handleSubmit((body) => {
    if (uploading > 0) return;
    move.mutate({ action: 'complete', body } satisfies BookingMove, {
      onError: (error) => showRefusedFields(refusedFields(error, fieldOf), setError),
    });
  });
  return (
    <form noValidate onSubmit={onSubmit}>
      <p className="text-sm text-ink">
        <Trans>
          Read the odometer and add what the driver paid on the way. Saarthi prices the final bill
          from them at the booking's rates, and the customer sees it at once.
        </Trans>
      </p>
      <div className="mt-4">
        <NumberField
          label={t`Odometer at the end`}
          suffix="km"
          max={TRIP_DAY.odometerMaxKm}
          hint={started === null ? undefined : t`At the start: ${startKm} km`}
          error={message(errors.odometerKm)}
          registration={field('odometerKm', { valueAsNumber: true })}
        />
      </div>
      <fieldset className="mt-5">
        <legend className="text-sm font-semibold text-ink">
          <Trans>Paid on the way</Trans>
        </legend>
        {expenses.fields.length === 0 ? (
          <p className="mt-1 text-sm text-muted">
            <Trans>Nothing yet: add each toll, parking or permit the driver paid.</Trans>
          </p>
        ) : null}
        <ul className="mt-2 space-y-3">
          {expenses.fields.map((expense, index) => {
            const number = index + 1;
            const errorsOf = errors.expenses?.[index];
            return (
              <li
                key={expense.id}
                className="grid gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-[9rem_8rem_1fr_auto] sm:items-start"
              >
                <SelectField
                  label={t`Expense ${number}`}
                  choices={EXPENSE_KINDS}
                  labelOf={(kind) => i18n._(EXPENSE_KIND_LABELS[kind])}
                  error={message(errorsOf?.kind)}
                  registration={field(`expenses.${index}.kind`)}
                />
                <NumberField
                  label={t`Amount`}
                  prefix="₹"
                  min={1}
                  max={TRIP_DAY.expenseMax}
                  error={message(errorsOf?.amount)}
                  registration={field(`expenses.${index}.amount`, { valueAsNumber: true })}
                />
                <TextField
                  label={t`Note`}
                  optional
                  maxLength={TRIP_DAY.expenseNoteMax}
                  placeholder={t`e.g. Kaza toll plaza`}
                  error={message(errorsOf?.note)}
                  registration={field(`expenses.${index}.note`)}
                />
                <button
                  type="button"
                  className="btn-outline min-h-10 sm:mt-6"
                  onClick={() => expenses.remove(index)}
                >
                  <Trans>Remove expense {number}</Trans>
                </button>
                <div className="sm:col-span-4">
                  <ReceiptField
                    number={number}
                    receipt={receipts[index] ?? ''}
                    error={message(errorsOf?.receipt)}
                    onUploading={(busy) => setUploading((count) => count + (busy ? 1 : -1))}
                    onChange={(path) =>
                      setValue(`expenses.${index}.receipt`, path || undefined, {
                        shouldValidate: true,
                      })
                    }
                  />
                </div>
              </li>
            );
          })}
        </ul>
        {expenses.fields.length < TRIP_DAY.expensesMax ? (
          <button
            type="button"
            className="btn-outline mt-3"
            onClick={() => expenses.append({ kind: 'toll', amount: Number.NaN, note: '' })}
          >
            <Trans>Add an expense</Trans>
          </button>
        ) : null}
      </fieldset>
      <MoveFormEnd
        move={move}
        onClose={onClose}
        shownAtField={fieldOf}
        confirmClass="btn-primary"
        confirm={actionLabel('complete')}
      />
    </form>
  );
}

/**
 * The photo of an expense's receipt (optional), uploaded as soon as it is chosen. Once the trip
 * completes only the company, the customer and Saarthi's operators can open it.
 */
function ReceiptField({
  number,
  receipt,
  error,
  onUploading,
  onChange,
}: { number: number; receipt: string } & ImageUploadHandlers) {
  const { t } = useLingui();
  return (
    <ImageUploadField
      noun="photo"
      value={receipt}
      removable
      rowClassName="flex flex-wrap items-center gap-3"
      visibility="private"
      error={error}
      onUploading={onUploading}
      onChange={onChange}
      legend={
        <>
          <Trans>Receipt of expense {number}</Trans>
          <OptionalMark />
        </>
      }
      preview={
        receipt ? (
          <PrivateImage
            src={receipt}
            alt={t`Receipt of expense ${number}`}
            className="h-14 w-14 shrink-0 rounded-lg object-cover ring-1 ring-slate-200"
          />
        ) : null
      }
    />
  );
}
