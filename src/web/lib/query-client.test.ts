import { describe, expect, it, vi } from 'vitest';
import { ApiError, isNotFound } from './api-client';
import { createQueryClient } from './query-client';

describe('createQueryClient', () => {
  it('logs a failed query once, after its retry, with the message its feature set', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const client = createQueryClient({ queries: { retryDelay: 0 } });
    const failure = new ApiError(500, 'Internal Server Error', true);
    const queryFn = vi.fn().mockRejectedValue(failure);

    await expect(
      client.fetchQuery({
        queryKey: ['faqs'],
        queryFn,
        meta: { errorMessage: 'Failed to load FAQs' },
      }),
    ).rejects.toBe(failure);

    expect(queryFn).toHaveBeenCalledTimes(2);
    expect(logged).toHaveBeenCalledTimes(1);
    expect(logged).toHaveBeenCalledWith('Failed to load FAQs', failure);
  });

  it('stays quiet for a failure the page explains, and for queries without a message', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const client = createQueryClient({ queries: { retry: false } });
    const missing = new ApiError(404, 'Car not found', true);

    await expect(
      client.fetchQuery({
        queryKey: ['car', 'gone'],
        queryFn: () => Promise.reject(missing),
        meta: { errorMessage: 'Failed to load car details', isExpectedError: isNotFound },
      }),
    ).rejects.toBe(missing);
    await expect(
      client.fetchQuery({ queryKey: ['quiet'], queryFn: () => Promise.reject(missing) }),
    ).rejects.toBe(missing);

    expect(logged).not.toHaveBeenCalled();
  });
});
