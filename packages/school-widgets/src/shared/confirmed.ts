import type { ApiResult } from '@school/api';
import type { Announce } from './query';

export type { Announce };

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
