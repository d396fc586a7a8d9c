import { queryOptions, useQuery } from '@tanstack/react-query';
import { OperatorResponseSchema, type Operator } from '@shared/contracts/operators';
import { ApiError, apiRequest } from '../lib/api-client';
import { isSessionEnded, retryUnlessSessionEnded } from '../lib/api-retry';
import { useAuth } from '../lib/use-auth';

export { isSessionEnded, retryUnlessRefused, retryUnlessSessionEnded } from '../lib/api-retry';

/** Every query of the console starts with this key, so logging out forgets them all at once. */
export const opsKeys = {
  all: ['ops'] as const,
  operator: ['ops', 'operator'] as const,
};

/** A 403: the account is signed in but is not an operator's. */
export const isNotOperator = (error: unknown) =>
  error instanceof ApiError && error.fromServer && error.status === 403;

/** The signed-in operator, as the server says (GET /api/admin/me): the console's only gate. */
export async function getOperator(): Promise<Operator> {
  const answer = await apiRequest('/api/admin/me', { auth: true, schema: OperatorResponseSchema });
  return answer.operator;
}

export const operatorQueryOptions = queryOptions({
  queryKey: opsKeys.operator,
  queryFn: getOperator,
  retry: (failures, error) => !isNotOperator(error) && retryUnlessSessionEnded(failures, error),
  staleTime: 60_000,
  meta: {
    errorMessage: 'Failed to open the operator console',
    isExpectedError: (error: unknown) => isSessionEnded(error) || isNotOperator(error),
  },
});

/** The signed-in operator; idle while signed out (the layout asks to log in). */
export function useOperator() {
  const { isSignedIn } = useAuth();
  return useQuery({ ...operatorQueryOptions, enabled: isSignedIn });
}
