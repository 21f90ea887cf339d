import type { ApiResult } from '@school/api';

/** Turns a 404 into a success with `null`, so a detail widget can show its "not found" text. */
export async function nullWhenNotFound<T>(pending: Promise<ApiResult<T>>): Promise<ApiResult<T | null>> {
  const result = await pending;
  if (!result.ok && result.status === 404) return { ok: true, status: 404, data: null, message: '' };
  return result;
}
