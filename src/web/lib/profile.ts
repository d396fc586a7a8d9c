import { queryOptions, useQuery } from '@tanstack/react-query';
import { UserProfileSchema } from '@shared/contracts/users';
import { apiRequest } from './api-client';
import { useAuth } from './use-auth';

// The signed-in customer's profile: the account pages edit it, and the car page reads it (a
// review is written under the customer's name), so it is read through one query everywhere.

export const profileKeys = { profile: ['user', 'profile'] as const };

export const getProfile = () =>
  apiRequest('/api/user/profile', { schema: UserProfileSchema, auth: true });

export const profileQueryOptions = queryOptions({
  queryKey: profileKeys.profile,
  queryFn: getProfile,
  // A 401 will not turn into a 200 by asking again.
  retry: false,
  staleTime: 30_000,
});

/** The signed-in user's profile; idle while signed out. */
export function useProfile() {
  const { isSignedIn } = useAuth();
  return useQuery({ ...profileQueryOptions, enabled: isSignedIn });
}
