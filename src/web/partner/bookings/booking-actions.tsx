import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import { BOOKING_LIMITS, type BookingAction } from '@shared/booking-constants';
import {
  ReasonBodySchema,
  type Booking,
  type BookingChangeResponse,
} from '@shared/contracts/bookings';
import type { PartnerDriver } from '@shared/contracts/fleet';
import { Modal } from '../../components/modal';
import { ApiError } from '../../lib/api-client';
import { useFormat } from '../../lib/i18n/format';
import { useTranslateMessage } from '../../lib/i18n/server-messages';
import { portalPaths } from '../portal-paths';
import { useFailureReason } from '../../components/console/failure';
import {
  Field,
  refusedFields,
  showRefusedFields,
  TextField,
  useFieldMessage,
  useRefusalText,
} from '../../components/form';
import { Alert, SuspendedNote } from '../../components/console/page-parts';
import { useCar, useDriverChoices } from '../fleet/api';
import { durationText } from '../leads/time';
import { useMoveBooking, type BookingMove } from './api';
import {
  minutesToRespond,
  noShowFee,
  partnerActions,
  START_WINDOW_HOURS,
  startsFrom,
} from './booking-rules';
import { BOOKING_ACTOR_LABELS } from './labels';
import { useWhen } from './parts';

/**
 * What the booking waits for and the moves the company can make on it now, each confirmed in a
 * dialog. The dialog belongs to this card, not to its button: a move the server refuses (the
 * customer cancelled meanwhile) reads the booking again, its buttons change, and the dialog stays
 * open with the reason until it is closed.
 */
export function NextStep({
  booking,
  now,
  readOnly,
}: {
  booking: Booking;
  now: number;
  /** A suspended company reads its bookings but moves none. */
  readOnly: boolean;
}) {
  const { t } = useLingui();
  const titleId = useId();
  const [asking, setAsking] = useState<BookingAction | null>(null);
  const actions = readOnly ? [] : partnerActions(booking, now);
  const reference = booking.reference;
  const titles: Record<BookingAction, string> = {
    accept: t`Accept booking ${reference}`,
    decline: t`Decline booking ${reference}`,
    start: t`Start trip ${reference}?`,
    complete: t`Complete trip ${reference}?`,
    'no-show': t`Record ${reference} as a no-show?`,
    cancel: t`Cancel booking ${reference}`,
  };

  return (
    <section aria-labelledby={titleId} className="card border-l-4 border-brand-600 p-5 sm:p-6">
      <h2 id={titleId} className="text-lg font-bold text-brand-900">
        <Trans>Next step</Trans>
      </h2>
      <div className="mt-2 space-y-3 text-ink">
        <StepText booking={booking} now={now} />
        {readOnly && partnerActions(booking, now).length > 0 ? (
          <SuspendedNote>
            <Trans>
              Your company is suspended: this booking cannot be moved until Saarthi restores your
              company.
            </Trans>
          </SuspendedNote>
        ) : null}
      </div>
      {actions.length > 0 ? (
        <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          {actions.map((action) => (
            <button
              key={action}
              type="button"
              className={ACTION_BUTTON[action]}
              onClick={() => setAsking(action)}
            >
              {actionLabel(action)}
            </button>
          ))}
        </div>
      ) : null}
      {asking ? (
        <MoveDialog
          action={asking}
          booking={booking}
          title={titles[asking]}
          onClose={() => setAsking(null)}
        />
      ) : null}
    </section>
  );
}

const danger = 'btn border border-danger text-danger hover:bg-red-50';
const ACTION_BUTTON: Record<BookingAction, string> = {
  accept: 'btn-primary',
  decline: danger,
  start: 'btn-primary',
  complete: 'btn-primary',
  'no-show': 'btn-outline',
  cancel: danger,
};

/** A move's button. */
function actionLabel(action: BookingAction): ReactNode {
  switch (action) {
    case 'accept':
      return <Trans>Accept</Trans>;
    case 'decline':
      return <Trans>Decline</Trans>;
    case 'start':
      return <Trans>Start trip</Trans>;
    case 'complete':
      return <Trans>Complete trip</Trans>;
    case 'no-show':
      return <Trans>Record no-show</Trans>;
    case 'cancel':
      return <Trans>Cancel booking</Trans>;
  }
}

/** Where the booking stands, in a sentence or two. */
function StepText({ booking, now }: { booking: Booking; now: number }) {
  const { i18n } = useLingui();
  const format = useFormat();
  const when = useWhen();
  const customer = booking.customer.name;
  const lastMove = booking.history.at(-1);
  const reason = booking.reason.trim();
  const fee = booking.cancellationFee;

  switch (booking.status) {
    case 'requested': {
      const deadline = when(booking.respondBy);
      const minutes = minutesToRespond(booking, now);
      const left = durationText(minutes, format.tag);
      return (
        <p>
          {minutes > 0 ? (
            <Trans>
              {customer} is waiting for your answer. Accept with a driver or decline by{' '}
              <time dateTime={booking.respondBy}>{deadline}</time> ({left} left), or the request
              expires.
            </Trans>
          ) : (
            <Trans>The time to answer is up: the request expires any moment.</Trans>
          )}
        </p>
      );
    }
    case 'confirmed': {
      const driver = booking.driver?.name;
      const startAt = startsFrom(booking);
      const from = when(startAt);
      const hours = START_WINDOW_HOURS;
      const canStart = now >= Date.parse(startAt);
      return (
        <>
          <p>
            {driver ? <Trans>Confirmed with {driver} driving.</Trans> : <Trans>Confirmed.</Trans>}{' '}
            {canStart ? (
              <Trans>Start the trip when the driver sets off.</Trans>
            ) : (
              <Trans>
                You can start the trip from <time dateTime={startAt}>{from}</time>, {hours} hours
                before pickup.
              </Trans>
            )}
          </p>
          {now < Date.parse(booking.pickupAt) ? (
            <p className="text-sm text-muted">
              <Trans>
                If the customer does not come, you can record a no-show after the pickup time.
              </Trans>
            </p>
          ) : null}
        </>
      );
    }
    case 'in_progress':
      return (
        <p>
          <Trans>The trip is under way. Complete it once the car is back.</Trans>
        </p>
      );
    case 'completed':
      return (
        <p>
          <Trans>The trip is complete.</Trans>
        </p>
      );
    case 'expired': {
      const deadline = when(booking.respondBy);
      return (
        <p>
          <Trans>
            This request expired: it was not answered by{' '}
            <time dateTime={booking.respondBy}>{deadline}</time>.
          </Trans>
        </p>
      );
    }
    case 'declined':
    case 'cancelled':
    case 'no_show': {
      const by = lastMove ? i18n._(BOOKING_ACTOR_LABELS[lastMove.actor]) : null;
      const owed = fee === null ? '' : format.rupees(fee);
      return (
        <>
          <p>
            {booking.status === 'declined' ? (
              <Trans>This request was declined.</Trans>
            ) : booking.status === 'cancelled' ? (
              <Trans>This booking was cancelled.</Trans>
            ) : (
              <Trans>The customer did not come: recorded as a no-show.</Trans>
            )}{' '}
            {by ? <span className="text-muted">({by})</span> : null}
          </p>
          {reason ? (
            // The reason as its party wrote it.
            <blockquote className="whitespace-pre-line break-words rounded-lg bg-surface px-4 py-3 text-sm ring-1 ring-slate-200">
              <p className="mb-1 text-xs font-semibold uppercase tracking-wider text-muted">
                <Trans>Reason given</Trans>
              </p>
              {reason}
            </blockquote>
          ) : null}
          {fee !== null && fee > 0 ? (
            <p className="text-sm">
              <Trans>Under the booking's cancellation policy, the customer owes {owed}.</Trans>
            </p>
          ) : null}
        </>
      );
    }
  }
}

// ---- the dialogs --------------------------------------------------------------------------------

function MoveDialog({
  action,
  booking,
  title,
  onClose,
}: {
  action: BookingAction;
  booking: Booking;
  title: string;
  onClose: () => void;
}) {
  const translate = useTranslateMessage();
  const move = useMoveBooking(booking._id, {
    onMoved: (answer: BookingChangeResponse) => {
      toast.success(translate(answer));
      onClose();
    },
  });
  // Closing is backing out, even while the move is on its way: it is stopped, never sent later,
  // and its answer, if one still comes, neither shows a toast nor closes anything.
  const close = () => {
    move.abandon();
    onClose();
  };
  const shared = { booking, move, onClose: close };
  return (
    <Modal title={title} onClose={close}>
      {action === 'accept' ? (
        <AcceptForm {...shared} />
      ) : action === 'decline' || action === 'cancel' ? (
        <ReasonForm {...shared} action={action} />
      ) : (
        <ConfirmMove {...shared} action={action} />
      )}
    </Modal>
  );
}

type Move = ReturnType<typeof useMoveBooking>;

interface FormProps {
  booking: Booking;
  move: Move;
  onClose: () => void;
}

/** The dialog's buttons: the way back first on phones' reach, the move last. */
function DialogButtons({
  pending,
  onClose,
  confirm,
  confirmClass = 'btn-primary',
  submit = false,
  onConfirm,
  disabled = false,
}: {
  pending: boolean;
  onClose: () => void;
  confirm: ReactNode;
  confirmClass?: string;
  /** The confirm button submits the dialog's form. */
  submit?: boolean;
  onConfirm?: () => void;
  disabled?: boolean;
}) {
  return (
    <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      {/* Never disabled: going back is how a move on its way is stopped. */}
      <button type="button" className="btn-ghost" onClick={onClose}>
        <Trans>Go back</Trans>
      </button>
      <button
        type={submit ? 'submit' : 'button'}
        className={confirmClass}
        onClick={onConfirm}
        disabled={pending || disabled}
      >
        {pending ? <Trans>Saving…</Trans> : confirm}
      </button>
    </div>
  );
}

/**
 * Why the server refused, in the reader's language, when no field of the dialog shows it: a 409
 * (the booking moved meanwhile, the driver is taken) above all, or a failed connection.
 */
function Refusal({
  error,
  shownAtField = () => null,
}: {
  error: Error | null;
  shownAtField?: (field: string) => string | null;
}) {
  const reasonOf = useFailureReason();
  const text = useRefusalText(error, shownAtField);
  if (!error || text === null) return null;
  return <Alert>{error instanceof ApiError ? text : reasonOf(error)}</Alert>;
}

/** The company's active drivers, the car's usual driver chosen first (the first one else). */
function AcceptForm({ booking, move, onClose }: FormProps) {
  const { t } = useLingui();
  const drivers = useDriverChoices();
  const car = useCar(booking.car._id);
  const [chosen, setChosen] = useState<string | null>(null);
  const message = useFieldMessage();
  const fieldOf = (field: string) => (field === 'driverId' ? field : null);
  const refused = refusedFields(move.error, fieldOf)[0];

  // The car's usual driver is known from the fleet; a car that cannot be read (archived and gone)
  // leaves the first driver chosen.
  if (drivers.isPending || car.isPending) {
    return (
      <>
        <p role="status" className="text-sm text-muted">
          <Trans>Loading your drivers…</Trans>
        </p>
        <DialogButtons pending={false} onClose={onClose} confirm={<Trans>Accept</Trans>} disabled />
      </>
    );
  }
  if (drivers.isError) {
    return (
      <>
        <Alert>
          <Trans>Your drivers could not be loaded. Close this and try again.</Trans>
        </Alert>
        <DialogButtons pending={false} onClose={onClose} confirm={<Trans>Accept</Trans>} disabled />
      </>
    );
  }
  // A driver Saarthi's check turned down may not be given a booking (the server refuses them).
  const active = drivers.data.filter((driver) => driver.status !== 'rejected');
  if (active.length === 0) {
    return (
      <>
        <p className="text-sm text-ink">
          <Trans>
            Each trip needs one of your drivers, and you have none on your list. Add a driver first,
            then accept the booking.
          </Trans>
        </p>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="button" className="btn-ghost" onClick={onClose}>
            <Trans>Go back</Trans>
          </button>
          <Link to={portalPaths.drivers} className="btn-primary">
            <Trans>Add a driver</Trans>
          </Link>
        </div>
      </>
    );
  }

  const usual = car.data?.defaultDriverId ?? null;
  const preselected = active.some((driver) => driver._id === usual) ? usual! : active[0]!._id;
  const driverId = chosen ?? preselected;
  const customer = booking.customer.name;

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        move.mutate({ action: 'accept', body: { driverId } });
      }}
    >
      <p className="text-sm text-ink">
        <Trans>
          {customer} is told the booking is confirmed, with the driver's name. The driver is held
          for the trip's times.
        </Trans>
      </p>
      <div className="mt-4">
        <Field
          label={t`Driver`}
          error={refused ? message(refused) : undefined}
          hint={usual && driverId === usual ? t`This car's usual driver.` : undefined}
        >
          {(control) => (
            <select
              className="field-input"
              value={driverId}
              onChange={(event) => setChosen(event.target.value)}
              {...control}
            >
              {active.map((driver: PartnerDriver) => (
                <option key={driver._id} value={driver._id}>
                  {driver.name}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <div className="mt-3">
        <Refusal error={move.error} shownAtField={fieldOf} />
      </div>
      <DialogButtons
        pending={move.isPending}
        onClose={onClose}
        submit
        confirm={<Trans>Accept with this driver</Trans>}
      />
    </form>
  );
}

type ReasonInput = { reason: string };

/** Declining a request or cancelling a trip: the customer reads the reason, so it is required. */
function ReasonForm({
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
function ConfirmMove({
  booking,
  move,
  onClose,
  action,
}: FormProps & { action: 'start' | 'complete' | 'no-show' }) {
  const format = useFormat();
  const customer = booking.customer.name;
  const percent = booking.cancellationPolicy.noShowPercent;
  const owed = format.rupees(noShowFee(booking));
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
