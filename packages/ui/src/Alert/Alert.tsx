import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { tokens } from '../theme/tokens';

const StyledAlert = styled.div`
  padding: ${tokens.space.md} ${tokens.space.lg};
  border-radius: ${tokens.radius.md};
  border-left: 4px solid ${tokens.color.info};
  background: ${tokens.color.infoSurface};
  color: ${tokens.color.text};
  &[data-kind='success'] {
    background: ${tokens.color.successSurface};
    border-left-color: ${tokens.color.success};
  }
  &[data-kind='error'] {
    background: ${tokens.color.dangerSurface};
    border-left-color: ${tokens.color.danger};
  }
  &[data-kind='warning'] {
    background: ${tokens.color.warningSurface};
    border-left-color: ${tokens.color.warning};
  }
`;

export interface AlertProps {
  /** Tone. @default 'info' */
  kind?: 'success' | 'error' | 'warning' | 'info';
  /** The text; nothing renders when it is empty. */
  message?: string | null;
  /** Calls onClear after this many ms (the parent then clears `message`). @default undefined (stays) */
  clearAfterMs?: number;
  /** Called when the delay has passed. */
  onClear?: () => void;
}

/** An inline announcement (role="alert") that can clear itself after a delay. */
export function Alert({ kind = 'info', message, clearAfterMs, onClear }: AlertProps) {
  const onClearRef = useRef(onClear);
  useEffect(() => {
    onClearRef.current = onClear;
  });
  useEffect(() => {
    if (!message || clearAfterMs === undefined) return undefined;
    const timer = setTimeout(() => onClearRef.current?.(), clearAfterMs);
    return () => clearTimeout(timer);
  }, [message, clearAfterMs]);
  if (!message) return null;
  return (
    <StyledAlert role="alert" data-kind={kind} data-ui="alert">
      {message}
    </StyledAlert>
  );
}
