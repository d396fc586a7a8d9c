import { useLingui } from '@lingui/react/macro';
import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '../../components/icons';
import { ImageWithFallback } from '../../components/image-with-fallback';
import { useFormat } from '../../lib/i18n/format';

/** The pictures the car page shows: the partner's photos, or the car's one picture without them. */
export const galleryPhotos = (car: { car_image: string; photos?: string[] | undefined }) =>
  car.photos && car.photos.length > 0 ? car.photos : [car.car_image];

/**
 * The car's photos, one at a time: swiped on a phone (the browser's own scroll snapping, so the
 * swipe feels native and needs no script), stepped with the buttons or the arrow keys elsewhere.
 * The first photo is the page's largest paint and loads at once; the others when near.
 */
export function CarGallery({
  photos,
  name,
  children,
}: {
  photos: readonly string[];
  /** The car's name, which every photo's text starts with. */
  name: string;
  /** Laid over the photos (the availability pill). */
  children?: ReactNode;
}) {
  const { t } = useLingui();
  const format = useFormat();
  const track = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(0);
  // The photo a button or key is gliding to: while the strip glides past the photos between, the
  // count stays on the target, so a second press steps on from it rather than from a photo passed.
  const gliding = useRef<number | null>(null);
  const count = photos.length;

  function show(index: number) {
    const next = Math.max(0, Math.min(count - 1, index));
    setShown(next);
    const element = track.current;
    // Not every browser (nor the test DOM) scrolls an element by script.
    if (!element?.scrollTo) return;
    gliding.current = next;
    element.scrollTo({ left: next * element.clientWidth, behavior: 'smooth' });
  }

  function photoInView() {
    const element = track.current;
    if (!element || element.clientWidth === 0) return null;
    const index = Math.round(element.scrollLeft / element.clientWidth);
    return index >= 0 && index < count ? index : null;
  }

  function onScroll() {
    const element = track.current;
    const target = gliding.current;
    if (element && target !== null) {
      // Arrived (browsers without the scroll-end event learn it here), or still on the way.
      if (Math.abs(element.scrollLeft - target * element.clientWidth) >= 2) return;
      gliding.current = null;
    }
    const index = photoInView();
    if (index !== null && index !== shown) setShown(index);
  }

  function onScrollEnd() {
    // A glide ends at its target, or wherever a swipe that interrupted it left the strip.
    gliding.current = null;
    const index = photoInView();
    if (index !== null && index !== shown) setShown(index);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const steps: Record<string, number> = {
      ArrowLeft: shown - 1,
      ArrowRight: shown + 1,
      Home: 0,
      End: count - 1,
    };
    const target = steps[event.key];
    if (target === undefined) return;
    event.preventDefault();
    show(target);
  }

  const position = `${format.number(shown + 1)} / ${format.number(count)}`;
  const arrow =
    'absolute top-1/2 grid h-10 w-10 -translate-y-1/2 place-items-center rounded-full bg-white/90 text-brand-900 shadow-md hover:bg-white aria-disabled:cursor-not-allowed aria-disabled:opacity-40';

  if (count <= 1) {
    return (
      <div className="relative aspect-[16/10] bg-brand-50">
        <ImageWithFallback
          src={photos[0] ?? null}
          alt={name}
          width={960}
          height={600}
          loading="eager"
          fetchPriority="high"
          className="h-full w-full object-cover"
        />
        {children}
      </div>
    );
  }

  return (
    <section
      aria-roledescription={t`gallery`}
      aria-label={t`Photos of ${name}`}
      className="relative"
    >
      <div
        ref={track}
        // The strip is one Tab stop: the arrow keys step through its photos.
        tabIndex={0}
        onScroll={onScroll}
        onScrollEnd={onScrollEnd}
        onKeyDown={onKeyDown}
        className="flex aspect-[16/10] snap-x snap-mandatory overflow-x-auto overscroll-x-contain bg-brand-50 [scrollbar-width:none] focus-visible:outline-2 focus-visible:-outline-offset-4 focus-visible:outline-accent-500"
      >
        {photos.map((photo, index) => {
          const number = index + 1;
          return (
            <div
              key={`${photo}-${index}`}
              className="h-full w-full shrink-0 snap-center snap-always"
              aria-hidden={index === shown ? undefined : true}
            >
              <ImageWithFallback
                src={photo}
                alt={t`${name}, photo ${number} of ${count}`}
                width={960}
                height={600}
                loading={index === 0 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : undefined}
                draggable={false}
                className="h-full w-full object-cover"
              />
            </div>
          );
        })}
      </div>
      {children}
      <button
        type="button"
        className={`${arrow} left-3`}
        aria-label={t`Previous photo`}
        aria-disabled={shown === 0 || undefined}
        onClick={() => show(shown - 1)}
      >
        <ChevronLeftIcon className="h-5 w-5" />
      </button>
      <button
        type="button"
        className={`${arrow} right-3`}
        aria-label={t`Next photo`}
        aria-disabled={shown === count - 1 || undefined}
        onClick={() => show(shown + 1)}
      >
        <ChevronRightIcon className="h-5 w-5" />
      </button>
      <p
        className="absolute bottom-4 right-4 rounded-full bg-brand-900/75 px-2.5 py-1 text-xs font-semibold text-white tabular-nums"
        aria-live="polite"
        data-testid="gallery-position"
      >
        <span className="sr-only">{t`Photo`} </span>
        {position}
      </p>
    </section>
  );
}
