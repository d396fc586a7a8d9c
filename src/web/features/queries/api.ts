import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  QueryCreatedSchema,
  QueryListResponseSchema,
  type QueryBody,
} from '@shared/contracts/cars';
import { apiRequest } from '../../lib/api-client';

// A "query" is the log of a customer revealing a travel company's contact (docs/product/storefront.md#page-states, docs/product/storefront.md#reveals).
export const queryKeys = {
  all: ['queries'] as const,
};

export const getQueries = () =>
  apiRequest('/api/queries', { schema: QueryListResponseSchema, auth: true });

export const queriesQueryOptions = queryOptions({
  queryKey: queryKeys.all,
  queryFn: getQueries,
  // Newest first, whatever order the server keeps.
  select: (answer) => [...answer.queries].sort((a, b) => b.createdAt.localeCompare(a.createdAt)),
});

/** The signed-in customer's queries, newest first. */
export function useCustomerQueries(enabled: boolean) {
  return useQuery({ ...queriesQueryOptions, enabled });
}

export const createQuery = (body: QueryBody) =>
  apiRequest('/api/queries', { schema: QueryCreatedSchema, method: 'POST', body, auth: true });

export function useCreateQuery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createQuery,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.all }),
  });
}
