import { lazy, Suspense, useEffect, useState } from 'react';
import { whenIdle } from '../lib/when-idle';

const ToastContainer = lazy(() => import('./toast-container'));

/**
 * The toast container, loaded once the first screen is up (toasts are
 * not needed to show any page). A toast raised before then is not lost: lib/toast.ts keeps
 * toasts while no container is mounted, and it shows them when it mounts.
 */
export function Toasts() {
  const [ready, setReady] = useState(false);
  useEffect(() => whenIdle(() => setReady(true)), []);
  return ready ? (
    <Suspense fallback={null}>
      <ToastContainer />
    </Suspense>
  ) : null;
}
