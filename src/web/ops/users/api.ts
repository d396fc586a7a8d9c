import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import type { UserRole } from '@shared/constants';
import {
  AdminUserListResponseSchema,
  AdminUserResponseSchema,
  type AccountState,
  type AdminUser,
  type AdminUserListResponse,
  type AdminUserResponse,
  type AssignableRole,
} from '@shared/contracts/admin-users';
import { apiRequest } from '../../lib/api-client';
import { useDestructiveMutation } from '../../lib/use-destructive-mutation';
import { isSessionEnded, opsKeys, retryUnlessRefused } from '../api';

/** The search the address keeps: empty strings are "any". */
export interface UserSearch {
  q: string;
  role: UserRole | '';
  state: AccountState | '';
}

export const USER_SEARCH_FIELDS = [
  'q',
  'role',
  'state',
] as const satisfies readonly (keyof UserSearch)[];

export const userKeys = {
  all: [...opsKeys.all, 'users'] as const,
  list: (search: UserSearch) => [...opsKeys.all, 'users', search] as const,
};

// For the console (lib/query-client.ts); readers see the failure on the page, translated.
const LIST_FAILED = 'Failed to search the accounts';

/** GET /api/admin/users: one page of the accounts matching the search, the newest first. */
export function getUsers(search: UserSearch, cursor: string | null, signal?: AbortSignal) {
  const query = new URLSearchParams();
  for (const field of USER_SEARCH_FIELDS) if (search[field]) query.set(field, search[field]);
  if (cursor) query.set('cursor', cursor);
  const suffix = query.size > 0 ? `?${query.toString()}` : '';
  return apiRequest(`/api/admin/users${suffix}`, {
    auth: true,
    schema: AdminUserListResponseSchema,
    signal,
  });
}

export const usersQueryOptions = (search: UserSearch) =>
  infiniteQueryOptions({
    queryKey: userKeys.list(search),
    queryFn: ({ pageParam, signal }) => getUsers(search, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page: AdminUserListResponse) => page.nextCursor,
    retry: retryUnlessRefused,
    staleTime: 30_000,
    meta: { errorMessage: LIST_FAILED, isExpectedError: isSessionEnded },
  });

export function useUserSearch(search: UserSearch) {
  return useInfiniteQuery(usersQueryOptions(search));
}

/** A change of one account, as the console sends it. */
export type UserChange =
  | { kind: 'role'; role: AssignableRole }
  | { kind: 'suspend'; reason: string }
  | { kind: 'restore' };

export function changeUser(id: string, change: UserChange, signal?: AbortSignal) {
  const base = `/api/admin/users/${encodeURIComponent(id)}`;
  const options = { auth: true, schema: AdminUserResponseSchema, signal } as const;
  switch (change.kind) {
    case 'role':
      return apiRequest(`${base}/role`, { ...options, method: 'PUT', body: { role: change.role } });
    case 'suspend':
      return apiRequest(`${base}/suspend`, {
        ...options,
        method: 'POST',
        body: { reason: change.reason },
      });
    case 'restore':
      return apiRequest(`${base}/restore`, { ...options, method: 'POST', body: {} });
  }
}

type UserPages = InfiniteData<AdminUserListResponse, string | null>;

/**
 * Changes the account's role, suspends or restores it. The answer shows in every list read so far
 * at once; the lists are then read again, since the change may take the account out of a filter
 * (a suspended account leaves "active"). Offline it fails at once, and closing its dialog stops
 * it: no answer calls `onChanged` then (lib/use-destructive-mutation.ts).
 */
export function useChangeUser(id: string, onChanged: (answer: AdminUserResponse) => void) {
  const queryClient = useQueryClient();
  return useDestructiveMutation({
    mutationFn: (change: UserChange, signal) => changeUser(id, change, signal),
    onSuccess: (answer) => {
      queryClient.setQueriesData<UserPages>({ queryKey: userKeys.all }, (pages) =>
        pages
          ? {
              ...pages,
              pages: pages.pages.map((page) => ({
                ...page,
                users: page.users.map((user: AdminUser) => (user._id === id ? answer.user : user)),
              })),
            }
          : pages,
      );
      void queryClient.invalidateQueries({ queryKey: userKeys.all });
      onChanged(answer);
    },
    // The server may have made the change before the abort reached it.
    onAbandoned: () => void queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
