// Pure rules of the toast queue, kept apart from React so they are easy to test.

/** Kind of a toast. */
export type ToastKind = 'success' | 'error' | 'info';

/** A toast in the queue. */
export interface Toast {
  id: string;
  kind: ToastKind;
  message: string;
}

/** Toasts shown at once. */
export const MAX_VISIBLE_TOASTS = 2;
/** Auto-dismiss delay. */
export const TOAST_DURATION_MS = 3000;

/**
 * Adds a toast: empty (blank) messages and a message already shown are
 * ignored; beyond `max`, the oldest toasts are dropped.
 */
export function addToast(queue: readonly Toast[], toast: Toast, max = MAX_VISIBLE_TOASTS): readonly Toast[] {
  if (!toast.message.trim()) return queue;
  if (queue.some((t) => t.message === toast.message)) return queue;
  return [...queue, toast].slice(-max);
}
