import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AdminStatementsResponseSchema,
  SettleResponseSchema,
  type SettleBody,
} from '@shared/contracts/statements';
import { apiRequest } from '../../lib/api-client';
import { useDestructiveMutation } from '../../lib/use-destructive-mutation';
import { isSessionEnded, opsKeys, retryUnlessRefused } from '../api';

export const statementKeys = {
  all: [...opsKeys.all, 'statements'] as const,
  month: (month: string) => [...opsKeys.all, 'statements', month] as const,
};

// For the console (lib/query-client.ts); readers see the failure on the page, translated.
const LOAD_FAILED = 'Failed to load the statements';

/** GET /api/admin/statements?month=: every company's month with Saarthi, and the totals. */
export const statementsQueryOptions = (month: string) =>
  queryOptions({
    queryKey: statementKeys.month(month),
    queryFn: ({ signal }) =>
      apiRequest(`/api/admin/statements?${new URLSearchParams({ month }).toString()}`, {
        auth: true,
        schema: AdminStatementsResponseSchema,
        signal,
      }),
    retry: retryUnlessRefused,
    staleTime: 30_000,
    meta: { errorMessage: LOAD_FAILED, isExpectedError: isSessionEnded },
  });

/** The month's statements; the month before stays on screen while the next one loads. */
export function useStatements(month: string) {
  return useQuery({ ...statementsQueryOptions(month), placeholderData: keepPreviousData });
}

/**
 * Records the bank transfer that settles a company's month. Money moves on the answer, so it is
 * never sent again by itself (lib/use-destructive-mutation.ts); the month is read again after
 * it, or after a dialog closed on its way.
 */
export function useSettle(
  companyId: string,
  month: string,
  onSettled: (said: { message: string; code: string }) => void,
) {
  const queryClient = useQueryClient();
  const refresh = () =>
    void queryClient.invalidateQueries({ queryKey: statementKeys.month(month) });
  return useDestructiveMutation({
    mutationFn: (body: SettleBody, signal) =>
      apiRequest(
        `/api/admin/statements/${encodeURIComponent(companyId)}/${encodeURIComponent(month)}/settle`,
        { method: 'POST', body, auth: true, schema: SettleResponseSchema, signal },
      ),
    onSuccess: (answer) => {
      refresh();
      onSettled(answer);
    },
    onAbandoned: refresh,
  });
}
