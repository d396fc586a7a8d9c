import { useMutation, useQueryClient } from '@tanstack/react-query';
import { QueryCreatedSchema, type QueryBody } from '@shared/contracts/cars';
import { apiRequest } from './api-client';

// A "query" is the log of a customer revealing a travel company's contact
// (docs/product/storefront.md#reveals): the car page makes one, My queries lists them.
export const queryKeys = {
  all: ['queries'] as const,
};

export const createQuery = (body: QueryBody) =>
  apiRequest('/api/queries', { schema: QueryCreatedSchema, method: 'POST', body, auth: true });

export function useCreateQuery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createQuery,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.all }),
  });
}
