import { useMutation, type UseMutationResult } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { ApiError } from './api-client';

/**
 * The failure of a request the device could not send: offline, or the connection dropped on the
 * way. Its code is translated with the other answers that never came from the server
 * (CLIENT_MESSAGES in lib/i18n/server-messages.ts), so every dialog can say it in its words.
 */
const OFFLINE_CODE = 'offline';

// What the failures say in logs; people read the offline one's translation, by code, and never
// see the other.
const OFFLINE = 'Offline';
const ABANDONED = 'Abandoned';

export function offlineFailure(): ApiError {
  return new ApiError(0, OFFLINE, false, OFFLINE_CODE);
}

export const isOfflineFailure = (error: unknown): boolean =>
  error instanceof ApiError && error.code === OFFLINE_CODE;

/** A request that never got an answer: no connection, or the server out of reach. */
const isNetworkFailure = (error: unknown) =>
  error instanceof ApiError && !error.fromServer && error.code === 'network_error';

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/**
 * How a request the reader backed out of ends. It never reaches the caller's `onSuccess` or
 * `onError`, nor a dialog (which has been reset or closed by then).
 */
class AbandonedRequest extends Error {
  constructor() {
    super(ABANDONED);
    this.name = 'AbandonedRequest';
  }
}

function abortAll(controllers: Set<AbortController>) {
  for (const controller of controllers) controller.abort();
  controllers.clear();
}

export interface DestructiveMutationOptions<TData, TVariables> {
  /** The request. It must hand `signal` to `apiRequest`, so that backing out stops it. */
  mutationFn: (variables: TVariables, signal: AbortSignal) => Promise<TData>;
  onSuccess?: (data: TData, variables: TVariables) => unknown;
  /** A refusal or a failure; never called for a request the reader backed out of. */
  onError?: (error: Error, variables: TVariables) => unknown;
  /**
   * The reader backed out while the request was on its way. The server may have acted before
   * the abort reached it, so this is where what the request touches is read again.
   */
  onAbandoned?: (variables: TVariables) => unknown;
  /** Whatever came of it, backing out included (the refresh of what it may have changed). */
  onSettled?: () => unknown;
}

export type DestructiveMutation<TData, TVariables> = UseMutationResult<TData, Error, TVariables> & {
  /**
   * Backs out: stops the request on its way and forgets the mutation's state, so nothing is sent
   * from now on and a late answer is neither shown nor acted on. For a dialog's close (Escape, the
   * backdrop, its way-back button).
   */
  abandon: () => void;
};

/**
 * A mutation that cancels, declines, suspends, deletes, archives, hides or moves something.
 *
 * TanStack Query's default network mode pauses a mutation while the device is offline and sends
 * it when the connection comes back, whatever the reader did meanwhile: a trip the customer chose
 * to keep could be cancelled minutes later. Here a mutation is never paused or retried: offline,
 * it fails at once with `offlineFailure()`, which the dialog shows, and its buttons work again.
 * Its request carries an AbortSignal, aborted by `abandon()` and when the component that holds
 * the mutation goes away, so once the reader has backed out nothing more is sent and no answer
 * shows a toast or moves the page.
 */
export function useDestructiveMutation<TData, TVariables = void>({
  mutationFn,
  onSuccess,
  onError,
  onAbandoned,
  onSettled,
}: DestructiveMutationOptions<TData, TVariables>): DestructiveMutation<TData, TVariables> {
  // The requests on their way: one from a dialog, maybe more from a list's buttons.
  const [inFlight] = useState(() => new Set<AbortController>());

  const mutation = useMutation<TData, Error, TVariables>({
    // Offline it fails at once instead of waiting for the connection (see above).
    networkMode: 'always',
    retry: false,
    mutationFn: async (variables) => {
      const controller = new AbortController();
      inFlight.add(controller);
      try {
        if (isOffline()) throw offlineFailure();
        const answer = await mutationFn(variables, controller.signal);
        // An answer that came as the reader backed out is not theirs any more.
        if (controller.signal.aborted) throw new AbandonedRequest();
        return answer;
      } catch (error) {
        if (controller.signal.aborted) throw new AbandonedRequest();
        if (isNetworkFailure(error)) throw offlineFailure();
        throw error;
      } finally {
        inFlight.delete(controller);
      }
    },
    onSuccess: (data, variables) => onSuccess?.(data, variables),
    onError: (error, variables) =>
      error instanceof AbandonedRequest ? onAbandoned?.(variables) : onError?.(error, variables),
    onSettled: () => onSettled?.(),
  });

  const { reset } = mutation;
  const abandon = useCallback(() => {
    abortAll(inFlight);
    reset();
  }, [inFlight, reset]);

  // Leaving the page (or closing the dialog that holds the mutation) is backing out too.
  useEffect(() => () => abortAll(inFlight), [inFlight]);

  return { ...mutation, abandon };
}
