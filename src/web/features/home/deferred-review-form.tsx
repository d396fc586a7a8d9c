import { lazy, Suspense, type Ref } from 'react';
import { useNearOrIdle } from '../../lib/use-near-or-idle';

const ReviewForm = lazy(async () => ({ default: (await import('./review-form')).ReviewForm }));

/** Keeps the form's place, so nothing below it jumps when it arrives. */
const Placeholder = ({ ref }: { ref?: Ref<HTMLDivElement> }) => (
  <div
    ref={ref}
    aria-hidden="true"
    className="card mx-auto mt-10 min-h-[34rem] max-w-3xl sm:min-h-[26rem]"
  />
);

/**
 * The site review form sits at the foot of the home page, below the first screen: it loads when
 * the visitor scrolls near it, or once the page is idle, whichever comes first, so the first
 * screen does not wait for it.
 */
export function DeferredReviewForm() {
  const { placeholder, wanted } = useNearOrIdle<HTMLDivElement>();
  if (!wanted) return <Placeholder ref={placeholder} />;
  return (
    <Suspense fallback={<Placeholder />}>
      <ReviewForm />
    </Suspense>
  );
}
