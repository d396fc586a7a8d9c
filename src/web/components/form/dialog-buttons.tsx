import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';

/**
 * A dialog's buttons, in every area: the way back first on a phone's reach, the action last. The way back is never disabled: it is how a change
 * on its way is stopped. It reads "Go back" where "Cancel" would name the action itself
 * (cancelling a booking), "Cancel" elsewhere.
 */
export function DialogButtons({
  pending,
  onClose,
  confirm,
  confirmClass = 'btn-primary',
  back = 'cancel',
  submit = false,
  onConfirm,
  disabled = false,
  pendingLabel = <Trans>Saving…</Trans>,
  className = 'mt-6',
}: {
  pending: boolean;
  onClose: () => void;
  confirm: ReactNode;
  confirmClass?: string;
  back?: 'cancel' | 'go-back';
  /** The confirm button submits the dialog's form. */
  submit?: boolean;
  onConfirm?: () => void;
  disabled?: boolean;
  /** What the action reads while it is on its way ("Sending…" for a report). */
  pendingLabel?: ReactNode;
  /** Room above the buttons; a form that spaces its children itself passes ''. */
  className?: string;
}) {
  return (
    <div className={`${className} flex flex-col-reverse gap-2 sm:flex-row sm:justify-end`}>
      <button type="button" className="btn-ghost" onClick={onClose}>
        {back === 'go-back' ? <Trans>Go back</Trans> : <Trans>Cancel</Trans>}
      </button>
      <button
        type={submit ? 'submit' : 'button'}
        className={confirmClass}
        onClick={onConfirm}
        disabled={pending || disabled}
      >
        {pending ? pendingLabel : confirm}
      </button>
    </div>
  );
}
