/**
 * Runs `callback` once the page has loaded and the browser has a quiet moment (at the latest
 * `timeoutMs` after the load), so that code the first screen does not need stays off the
 * critical path. Returns a function that cancels it.
 */
export function whenIdle(callback: () => void, timeoutMs = 3_000): () => void {
  let cancel: () => void = () => undefined;
  const schedule = () => {
    // Safari and jsdom lack requestIdleCallback.
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(callback, { timeout: timeoutMs });
      cancel = () => window.cancelIdleCallback(handle);
    } else {
      const handle = setTimeout(callback, 200);
      cancel = () => clearTimeout(handle);
    }
  };
  if (document.readyState === 'complete') {
    schedule();
  } else {
    window.addEventListener('load', schedule, { once: true });
    cancel = () => window.removeEventListener('load', schedule);
  }
  return () => cancel();
}
