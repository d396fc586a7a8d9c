import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useEffect, useState } from 'react';
import { useReducedMotion } from '../../lib/use-reduced-motion';

/** The hero's two typewriter lines (docs/product/storefront.md#pages-and-routes), in the reader's language through `i18n._`. */
export const TYPEWRITER_LINES: readonly [MessageDescriptor, MessageDescriptor] = [
  msg`Discover premium travel options with just one click.`,
  msg`Choose your city and category to begin your journey.`,
];

interface Props {
  lines: readonly string[];
  /** Milliseconds per typed character (docs/product/storefront.md#constants: 40). */
  speed: number;
  /** Milliseconds a finished line stays before the next one (docs/product/storefront.md#constants: 2000). */
  pauseMs: number;
  className?: string;
}

interface State {
  line: number;
  typed: number;
  deleting: boolean;
}

// Erasing at twice the typing speed reads as one gesture, so the next line starts sooner.
const DELETE_FACTOR = 0.5;

/** Delay and next state of the typing cycle; it repeats forever (docs/product/storefront.md#constants). */
function nextStep(
  state: State,
  lines: readonly string[],
  speed: number,
  pauseMs: number,
): [number, State] {
  const text = lines[state.line] ?? '';
  if (!state.deleting) {
    return state.typed < text.length
      ? [speed, { ...state, typed: state.typed + 1 }]
      : [pauseMs, { ...state, deleting: true }];
  }
  if (state.typed > 0) return [speed * DELETE_FACTOR, { ...state, typed: state.typed - 1 }];
  return [speed, { line: (state.line + 1) % lines.length, typed: 0, deleting: false }];
}

/**
 * The hero's typewriter line (docs/product/storefront.md#pages-and-routes). Screen readers get the whole current line once, not a
 * stream of letters; with reduced motion the full lines simply take turns.
 */
export function Typewriter({ lines, speed, pauseMs, className }: Props) {
  const reducedMotion = useReducedMotion();
  const [state, setState] = useState<State>({ line: 0, typed: 0, deleting: false });

  useEffect(() => {
    if (lines.length === 0) return;
    if (reducedMotion) {
      const timer = window.setTimeout(
        () =>
          setState((current) => ({
            line: (current.line + 1) % lines.length,
            typed: 0,
            deleting: false,
          })),
        pauseMs * 2,
      );
      return () => window.clearTimeout(timer);
    }
    const [delay] = nextStep(state, lines, speed, pauseMs);
    const timer = window.setTimeout(
      () => setState((current) => nextStep(current, lines, speed, pauseMs)[1]),
      delay,
    );
    return () => window.clearTimeout(timer);
  }, [state, lines, speed, pauseMs, reducedMotion]);

  const text = lines[state.line] ?? '';
  const shown = reducedMotion ? text : text.slice(0, state.typed);
  // The longest line, invisible, reserves the height so the hero never jumps while typing.
  const longest = lines.reduce((a, b) => (b.length > a.length ? b : a), '');
  return (
    <p className={className}>
      <span className="sr-only">{text}</span>
      <span aria-hidden="true" className="grid">
        <span className="invisible col-start-1 row-start-1">{longest}</span>
        <span className="col-start-1 row-start-1" data-testid="typewriter-text">
          {shown}
          {reducedMotion ? null : (
            <span className="ml-0.5 inline-block h-[1.1em] w-[2px] translate-y-[0.2em] animate-pulse bg-accent-400" />
          )}
        </span>
      </span>
    </p>
  );
}
