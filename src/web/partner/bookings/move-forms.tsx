import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import { BOOKING_LIMITS } from '@shared/booking-constants';
import { ReasonBodySchema } from '@shared/contracts/bookings';
import { useFormat } from '../../lib/i18n/format';
import {
  refusedFields,
  showRefusedFields,
  TextField,
  useFieldMessage,
} from '../../components/form';
import { type BookingMove } from './api';
import { noShowFee } from '@shared/booking-policy';

import { actionLabel, DialogButtons, Refusal, type FormProps } from './move-dialog-parts';

export type ReasonInput = { reason: string };

/** Declining a request or cancelling a trip: the customer reads the reason, so it is required. */
export function ReasonForm({
  booking,
  move,
  onClose,
  action,
}: FormProps & { action: 'decline' | 'cancel' }) {
  const { t } = useLingui();
  const message = useFieldMessage();
  const form = useForm<ReasonInput>({
    resolver: zodResolver(ReasonBodySchema),
    defaultValues: { reason: '' },
  });
  const {
    register: field,
    handleSubmit,
    setError,
    formState: { errors },
  } = form;
  const fieldOf = (name: string) => (name === 'reason' ? ('reason' as const) : null);
  const customer = booking.customer.name;
  const onSubmit = handleSubmit((body) =>
    move.mutate({ action, body } satisfies BookingMove, {
      onError: (error) => showRefusedFields(refusedFields(error, fieldOf), setError),
    }),
  );

  return (
    <form noValidate onSubmit={onSubmit}>
      <p className="text-sm text-ink">
        {action === 'decline' ? (
          <Trans>
            {customer} is told you cannot take this trip, with your reason, and can book another
            car.
          </Trans>
        ) : (
          <Trans>
            {customer} is told the trip is cancelled, with your reason. A cancellation by your
            company costs the customer nothing.
          </Trans>
        )}
      </p>
      <div className="mt-4">
        <TextField
          label={t`Reason`}
          multiline
          maxLength={BOOKING_LIMITS.reasonMax}
          hint={t`The customer reads this.`}
          placeholder={
            action === 'decline'
              ? t`e.g. The car is at the garage that day`
              : t`e.g. The car broke down`
          }
          error={message(errors.reason)}
          registration={field('reason')}
        />
      </div>
      <div className="mt-3">
        <Refusal error={move.error} shownAtField={fieldOf} />
      </div>
      <DialogButtons
        pending={move.isPending}
        onClose={onClose}
        submit
        confirmClass="btn bg-danger text-white hover:bg-red-800"
        confirm={
          action === 'decline' ? <Trans>Decline request</Trans> : <Trans>Cancel booking</Trans>
        }
      />
    </form>
  );
}

/** Start, complete or no-show: nothing to add, only what it means. */
export function ConfirmMove({
  booking,
  move,
  onClose,
  action,
}: FormProps & { action: 'start' | 'complete' | 'no-show' }) {
  const format = useFormat();
  const customer = booking.customer.name;
  const percent = booking.cancellationPolicy.noShowPercent;
  const owed = format.rupees(noShowFee(booking.quote.fare, booking.cancellationPolicy));
  return (
    <>
      <p className="text-sm text-ink">
        {action === 'start' ? (
          <Trans>{customer} is told the trip has started.</Trans>
        ) : action === 'complete' ? (
          <Trans>The trip is marked complete, and {customer} can review it.</Trans>
        ) : (
          <Trans>
            Record this only if {customer} did not come at the pickup time. Under the booking's
            policy the customer owes {percent}% of the fare: {owed}.
          </Trans>
        )}
      </p>
      <div className="mt-3">
        <Refusal error={move.error} />
      </div>
      <DialogButtons
        pending={move.isPending}
        onClose={onClose}
        onConfirm={() => move.mutate({ action } satisfies BookingMove)}
        confirmClass={
          action === 'no-show' ? 'btn bg-danger text-white hover:bg-red-800' : 'btn-primary'
        }
        confirm={actionLabel(action)}
      />
    </>
  );
}
