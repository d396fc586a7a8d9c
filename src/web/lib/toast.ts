import type { ReactNode } from 'react';

/**
 * Short messages that come and go in a corner of the screen ("Profile updated successfully"):
 * what any page raises, kept apart from how they are drawn (layout/toast-container.tsx), which
 * loads once the first screen is up. A toast raised before then waits here and shows when the
 * container mounts. Decision 020 says why Saarthi draws its own.
 */
export type ToastKind = 'success' | 'error' | 'info';

/** A toast's content: text, or a small piece of page given the way to close its toast. */
export type ToastContent = ReactNode | ((props: { closeToast: () => void }) => ReactNode);

export interface Toast {
  id: string;
  kind: ToastKind;
  content: ToastContent;
}

export interface ToastOptions {
  /** A toast with this id already showing is not shown twice (one "session ended", not three). */
  toastId?: string;
}

let toasts: readonly Toast[] = [];
let counter = 0;
const listeners = new Set<() => void>();

function publish(next: readonly Toast[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

function raise(kind: ToastKind, content: ToastContent, options: ToastOptions = {}): string {
  const id = options.toastId ?? `toast-${(counter += 1)}`;
  if (!toasts.some((shown) => shown.id === id)) publish([...toasts, { id, kind, content }]);
  return id;
}

export const toast = {
  success: (content: ToastContent, options?: ToastOptions) => raise('success', content, options),
  error: (content: ToastContent, options?: ToastOptions) => raise('error', content, options),
  info: (content: ToastContent, options?: ToastOptions) => raise('info', content, options),
  /** Closes the toast of `id`, or every toast when called without one. */
  dismiss: (id?: string) =>
    publish(id === undefined ? [] : toasts.filter((shown) => shown.id !== id)),
};

/** For the container (`useSyncExternalStore`): the toasts showing, and word when they change. */
export const toastStore = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  current: (): readonly Toast[] => toasts,
};
