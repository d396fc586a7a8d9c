import { VerifyBodySchema } from '@shared/contracts/verification';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { PapersRefused, refusedPapers } from '../../components/console/papers-checklist';
import { ApiError } from '../../lib/api-client';
import type { Said } from '@shared/message-ref';
import { REQUEST_FAILED, useTranslateMessage } from '../../lib/i18n/server-messages';
import { ReasonDialog } from '../components/reason-dialog';
import { useDecision, type DecidedQueue } from './api';

// What every verification queue is made of besides its list (components/console/list-parts.tsx):
// the approve or reject decision, and how a failure reads.

export type Done = (message: string) => void;

/**
 * A move an operator starts from a card and may confirm in a dialog: whether the dialog is open,
 * why the last try failed, and the sending, which closes the dialog and reports the server's
 * answer once it is done.
 */
export function useAskedMove<Variables, Answer extends Said>(
  mutate: (
    variables: Variables,
    callbacks: { onSuccess: (answer: Answer) => void; onError: (error: Error) => void },
  ) => void,
  onDone: Done,
) {
  const translate = useTranslateMessage();
  const [asking, setAsking] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const send = (variables: Variables) => {
    setFailure(null);
    mutate(variables, {
      onSuccess: (answer) => {
        setAsking(false);
        onDone(translate(answer));
      },
      onError: setFailure,
    });
  };
  const ask = () => {
    setFailure(null);
    setAsking(true);
  };
  return { asking, setAsking, failure, send, ask };
}

/** Approve at once; reject after the reason is written. */
export function Decision({
  queue,
  id,
  name,
  rejectTitle,
  onDone,
}: {
  queue: DecidedQueue;
  id: string;
  /** What is decided, so that each card's buttons are told apart when read out. */
  name: string;
  /** The dialog's title; "Reject …" unless the rejection has a name of its own. */
  rejectTitle?: string;
  onDone: Done;
}) {
  const { t } = useLingui();
  const decision = useDecision(queue);
  const rejection = useAskedMove(decision.mutate, onDone);
  const rejecting = rejection.asking;
  const failure = rejection.failure;
  const decide = (body: { decision: 'approve' } | { decision: 'reject'; reason: string }) =>
    rejection.send({ id, body: { reason: '', ...body } });

  return (
    <div className="flex flex-wrap items-center gap-2">
      <button
        type="button"
        className="btn-primary"
        aria-label={t`Approve ${name}`}
        disabled={decision.isPending}
        onClick={() => decide({ decision: 'approve' })}
      >
        <Trans>Approve</Trans>
      </button>
      <button
        type="button"
        className="btn-outline border-danger text-danger hover:bg-red-50"
        aria-label={t`Reject ${name}`}
        disabled={decision.isPending}
        onClick={rejection.ask}
      >
        <Trans>Reject</Trans>
      </button>
      {failure && !rejecting ? <FailureText error={failure} /> : null}
      {rejecting ? (
        <ReasonDialog
          title={rejectTitle ?? t`Reject ${name}`}
          explanation={<Trans>The partner reads this reason and can correct and resubmit.</Trans>}
          confirmLabel={t`Reject`}
          schema={VerifyBodySchema}
          body={{ decision: 'reject' }}
          pending={decision.isPending}
          error={failure}
          onConfirm={(reason) => decide({ decision: 'reject', reason })}
          onClose={() => {
            // Closing stops a rejection on its way: it is never sent, or answered, later.
            decision.abandon();
            rejection.setAsking(false);
          }}
        />
      ) : null}
    </div>
  );
}

function FailureText({ error }: { error: unknown }) {
  const translate = useTranslateMessage();
  // A go-live refused for its papers names each one: listed as the card's checklist lists them.
  const papers = error instanceof ApiError ? refusedPapers(error.fields) : [];
  if (papers.length > 0) return <PapersRefused papers={papers} />;
  const message = translate(error instanceof Error ? error : REQUEST_FAILED);
  return (
    <p role="alert" className="text-sm font-medium text-danger">
      {message}
    </p>
  );
}
