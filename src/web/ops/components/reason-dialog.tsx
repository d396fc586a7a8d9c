import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { VERIFY_REASON } from '@shared/contracts/verification';
import { Modal } from '../../components/modal';
import { useFailureReason } from '../../components/console/failure';

/**
 * An operator's decision that needs its reason written down (a rejection, a suspension, a review
 * hidden, a booking moved): the reason is what the other party reads and what the audit log
 * keeps, so it is asked for in words, at least VERIFY_REASON.min characters, before the action
 * goes. A refusal from the server, or the device being offline, stays in the dialog with the
 * reason typed. Closing it (Cancel, Escape, the backdrop) works while the action is on its way:
 * the caller's `onClose` backs out of it (`abandon` of lib/use-destructive-mutation.ts).
 */
export function ReasonDialog({
  title,
  explanation,
  confirmLabel,
  reasonRequired = true,
  danger = true,
  pending,
  error,
  onConfirm,
  onClose,
  children,
}: {
  title: string;
  /** Who will read the reason, so the operator writes it for them. */
  explanation: ReactNode;
  confirmLabel: string;
  /** An approval or a restore may go without one. */
  reasonRequired?: boolean;
  danger?: boolean;
  pending: boolean;
  /** The server's refusal of the last try, shown in the dialog. */
  error: unknown;
  onConfirm: (reason: string) => void;
  onClose: () => void;
  /** More choices above the reason (a booking's new status). */
  children?: ReactNode;
}) {
  const { t } = useLingui();
  const reasonOf = useFailureReason();
  const fieldId = useId();
  const hintId = useId();
  const errorId = useId();
  const [reason, setReason] = useState('');
  const [tooShort, setTooShort] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    const written = reason.trim();
    if (reasonRequired && written.length < VERIFY_REASON.min) {
      setTooShort(true);
      return;
    }
    onConfirm(written);
  }

  const min = VERIFY_REASON.min;
  const problem = tooShort
    ? t`Write the reason (at least ${min} characters).`
    : error
      ? reasonOf(error)
      : null;

  return (
    <Modal title={title} onClose={onClose}>
      <form onSubmit={submit} noValidate className="space-y-4">
        <p className="text-sm text-muted" id={hintId}>
          {explanation}
        </p>
        {children}
        <div>
          <label htmlFor={fieldId} className="mb-1 block text-sm font-semibold text-ink">
            {reasonRequired ? <Trans>Reason</Trans> : <Trans>Reason (optional)</Trans>}
          </label>
          <textarea
            id={fieldId}
            rows={4}
            maxLength={VERIFY_REASON.max}
            className={`field-input ${tooShort ? 'border-danger' : ''}`}
            value={reason}
            aria-invalid={tooShort || undefined}
            aria-describedby={problem ? `${hintId} ${errorId}` : hintId}
            onChange={(event) => {
              setReason(event.target.value);
              setTooShort(false);
            }}
          />
        </div>
        {problem ? (
          <p id={errorId} role="alert" className="text-sm font-medium text-danger">
            {problem}
          </p>
        ) : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="button" className="btn-ghost" onClick={onClose}>
            <Trans>Cancel</Trans>
          </button>
          <button
            type="submit"
            className={danger ? 'btn bg-danger text-white hover:bg-red-700' : 'btn-primary'}
            disabled={pending}
          >
            {pending ? <Trans>Saving…</Trans> : confirmLabel}
          </button>
        </div>
      </form>
    </Modal>
  );
}
