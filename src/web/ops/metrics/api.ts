import { queryOptions, useQuery } from '@tanstack/react-query';
import { METRICS_DAYS, MetricsResponseSchema, type Metrics } from '@shared/contracts/ops-metrics';
import { apiRequest } from '../../lib/api-client';
import { isSessionEnded, opsKeys, retryUnlessRefused } from '../api';

export const metricsKey = [...opsKeys.all, 'metrics', METRICS_DAYS.default] as const;

/** GET /api/admin/metrics: the last 30 India days, per city. */
export function getMetrics(signal?: AbortSignal): Promise<Metrics> {
  return apiRequest(`/api/admin/metrics?days=${METRICS_DAYS.default}`, {
    auth: true,
    schema: MetricsResponseSchema,
    signal,
  });
}

export const metricsQueryOptions = queryOptions({
  queryKey: metricsKey,
  queryFn: ({ signal }) => getMetrics(signal),
  retry: retryUnlessRefused,
  // Counted fresh by the server on each call; a minute old is fresh enough for a trend.
  staleTime: 60_000,
  meta: { errorMessage: 'Failed to load the metrics', isExpectedError: isSessionEnded },
});

/** The marketplace's figures per city per day. */
export function useMetrics() {
  return useQuery(metricsQueryOptions);
}
