import { zodResolver } from '@hookform/resolvers/zod';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from '../../lib/toast';
import { RATING_MAX, TEXT_LIMITS } from '@shared/constants';
import * as z from 'zod/mini';
import { FeedbackBodySchema, type Car, type Feedback } from '@shared/contracts/cars';
import { CheckIcon, StarIcon } from '../../components/icons';
import { ApiError } from '../../lib/api-client';
import { isSessionEnded } from '../../lib/api-retry';
import { useFormat } from '../../lib/i18n/format';
import { useTranslateMessage } from '../../lib/i18n/server-messages';
import { STOREFRONT_MESSAGES } from '../../lib/i18n/messages/storefront-messages';
import { useLoginPath, useResumeAfterLogin } from '../../lib/return-to';
import { useAuth } from '../../lib/use-auth';
import { useProfile } from '../../lib/profile';
import { useFeedbacks, useSubmitFeedback, type FeedbackTarget } from './api';
import { ReportReview } from './report-review';
import { StarRating } from './star-rating';

// docs/product/storefront.md#form-rules: the same rules (and message) as the server's body schema.
const ReviewFormSchema = z.pick(FeedbackBodySchema, { rating: true, feedback: true });

const RATING_WORDS: readonly MessageDescriptor[] = [
  msg`Poor`,
  msg`Fair`,
  msg`Good`,
  msg`Very good`,
  msg`Excellent`,
];

function ReviewItem({
  review,
  companyName,
  ownId,
}: {
  review: Feedback;
  companyName: string;
  /** The signed-in customer, who reports others' reviews, never their own. */
  ownId: string | undefined;
}) {
  const { t } = useLingui();
  const format = useFormat();
  const name = review.userId.userName || t`Saarthi customer`;
  return (
    <li className="flex gap-3 py-4 first:pt-0 last:pb-0">
      <span
        className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-700"
        aria-hidden="true"
      >
        {name.charAt(0).toUpperCase()}
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
          <p className="flex flex-wrap items-center gap-2 font-semibold text-ink">
            {name}
            {review.verifiedTrip ? (
              // docs/product/trips-and-money.md#bookings: written after a completed booking of this car.
              <span className="inline-flex items-center gap-1 rounded-full bg-green-50 px-2 py-0.5 text-xs font-semibold text-success ring-1 ring-green-200">
                <CheckIcon className="h-3.5 w-3.5" />
                <Trans>Verified trip</Trans>
              </span>
            ) : null}
          </p>
          <time dateTime={review.createdAt} className="text-xs text-muted">
            {format.date(review.createdAt, { year: 'numeric', month: 'short', day: 'numeric' })}
          </time>
        </div>
        <StarRating rating={review.rating} size="h-4 w-4" />
        <p className="mt-1 whitespace-pre-line break-words text-sm text-ink/90">
          {review.feedback}
        </p>
        {review.userId._id === ownId ? null : <ReportReview reviewId={review._id} author={name} />}
        {review.reply ? (
          // docs/product/marketplace.md#reviews: the company's one public reply, under the review it answers.
          <div className="mt-3 rounded-lg border-l-2 border-brand-200 bg-brand-50 px-3 py-2">
            <p className="text-xs font-semibold text-brand-700">
              <Trans>Reply from {companyName}</Trans>
            </p>
            <p className="mt-1 whitespace-pre-line break-words text-sm text-ink/90">
              {review.reply}
            </p>
          </div>
        ) : null}
      </div>
    </li>
  );
}

function ReviewList({ target, companyName }: { target: FeedbackTarget; companyName: string }) {
  const { t } = useLingui();
  const { data, isPending, isError } = useFeedbacks(target);
  const profile = useProfile();

  useEffect(() => {
    // docs/product/storefront.md#errors Reviews; the id keeps a refetch from stacking a second toast.
    if (isError) toast.error(t`Failed to fetch feedbacks`, { toastId: 'feedbacks-error' });
  }, [isError, t]);

  if (isPending) {
    return (
      <p role="status" className="text-sm text-muted">
        <Trans>Loading reviews...</Trans>
      </p>
    );
  }
  if (isError) {
    return (
      <p className="text-sm font-medium text-danger">
        <Trans>Failed to load reviews</Trans>
      </p>
    );
  }
  if (data.length === 0) {
    return (
      <p className="text-sm text-muted">
        <Trans>No reviews yet. Rode with this car? Be the first to review it.</Trans>
      </p>
    );
  }
  return (
    <ul className="divide-y divide-slate-100" aria-label={t`Reviews`}>
      {data.map((review) => (
        <ReviewItem
          key={review._id}
          review={review}
          companyName={companyName}
          ownId={profile.data?._id}
        />
      ))}
    </ul>
  );
}

function StarRadioGroup({
  name,
  value,
  onChange,
  onBlur,
}: {
  name: string;
  value: number | undefined;
  onChange: (rating: number) => void;
  onBlur: () => void;
}) {
  const { i18n } = useLingui();
  const [hovered, setHovered] = useState(0);
  const shown = hovered || value || 0;
  const shownWord = shown ? RATING_WORDS[shown - 1] : undefined;
  return (
    <fieldset>
      <legend className="field-label">
        <Trans>Your rating</Trans>
      </legend>
      <div className="flex items-center gap-3">
        <div className="flex" onMouseLeave={() => setHovered(0)}>
          {Array.from({ length: RATING_MAX }, (_, index) => {
            const stars = index + 1;
            return (
              <label
                key={stars}
                className="cursor-pointer p-0.5"
                onMouseEnter={() => setHovered(stars)}
              >
                <input
                  type="radio"
                  name={name}
                  value={stars}
                  checked={value === stars}
                  onChange={() => onChange(stars)}
                  onBlur={onBlur}
                  className="peer sr-only"
                />
                <StarIcon
                  className={`h-8 w-8 rounded transition-colors peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent-500 ${
                    stars <= shown ? 'text-accent-400' : 'text-slate-300'
                  }`}
                />
                <span className="sr-only">
                  <Plural value={stars} one="# star" other="# stars" />
                </span>
              </label>
            );
          })}
        </div>
        <span className="text-sm font-medium text-muted" aria-hidden="true">
          {shownWord ? i18n._(shownWord) : <Trans>Tap a star</Trans>}
        </span>
      </div>
    </fieldset>
  );
}

function ReviewForm({ target }: { target: FeedbackTarget }) {
  const { t } = useLingui();
  const translateMessage = useTranslateMessage(STOREFRONT_MESSAGES);
  const { isSignedIn } = useAuth();
  const currentUser = useProfile();
  const submit = useSubmitFeedback();
  const commentId = useId();
  const errorId = useId();
  const loginPath = useLoginPath('review');
  // Back from the login a review asked for: the review box is ready to type in.
  useResumeAfterLogin('review', () => document.getElementById(commentId)?.focus());
  const {
    control,
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(ReviewFormSchema),
    defaultValues: { rating: undefined, feedback: '' },
  });

  useEffect(() => {
    // docs/product/storefront.md#errors Reviews: the reviewer is the signed-in user (docs/product/storefront.md#reviews).
    if (currentUser.isError)
      toast.error(t`Failed to fetch user data`, { toastId: 'user-data-error' });
  }, [currentUser.isError, t]);

  if (!isSignedIn) {
    return (
      <div className="rounded-xl bg-brand-50 p-5 text-center">
        <p className="font-semibold text-brand-900">
          <Trans>Log in to write a review</Trans>
        </p>
        <p className="mt-1 text-sm text-muted">
          <Trans>Share how your ride went and help other travellers choose.</Trans>
        </p>
        <Link to={loginPath} className="btn-primary mt-4">
          <Trans>Log in</Trans>
        </Link>
      </div>
    );
  }

  // docs/product/storefront.md#form-rules: the shared rule's message, in the reader's language.
  const ruleMessage = errors.rating?.message ?? errors.feedback?.message;
  const errorMessage = ruleMessage ? translateMessage(ruleMessage) : undefined;

  const onSubmit = handleSubmit((values) => {
    submit.mutate(
      { ...target, rating: values.rating, feedback: values.feedback },
      {
        onSuccess: (answer) => {
          // One review per customer per car: writing again edits the first, and the API says so.
          const edited = answer.code === 'feedback_updated';
          toast.success(edited ? translateMessage(answer) : t`Feedback submitted successfully`);
          reset();
        },
        onError: (error) => {
          if (isSessionEnded(error)) return;
          toast.error(
            error instanceof ApiError && error.fromServer
              ? translateMessage(error)
              : t`Submission failed`,
          );
        },
      },
    );
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="space-y-4"
      aria-describedby={errorMessage ? errorId : undefined}
    >
      <Controller
        name="rating"
        control={control}
        render={({ field }) => (
          <StarRadioGroup
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
          />
        )}
      />
      <div>
        <label htmlFor={commentId} className="field-label">
          <Trans>Your review</Trans>
        </label>
        <textarea
          id={commentId}
          rows={4}
          maxLength={TEXT_LIMITS.comment}
          placeholder={t`How was the car, the driver and the trip?`}
          className="field-input resize-y"
          aria-invalid={errors.feedback ? true : undefined}
          {...register('feedback')}
        />
      </div>
      {errorMessage ? (
        <p id={errorId} role="alert" className="field-error">
          {errorMessage}
        </p>
      ) : null}
      <button type="submit" className="btn-primary w-full sm:w-auto" disabled={submit.isPending}>
        {submit.isPending ? <Trans>Submitting...</Trans> : <Trans>Submit review</Trans>}
      </button>
    </form>
  );
}

/** Where a link opens the car page at its reviews: `/car/{id}#reviews`. */
const REVIEWS_ANCHOR = 'reviews';

/** docs/product/storefront.md#car-detail: the review list and the review form. */
export function CarReviews({ car }: { car: Pick<Car, '_id' | 'user'> }) {
  const headingId = useId();
  const target: FeedbackTarget = { carId: car._id, travelUserId: car.user._id };
  const section = useRef<HTMLElement>(null);
  // A completed trip's "Rate your trip" opens the car at its reviews, which arrive after the page.
  useEffect(() => {
    if (window.location.hash === `#${REVIEWS_ANCHOR}`) section.current?.scrollIntoView();
  }, []);
  return (
    <section
      ref={section}
      id={REVIEWS_ANCHOR}
      aria-labelledby={headingId}
      className="grid scroll-mt-20 gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]"
    >
      <div className="card p-5 sm:p-6">
        <h2 id={headingId} className="text-xl font-bold text-brand-900">
          <Trans>Reviews</Trans>
        </h2>
        <div className="mt-4">
          <ReviewList target={target} companyName={car.user.travelsName} />
        </div>
      </div>
      <div className="card h-fit p-5 sm:p-6">
        <h3 className="mb-4 text-lg font-bold text-brand-900">
          <Trans>Write a review</Trans>
        </h3>
        <ReviewForm target={target} />
      </div>
    </section>
  );
}
