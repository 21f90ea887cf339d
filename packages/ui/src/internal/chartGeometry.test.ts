import { arcPath, linePoints, pieSlices } from './chartGeometry';

describe('linePoints', () => {
  it('spreads points across the width and puts the max at the top, zero at the bottom', () => {
    const { points } = linePoints([0, 5, 10], { width: 120, height: 60, padding: 10 });
    expect(points.map((p) => p.x)).toEqual([10, 60, 110]);
    expect(points.map((p) => p.y)).toEqual([50, 30, 10]);
  });

  it('handles a flat series and a single point', () => {
    expect(linePoints([3], { width: 100, height: 50, padding: 0 }).points).toEqual([{ x: 50, y: 0 }]);
    expect(linePoints([], { width: 100, height: 50, padding: 0 }).points).toEqual([]);
  });
});

describe('pieSlices', () => {
  it('splits a full turn by share and ignores non-positive values', () => {
    const slices = pieSlices([1, 3, -2]);
    expect(slices.map((s) => s.fraction)).toEqual([0.25, 0.75, 0]);
    expect(slices[1].end).toBeCloseTo(Math.PI * 2);
  });

  it('draws a single 100% slice as a closed circle and empty slices as nothing', () => {
    const [full] = pieSlices([5]);
    expect(arcPath(50, 50, 40, full)).toContain('A 40 40 0 1 1 50 90');
    expect(arcPath(50, 50, 40, { start: 0, end: 0, fraction: 0 })).toBe('');
  });
});
