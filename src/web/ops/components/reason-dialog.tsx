import { zodResolver } from '@hookform/resolvers/zod';
import { Trans } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import * as z from 'zod/mini';
import { VERIFY_REASON } from '@shared/contracts/verification';
import { useFailureReason } from '../../components/console/failure';
import { DialogButtons, Field, refusedFields, useFieldMessage } from '../../components/form';
import { Modal } from '../../components/modal';

interface ReasonValues {
  reason: string;
}
/** The body as its schema gives it back; a body that may be left out (a restore) is null. */
type Checked = { reason?: string } | null | undefined;
/** An action's body schema with its reason (`SuspendBodySchema`, `BookingMoveBodySchema`…). */
export type ReasonSchema = z.ZodMiniType<Checked>;

/** The server's name for the reason is the form's. */
const reasonField = (field: string) => (field === 'reason' ? 'reason' : null);

/**
 * The reason as the action's own body schema checks it (the server's rule and words), with the
 * rest of the body, which the dialog does not ask for, filled in.
 */
function reasonResolver(
  schema: ReasonSchema,
  body: object,
): Resolver<ReasonValues, unknown, Checked> {
  const withBody = z.pipe(
    z.transform((values: ReasonValues) => ({ ...body, ...values })),
    schema as z.ZodMiniType<Checked, ReasonValues>,
  );
  return zodResolver(withBody);
}

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
  schema,
  body = {},
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
  /** The action's body schema, whose rule and message for the reason the dialog shows. */
  schema: ReasonSchema;
  /** The rest of the body the schema checks (a booking's new status, a rejection's decision). */
  body?: object;
  /** An approval or a restore may go without one. */
  reasonRequired?: boolean;
  danger?: boolean;
  pending: boolean;
  /** The server's refusal of the last try, shown at the reason or in the dialog. */
  error: unknown;
  onConfirm: (reason: string) => void;
  onClose: () => void;
  /** More choices above the reason (a booking's new status). */
  children?: ReactNode;
}) {
  const reasonOf = useFailureReason();
  const message = useFieldMessage();
  const explanationId = useId();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ReasonValues, unknown, Checked>({
    resolver: reasonResolver(schema, body),
    defaultValues: { reason: '' },
  });

  const [refused] = refusedFields(error, reasonField);
  const fieldError = message(errors.reason ?? refused);
  // A refusal the field shows already is not said again above the buttons.
  const problem = error && !refused ? reasonOf(error) : null;

  return (
    <Modal title={title} onClose={onClose}>
      <form
        onSubmit={handleSubmit((checked) => onConfirm(checked?.reason ?? ''))}
        noValidate
        className="space-y-4"
      >
        <p className="text-sm text-muted" id={explanationId}>
          {explanation}
        </p>
        {children}
        <Field
          label={reasonRequired ? <Trans>Reason</Trans> : <Trans>Reason (optional)</Trans>}
          error={fieldError}
        >
          {(control) => (
            <textarea
              rows={4}
              maxLength={VERIFY_REASON.max}
              className="field-input"
              {...control}
              aria-describedby={[explanationId, control['aria-describedby']]
                .filter(Boolean)
                .join(' ')}
              {...register('reason')}
            />
          )}
        </Field>
        {problem ? (
          <p role="alert" className="text-sm font-medium text-danger">
            {problem}
          </p>
        ) : null}
        <DialogButtons
          className=""
          submit
          pending={pending}
          onClose={onClose}
          confirm={confirmLabel}
          confirmClass={danger ? 'btn bg-danger text-white hover:bg-red-700' : 'btn-primary'}
        />
      </form>
    </Modal>
  );
}
