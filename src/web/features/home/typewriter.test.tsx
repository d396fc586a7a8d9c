import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@lingui/core';
import { TYPEWRITER } from '@shared/constants';
import { Typewriter, TYPEWRITER_LINES } from './typewriter';

const first = i18n._(TYPEWRITER_LINES[0]);
const second = i18n._(TYPEWRITER_LINES[1]);
const lines = [first, second];
const typed = () => screen.getByTestId('typewriter-text').textContent;
// Each character is its own timer set after a render, so time moves in small acted steps.
function advance(ms: number) {
  for (let elapsed = 0; elapsed < ms; elapsed += 10) {
    act(() => vi.advanceTimersByTime(Math.min(10, ms - elapsed)));
  }
}

function setReducedMotion(matches: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: matches && query.includes('reduce'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

describe('Typewriter', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('types the first line at 40 ms per character, pauses, then types the second and repeats', () => {
    render(<Typewriter lines={lines} speed={TYPEWRITER.speed} pauseMs={TYPEWRITER.pauseMs} />);
    expect(typed()).toBe('');

    advance(TYPEWRITER.speed * 8);
    expect(typed()).toBe(first.slice(0, 8));

    advance(TYPEWRITER.speed * (first.length - 8));
    expect(typed()).toBe(first);

    // docs/product/storefront.md#constants: the finished line stays for the pause before it goes away.
    advance(TYPEWRITER.pauseMs - 1);
    expect(typed()).toBe(first);

    // Then the line is erased (at twice the speed) and the second line is typed.
    advance(1 + TYPEWRITER.speed);
    expect(typed()).toBe(first.slice(0, -1));
    advance(
      ((first.length - 1) * TYPEWRITER.speed) / 2 +
        TYPEWRITER.speed +
        second.length * TYPEWRITER.speed,
    );
    expect(typed()).toBe(second);

    // It repeats forever: the first line comes back.
    let sawFirstAgain = false;
    for (let step = 0; step < 2000 && !sawFirstAgain; step += 1) {
      advance(10);
      sawFirstAgain = typed() === first;
    }
    expect(sawFirstAgain).toBe(true);
  });

  it('gives screen readers the whole current line, not the letters being typed', () => {
    render(<Typewriter lines={lines} speed={TYPEWRITER.speed} pauseMs={TYPEWRITER.pauseMs} />);
    advance(TYPEWRITER.speed * 3);
    expect(document.querySelector('.sr-only')).toHaveTextContent(first);
    expect(screen.getByTestId('typewriter-text').closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('shows full lines without typing when reduced motion is asked for', () => {
    setReducedMotion(true);
    render(<Typewriter lines={lines} speed={TYPEWRITER.speed} pauseMs={TYPEWRITER.pauseMs} />);
    expect(typed()).toBe(first);
    advance(TYPEWRITER.pauseMs * 2);
    expect(typed()).toBe(second);
  });
});
