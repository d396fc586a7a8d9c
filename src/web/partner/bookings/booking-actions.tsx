import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { toast } from '../../lib/toast';
import type { BookingAction } from '@shared/booking-constants';
import type { Booking, BookingChangeResponse } from '@shared/contracts/bookings';
import { Modal } from '../../components/modal';
import { useTranslateMessage } from '../../lib/i18n/server-messages';
import { SuspendedNote } from '../../components/console/page-parts';
import { useMoveBooking } from './api';
import { actionLabel } from './move-dialog-parts';
import { partnerActions } from './moves';

import { StepText } from './step-text';
import { AcceptForm } from './accept-form';
import { CompleteForm } from './complete-form';
import { ConfirmMove, ReasonForm, StartForm } from './move-forms';
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
      ) : action === 'start' ? (
        <StartForm {...shared} />
      ) : action === 'complete' ? (
        <CompleteForm {...shared} />
      ) : (
        <ConfirmMove {...shared} action={action} />
      )}
    </Modal>
  );
}
