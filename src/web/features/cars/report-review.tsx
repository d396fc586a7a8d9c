import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { MessageResponseSchema } from '@shared/contracts/common';
import { REPORT_REASON } from '@shared/contracts/moderation';
import { messageRef, type ReportMessageCode } from '@shared/message-ref';
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

/**
 * "Report" under a review (docs/product/marketplace.md#operator-console: customers report a review, reports
 * form the operators' queue): a signed-in customer says what is wrong with it; a signed-out one
 * is asked to log in first.
 */
export function ReportReview({ reviewId, author }: { reviewId: string; author: string }) {
  const { t } = useLingui();
  const { isSignedIn } = useAuth();
  const translate = useTranslateMessage(REPORT_TABLES);
  const fieldId = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [thanks, setThanks] = useState<string | null>(null);
  const report = useMutation({
    mutationFn: (text: string) =>
      apiRequest(`/api/feedback/${reviewId}/report`, {
        method: 'POST',
        auth: true,
        body: { reason: text },
        schema: MessageResponseSchema,
      }),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const text = reason.trim();
    if (text.length < REPORT_REASON.min) {
      setProblem(translate(messageRef('report_reason_required', { min: REPORT_REASON.min })));
      return;
    }
    setProblem(null);
    report.mutate(text, {
      onSuccess: (answer) => {
        setOpen(false);
        setThanks(translate(answer));
      },
      onError: (error) => {
        // Reported already: the customer's wish is met; say so where the button was.
        if (error instanceof ApiError && error.code === 'report_twice') {
          setOpen(false);
          setThanks(translate(error));
          return;
        }
        setProblem(error instanceof ApiError ? translate(error) : translate(REQUEST_FAILED));
      },
    });
  }

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
            <form onSubmit={submit} noValidate className="space-y-4">
              <p className="text-sm text-muted">
                <Trans>
                  Tell the Saarthi team what is wrong with it: abuse, personal details, or not about
                  this car. They read every report.
                </Trans>
              </p>
              <div>
                <label htmlFor={fieldId} className="field-label">
                  <Trans>What is wrong with it?</Trans>
                </label>
                <textarea
                  id={fieldId}
                  rows={3}
                  maxLength={REPORT_REASON.max}
                  className="field-input"
                  value={reason}
                  aria-invalid={problem ? true : undefined}
                  onChange={(event) => setReason(event.target.value)}
                />
              </div>
              {problem ? (
                <p role="alert" className="field-error">
                  {problem}
                </p>
              ) : null}
              <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
                <button type="button" className="btn-ghost" onClick={() => setOpen(false)}>
                  <Trans>Cancel</Trans>
                </button>
                <button type="submit" className="btn-primary" disabled={report.isPending}>
                  {report.isPending ? <Trans>Sending…</Trans> : <Trans>Send report</Trans>}
                </button>
              </div>
            </form>
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
