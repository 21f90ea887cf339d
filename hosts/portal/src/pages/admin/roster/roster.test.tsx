import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSessionStore } from '@school/api';
import { UiTestProvider } from '@school/ui';
import DashboardRoutes from '../../../routes/DashboardRoutes';
import { SessionProvider } from '../../../session/SessionProvider';
import { SessionQueryProvider } from '../../../session/SessionQueryProvider';
import { navigationFor } from '../../../shell/navigation';
import { sessionUser } from '../../../testing/sessionUser';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('roster exchange in the portal', () => {
  beforeEach(() => {
    createSessionStore().save('t', sessionUser());
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = String(input instanceof Request ? input.url : input);
        if (url.includes('/academicPeriods')) return json({ academicPeriods: [], totalPages: 0, totalItems: 0 });
        return json({ error: 'not found' }, 404);
      }),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    createSessionStore().clear();
  });

  it("puts 'Roster exchange' in the admin and super admin sidebars only", () => {
    for (const role of ['admin', 'super admin'] as const) {
      expect(navigationFor(role, 'AD-0001')).toContainEqual({ to: '/dashboard/admin/roster_exchange', label: 'Roster exchange' });
    }
    for (const role of ['teacher', 'student', 'Family'] as const) {
      expect(navigationFor(role, 'X-1').map((i) => i.label)).not.toContain('Roster exchange');
    }
  });

  it('shows the export and the import at /dashboard/admin/roster_exchange', async () => {
    render(
      <UiTestProvider>
        <SessionProvider>
          <SessionQueryProvider>
            <MemoryRouter initialEntries={['/dashboard/admin/roster_exchange']}>
              <Routes>
                <Route path="/dashboard/*" element={<DashboardRoutes />} />
              </Routes>
            </MemoryRouter>
          </SessionQueryProvider>
        </SessionProvider>
      </UiTestProvider>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Roster exchange (OneRoster 1.2)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download the zip' })).toBeInTheDocument();
    expect(screen.getByLabelText('OneRoster zip')).toBeInTheDocument();
  });
});
