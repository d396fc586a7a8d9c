import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import {
  PartnerStatementResponseSchema,
  type PartnerStatementResponse,
} from '@shared/contracts/statements';
import { apiRequest } from '../../lib/api-client';
import { partnerKeys, retryUnlessRefused } from '../api';

export const earningsKeys = {
  all: [...partnerKeys.all, 'statements'] as const,
  month: (month: string) => [...partnerKeys.all, 'statements', month] as const,
};

// For the console (lib/query-client.ts); readers see the failure on the page, translated.
const LOAD_FAILED = 'Failed to load the statement';

/**
 * GET /api/partner/statements?month=: the company's month with Saarthi, and a page of its trips
 * (the page after `cursor`, the last page's `nextCursor`).
 */
export const statementQueryOptions = (month: string) =>
  infiniteQueryOptions({
    queryKey: earningsKeys.month(month),
    queryFn: ({ pageParam, signal }) => {
      const search = new URLSearchParams({ month });
      if (pageParam) search.set('cursor', pageParam);
      return apiRequest(`/api/partner/statements?${search.toString()}`, {
        auth: true,
        schema: PartnerStatementResponseSchema,
        signal,
      });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (page: PartnerStatementResponse) => page.nextCursor,
    retry: retryUnlessRefused,
    staleTime: 30_000,
    meta: { errorMessage: LOAD_FAILED },
  });

/** The month's statement; the month before stays on screen while the next one loads. */
export function useStatement(month: string) {
  return useInfiniteQuery({ ...statementQueryOptions(month), placeholderData: keepPreviousData });
}
