/**
 * Whether the toast container is on the page. It loads once the page is idle (layout/toasts.tsx),
 * so a toast raised just before a full redirect (a login's "Login successful") could otherwise
 * be queued and lost with the page: the redirect waits for it.
 */
let shown = false;
const waiting: Array<() => void> = [];

/** Called by the toast container once it is mounted. */
export function markToastsShown(): void {
  shown = true;
  for (const resolve of waiting.splice(0)) resolve();
}

/** Resolves once toasts can be seen, or after `maxWaitMs` whatever happens. */
export function toastsShown(maxWaitMs = 3_000): Promise<void> {
  if (shown) return Promise.resolve();
  return new Promise((resolve) => {
    waiting.push(resolve);
    setTimeout(resolve, maxWaitMs);
  });
}
