import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import styled from 'styled-components';
import { tokens } from '../theme';

export interface TimerRingProps {
  /** Milliseconds left (clamped at 0). */
  remainingMs: number;
  /** The whole time, for the ring's fraction. */
  totalMs: number;
  /** Accessible name of the timer, e.g. 'Time left'. */
  label: string;
  /** Shown at zero, e.g. "Time's up!". */
  timesUpText: string;
  /** How to move it (read by screen readers). @default undefined */
  moveHint?: string;
  /** Fraction left at or under which the ring turns red. @default 0.2 */
  warnAt?: number;
  /** Size in px. @default 96 */
  size?: number;
  /** Gap in px to the window's bottom-right corner where the ring starts (clear of a top bar's buttons). @default 16 */
  margin?: number;
}

/** mm:ss (h:mm:ss past an hour). */
export function formatRemaining(ms: number): string {
  const s = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${sec}` : `${String(m).padStart(2, '0')}:${sec}`;
}

const viewport = () => ({
  width: typeof window !== 'undefined' ? window.innerWidth : 1000,
  height: typeof window !== 'undefined' ? window.innerHeight : 800,
});

/**
 * A countdown ring that floats over the page: red at `warnAt` or less, "Time's up!" at zero.
 * It starts in the bottom-right corner (never over the top bar's Logout). Drag it with the
 * pointer, or focus it and move it with the arrow keys, the way each arrow points (10 px, 50
 * with Shift); it stays inside the window.
 */
export function TimerRing({ remainingMs, totalMs, label, timesUpText, moveHint, warnAt = 0.2, size = 96, margin = 16 }: TimerRingProps) {
  // Position of the ring's top-left corner, from the window's top-left (left/top, so ArrowLeft lowers x).
  const [pos, setPos] = useState(() => {
    const v = viewport();
    return { x: Math.max(0, v.width - size - margin), y: Math.max(0, v.height - size - margin) };
  });
  const drag = useRef<{ dx: number; dy: number } | null>(null);
  const left = Math.max(0, remainingMs);
  const fraction = totalMs > 0 ? Math.min(1, left / totalMs) : 0;
  const done = left <= 0;
  const warn = fraction <= warnAt;
  const r = size / 2 - 6;
  const c = 2 * Math.PI * r;
  const clamp = (x: number, y: number) => ({
    x: Math.max(0, Math.min(x, viewport().width - size)),
    y: Math.max(0, Math.min(y, viewport().height - size)),
  });
  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    drag.current = { dx: e.clientX - pos.x, dy: e.clientY - pos.y };
    e.currentTarget.setPointerCapture?.(e.pointerId);
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (drag.current) setPos(clamp(e.clientX - drag.current.dx, e.clientY - drag.current.dy));
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const step = e.shiftKey ? 50 : 10;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const m = moves[e.key];
    if (!m) return;
    e.preventDefault();
    setPos((p) => clamp(p.x + m[0], p.y + m[1]));
  };
  const text = done ? timesUpText : formatRemaining(left);
  return (
    <Root
      data-ui="timer-ring"
      data-state={done ? 'done' : warn ? 'warning' : 'running'}
      role="timer"
      aria-label={`${label}: ${text}`}
      title={moveHint}
      tabIndex={0}
      style={{ left: pos.x, top: pos.y, width: size, height: size }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={() => (drag.current = null)}
      onKeyDown={onKeyDown}
    >
      <svg width={size} height={size} aria-hidden="true">
        <Track cx={size / 2} cy={size / 2} r={r} strokeWidth={6} />
        <Arc
          $warn={warn}
          cx={size / 2}
          cy={size / 2}
          r={r}
          fill="none"
          strokeWidth={6}
          strokeDasharray={c}
          strokeDashoffset={c * (1 - fraction)}
          transform={`rotate(-90 ${size / 2} ${size / 2})`}
        />
      </svg>
      <Text $warn={warn}>{text}</Text>
    </Root>
  );
}

const Root = styled.div`
  position: fixed;
  z-index: 50;
  display: grid;
  place-items: center;
  cursor: grab;
  touch-action: none;
  user-select: none;
  border-radius: 50%;
  box-shadow: ${tokens.shadow.md};
  &:focus-visible {
    outline: 3px solid ${tokens.color.focus};
    outline-offset: 2px;
  }
  svg {
    position: absolute;
    inset: 0;
  }
`;
const Track = styled.circle`
  fill: ${tokens.color.surface};
  stroke: ${tokens.color.border};
`;
const Arc = styled.circle<{ $warn: boolean }>`
  stroke: ${(p) => (p.$warn ? tokens.color.danger : tokens.color.primary)};
  transition: stroke-dashoffset 0.9s linear;
`;
const Text = styled.span<{ $warn: boolean }>`
  position: relative;
  font-weight: 700;
  font-size: ${tokens.font.sizeSm};
  text-align: center;
  padding: 0 ${tokens.space.xs};
  color: ${(p) => (p.$warn ? tokens.color.danger : tokens.color.text)};
`;
