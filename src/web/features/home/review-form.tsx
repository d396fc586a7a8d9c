import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { toast } from '../../lib/toast';
import { SiteReviewBodySchema, type SiteReviewBody } from '@shared/contracts/home';
import { RATING_MAX, RATING_MIN } from '@shared/constants';
import { useTranslateMessage } from '../../lib/i18n/server-messages';
import { FORM_MESSAGES } from '../../lib/i18n/messages/form-messages';
import { useSubmitComment } from './api';

type Field = keyof SiteReviewBody;
/** What the visitor typed; the rating stays text until it is checked. */
type ReviewFormValues = Record<Field, string>;
type FieldErrors = Partial<Record<Field, string>>;

const EMPTY: ReviewFormValues = { userName: '', comment: '', websiteRating: '' };

/** "" becomes undefined (so the message is "Rating is required"), anything else a number. */
const toRating = (value: string) => (value.trim() === '' ? undefined : Number(value));

/** The shared schema's verdict: the body to send, or the first message for each field. */
function check(values: ReviewFormValues): { body: SiteReviewBody } | { errors: FieldErrors } {
  const parsed = SiteReviewBodySchema.safeParse({
    ...values,
    websiteRating: toRating(values.websiteRating),
  });
  if (parsed.success) return { body: parsed.data };
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as Field;
    errors[field] ??= issue.message;
  }
  return { errors };
}

/**
 * The home page's site review form. It checks the shared schema itself rather than through
 * react-hook-form, which would put the home page 12.7 KB over its JavaScript budget even loaded
 * lazily (measured in docs/decisions/008). Like the other forms, it checks on submit, then again
 * as the visitor corrects a field.
 */
export function ReviewForm() {
  const { t } = useLingui();
  const translate = useTranslateMessage(FORM_MESSAGES);
  const submit = useSubmitComment();
  const [values, setValues] = useState<ReviewFormValues>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitted, setSubmitted] = useState(false);

  const field = (name: Field) => ({
    name,
    value: values[name],
    onChange(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) {
      const next = { ...values, [name]: event.target.value };
      setValues(next);
      if (submitted) {
        const verdict = check(next);
        setErrors('errors' in verdict ? verdict.errors : {});
      }
    },
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    const verdict = check(values);
    if ('errors' in verdict) {
      setErrors(verdict.errors);
      return;
    }
    setErrors({});
    submit.mutate(verdict.body, {
      onSuccess: () => {
        // A review sent, the form is empty again for the next visitor on a shared device.
        setValues(EMPTY);
        setSubmitted(false);
        toast.success(t`Thank you for your review!`);
      },
    });
  }

  const failure = submit.error;
  const reason = failure ? translate(failure) : '';

  return (
    <div className="card mx-auto mt-10 max-w-3xl p-6 sm:p-8">
      <h3 id="review-form-title" className="text-xl font-bold text-brand-900">
        <Trans>Share your experience</Trans>
      </h3>
      <p className="mt-1 text-sm text-muted">
        <Trans>Your review helps other travellers choose with confidence.</Trans>
      </p>
      <form
        onSubmit={onSubmit}
        noValidate
        aria-labelledby="review-form-title"
        className="mt-6 grid gap-4 sm:grid-cols-[1fr_12rem]"
      >
        <div>
          <label htmlFor="review-name" className="field-label">
            <Trans>Name</Trans>
          </label>
          <input
            id="review-name"
            type="text"
            autoComplete="name"
            placeholder={t`Your Name`}
            aria-invalid={errors.userName ? true : undefined}
            aria-describedby={errors.userName ? 'review-name-error' : undefined}
            className="field-input h-11"
            {...field('userName')}
          />
          {errors.userName ? (
            <p id="review-name-error" className="field-error">
              {translate(errors.userName)}
            </p>
          ) : null}
        </div>
        <div>
          <label htmlFor="review-rating" className="field-label">
            <Trans>Rating</Trans>
          </label>
          <input
            id="review-rating"
            type="number"
            inputMode="numeric"
            min={RATING_MIN}
            max={RATING_MAX}
            step={1}
            placeholder={t`Rating (1 to 5)`}
            aria-invalid={errors.websiteRating ? true : undefined}
            aria-describedby={errors.websiteRating ? 'review-rating-error' : undefined}
            className="field-input h-11"
            {...field('websiteRating')}
          />
          {errors.websiteRating ? (
            <p id="review-rating-error" className="field-error">
              {translate(errors.websiteRating)}
            </p>
          ) : null}
        </div>
        <div className="sm:col-span-2">
          <label htmlFor="review-comment" className="field-label">
            <Trans>Comment</Trans>
          </label>
          <textarea
            id="review-comment"
            rows={4}
            placeholder={t`Your Comment`}
            aria-invalid={errors.comment ? true : undefined}
            aria-describedby={errors.comment ? 'review-comment-error' : undefined}
            className="field-input resize-y"
            {...field('comment')}
          />
          {errors.comment ? (
            <p id="review-comment-error" className="field-error">
              {translate(errors.comment)}
            </p>
          ) : null}
        </div>
        <div className="flex flex-col gap-3 sm:col-span-2 sm:flex-row sm:items-center sm:justify-between">
          {/* A failed submit tells the visitor why, beside the button they pressed. */}
          <div className="text-sm empty:hidden sm:empty:block">
            {failure ? (
              <p role="alert" className="text-danger">
                <Trans>Your review could not be submitted: {reason}</Trans>
              </p>
            ) : null}
          </div>
          <button type="submit" className="btn-primary h-11 px-8" disabled={submit.isPending}>
            {submit.isPending ? <Trans>Submitting...</Trans> : <Trans>Submit Review</Trans>}
          </button>
        </div>
      </form>
    </div>
  );
}
