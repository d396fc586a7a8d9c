import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The few parts of Google Identity Services (https://accounts.google.com/gsi/client) we use,
 * typed here rather than pulling in a types package (STYLE: no new dependencies).
 */
export interface GoogleCredentialResponse {
  /** The ID token (a JWT) our server verifies (docs/product/storefront.md#google-sign-in). */
  credential: string;
}

interface GoogleButtonOptions {
  type?: 'standard' | 'icon';
  theme?: 'outline' | 'filled_blue' | 'filled_black';
  size?: 'large' | 'medium' | 'small';
  text?: 'signin_with' | 'signup_with' | 'continue_with' | 'signin';
  shape?: 'rectangular' | 'pill' | 'circle' | 'square';
  width?: number;
}

export interface GoogleAccountsId {
  initialize(options: {
    client_id: string;
    callback: (response: GoogleCredentialResponse) => void;
    ux_mode?: 'popup' | 'redirect';
  }): void;
  renderButton(parent: HTMLElement, options: GoogleButtonOptions): void;
  prompt(): void;
}

interface GoogleGlobal {
  accounts: { id: GoogleAccountsId };
}

/** Google's script could not be used; `reason` is shown to the reader in their language. */
export class GoogleIdentityError extends Error {
  constructor(readonly reason: MessageDescriptor) {
    super(reason.message ?? reason.id);
    this.name = 'GoogleIdentityError';
  }
}

export const GOOGLE_SCRIPT_URL = 'https://accounts.google.com/gsi/client';

function currentGoogle(): GoogleAccountsId | null {
  return (window as Window & { google?: GoogleGlobal }).google?.accounts?.id ?? null;
}

let loading: Promise<GoogleAccountsId> | null = null;

/** Loads the Google script once, on demand (only when someone asks to sign in with Google). */
export function loadGoogleIdentity(): Promise<GoogleAccountsId> {
  const ready = currentGoogle();
  if (ready) return Promise.resolve(ready);
  loading ??= new Promise<GoogleAccountsId>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = GOOGLE_SCRIPT_URL;
    script.async = true;
    script.defer = true;
    script.onload = () => {
      const google = currentGoogle();
      if (google) resolve(google);
      else reject(new GoogleIdentityError(msg`Google sign-in did not start`));
    };
    script.onerror = () => {
      script.remove();
      reject(new GoogleIdentityError(msg`Could not reach Google`));
    };
    document.head.append(script);
  }).catch((error: unknown) => {
    // Let a later click try again (the network may be back).
    loading = null;
    throw error;
  });
  return loading;
}
