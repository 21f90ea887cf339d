import { englishMessages } from '@school/api';
import { describe, expect, it } from 'vitest';
import { navigationFor } from '../../../shell/navigation';

// The page itself is driven in a real browser (e2e/roster-exchange.test.ts).
describe('roster exchange in the portal', () => {
  it("puts 'Roster exchange' in the admin and super admin sidebars only", () => {
    for (const role of ['admin', 'super admin'] as const) {
      expect(navigationFor(englishMessages, role, 'AD-0001')).toContainEqual({
        to: '/dashboard/admin/roster_exchange',
        label: 'Roster exchange',
      });
    }
    for (const role of ['teacher', 'student', 'Family'] as const) {
      expect(navigationFor(englishMessages, role, 'X-1').map((i) => i.label)).not.toContain('Roster exchange');
    }
  });
});
