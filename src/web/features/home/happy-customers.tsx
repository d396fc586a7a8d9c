import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useRef } from 'react';
import type { SiteReview } from '@shared/contracts/home';
import { averageRating, formatRating, starsFor } from '@shared/rating';
import { useComments } from './api';
import { cardStep } from './auto-scroll';
import {
  ChevronLeftIcon,
  ChevronRightIcon,
  QuoteIcon,
  ShieldCheckIcon,
  StarIcon,
} from '../../components/icons';
import { DeferredReviewForm } from './deferred-review-form';

const ARROW =
  'flex h-10 w-10 items-center justify-center rounded-full border border-slate-200 bg-white text-brand-700 shadow-sm transition hover:border-brand-500 hover:bg-brand-50';

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return (
    parts.length > 1
      ? `${parts[0]![0]}${parts[parts.length - 1]![0]}`
      : (parts[0]?.slice(0, 2) ?? '?')
  ).toUpperCase();
}

/** docs/product/storefront.md#pages-and-routes: a review card shows userName, comment, the rating as "N/5" and the verified flag. */
export function ReviewCard({ review }: { review: SiteReview }) {
  const rating = formatRating(review.websiteRating);
  return (
    <article className="card flex h-full min-w-[280px] flex-col p-5">
      <div className="flex items-center justify-between gap-3">
        <div className="flex items-center gap-1 text-accent-400" aria-hidden="true">
          {starsFor(review.websiteRating).map((fill, index) => (
            <StarIcon key={index} fill={fill} className="h-4 w-4" />
          ))}
        </div>
        <span className="text-sm font-semibold text-brand-900">
          <Trans>
            <span className="sr-only">Rated </span>
            {rating}
          </Trans>
        </span>
      </div>
      <QuoteIcon className="mt-4 h-6 w-6 text-brand-200" />
      <p className="mt-1 line-clamp-5 flex-1 whitespace-pre-line break-words text-sm leading-relaxed text-ink">
        {review.comment}
      </p>
      <div className="mt-5 flex items-center gap-3 border-t border-slate-100 pt-4">
        <span
          aria-hidden="true"
          className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-bold text-brand-700"
        >
          {initials(review.userName)}
        </span>
        <div className="min-w-0">
          <h3 className="truncate text-sm font-semibold text-brand-900">{review.userName}</h3>
          {review.verified ? (
            <span className="mt-0.5 inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-success">
              <ShieldCheckIcon className="h-3.5 w-3.5" />
              <Trans>Verified</Trans>
            </span>
          ) : (
            <span className="mt-0.5 inline-flex items-center rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-600">
              <Trans>Not Verified</Trans>
            </span>
          )}
        </div>
      </div>
    </article>
  );
}

/** docs/product/storefront.md#pages-and-routes: Happy Customers, the site's reviews with the review form beneath. */
export function HappyCustomers() {
  const { t } = useLingui();
  const { data, isPending, isError } = useComments();
  const reviews = data ?? [];
  const scroller = useRef<HTMLUListElement>(null);
  const scrollByCard = (direction: 1 | -1) => {
    const element = scroller.current;
    if (element) element.scrollBy({ left: direction * cardStep(element), behavior: 'smooth' });
  };
  const reviewCount = reviews.length;
  const average = averageRating(
    reviews.reduce((sum, review) => sum + review.websiteRating, 0),
    reviews.length,
  );
  return (
    <section
      aria-labelledby="reviews-title"
      className="bg-gradient-to-b from-brand-50 to-surface py-14 sm:py-20"
    >
      <div className="container-page">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div className="max-w-2xl">
            <p className="text-sm font-semibold uppercase tracking-wider text-accent-700">
              <Trans>Reviews</Trans>
            </p>
            <h2 id="reviews-title" className="section-title mt-1">
              <Trans>Happy Customers</Trans>
            </h2>
            <p className="mt-2 text-muted">
              <Trans>What travellers say about riding with Saarthi.</Trans>
            </p>
          </div>
          {reviews.length > 0 ? (
            <div className="flex flex-wrap items-center gap-3">
              <p className="flex items-center gap-2 rounded-full bg-white px-4 py-2 text-sm shadow-card">
                <StarIcon className="h-5 w-5 text-accent-400" />
                <span className="font-bold text-brand-900">{formatRating(average)}</span>
                <span className="text-muted">
                  <Plural
                    value={reviewCount}
                    one="average from # review"
                    other="average from # reviews"
                  />
                </span>
              </p>
              <div className="hidden items-center gap-2 sm:flex">
                <button
                  type="button"
                  onClick={() => scrollByCard(-1)}
                  aria-label={t`Previous reviews`}
                  className={ARROW}
                >
                  <ChevronLeftIcon className="h-5 w-5" />
                </button>
                <button
                  type="button"
                  onClick={() => scrollByCard(1)}
                  aria-label={t`Next reviews`}
                  className={ARROW}
                >
                  <ChevronRightIcon className="h-5 w-5" />
                </button>
              </div>
            </div>
          ) : null}
        </div>

        {isPending ? (
          <div role="status" className="no-scrollbar mt-8 flex gap-4 overflow-hidden">
            <span className="sr-only">
              <Trans>Loading reviews…</Trans>
            </span>
            {Array.from({ length: 3 }, (_, index) => (
              <div
                key={index}
                aria-hidden="true"
                className="card h-52 w-80 min-w-[280px] shrink-0 animate-pulse bg-white/70"
              />
            ))}
          </div>
        ) : reviews.length > 0 ? (
          // Focusable so keyboard users can scroll the reviews with the arrow keys (WCAG 2.1.1).
          <ul
            ref={scroller}
            tabIndex={0}
            className="no-scrollbar relative -mx-2 mt-8 flex snap-x snap-mandatory overflow-x-auto pb-4 pt-1"
            aria-label={t`Customer reviews`}
          >
            {reviews.map((review) => (
              <li key={review._id} className="w-80 max-w-[90vw] shrink-0 snap-start px-2">
                <ReviewCard review={review} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="card mt-8 p-6 text-center text-muted">
            {isError
              ? t`Reviews could not be loaded right now. Please try again later.`
              : t`No reviews yet. Be the first to share your experience!`}
          </p>
        )}

        <DeferredReviewForm />
      </div>
    </section>
  );
}
