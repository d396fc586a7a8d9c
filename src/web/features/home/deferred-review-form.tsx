import { lazy, type Ref } from 'react';
import { BelowFirstScreen } from '../../components/below-first-screen';

const ReviewForm = lazy(async () => ({ default: (await import('./review-form')).ReviewForm }));

/** Keeps the form's place, so nothing below it jumps when it arrives. */
const Placeholder = ({ ref }: { ref?: Ref<HTMLDivElement> }) => (
  <div
    ref={ref}
    aria-hidden="true"
    className="card mx-auto mt-10 min-h-[34rem] max-w-3xl sm:min-h-[26rem]"
  />
);

/** The site review form sits at the foot of the home page, below the first screen. */
export function DeferredReviewForm() {
  return (
    <BelowFirstScreen placeholder={Placeholder}>
      <ReviewForm />
    </BelowFirstScreen>
  );
}
