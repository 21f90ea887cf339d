import { describe, expect, it } from 'vitest';
import { nextCell } from './keyboardCells';

// A 2 × 3 grid of 100 × 40 cells starting at (100, 200), and a chip list above it.
const cells = [0, 1].flatMap((row) =>
  [0, 1, 2].map((col) => ({ id: `r${row}c${col}`, rect: { left: 100 + col * 100, top: 200 + row * 40, width: 100, height: 40 } })),
);
const at = (id: string) => {
  const r = cells.find((s) => s.id === id)!.rect;
  return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
};

describe('nextCell', () => {
  it('moves one cell at a time in each direction', () => {
    expect(nextCell(at('r0c0'), cells, 'right')?.id).toBe('r0c1');
    expect(nextCell(at('r0c1'), cells, 'right')?.id).toBe('r0c2');
    expect(nextCell(at('r0c1'), cells, 'left')?.id).toBe('r0c0');
    expect(nextCell(at('r0c1'), cells, 'down')?.id).toBe('r1c1');
    expect(nextCell(at('r1c2'), cells, 'up')?.id).toBe('r0c2');
  });

  it('stops at the edge of the grid', () => {
    expect(nextCell(at('r0c2'), cells, 'right')).toBeNull();
    expect(nextCell(at('r0c0'), cells, 'up')).toBeNull();
  });

  it('enters the grid from the chips above at the nearest cell', () => {
    expect(nextCell({ x: 120, y: 100 }, cells, 'down')?.id).toBe('r0c0');
    expect(nextCell({ x: 330, y: 100 }, cells, 'down')?.id).toBe('r0c2');
  });
});
