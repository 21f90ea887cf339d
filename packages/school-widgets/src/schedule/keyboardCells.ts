import type { KeyboardCoordinateGetter, KeyboardSensorOptions } from '@dnd-kit/core';

// ─── The schedule's keyboard drag (issue 7) ──────────────────────────────────────────────────
// dnd-kit's keyboard sensor moves a chip 25 px per arrow press and drops it on Tab. Here an arrow
// moves it to the next cell of the grid in that direction (centred on it, so the cell it is over
// is the cell it shows and announces), and Tab does nothing while dragging: only Space/Enter drop
// and Escape cancels.

export type Direction = 'up' | 'down' | 'left' | 'right';
const DIRECTIONS: Record<string, Direction> = { ArrowUp: 'up', ArrowDown: 'down', ArrowLeft: 'left', ArrowRight: 'right' };

interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

const centre = (r: Box) => ({ x: r.left + r.width / 2, y: r.top + r.height / 2 });

/**
 * The cell next to `from` (a point) in a direction: among the cells whose centre lies that way,
 * the nearest along the direction, then the best aligned across it. Null at the grid's edge.
 */
export function nextCell<Id>(from: { x: number; y: number }, cells: readonly { id: Id; rect: Box }[], direction: Direction) {
  let best: { id: Id; rect: Box } | null = null;
  let bestScore = Infinity;
  for (const s of cells) {
    const c = centre(s.rect);
    const dx = c.x - from.x;
    const dy = c.y - from.y;
    const along = direction === 'right' ? dx : direction === 'left' ? -dx : direction === 'down' ? dy : -dy;
    const across = direction === 'right' || direction === 'left' ? Math.abs(dy) : Math.abs(dx);
    if (along < 1) continue; // not that way (or where we are)
    const score = along + across * 4; // stay in the row (or column) before jumping to another
    if (score < bestScore) {
      best = s;
      bestScore = score;
    }
  }
  return best;
}

/** Arrow keys: to the centre of the next cell; Tab: kept from moving focus out of the drag. */
export const cellKeyboardCoordinates: KeyboardCoordinateGetter = (event, { context, currentCoordinates }) => {
  if (event.code === 'Tab') {
    event.preventDefault();
    return undefined;
  }
  const direction = DIRECTIONS[event.code];
  const rect = context.collisionRect;
  if (!direction || !rect) return undefined;
  event.preventDefault();
  const cells = [...context.droppableRects.entries()]
    .filter(([id]) => !context.droppableContainers.get(id)?.disabled)
    .map(([id, r]) => ({ id, rect: r }));
  const next = nextCell(centre(rect), cells, direction);
  if (!next) return currentCoordinates;
  const target = centre(next.rect);
  return { x: target.x - rect.width / 2, y: target.y - rect.height / 2 };
};

/** Options of the schedule's KeyboardSensor: Space/Enter pick up and drop, Escape cancels, never Tab. */
export const cellKeyboardOptions: KeyboardSensorOptions = {
  coordinateGetter: cellKeyboardCoordinates,
  keyboardCodes: { start: ['Space', 'Enter'], cancel: ['Escape'], end: ['Space', 'Enter'] },
};
