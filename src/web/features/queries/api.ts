import { queryOptions, useQuery } from '@tanstack/react-query';
import { QueryListResponseSchema } from '@shared/contracts/cars';
import { apiRequest } from '../../lib/api-client';

import { queryKeys } from '../../lib/customer-queries';

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
