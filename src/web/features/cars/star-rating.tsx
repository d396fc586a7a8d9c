import { useLingui } from '@lingui/react/macro';
import { RATING_MAX } from '@shared/constants';
import { starsFor, type Star } from '@shared/rating';
import { StarIcon } from '../../components/icons';

function StarShape({ kind, className }: { kind: Star; className: string }) {
  // A half star is an empty outline with the filled star clipped to its left half on top.
  return (
    <span className={`relative inline-block ${className}`} data-star={kind}>
      <StarIcon className="absolute inset-0 h-full w-full text-slate-300" />
      {kind !== 'empty' ? (
        <span
          className="absolute inset-y-0 left-0 overflow-hidden"
          style={{ width: kind === 'full' ? '100%' : '50%' }}
        >
          <StarIcon className={`max-w-none text-accent-400 ${className}`} />
        </span>
      ) : null}
    </span>
  );
}

interface StarRatingProps {
  rating: number;
  /** Tailwind size classes of one star. */
  size?: string;
  /** Show "4.5/5" beside the stars (docs/product/storefront.md#constants: ratings are displayed as "N/5"). */
  showValue?: boolean;
}

/** docs/product/storefront.md#pages-and-routes and docs/product/storefront.md#constants: five stars, full, half or empty, for a rating out of 5. */
export function StarRating({ rating, size = 'h-5 w-5', showValue = false }: StarRatingProps) {
  const { t } = useLingui();
  const value = Number.isFinite(rating) ? Math.round(rating * 10) / 10 : 0;
  const max = RATING_MAX;
  return (
    <span className="inline-flex items-center gap-2">
      <span
        role="img"
        aria-label={t`Rated ${value} out of ${max}`}
        className="inline-flex items-center gap-0.5"
      >
        {starsFor(rating).map((kind, index) => (
          <StarShape key={index} kind={kind} className={size} />
        ))}
      </span>
      {showValue ? (
        <span className="text-sm font-semibold text-ink" aria-hidden="true">
          {value}/{RATING_MAX}
        </span>
      ) : null}
    </span>
  );
}
