import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { BookingAction } from '@shared/booking-constants';
import type { Booking } from '@shared/contracts/bookings';
import { ApiError } from '../../lib/api-client';
import { useFailureReason } from '../../components/console/failure';
import { DialogButtons as BaseButtons, useRefusalText } from '../../components/form';
import { Alert } from '../../components/console/page-parts';
import type { useMoveBooking } from './api';

export type Move = ReturnType<typeof useMoveBooking>;

export interface FormProps {
  booking: Booking;
  move: Move;
  onClose: () => void;
}

/** The dialog's buttons: "Go back", since "Cancel" could read as cancelling the booking. */
export function DialogButtons(props: Omit<Parameters<typeof BaseButtons>[0], 'back'>) {
  return <BaseButtons {...props} back="go-back" />;
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

/**
 * A move form's end: why the server refused, unless one of the form's fields shows it, then the
 * buttons that submit the form or go back.
 */
export function MoveFormEnd({
  move,
  onClose,
  shownAtField,
  ...buttons
}: {
  move: Move;
  onClose: () => void;
  shownAtField?: (field: string) => string | null;
} & Pick<Parameters<typeof BaseButtons>[0], 'confirm' | 'confirmClass' | 'disabled'>) {
  return (
    <>
      <div className="mt-3">
        <Refusal error={move.error} shownAtField={shownAtField} />
      </div>
      <DialogButtons pending={move.isPending} onClose={onClose} submit {...buttons} />
    </>
  );
}
