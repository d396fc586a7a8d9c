import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type ReactNode } from 'react';
import { HideBodySchema, type AdminReview } from '@shared/contracts/moderation';
import { useFailureReason } from '../../components/console/failure';
import { useFormat } from '../../lib/i18n/format';
import { useTranslateMessage } from '../../lib/i18n/server-messages';
import { ReasonDialog } from '../components/reason-dialog';
import { useVisibility } from './api';

// A review as an operator moderates it: its stars and words, whether it is hidden, and the
// button that hides or shows it.

export type Done = (message: string) => void;

export function Stars({ rating }: { rating: number }) {
  const { t } = useLingui();
  return (
    <span className="text-accent-600" role="img" aria-label={t`${rating} out of 5 stars`}>
      {'★'.repeat(rating)}
      <span className="text-slate-300">{'★'.repeat(5 - rating)}</span>
    </span>
  );
}

/** A review with who wrote it about which car, and the hide or restore button. */
export function ReviewCard({
  review,
  onDone,
  children,
}: {
  review: AdminReview;
  onDone: Done;
  children?: ReactNode;
}) {
  const titleId = useId();
  const format = useFormat();
  const when = format.date(review.createdAt, { dateStyle: 'medium' });
  const author = review.customer.name;
  const car = review.car.name;
  const company = review.company.travelsName;
  return (
    <article aria-labelledby={titleId} className="card p-4 sm:p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={titleId} className="font-bold text-brand-900">
          <Trans>
            {author} on {car}
          </Trans>
        </h2>
        <p className="text-sm text-muted">
          <Trans>
            {company} · {when}
          </Trans>
        </p>
      </div>
      <p className="mt-1">
        <Stars rating={review.rating} />
      </p>
      <p className="mt-2 whitespace-pre-line break-words text-ink">{review.comment}</p>
      {review.hiddenAt ? <HiddenNote reason={review.hiddenReason} /> : null}
      {children}
      <div className="mt-4 flex flex-wrap items-center gap-2">
        <VisibilityButton
          kind="feedback"
          id={review._id}
          hidden={review.hiddenAt !== null}
          name={`${author} · ${car}`}
          onDone={onDone}
        />
      </div>
    </article>
  );
}

export function HiddenNote({ reason }: { reason: string }) {
  return (
    <p className="mt-3 rounded-lg bg-slate-100 px-3 py-2 text-sm text-ink">
      <Trans>Hidden:</Trans> {reason}
    </p>
  );
}

export function VisibilityButton({
  kind,
  id,
  hidden,
  name,
  onDone,
}: {
  kind: 'feedback' | 'comments';
  id: string;
  hidden: boolean;
  /** What is hidden, so each card's button is told apart when read out. */
  name: string;
  onDone: Done;
}) {
  const { t } = useLingui();
  const translate = useTranslateMessage();
  const reasonOf = useFailureReason();
  const visibility = useVisibility(kind);
  const [asking, setAsking] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);

  const send = (hide: boolean, reason = '') => {
    setFailure(null);
    visibility.mutate(
      { id, hide, reason },
      {
        onSuccess: (answer) => {
          setAsking(false);
          onDone(translate(answer));
        },
        onError: setFailure,
      },
    );
  };

  if (hidden)
    return (
      <>
        <button
          type="button"
          className="btn-outline"
          aria-label={t`Restore ${name}`}
          disabled={visibility.isPending}
          onClick={() => send(false)}
        >
          <Trans>Restore</Trans>
        </button>
        {failure ? (
          <p role="alert" className="text-sm text-danger">
            {reasonOf(failure)}
          </p>
        ) : null}
      </>
    );
  return (
    <>
      <button
        type="button"
        className="btn-outline border-danger text-danger hover:bg-red-50"
        aria-label={t`Hide ${name}`}
        onClick={() => {
          setFailure(null);
          setAsking(true);
        }}
      >
        <Trans>Hide</Trans>
      </button>
      {asking ? (
        <ReasonDialog
          title={t`Hide ${name}`}
          explanation={
            kind === 'feedback' ? (
              <Trans>
                The review leaves the car page and its company's rating at once. The reason is kept
                in the audit log.
              </Trans>
            ) : (
              <Trans>The comment leaves the home page. The reason is kept in the audit log.</Trans>
            )
          }
          confirmLabel={t`Hide`}
          schema={HideBodySchema}
          pending={visibility.isPending}
          error={failure}
          onConfirm={(reason) => send(true, reason)}
          onClose={() => {
            // Closing stops a hiding on its way: it is never sent, or answered, later.
            visibility.abandon();
            setAsking(false);
          }}
        />
      ) : null}
    </>
  );
}
