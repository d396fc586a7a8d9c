import { useSyncExternalStore } from 'react';
import { authToken } from './storage';

/** Signed-in state is the presence of the stored token (docs/product/storefront.md#pages-and-routes), kept in step across tabs. */
export function useAuth() {
  const token = useSyncExternalStore(authToken.subscribe, authToken.get, () => null);
  return { token, isSignedIn: token !== null };
}
