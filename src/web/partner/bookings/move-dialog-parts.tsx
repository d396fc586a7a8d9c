import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { BookingAction } from '@shared/booking-constants';
import type { Booking } from '@shared/contracts/bookings';
import { ApiError } from '../../lib/api-client';
import { useFailureReason } from '../../components/console/failure';
import { useRefusalText } from '../../components/console/form-fields';
import { Alert } from '../../components/console/page-parts';
import type { useMoveBooking } from './api';

export type Move = ReturnType<typeof useMoveBooking>;

export interface FormProps {
  booking: Booking;
  move: Move;
  onClose: () => void;
}

/** The dialog's buttons: the way back first on phones' reach, the move last. */
export function DialogButtons({
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
export function Refusal({
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

/** A move's button. */
export function actionLabel(action: BookingAction): ReactNode {
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
