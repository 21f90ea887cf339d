import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSessionStore, englishMessages, type AcademicPeriod } from '@school/api';
import { UiTestProvider } from '@school/ui';
import DashboardRoutes from '../../../routes/DashboardRoutes';
import { SessionProvider } from '../../../session/SessionProvider';
import { SessionQueryProvider } from '../../../session/SessionQueryProvider';
import { navigationFor } from '../../../shell/navigation';
import { sessionUser } from '../../../testing/sessionUser';

const admin = sessionUser();
const period: AcademicPeriod = { _id: 'ap1', year: 2031, semester: 1, startDate: '2031-09-01', endDate: '2032-01-31' };
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('academic periods in the portal', () => {
  beforeEach(() => {
    createSessionStore().save('t', admin);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = String(input instanceof Request ? input.url : input);
        if (url.includes('/academicPeriods')) return json({ academicPeriods: [period], totalPages: 1, totalItems: 1 });
        if (url.includes('/academicyears/ap1')) return json({ academicPeriod: period });
        if (/get(courses|grades|sections)\/ap1/.test(url))
          return json({ courses: [], grades: [], sections: [], totalPages: 0, totalItems: 0 });
        return json({ error: 'not found' }, 404);
      }),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    createSessionStore().clear();
  });

  it("puts 'Academic Periods' in the admin and super admin sidebars only", () => {
    for (const role of ['admin', 'super admin'] as const) {
      expect(navigationFor(englishMessages, role, 'AD-0001')).toContainEqual({
        to: '/dashboard/admin/academic_period',
        label: 'Academic Periods',
      });
    }
    for (const role of ['teacher', 'student', 'Family'] as const) {
      expect(navigationFor(englishMessages, role, 'X-1').map((i) => i.label)).not.toContain('Academic Periods');
    }
  });

  it('opens a period from the list at /academic_period/:id/:year/:semester', async () => {
    const user = userEvent.setup();
    render(
      <UiTestProvider>
        <SessionProvider>
          <SessionQueryProvider>
            <MemoryRouter initialEntries={['/dashboard/admin/academic_period']}>
              <Routes>
                <Route path="/dashboard/*" element={<DashboardRoutes />} />
              </Routes>
            </MemoryRouter>
          </SessionQueryProvider>
        </SessionProvider>
      </UiTestProvider>,
    );
    await user.click(await screen.findByRole('cell', { name: '2031' }));
    expect(await screen.findByRole('heading', { level: 1, name: '2031, semester 1' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sections' })).toBeInTheDocument();
  });
});
