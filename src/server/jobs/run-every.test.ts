import { afterEach, describe, expect, it, vi } from 'vitest';
import { runEvery } from './run-every.js';

afterEach(() => vi.useRealTimers());

describe('runEvery', () => {
  it('runs at once and then every interval, one run at a time, and stop waits for the last', async () => {
    vi.useFakeTimers();
    const events: string[] = [];
    let finish: (() => void) | undefined;
    const stop = runEvery(1_000, async () => {
      events.push('start');
      await new Promise<void>((resolve) => (finish = resolve));
      events.push('end');
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(events).toEqual(['start']);

    // The interval passes twice while the first run is still under way: nothing overlaps it.
    await vi.advanceTimersByTimeAsync(2_000);
    expect(events).toEqual(['start']);
    finish!();
    await vi.advanceTimersByTimeAsync(0);
    expect(events).toEqual(['start', 'end', 'start']);

    const stopped = stop();
    finish!();
    await vi.advanceTimersByTimeAsync(0);
    finish!();
    await stopped;
    expect(events.at(-1)).toBe('end');
    const runs = events.length;
    await vi.advanceTimersByTimeAsync(5_000);
    expect(events).toHaveLength(runs);
  });
});
