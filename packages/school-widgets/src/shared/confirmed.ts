import type { ApiResult } from '@school/api';

/** How a widget announces an outcome: a toast, or a timed notice. */
export type Announce = (kind: 'success' | 'error', message: string) => void;

/**
 * The end of a ConfirmDialog's `onConfirm`: a failure is announced and thrown, so the dialog
 * shows it and stays open; a success is announced with the server's message (or `successText`)
 * and its data returned.
 */
export function settleConfirmed<T>(result: ApiResult<T>, announce: Announce, successText: string): T {
  if (!result.ok) {
    announce('error', result.error);
    throw new Error(result.error);
  }
  announce('success', result.message || successText);
  return result.data;
}
