import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PartnerStatementResponseSchema } from '@shared/contracts/statements';
import { apiRequest } from '../../lib/api-client';
import { partnerKeys, retryUnlessRefused } from '../api';

export const earningsKeys = {
  all: [...partnerKeys.all, 'statements'] as const,
  month: (month: string) => [...partnerKeys.all, 'statements', month] as const,
};

// For the console (lib/query-client.ts); readers see the failure on the page, translated.
const LOAD_FAILED = 'Failed to load the statement';

/** GET /api/partner/statements?month=: the company's month with Saarthi and its trips. */
export const statementQueryOptions = (month: string) =>
  queryOptions({
    queryKey: earningsKeys.month(month),
    queryFn: ({ signal }) =>
      apiRequest(`/api/partner/statements?${new URLSearchParams({ month }).toString()}`, {
        auth: true,
        schema: PartnerStatementResponseSchema,
        signal,
      }),
    retry: retryUnlessRefused,
    staleTime: 30_000,
    meta: { errorMessage: LOAD_FAILED },
  });

/** The month's statement; the month before stays on screen while the next one loads. */
export function useStatement(month: string) {
  return useQuery({ ...statementQueryOptions(month), placeholderData: keepPreviousData });
}
