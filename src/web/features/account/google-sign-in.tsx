import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { toast } from '../../lib/toast';
import { useSiteConfig } from '../../lib/site';
import { completeSignIn, errorReason, googleLogin } from './api';
import { loadGoogleIdentity } from './google-identity';

function GoogleLogo() {
  return (
    <svg viewBox="0 0 48 48" className="h-5 w-5" aria-hidden="true">
      <path
        fill="#FFC107"
        d="M43.6 20.5H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.3-.1-2.4-.4-3.5z"
      />
      <path
        fill="#FF3D00"
        d="m6.3 14.7 6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z"
      />
      <path
        fill="#4CAF50"
        d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-7.9l-6.5 5C9.5 39.6 16.2 44 24 44z"
      />
      <path
        fill="#1976D2"
        d="M43.6 20.5H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.4-.4-3.5z"
      />
    </svg>
  );
}

const buttonClass =
  'inline-flex w-full items-center justify-center gap-3 rounded-full border border-slate-300 bg-white px-5 py-2.5 text-sm font-semibold text-ink transition-colors';

/** Whether this server has a Google client id, so that "Sign in with Google" can work. */
export function useGoogleSignInAvailable(): boolean {
  return Boolean(useSiteConfig().googleClientId);
}

/**
 * docs/product/storefront.md#google-sign-in: Google gives the browser an ID token, our server verifies it and answers with our own
 * token; then the browser goes to `next` like any login (lib/return-to.ts).
 */
export function GoogleSignIn({ next }: { next: string }) {
  const { t, i18n } = useLingui();
  const { googleClientId } = useSiteConfig();
  const [status, setStatus] = useState<'idle' | 'loading' | 'ready'>('idle');
  const googleButtonRef = useRef<HTMLDivElement>(null);

  const failed = (error: unknown) => {
    const reason = errorReason(i18n, error);
    toast.error(t`Google login failed: ${reason}`);
  };

  const signIn = useMutation({
    mutationFn: googleLogin,
    onSuccess: (answer) => {
      toast.success(t`Google login successful`);
      completeSignIn(answer.token, next);
    },
    onError: failed,
  });

  // Not configured on this server: the login page shows no Google button at all (see
  // `useGoogleSignInAvailable`), rather than one that cannot work.
  if (!googleClientId) return null;
  const clientId = googleClientId;

  async function start() {
    setStatus('loading');
    try {
      const google = await loadGoogleIdentity();
      google.initialize({
        client_id: clientId,
        callback: ({ credential }) => signIn.mutate(credential),
      });
      if (googleButtonRef.current) {
        // Google's own button opens its account chooser in a popup when One Tap is suppressed.
        google.renderButton(googleButtonRef.current, {
          theme: 'outline',
          size: 'large',
          shape: 'pill',
          text: 'signin_with',
          width: 300,
        });
      }
      google.prompt();
      setStatus('ready');
    } catch (error) {
      setStatus('idle');
      failed(error);
    }
  }

  return (
    <div>
      {status !== 'ready' ? (
        <button
          type="button"
          className={`${buttonClass} hover:bg-slate-50`}
          onClick={start}
          disabled={status === 'loading' || signIn.isPending}
        >
          <GoogleLogo />
          {status === 'loading' ? (
            <Trans>Opening Google…</Trans>
          ) : signIn.isPending ? (
            <Trans>Signing in…</Trans>
          ) : (
            <Trans>Sign in with Google</Trans>
          )}
        </button>
      ) : null}
      <div ref={googleButtonRef} className="flex justify-center" />
      {status === 'ready' && signIn.isPending ? (
        <p role="status" className="mt-2 text-center text-sm text-muted">
          <Trans>Signing in…</Trans>
        </p>
      ) : null}
    </div>
  );
}
