import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { MessageResponseSchema } from '@shared/contracts/common';
import { apiRequest } from './api-client';
import { authToken } from './storage';

// Here rather than in the account feature: the top bar and the drawer log out on every page, and
// must not bring the account forms' code into the first screen.

/**
 * docs/product/storefront.md#sessions: forgets the token here at once, whatever the server answers or however long it
 * takes, and asks the server to end every session of the account (all devices). The request is
 * started first: `apiRequest` reads the token as it starts, before the token is cleared.
 */
export async function logout(): Promise<void> {
  if (authToken.get() === null) return;
  const ended = apiRequest('/api/user/logout', {
    method: 'POST',
    auth: true,
    schema: MessageResponseSchema,
  });
  authToken.clear();
  // Signed out here either way; a token the server did not hear about expires by itself.
  await ended.catch(() => undefined);
}

/** Logout for the profile menu, the drawer and the /user page: `logout`, and the profile forgotten. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useCallback(() => {
    const done = logout();
    // Whoever uses this browser next must not see the profile.
    queryClient.removeQueries({ queryKey: ['user'] });
    return done;
  }, [queryClient]);
}
