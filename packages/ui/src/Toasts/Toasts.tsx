import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { IconClose } from '../icons';
import styled from 'styled-components';
import { IconButton } from '../IconButton/IconButton';
import { createStrictContext } from '../internal/createContext';
import { tokens } from '../theme/tokens';
import { useUiMessages } from '../UiProvider/UiProvider';
import { addToast, MAX_VISIBLE_TOASTS, TOAST_DURATION_MS, type Toast, type ToastKind } from './toastQueue';

export interface ToastsApi {
  /** The toasts currently shown, oldest first. */
  toasts: readonly Toast[];
  /**
   * Shows a toast; returns its id, or null when ignored (empty or duplicate). `durationMs`
   * overrides the provider's delay for this toast (the 4 s notices of registration and approve).
   */
  push: (toast: { kind: ToastKind; message: string; durationMs?: number }) => string | null;
  /** Removes one toast. */
  remove: (id: string) => void;
  /** Removes every toast. */
  clear: () => void;
}

const [ToastsContext, useToasts] = createStrictContext<ToastsApi>('ToastProvider', 'useToasts');
export { useToasts };

// ─── Region ──────────────────────────────────────────────────────────────────

const Region = styled.div`
  position: fixed;
  right: ${tokens.space.lg};
  bottom: ${tokens.space.lg};
  z-index: ${tokens.z.toast};
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.sm};
  max-width: min(400px, calc(100vw - 32px));
`;
const Item = styled.div`
  display: flex;
  align-items: center;
  gap: ${tokens.space.sm};
  padding: ${tokens.space.sm} ${tokens.space.sm} ${tokens.space.sm} ${tokens.space.lg};
  border-radius: ${tokens.radius.md};
  box-shadow: ${tokens.shadow.md};
  background: ${tokens.color.infoSurface};
  color: ${tokens.color.text};
  border-left: 4px solid ${tokens.color.info};
  &[data-kind='success'] {
    background: ${tokens.color.successSurface};
    border-left-color: ${tokens.color.success};
  }
  &[data-kind='error'] {
    background: ${tokens.color.dangerSurface};
    border-left-color: ${tokens.color.danger};
  }
  & > p {
    margin: 0;
    flex: 1;
  }
`;

export interface ToastProviderProps {
  /** Auto-dismiss delay in ms. @default 3000 */
  durationMs?: number;
  /** Toasts visible at once (older ones are dropped). @default 2 */
  max?: number;
  /** The app. */
  children?: ReactNode;
}

/** Holds the toast queue and renders the polite live region. */
export function ToastProvider({ durationMs = TOAST_DURATION_MS, max = MAX_VISIBLE_TOASTS, children }: ToastProviderProps) {
  const [toasts, setToasts] = useState<readonly Toast[]>([]);
  const queueRef = useRef<readonly Toast[]>([]);
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const counter = useRef(0);
  const messages = useUiMessages();

  const commit = useCallback((next: readonly Toast[]) => {
    queueRef.current = next;
    setToasts(next);
  }, []);

  const remove = useCallback(
    (id: string) => {
      clearTimeout(timers.current.get(id));
      timers.current.delete(id);
      commit(queueRef.current.filter((t) => t.id !== id));
    },
    [commit],
  );

  const push = useCallback(
    ({ kind, message, durationMs: ownMs }: { kind: ToastKind; message: string; durationMs?: number }) => {
      counter.current += 1;
      const toast = { id: `toast-${counter.current}`, kind, message };
      const next = addToast(queueRef.current, toast, max);
      if (!next.includes(toast)) return null;
      // Forget the timers of toasts that were dropped to make room.
      for (const old of queueRef.current) {
        if (!next.includes(old)) {
          clearTimeout(timers.current.get(old.id));
          timers.current.delete(old.id);
        }
      }
      timers.current.set(
        toast.id,
        setTimeout(() => remove(toast.id), ownMs ?? durationMs),
      );
      commit(next);
      return toast.id;
    },
    [commit, durationMs, max, remove],
  );

  const clear = useCallback(() => {
    timers.current.forEach((t) => clearTimeout(t));
    timers.current.clear();
    commit([]);
  }, [commit]);

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((t) => clearTimeout(t));
  }, []);

  const api = useMemo(() => ({ toasts, push, remove, clear }), [toasts, push, remove, clear]);
  return (
    <ToastsContext value={api}>
      {children}
      <Region role="region" aria-label={messages.notifications} aria-live="polite" data-ui="toast-region">
        {toasts.map((t) => (
          <Item key={t.id} data-kind={t.kind}>
            <p>{t.message}</p>
            <IconButton label={messages.dismiss} icon={<IconClose size={14} />} size="sm" onClick={() => remove(t.id)} />
          </Item>
        ))}
      </Region>
    </ToastsContext>
  );
}
