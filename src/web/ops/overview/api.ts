import { queryOptions, useQuery } from '@tanstack/react-query';
import { OverviewResponseSchema, type Overview } from '@shared/contracts/ops-metrics';
import { apiRequest } from '../../lib/api-client';
import { isSessionEnded, opsKeys, retryUnlessRefused } from '../api';

export const overviewKey = [...opsKeys.all, 'overview'] as const;

/** GET /api/admin/overview: how many of each kind of record wait for the team. */
export async function getOverview(signal?: AbortSignal): Promise<Overview> {
  const answer = await apiRequest('/api/admin/overview', {
    auth: true,
    schema: OverviewResponseSchema,
    signal,
  });
  return answer.waiting;
}

export const overviewQueryOptions = queryOptions({
  queryKey: overviewKey,
  queryFn: ({ signal }) => getOverview(signal),
  retry: retryUnlessRefused,
  // The console's first page: read again whenever an operator comes back to it.
  staleTime: 0,
  meta: { errorMessage: 'Failed to load what waits for the team', isExpectedError: isSessionEnded },
});

/** What waits for the team now. */
export function useOverview() {
  return useQuery(overviewQueryOptions);
}
