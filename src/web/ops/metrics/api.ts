import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { MetricsResponseSchema, type Metrics } from '@shared/contracts/ops-metrics';
import { apiRequest } from '../../lib/api-client';
import { isSessionEnded, opsKeys, retryUnlessRefused } from '../api';

/** The period asked for, as the address keeps it: empty for the server's default (30 days). */
export interface MetricsPeriodChoice {
  from: string;
  to: string;
}

export const metricsKeys = {
  all: [...opsKeys.all, 'metrics'] as const,
  period: (period: MetricsPeriodChoice) => [...opsKeys.all, 'metrics', period] as const,
};

/** The query of a period: only the ends chosen. */
export function periodQuery(period: MetricsPeriodChoice): URLSearchParams {
  const query = new URLSearchParams();
  if (period.from) query.set('from', period.from);
  if (period.to) query.set('to', period.to);
  return query;
}

/** GET /api/admin/metrics: the period's India days (the last 30 unless chosen), per city. */
export function getMetrics(period: MetricsPeriodChoice, signal?: AbortSignal): Promise<Metrics> {
  const query = periodQuery(period);
  return apiRequest(`/api/admin/metrics${query.size > 0 ? `?${query.toString()}` : ''}`, {
    auth: true,
    schema: MetricsResponseSchema,
    signal,
  });
}

export const metricsQueryOptions = (period: MetricsPeriodChoice) =>
  queryOptions({
    queryKey: metricsKeys.period(period),
    queryFn: ({ signal }) => getMetrics(period, signal),
    retry: retryUnlessRefused,
    // Counted fresh by the server on each call; a minute old is fresh enough for a trend.
    staleTime: 60_000,
    // Another period keeps the figures shown until its own arrive.
    placeholderData: keepPreviousData,
    meta: { errorMessage: 'Failed to load the metrics', isExpectedError: isSessionEnded },
  });

/** The marketplace's figures per city per day, over a period. */
export function useMetrics(period: MetricsPeriodChoice) {
  return useQuery(metricsQueryOptions(period));
}
