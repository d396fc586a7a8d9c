import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from '../../components/icons';
import { ImageWithFallback } from '../../components/image-with-fallback';
import { cardStep, useStepLoop, wrapToFirstCopy } from './auto-scroll';
import { useReducedMotion } from '../../lib/use-reduced-motion';

export interface StripImage {
  key: string;
  src: string;
  /** Drawn over the picture as text, in the reader's language (the pictures carry no words). */
  title: string;
  /** `en` when the title fell back to English on a Telugu or Hindi page (decision 014). */
  lang?: 'en';
}

interface Props {
  id: string;
  eyebrow: string;
  title: string;
  description?: string;
  images: StripImage[];
  /** Loading: placeholders hold the strip's height until the list arrives. */
  loading: boolean;
  /** docs/product/storefront.md#pages-and-routes: OFFERS and Why Saarthi show their list twice and loop endlessly. */
  loop?: boolean;
  tone?: 'plain' | 'tinted';
  /** Where a card leads, when the strip's pictures stand for something on the page. */
  cardHref?: string;
}

// The strip images are 1200 × 600 (2:1); the explicit size lets the browser reserve the space.
const IMAGE_WIDTH = 1200;
const IMAGE_HEIGHT = 600;

/**
 * A home strip (docs/product/storefront.md#pages-and-routes): snap-scrolling cards about 20rem wide (docs/product/storefront.md#constants), with arrow buttons for
 * mouse users. It renders nothing once loaded empty, including after a failed load (docs/product/storefront.md#errors: the
 * strip stays empty and the visitor sees no error).
 */
export function ImageStrip({
  id,
  eyebrow,
  title,
  description,
  images,
  loading,
  loop = false,
  tone = 'plain',
  cardHref,
}: Props) {
  const { t } = useLingui();
  const scroller = useRef<HTMLUListElement>(null);
  const reducedMotion = useReducedMotion();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const autoScroll = loop && images.length > 0 && !reducedMotion;
  useStepLoop(scroller, autoScroll && !hovered && !focused && !stopped);

  if (!loading && images.length === 0) return null;

  const scrollByCard = (direction: 1 | -1) => {
    const element = scroller.current;
    if (!element) return;
    if (loop) {
      // In a looping strip "back" from the start continues from the same spot in the second copy.
      if (direction < 0 && element.scrollLeft < cardStep(element))
        element.scrollLeft += element.scrollWidth / 2;
      else wrapToFirstCopy(element);
    }
    element.scrollBy({
      left: direction * cardStep(element),
      behavior: reducedMotion ? 'auto' : 'smooth',
    });
  };

  const cards = loop ? [...images, ...images] : images;
  const titleId = `${id}-title`;
  return (
    <section
      aria-labelledby={titleId}
      className={tone === 'tinted' ? 'bg-white py-10 sm:py-16' : 'py-10 sm:py-16'}
    >
      <div className="container-page">
        <p className="text-sm font-semibold uppercase tracking-wider text-accent-700">{eyebrow}</p>
        <div className="mt-1 flex items-center justify-between gap-3">
          <h2 id={titleId} className="section-title">
            {title}
          </h2>
          {images.length > 0 ? (
            <div className="flex shrink-0 items-center gap-2">
              {autoScroll ? (
                <button
                  type="button"
                  onClick={() => setStopped((value) => !value)}
                  aria-label={stopped ? t`Play ${title} slideshow` : t`Pause ${title} slideshow`}
                  className="btn-ghost h-10 px-3 py-0 text-xs"
                >
                  {stopped ? <PlayIcon className="h-4 w-4" /> : <PauseIcon className="h-4 w-4" />}
                  {stopped ? <Trans>Play</Trans> : <Trans>Pause</Trans>}
                </button>
              ) : null}
              <button
                type="button"
                onClick={() => scrollByCard(-1)}
                aria-label={t`Previous ${title} image`}
                className="flex h-10 w-10 items-center justify-center rounded-full border border-slate-200 bg-white text-brand-700 shadow-sm transition hover:border-brand-500 hover:bg-brand-50"
              >
                <ChevronLeftIcon className="h-5 w-5" />
              </button>
              <button
                type="button"
                onClick={() => scrollByCard(1)}
                aria-label={t`Next ${title} image`}
                className="flex h-10 w-10 items-center justify-center rounded-full border border-slate-200 bg-white text-brand-700 shadow-sm transition hover:border-brand-500 hover:bg-brand-50"
              >
                <ChevronRightIcon className="h-5 w-5" />
              </button>
            </div>
          ) : null}
        </div>
        {description ? <p className="mt-2 max-w-2xl text-muted">{description}</p> : null}

        {/* Focusable so keyboard users can scroll the strip with the arrow keys (WCAG 2.1.1). */}
        <ul
          ref={scroller}
          tabIndex={0}
          aria-labelledby={titleId}
          aria-busy={loading || undefined}
          className="no-scrollbar relative -mx-2 mt-6 flex snap-x snap-mandatory overflow-x-auto pb-4 pt-1"
          onPointerEnter={() => setHovered(true)}
          onPointerLeave={() => setHovered(false)}
          onFocus={() => setFocused(true)}
          onBlur={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
          }}
        >
          {loading
            ? Array.from({ length: 4 }, (_, index) => (
                <li
                  key={index}
                  aria-hidden="true"
                  className="w-80 max-w-[85vw] shrink-0 snap-start px-2"
                >
                  <div className="aspect-[2/1] w-full animate-pulse rounded-card bg-slate-200" />
                </li>
              ))
            : cards.map((image, index) => {
                const duplicate = index >= images.length;
                // The title is the card's words, so the picture is decorative (alt=""): a screen
                // reader says the title once. The scrim keeps white text readable over any
                // picture, the operators' uploads included.
                const picture = (
                  <div className="relative overflow-hidden rounded-card bg-slate-100 shadow-card">
                    <ImageWithFallback
                      src={image.src}
                      alt=""
                      width={IMAGE_WIDTH}
                      height={IMAGE_HEIGHT}
                      className="aspect-[2/1] h-auto w-full object-cover"
                    />
                    <p
                      lang={image.lang}
                      className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/80 via-black/60 to-transparent px-4 pb-3 pt-8 font-semibold leading-snug text-white"
                    >
                      <span className="line-clamp-2">{image.title}</span>
                    </p>
                  </div>
                );
                return (
                  // Item padding (not gap) keeps one copy exactly half the scroll width.
                  <li
                    key={`${image.key}-${index}`}
                    aria-hidden={duplicate || undefined}
                    className="w-80 max-w-[85vw] shrink-0 snap-start px-2"
                  >
                    {cardHref ? (
                      <a
                        href={cardHref}
                        tabIndex={duplicate ? -1 : undefined}
                        className="block rounded-card focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-500"
                      >
                        {picture}
                      </a>
                    ) : (
                      picture
                    )}
                  </li>
                );
              })}
        </ul>
      </div>
    </section>
  );
}
