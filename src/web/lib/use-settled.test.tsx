import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSettled } from './use-settled';

describe('useSettled', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('gives the value once it has stopped changing for the delay', () => {
    const { result, rerender } = renderHook(({ value }) => useSettled(value, 400), {
      initialProps: { value: { km: 1 } },
    });
    expect(result.current).toEqual({ km: 1 });

    rerender({ value: { km: 12 } });
    act(() => vi.advanceTimersByTime(300));
    rerender({ value: { km: 120 } });
    act(() => vi.advanceTimersByTime(300));
    // Still typing: the last settled value stays.
    expect(result.current).toEqual({ km: 1 });

    act(() => vi.advanceTimersByTime(100));
    expect(result.current).toEqual({ km: 120 });
  });

  it('does not restart the wait for a new object with the same content', () => {
    const { result, rerender } = renderHook(({ value }) => useSettled(value, 400), {
      initialProps: { value: { km: 1 } as { km: number } | undefined },
    });
    rerender({ value: { km: 2 } });
    act(() => vi.advanceTimersByTime(300));
    rerender({ value: { km: 2 } });
    act(() => vi.advanceTimersByTime(100));
    expect(result.current).toEqual({ km: 2 });

    rerender({ value: undefined });
    act(() => vi.advanceTimersByTime(400));
    expect(result.current).toBeUndefined();
  });
});
