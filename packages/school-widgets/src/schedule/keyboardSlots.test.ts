import { describe, expect, it } from 'vitest';
import { nextSlot } from './keyboardSlots';

// A 2 × 3 grid of 100 × 40 slots starting at (100, 200), and a chip list above it.
const slots = [0, 1].flatMap((row) =>
  [0, 1, 2].map((col) => ({ id: `r${row}c${col}`, rect: { left: 100 + col * 100, top: 200 + row * 40, width: 100, height: 40 } })),
);
const at = (id: string) => {
  const r = slots.find((s) => s.id === id)!.rect;
  return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
};

describe('nextSlot', () => {
  it('moves one slot at a time in each direction', () => {
    expect(nextSlot(at('r0c0'), slots, 'right')?.id).toBe('r0c1');
    expect(nextSlot(at('r0c1'), slots, 'right')?.id).toBe('r0c2');
    expect(nextSlot(at('r0c1'), slots, 'left')?.id).toBe('r0c0');
    expect(nextSlot(at('r0c1'), slots, 'down')?.id).toBe('r1c1');
    expect(nextSlot(at('r1c2'), slots, 'up')?.id).toBe('r0c2');
  });

  it('stops at the edge of the grid', () => {
    expect(nextSlot(at('r0c2'), slots, 'right')).toBeNull();
    expect(nextSlot(at('r0c0'), slots, 'up')).toBeNull();
  });

  it('enters the grid from the chips above at the nearest slot', () => {
    expect(nextSlot({ x: 120, y: 100 }, slots, 'down')?.id).toBe('r0c0');
    expect(nextSlot({ x: 330, y: 100 }, slots, 'down')?.id).toBe('r0c2');
  });
});
