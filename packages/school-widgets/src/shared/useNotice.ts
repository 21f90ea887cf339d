import { useCallback } from 'react';
import { useToasts } from '@school/ui';

/** Student notices last 2 s, the approve and registration pages' 4 s (spec 000 §9). */
export const STUDENT_NOTICE_MS = 2000;
export const APPROVE_NOTICE_MS = 4000;
export const REGISTRATION_NOTICE_MS = 4000;

/** Pushes a toast that leaves after `ms` (shorter or longer than the provider's default). */
export function useNotice(ms: number) {
  const toasts = useToasts();
  return useCallback((kind: 'success' | 'error', message: string) => void toasts.push({ kind, message, durationMs: ms }), [toasts, ms]);
}
