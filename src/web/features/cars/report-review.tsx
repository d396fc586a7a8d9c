import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { MessageResponseSchema } from '@shared/contracts/common';
import { REPORT_REASON, ReportBodySchema, type ReportBody } from '@shared/contracts/moderation';
import type { ReportMessageCode } from '@shared/message-ref';
import { DialogButtons, Field, refusedFields, showRefusedFields } from '../../components/form';
import { Modal } from '../../components/modal';
import { apiRequest, ApiError } from '../../lib/api-client';
import { REQUEST_FAILED, useTranslateMessage } from '../../lib/i18n/server-messages';
import { STOREFRONT_MESSAGES } from '../../lib/i18n/messages/storefront-messages';
import { useAuth } from '../../lib/use-auth';
import { LoginLink } from '../../components/login-link';

/** The report's answers, in the reader's language (the cars catalogue: only this page shows them). */
const REPORT_SERVER_MESSAGES: Record<ReportMessageCode, MessageDescriptor> = {
  report_reason_required: msg({
    message: 'Tell us what is wrong with this review (at least {min} characters)',
  }),
  report_own_review: msg({ message: 'You cannot report your own review' }),
  report_twice: msg({
    message: 'You have reported this review already: our team will look at it',
  }),
  report_received: msg({ message: 'Thanks: our team will look at this review' }),
};

const REPORT_TABLES = [REPORT_SERVER_MESSAGES, STOREFRONT_MESSAGES];

/** The server's name for the reason is the form's. */
const reasonField = (field: string) => (field === 'reason' ? 'reason' : null);

/**
 * "Report" under a review: a signed-in customer says what is wrong with it, and the report joins
 * the operators' queue; a signed-out one is asked to log in first.
 */
export function ReportReview({ reviewId, author }: { reviewId: string; author: string }) {
  const { t } = useLingui();
  const { isSignedIn } = useAuth();
  const [open, setOpen] = useState(false);
  const [thanks, setThanks] = useState<string | null>(null);

  if (thanks)
    return (
      <p role="status" className="mt-2 text-xs font-medium text-success">
        {thanks}
      </p>
    );
  return (
    <>
      <button
        type="button"
        className="mt-2 text-xs font-semibold text-muted underline-offset-4 hover:text-danger hover:underline"
        aria-label={t`Report the review by ${author}`}
        onClick={() => setOpen(true)}
      >
        <Trans>Report</Trans>
      </button>
      {open ? (
        <Modal title={t`Report this review`} onClose={() => setOpen(false)}>
          {isSignedIn ? (
            <ReportForm
              reviewId={reviewId}
              onClose={() => setOpen(false)}
              onDone={(said) => {
                setOpen(false);
                setThanks(said);
              }}
            />
          ) : (
            <div className="space-y-4">
              <p className="text-sm text-muted">
                <Trans>Log in to report a review.</Trans>
              </p>
              <div className="flex justify-end gap-2">
                <button type="button" className="btn-ghost" onClick={() => setOpen(false)}>
                  <Trans>Cancel</Trans>
                </button>
                <LoginLink className="btn-primary">
                  <Trans>Log in</Trans>
                </LoginLink>
              </div>
            </div>
          )}
        </Modal>
      ) : null}
    </>
  );
}

/**
 * The reason, checked with the report's contract rule before it is sent; a refusal of the
 * reason shows at it, any other above the buttons.
 */
function ReportForm({
  reviewId,
  onClose,
  onDone,
}: {
  reviewId: string;
  onClose: () => void;
  /** The report is in (or was already): what to thank the customer with. */
  onDone: (said: string) => void;
}) {
  const translate = useTranslateMessage(REPORT_TABLES);
  const [problem, setProblem] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ReportBody>({
    resolver: zodResolver(ReportBodySchema),
    defaultValues: { reason: '' },
  });
  const report = useMutation({
    mutationFn: (body: ReportBody) =>
      apiRequest(`/api/feedback/${reviewId}/report`, {
        method: 'POST',
        auth: true,
        body,
        schema: MessageResponseSchema,
      }),
  });

  const onSubmit = handleSubmit((body) => {
    setProblem(null);
    report.mutate(body, {
      onSuccess: (answer) => onDone(translate(answer)),
      onError: (error) => {
        // Reported already: the customer's wish is met; say so where the button was.
        if (error instanceof ApiError && error.code === 'report_twice') {
          onDone(translate(error));
          return;
        }
        const refused = refusedFields(error, reasonField);
        if (refused.length > 0) {
          showRefusedFields(refused, setError);
          return;
        }
        setProblem(error instanceof ApiError ? translate(error) : translate(REQUEST_FAILED));
      },
    });
  });

  const reasonError = errors.reason?.message ? translate(errors.reason.message) : undefined;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <p className="text-sm text-muted">
        <Trans>
          Tell the Saarthi team what is wrong with it: abuse, personal details, or not about this
          car. They read every report.
        </Trans>
      </p>
      <Field label={<Trans>What is wrong with it?</Trans>} error={reasonError}>
        {(control) => (
          <textarea
            rows={3}
            maxLength={REPORT_REASON.max}
            className="field-input"
            {...control}
            {...register('reason')}
          />
        )}
      </Field>
      {problem ? (
        <p role="alert" className="field-error">
          {problem}
        </p>
      ) : null}
      <DialogButtons
        className=""
        submit
        pending={report.isPending}
        onClose={onClose}
        confirm={<Trans>Send report</Trans>}
        pendingLabel={<Trans>Sending…</Trans>}
      />
    </form>
  );
}
