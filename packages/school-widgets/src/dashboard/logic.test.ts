import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '@school/api';
import { textsIn } from '../shared/intl';
import { enrollmentSeries, staffByType } from './logic';
import { adminDashboardFixture } from './fixtures';

describe('admin dashboard figures', () => {
  it('labels enrollment points by year and semester, in the given order', () => {
    expect(enrollmentSeries(textsIn('en'), adminDashboardFixture)).toEqual([
      { label: '2025 S1', value: 48 },
      { label: '2025 S2', value: 52 },
      { label: '2026 S1', value: 61 },
    ]);
  });

  it("labels enrollment points in the reader's language", async () => {
    const am = textsIn('am', await loadCatalogue('am'));
    expect(enrollmentSeries(am, adminDashboardFixture).map((p) => p.label)).toEqual(['2025 መ.ዓ. 1', '2025 መ.ዓ. 2', '2026 መ.ዓ. 1']);
  });

  it('counts staff by role, largest group first', () => {
    expect(staffByType(textsIn('en'), adminDashboardFixture)).toEqual([
      { label: 'teacher', value: 3 },
      { label: 'admin', value: 1 },
      { label: 'super admin', value: 1 },
    ]);
  });
});
