import { useSyncExternalStore } from 'react';
import { authToken } from './storage';

/**
 * The role a token was signed for (its `role` claim), to choose where a signed-in person's own
 * area is. Read without checking the signature: it picks a link, and the server checks every
 * request. Undefined for no token or one that cannot be read.
 */
export function tokenRole(token: string | null): string | undefined {
  // Nobody signed in, as on every page the server draws: no exception thrown and caught.
  const encoded = token?.split('.')[1];
  if (encoded === undefined) return undefined;
  try {
    // base64url to base64: '-' for '+' and '_' for '/'.
    const payload = encoded.replace(/[-_]/g, (c) => (c == '-' ? '+' : '/'));
    return (JSON.parse(atob(payload)) as { role?: string }).role;
  } catch {
    return undefined;
  }
}

/** Signed-in state is the presence of the stored token (docs/product/storefront.md#pages-and-routes), kept in step across tabs. */
export function useAuth() {
  const token = useSyncExternalStore(authToken.subscribe, authToken.get, () => null);
  return { token, isSignedIn: token !== null, role: tokenRole(token) };
}
