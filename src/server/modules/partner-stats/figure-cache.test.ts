import { describe, expect, it, vi } from 'vitest';
import { createFigureCache } from './figure-cache.js';

describe('createFigureCache', () => {
  it('serves a figure while its label holds and it is young enough, then reads again', async () => {
    const cache = createFigureCache<number>(10);
    const read = vi.fn(async () => read.mock.calls.length);
    expect(await cache.get('company-a', 'v1', 60_000, read, 0)).toBe(1);
    expect(await cache.get('company-a', 'v1', 60_000, read, 59_999)).toBe(1);
    expect(read).toHaveBeenCalledTimes(1);
    // Another label (a car changed), or too old: read again.
    expect(await cache.get('company-a', 'v2', 60_000, read, 59_999)).toBe(2);
    expect(await cache.get('company-a', 'v2', 60_000, read, 60_000 + 59_999)).toBe(3);
    // Each company has its own.
    expect(await cache.get('company-b', 'v2', 60_000, read, 60_000 + 59_999)).toBe(4);
  });

  it('lets requests arriving during a read wait for it instead of reading again', async () => {
    const cache = createFigureCache<string>(10);
    let finish: (value: string) => void = () => undefined;
    const read = vi.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    const first = cache.get('company-a', 'v1', Infinity, read);
    const second = cache.get('company-a', 'v1', Infinity, read);
    finish('figures');
    expect(await Promise.all([first, second])).toEqual(['figures', 'figures']);
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed read, so the next request tries again', async () => {
    const cache = createFigureCache<number>(10);
    const failing = vi.fn(() => Promise.reject(new Error('timeout')));
    await expect(cache.get('company-a', 'v1', Infinity, failing)).rejects.toThrow('timeout');
    expect(await cache.get('company-a', 'v1', Infinity, async () => 7)).toBe(7);
  });

  it('keeps at most its number of companies, dropping the oldest first', async () => {
    const cache = createFigureCache<string>(2);
    for (const company of ['a', 'b', 'c'])
      await cache.get(company, 'v1', Infinity, async () => company);
    expect(cache.size).toBe(2);
    const read = vi.fn(async () => 'again');
    expect(await cache.get('a', 'v1', Infinity, read)).toBe('again');
    expect(await cache.get('c', 'v1', Infinity, read)).toBe('c');
    expect(read).toHaveBeenCalledTimes(1);
  });
});
