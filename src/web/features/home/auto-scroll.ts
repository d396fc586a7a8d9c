import { useEffect, type RefObject } from 'react';

/**
 * The strips hold their list twice back to back, so half the scroll width is exactly one copy
 * (docs/product/storefront.md#pages-and-routes: "when the scroll position reaches half the width it jumps back to the start").
 * Items carry their spacing as padding, never as container padding or gap, to keep that exact.
 */
export function wrapToFirstCopy(element: HTMLElement): void {
  const half = element.scrollWidth / 2;
  if (half > 0 && element.scrollLeft >= half) element.scrollLeft -= half;
}

/**
 * docs/product/storefront.md#home: the service strip moves 1 pixel per animation frame while `running`.
 * The position is kept as a number of its own because browsers round scrollLeft on zoomed or
 * high-density screens, which would leave a `scrollLeft += 1` strip stuck.
 */
export function useContinuousScroll(ref: RefObject<HTMLElement | null>, running: boolean): void {
  useEffect(() => {
    const element = ref.current;
    if (!element || !running || typeof window.requestAnimationFrame !== 'function') return;
    let position = element.scrollLeft;
    let frame = 0;
    const step = () => {
      // A swipe or keyboard scroll moved the strip: continue from there.
      if (Math.abs(element.scrollLeft - position) > 2) position = element.scrollLeft;
      position += 1;
      const half = element.scrollWidth / 2;
      if (half > 0 && position >= half) position -= half;
      element.scrollLeft = position;
      frame = window.requestAnimationFrame(step);
    };
    frame = window.requestAnimationFrame(step);
    return () => window.cancelAnimationFrame(frame);
  }, [ref, running]);
}

/**
 * The OFFERS and Why Saarthi strips snap card by card, so they advance one card at a time
 * (a pixel-by-pixel move would fight scroll snapping) and wrap back through the first copy.
 */
export function useStepLoop(
  ref: RefObject<HTMLElement | null>,
  running: boolean,
  everyMs = 3500,
): void {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const onScrollEnd = () => wrapToFirstCopy(element);
    element.addEventListener('scrollend', onScrollEnd);
    let timer: number | undefined;
    if (running) {
      timer = window.setInterval(() => {
        wrapToFirstCopy(element);
        element.scrollBy({ left: cardStep(element), behavior: 'smooth' });
      }, everyMs);
    }
    return () => {
      element.removeEventListener('scrollend', onScrollEnd);
      window.clearInterval(timer);
    };
  }, [ref, running, everyMs]);
}

/** The width of one card including its spacing, or most of the view when there is no card. */
export function cardStep(element: HTMLElement): number {
  const first = element.firstElementChild as HTMLElement | null;
  return first?.offsetWidth || Math.round(element.clientWidth * 0.8);
}
