import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { goOffline } from '../test/offline';
import { ApiError, apiRequest } from './api-client';
import { createQueryClient } from './query-client';
import { isOfflineFailure, useDestructiveMutation } from './use-destructive-mutation';

const Answer = z.object({ success: z.boolean() });

/** The app's query client with its own defaults (no test-only ones), as the app runs it. */
function renderMutation(options: {
  onSuccess?: () => void;
  onError?: (error: Error) => void;
  onAbandoned?: () => void;
}) {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(
    () =>
      useDestructiveMutation({
        mutationFn: (id: string, signal) =>
          apiRequest(`/api/things/${id}`, { method: 'DELETE', schema: Answer, signal }),
        ...options,
      }),
    { wrapper },
  );
}

const ok = () =>
  new Response(JSON.stringify({ success: true }), {
    headers: { 'content-type': 'application/json' },
  });

/** A request held on its way until `answer()`: it then answers, whether aborted or not. */
function heldFetch() {
  let answer!: () => void;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  const sent: RequestInit[] = [];
  const fetchSpy = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
    sent.push(init ?? {});
    await answered;
    return ok();
  });
  vi.stubGlobal('fetch', fetchSpy);
  return { fetchSpy, sent, answer };
}

describe('useDestructiveMutation', () => {
  it('fails at once offline, says so, and sends nothing when the connection comes back', async () => {
    const fetchSpy = vi.fn(async () => ok());
    vi.stubGlobal('fetch', fetchSpy);
    const onError = vi.fn();
    const { result } = renderMutation({ onError });
    const backOnline = goOffline();

    act(() => result.current.mutate('car-1'));

    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.isPending).toBe(false);
    expect(isOfflineFailure(result.current.error)).toBe(true);
    expect(onError).toHaveBeenCalledWith(expect.any(ApiError), 'car-1');

    backOnline();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(result.current.isError).toBe(true);
  });

  it('says the device is offline when the request fails on the way', async () => {
    const fetchSpy = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('fetch', fetchSpy);
    const { result } = renderMutation({});

    act(() => result.current.mutate('car-1'));

    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(isOfflineFailure(result.current.error)).toBe(true);
    // Not tried again: a second attempt might land after the reader has given up.
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  it('passes an AbortSignal to the request, and keeps a refusal as it came', async () => {
    const fetchSpy = vi.fn(
      async (_input: RequestInfo | URL, _init?: RequestInit) =>
        new Response(JSON.stringify({ success: false, message: 'Not found', code: 'not_found' }), {
          status: 404,
          headers: { 'content-type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetchSpy);
    const { result } = renderMutation({});

    act(() => result.current.mutate('car-1'));

    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(fetchSpy.mock.calls[0]![1]!.signal).toBeInstanceOf(AbortSignal);
    expect(result.current.error).toMatchObject({ status: 404, code: 'not_found' });
    expect(isOfflineFailure(result.current.error)).toBe(false);
  });

  it('aborts the request when abandoned, and a late answer reaches no callback', async () => {
    const { sent, answer } = heldFetch();
    const onSuccess = vi.fn();
    const onError = vi.fn();
    const onAbandoned = vi.fn();
    const { result } = renderMutation({ onSuccess, onError, onAbandoned });

    act(() => result.current.mutate('car-1'));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(result.current.isPending).toBe(true);
    expect(sent[0]!.signal!.aborted).toBe(false);

    act(() => result.current.abandon());

    expect(sent[0]!.signal!.aborted).toBe(true);
    await waitFor(() => expect(result.current.isIdle).toBe(true));
    // The server answers after all (the abort came too late to stop it).
    answer();
    await waitFor(() => expect(onAbandoned).toHaveBeenCalledTimes(1));
    expect(onSuccess).not.toHaveBeenCalled();
    expect(onError).not.toHaveBeenCalled();
    expect(result.current.isIdle).toBe(true);
  });

  it('aborts the request when the component holding it goes away', async () => {
    const { sent, answer } = heldFetch();
    const onSuccess = vi.fn();
    const { result, unmount } = renderMutation({ onSuccess });

    act(() => result.current.mutate('car-1'));
    await waitFor(() => expect(sent).toHaveLength(1));
    unmount();

    expect(sent[0]!.signal!.aborted).toBe(true);
    answer();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('answers as usual when nobody backs out', async () => {
    const { answer } = heldFetch();
    const onSuccess = vi.fn();
    const { result } = renderMutation({ onSuccess });

    act(() => result.current.mutate('car-1'));
    answer();

    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(onSuccess).toHaveBeenCalledWith({ success: true }, 'car-1');
  });
});
