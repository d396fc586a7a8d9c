import { queryOptions, useQuery } from '@tanstack/react-query';
import { PartnerStatsResponseSchema, type PartnerStats } from '@shared/contracts/partner-stats';
import { apiRequest } from '../../lib/api-client';
import { isSessionEnded, partnerKeys } from '../api';

/** Under the portal's key, so whatever refreshes the partner's records refreshes these too. */
export const statsKey = [...partnerKeys.all, 'stats'] as const;

/** GET /api/partner/stats: the company's last 30 days. */
export function getPartnerStats(): Promise<PartnerStats> {
  return apiRequest('/api/partner/stats', { auth: true, schema: PartnerStatsResponseSchema });
}

export const statsQueryOptions = queryOptions({
  queryKey: statsKey,
  queryFn: getPartnerStats,
  retry: (failures, error) => !isSessionEnded(error) && failures < 1,
  // Views reach the server once a minute: asking more often shows nothing new.
  staleTime: 60_000,
  meta: { errorMessage: 'Failed to load the dashboard figures', isExpectedError: isSessionEnded },
});

/** The dashboard's figures; asked only once the page knows the account runs a company. */
export function usePartnerStats() {
  return useQuery(statsQueryOptions);
}
