import { onlineManager } from '@tanstack/react-query';
import { onTestFinished, vi } from 'vitest';

/**
 * Takes the device offline as a browser does: `navigator.onLine` turns false and the window hears
 * `offline` (which TanStack Query's online manager follows). Returns the way back online, which
 * the end of the test takes too.
 */
export function goOffline(): () => void {
  const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  window.dispatchEvent(new Event('offline'));
  let offline = true;
  const backOnline = () => {
    if (!offline) return;
    offline = false;
    onLine.mockRestore();
    window.dispatchEvent(new Event('online'));
    // The online manager hears no event once the test's client has gone (it stops listening), and
    // would keep every later test's queries waiting for a connection.
    onlineManager.setOnline(true);
  };
  onTestFinished(backOnline);
  return backOnline;
}
