import { describe, expect, it } from 'vitest';
import { enrollmentSeries, staffByType } from './logic';
import { adminDashboardFixture } from './fixtures';

describe('admin dashboard figures', () => {
  it('labels enrollment points by year and semester, in the given order', () => {
    expect(enrollmentSeries(adminDashboardFixture)).toEqual([
      { label: '2025 S1', value: 48 },
      { label: '2025 S2', value: 52 },
      { label: '2026 S1', value: 61 },
    ]);
  });

  it('counts staff by role, largest group first', () => {
    expect(staffByType(adminDashboardFixture)).toEqual([
      { label: 'teacher', value: 3 },
      { label: 'admin', value: 1 },
      { label: 'super admin', value: 1 },
    ]);
  });
});
