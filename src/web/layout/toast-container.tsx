import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { toast, ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import { TOAST_DEFAULTS } from '@shared/constants';
import { authToken } from '../lib/storage';
import { setToastLayer } from '../lib/toast-layer';
import { markToastsShown } from '../lib/toasts-shown';

const SESSION_ENDED_TOAST = 'session-ended';

/** docs/product/storefront.md#constants: 5000 ms, top-right, paused on hover and focus loss, dragged away at 80 %. */
export default function ConfiguredToastContainer() {
  useEffect(markToastsShown, []);
  return (
    // A popover, in the top layer, so that toasts show above an open modal dialog too
    // (lib/toast-layer.ts); a box of no size, the toasts placing themselves on the screen.
    <div ref={setToastLayer} className="m-0 size-0 overflow-visible border-0 bg-transparent p-0">
      <SessionEndedNotice />
      <ToastContainer
        position={TOAST_DEFAULTS.position}
        autoClose={TOAST_DEFAULTS.autoCloseMs}
        pauseOnHover
        pauseOnFocusLoss
        draggable
        draggablePercent={TOAST_DEFAULTS.dragPercent}
      />
    </div>
  );
}

/**
 * The one message a customer reads when the server refuses their token: the API client forgets
 * the token on the first 401, and the pages that asked stay silent about it (lib/api-retry.ts
 * `isSessionEnded`), so the header's signed-out state and this toast say it once.
 */
function SessionEndedNotice() {
  const { t } = useLingui();
  const message = t`Your session has ended. Please log in again.`;
  useEffect(
    () =>
      authToken.onSessionEnded(() => {
        toast.error(message, { toastId: SESSION_ENDED_TOAST });
      }),
    [message],
  );
  return null;
}
