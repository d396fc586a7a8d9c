import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef, useState, type Ref } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from '../../lib/toast';
import { RATING_MAX } from '@shared/constants';
import {
  REVIEW_REPLY_MAX,
  ReviewReplyBodySchema,
  type PartnerReview,
  type ReviewReplyBody,
} from '@shared/contracts/reviews';
import { starsFor } from '@shared/rating';
import { StarIcon } from '../../components/icons';
import { useFormat } from '../../lib/i18n/format';
import { useTranslateMessage } from '../../lib/i18n/server-messages';
import { CarIcon } from '../components/icons';
import { useReplyToReview } from './api';

/** Five stars, full or empty, read out as "Rated 4 out of 5". */
function Stars({ rating }: { rating: number }) {
  const { t } = useLingui();
  const max = RATING_MAX;
  return (
    <span
      role="img"
      aria-label={t`Rated ${rating} out of ${max}`}
      className="inline-flex items-center gap-0.5 text-lg text-accent-400"
    >
      {starsFor(rating).map((kind, index) => (
        <StarIcon key={index} fill={kind} aria-hidden="true" />
      ))}
    </span>
  );
}

/**
 * One review of a car (the customer's words as they wrote them: reviews are not translated) and
 * the company's one public reply, or the form to write it.
 */
export function ReviewCard({ review, readOnly }: { review: PartnerReview; readOnly: boolean }) {
  const format = useFormat();
  const titleId = useId();
  const [editing, setEditing] = useState(false);
  const replyRef = useRef<HTMLDivElement>(null);
  const author = review.author.name;
  const written = format.date(review.createdAt, { dateStyle: 'medium' });

  function replied() {
    setEditing(false);
    // The form is gone: focus goes to the reply that took its place.
    requestAnimationFrame(() => replyRef.current?.focus());
  }

  return (
    <article aria-labelledby={titleId} className="card p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
        <div className="min-w-0">
          <h3 id={titleId} className="break-words text-base font-bold text-brand-900">
            {author}
          </h3>
          <p className="mt-0.5 flex items-center gap-1.5 text-sm text-muted">
            <CarIcon className="shrink-0 text-base" aria-hidden="true" />
            <span className="min-w-0 break-words">{review.car.name}</span>
          </p>
        </div>
        <div className="flex flex-col items-start gap-0.5 sm:items-end">
          <Stars rating={review.rating} />
          <time dateTime={review.createdAt} className="text-xs text-muted">
            {written}
          </time>
        </div>
      </div>
      {review.comment.trim() ? (
        <p className="mt-3 whitespace-pre-line break-words text-sm text-ink">{review.comment}</p>
      ) : null}

      <div className="mt-4 border-t border-slate-100 pt-3">
        {review.reply !== null && !editing ? (
          <Reply
            review={review}
            ref={replyRef}
            onEdit={readOnly ? undefined : () => setEditing(true)}
          />
        ) : readOnly ? (
          <p className="text-sm text-muted">
            <Trans>Not replied yet.</Trans>
          </p>
        ) : (
          <ReplyForm
            review={review}
            onReplied={replied}
            onCancel={review.reply !== null ? () => setEditing(false) : undefined}
          />
        )}
      </div>
    </article>
  );
}

function Reply({
  review,
  ref,
  onEdit,
}: {
  review: PartnerReview;
  ref: Ref<HTMLDivElement>;
  onEdit: (() => void) | undefined;
}) {
  const { t } = useLingui();
  const format = useFormat();
  const when = review.repliedAt ? format.date(review.repliedAt, { dateStyle: 'medium' }) : '';
  const author = review.author.name;
  return (
    <div ref={ref} tabIndex={-1} className="rounded-lg bg-brand-50 px-3 py-2.5 text-sm">
      <p className="text-xs font-semibold uppercase tracking-wider text-brand-700">
        {when ? (
          <Trans>
            Your public reply · <time dateTime={review.repliedAt ?? undefined}>{when}</time>
          </Trans>
        ) : (
          <Trans>Your public reply</Trans>
        )}
      </p>
      <p className="mt-1 whitespace-pre-line break-words text-ink">{review.reply}</p>
      {onEdit ? (
        <button
          type="button"
          className="btn-ghost -ml-3 mt-1 px-3 py-1.5"
          onClick={onEdit}
          aria-label={t`Edit reply to ${author}`}
        >
          <Trans>Edit reply</Trans>
        </button>
      ) : null}
    </div>
  );
}

/** The reply, checked with the shared rule (not blank, at most 1000 characters) before sending. */
function ReplyForm({
  review,
  onReplied,
  onCancel,
}: {
  review: PartnerReview;
  onReplied: () => void;
  /** Editing a reply already there can be abandoned; a first reply just stays unwritten. */
  onCancel: (() => void) | undefined;
}) {
  const { t } = useLingui();
  const translate = useTranslateMessage();
  const id = useId();
  const hintId = `${id}-hint`;
  const countId = `${id}-count`;
  const errorId = `${id}-error`;
  const editing = review.reply !== null;
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<ReviewReplyBody>({
    resolver: zodResolver(ReviewReplyBodySchema),
    defaultValues: { reply: review.reply ?? '' },
  });
  const typed = useWatch({ control, name: 'reply' }) ?? '';
  const reply = useReplyToReview({
    onReplied: () => {
      toast.success(editing ? t`Your reply is updated.` : t`Your reply is published.`);
      onReplied();
    },
  });
  const onSubmit = handleSubmit((body) => reply.mutate({ review, reply: body.reply }));

  const refusal = reply.error ? translate(reply.error) : null;
  const fieldError = errors.reply?.message ? translate(errors.reply.message) : null;
  const error = fieldError ?? refusal;
  const length = typed.length;
  const max = REVIEW_REPLY_MAX;
  const author = review.author.name;

  return (
    <form noValidate onSubmit={onSubmit} aria-busy={reply.isPending} className="space-y-2">
      <label htmlFor={id} className="field-label">
        {editing ? (
          <Trans>Edit your public reply</Trans>
        ) : (
          <Trans>Reply publicly to {author}</Trans>
        )}
      </label>
      <p id={hintId} className="text-xs text-muted">
        <Trans>
          Everyone who opens this car on Saarthi can read your reply, under the review. You can
          change it later.
        </Trans>
      </p>
      <textarea
        id={id}
        rows={3}
        className={`field-input ${error ? 'border-danger' : ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, countId, error ? errorId : null].filter(Boolean).join(' ')}
        {...register('reply')}
      />
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0 flex-1">
          {error ? (
            <p id={errorId} role="alert" className="field-error mt-0">
              {error}
            </p>
          ) : null}
        </div>
        <p
          id={countId}
          className={`text-xs ${length > max ? 'font-semibold text-danger' : 'text-muted'}`}
        >
          <Trans>
            {length} of {max} characters
          </Trans>
        </p>
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {onCancel ? (
          <button type="button" className="btn-ghost" onClick={onCancel}>
            <Trans>Cancel</Trans>
          </button>
        ) : null}
        <button type="submit" className="btn-primary" disabled={reply.isPending}>
          {reply.isPending ? (
            <Trans>Sending…</Trans>
          ) : editing ? (
            <Trans>Save reply</Trans>
          ) : (
            <Trans>Publish reply</Trans>
          )}
        </button>
      </div>
    </form>
  );
}
