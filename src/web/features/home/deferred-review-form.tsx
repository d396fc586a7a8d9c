import { lazy, Suspense, useEffect, useRef, useState, type Ref } from 'react';
import { whenIdle } from '../../lib/when-idle';

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
 * screen does not wait for it (issue 5).
 */
export function DeferredReviewForm() {
  const placeholder = useRef<HTMLDivElement>(null);
  const [wanted, setWanted] = useState(false);

  useEffect(() => {
    if (wanted) return;
    const show = () => setWanted(true);
    const cancelIdle = whenIdle(show);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) show();
      },
      { rootMargin: '600px 0px' },
    );
    if (placeholder.current) observer.observe(placeholder.current);
    return () => {
      cancelIdle();
      observer.disconnect();
    };
  }, [wanted]);

  if (!wanted) return <Placeholder ref={placeholder} />;
  return (
    <Suspense fallback={<Placeholder />}>
      <ReviewForm />
    </Suspense>
  );
}
