import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSessionStore, englishMessages, type RoleName } from '@school/api';
import { UiTestProvider } from '@school/ui';
import { SchoolQueryProvider } from '@school/widgets/query';
import DashboardRoutes from '../../routes/DashboardRoutes';
import { SessionProvider } from '../../session/SessionProvider';
import { navigationFor } from '../../shell/navigation';
import { sessionUser } from '../../testing/sessionUser';

const person = (ID: string, role: string) => sessionUser(role as RoleName, { _id: `u-${ID}`, ID, fullName: ID });
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function Where() {
  return <output aria-label="path">{useLocation().pathname}</output>;
}
function renderAt(path: string) {
  return render(
    <UiTestProvider>
      <SessionProvider>
        <SchoolQueryProvider>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path="/dashboard/*" element={<DashboardRoutes />} />
              <Route path="/home" element={<p>home page</p>} />
            </Routes>
            <Where />
          </MemoryRouter>
        </SchoolQueryProvider>
      </SessionProvider>
    </UiTestProvider>,
  );
}

describe('grade reports in the portal', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    createSessionStore().clear();
  });

  it('puts Other in the admin sidebar, Grade Report and Other in the teacher’s, Grade Report in the student’s; nothing for families', () => {
    expect(navigationFor(englishMessages, 'admin', 'AD-0001')).toContainEqual({ to: '/dashboard/admin/other', label: 'Other' });
    expect(navigationFor(englishMessages, 'teacher', 'TE-0001')).toEqual(
      expect.arrayContaining([
        { to: '/dashboard/teacher/TE-0001/grade_report', label: 'Grade Report' },
        { to: '/dashboard/teacher/TE-0001/other', label: 'Other' },
      ]),
    );
    expect(navigationFor(englishMessages, 'student', 'ST-0001')).toContainEqual({
      to: '/dashboard/student/ST-0001/gradereport',
      label: 'Grade Report',
    });
    expect(navigationFor(englishMessages, 'Family', 'FA-0001').map((i) => i.label)).not.toContain('Grade Report');
  });

  describe('a student whose report is hidden', () => {
    beforeEach(() => {
      createSessionStore().save('t', person('ST-0001', 'student'));
      vi.stubGlobal(
        'fetch',
        vi.fn(async (input: RequestInfo | URL) => {
          const url = String(input instanceof Request ? input.url : input);
          if (url.includes('/singlestudentgradereport/ST-0001/sec7a'))
            return json({ error: 'No Report Released', errors: ['No Report Released'], code: 'no_report_released' }, 403);
          return json({ error: 'not found' }, 404);
        }),
      );
    });

    it("sees 'No Report Released' at the card's route and goes back home", async () => {
      const user = userEvent.setup();
      renderAt('/dashboard/student/ST-0001/grade_report/p1/sec7a');
      expect(await screen.findByText('No Report Released')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Back to Home' }));
      expect(await screen.findByText('home page')).toBeInTheDocument();
    });

    it("cannot open another student's grade report route", async () => {
      renderAt('/dashboard/student/ST-0009/gradereport');
      expect(await screen.findByText(/Unauthorized/i)).toBeInTheDocument();
    });
  });
});
