import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import { BOOKING_LIMITS } from '@shared/booking-constants';
import { ReasonBodySchema, StartBodySchema, type StartBody } from '@shared/contracts/booking-moves';
import { TRIP_DAY } from '@shared/trip-day';
import { useFormat } from '../../lib/i18n/format';
import {
  NumberField,
  refusedFields,
  showRefusedFields,
  TextField,
  useFieldMessage,
} from '../../components/form';
import { type BookingMove } from './api';
import { noShowFee } from '@shared/booking-policy';

import {
  actionLabel,
  DialogButtons,
  MoveFormEnd,
  Refusal,
  type FormProps,
} from './move-dialog-parts';

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
      <MoveFormEnd
        move={move}
        onClose={onClose}
        shownAtField={fieldOf}
        confirmClass="btn bg-danger text-white hover:bg-red-800"
        confirm={
          action === 'decline' ? <Trans>Decline request</Trans> : <Trans>Cancel booking</Trans>
        }
      />
    </form>
  );
}

/**
 * Starting the trip: the driver asks the customer for their start code and reads the odometer.
 * A wrong code says how many tries are left; after the last, an operator must unlock starting.
 */
export function StartForm({ booking, move, onClose }: FormProps) {
  const { t } = useLingui();
  const message = useFieldMessage();
  const form = useForm<StartBody>({
    resolver: zodResolver(StartBodySchema),
    defaultValues: { code: '' },
  });
  const {
    register: field,
    handleSubmit,
    setError,
    formState: { errors },
  } = form;
  const fieldOf = (name: string) =>
    name === 'code' || name === 'odometerKm' ? (name as keyof StartBody) : null;
  const customer = booking.customer.name;
  const left = booking.start.triesLeft;
  const onSubmit = handleSubmit((body) =>
    move.mutate({ action: 'start', body } satisfies BookingMove, {
      onError: (error) => showRefusedFields(refusedFields(error, fieldOf), setError),
    }),
  );
  return (
    <form noValidate onSubmit={onSubmit}>
      <p className="text-sm text-ink">
        <Trans>
          Ask {customer} for the 4-digit start code Saarthi gave them: the trip starts only with it.
          Then read the odometer.
        </Trans>
      </p>
      {left < TRIP_DAY.startCodeTries ? (
        <p className="mt-2 text-sm font-semibold text-danger">
          <Trans>{left} tries left before starting is locked.</Trans>
        </p>
      ) : null}
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <TextField
          label={t`Start code`}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={4}
          placeholder="0000"
          error={message(errors.code)}
          registration={field('code')}
        />
        <NumberField
          label={t`Odometer now`}
          suffix="km"
          max={TRIP_DAY.odometerMaxKm}
          error={message(errors.odometerKm)}
          registration={field('odometerKm', { valueAsNumber: true })}
        />
      </div>
      <MoveFormEnd
        move={move}
        onClose={onClose}
        shownAtField={fieldOf}
        confirmClass="btn-primary"
        confirm={actionLabel('start')}
      />
    </form>
  );
}

/** A no-show: nothing to add, only what it means. */
export function ConfirmMove({ booking, move, onClose, action }: FormProps & { action: 'no-show' }) {
  const format = useFormat();
  const customer = booking.customer.name;
  const percent = booking.cancellationPolicy.noShowPercent;
  const owed = format.rupees(noShowFee(booking.quote.fare, booking.cancellationPolicy));
  return (
    <>
      <p className="text-sm text-ink">
        <Trans>
          Record this only if {customer} did not come at the pickup time. Under the booking's policy
          the customer owes {percent}% of the fare: {owed}.
        </Trans>
      </p>
      <div className="mt-3">
        <Refusal error={move.error} />
      </div>
      <DialogButtons
        pending={move.isPending}
        onClose={onClose}
        onConfirm={() => move.mutate({ action } satisfies BookingMove)}
        confirmClass="btn bg-danger text-white hover:bg-red-800"
        confirm={actionLabel(action)}
      />
    </>
  );
}
