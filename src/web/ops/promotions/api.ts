import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  PromotionResponseSchema,
  PromotionsResponseSchema,
  type PromotionBodyInput,
} from '@shared/contracts/promotions-admin';
import { apiRequest } from '../../lib/api-client';
import { useDestructiveMutation } from '../../lib/use-destructive-mutation';
import { isSessionEnded, opsKeys, retryUnlessRefused } from '../api';

export const promotionKeys = { all: [...opsKeys.all, 'promotions'] as const };

// For the console (lib/query-client.ts); readers see the failure on the page, translated.
const LOAD_FAILED = 'Failed to load the offers';

/** GET /api/admin/promotions: every offer with its uses. */
export const promotionsQueryOptions = () =>
  queryOptions({
    queryKey: promotionKeys.all,
    queryFn: ({ signal }) =>
      apiRequest('/api/admin/promotions', {
        auth: true,
        schema: PromotionsResponseSchema,
        signal,
      }),
    retry: retryUnlessRefused,
    staleTime: 30_000,
    meta: { errorMessage: LOAD_FAILED, isExpectedError: isSessionEnded },
  });

export const usePromotions = () => useQuery(promotionsQueryOptions());

/**
 * Creates an offer, or ends one. Customers can use an offer as soon as it exists, so neither is
 * sent again by itself (lib/use-destructive-mutation.ts); the list is read again after either.
 */
export function usePromotionWrite<Body>(
  request: (body: Body, signal: AbortSignal) => Promise<{ message: string; code: string }>,
  onDone: (said: { message: string; code: string }) => void,
) {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: promotionKeys.all });
  return useDestructiveMutation({
    mutationFn: request,
    onSuccess: (answer) => {
      refresh();
      onDone(answer);
    },
    onAbandoned: refresh,
  });
}

export const createPromotion = (body: PromotionBodyInput, signal: AbortSignal) =>
  apiRequest('/api/admin/promotions', {
    method: 'POST',
    body,
    auth: true,
    schema: PromotionResponseSchema,
    signal,
  });

export const endPromotion = (id: string, signal: AbortSignal) =>
  apiRequest(`/api/admin/promotions/${encodeURIComponent(id)}/end`, {
    method: 'POST',
    auth: true,
    schema: PromotionResponseSchema,
    signal,
  });
