import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSessionStore, englishMessages, type SessionUser } from '@school/api';
import { UiTestProvider } from '@school/ui';
import DashboardRoutes from '../routes/DashboardRoutes';
import { navigationFor } from '../shell/navigation';
import { SessionProvider } from './SessionProvider';
import { SessionQueryProvider } from './SessionQueryProvider';
import { sessionUser } from '../testing/sessionUser';

// What a granted permission shows a teacher in the portal (issue 12, docs/decisions/0032-parent-dashboard-and-permission-unlocks.md):
// the sidebar items, the guards of the content routes, the notifications' push button and the
// "Edit schedule" links — only while the grant is active.

const teacher = sessionUser('teacher', { _id: 'u-te1', ID: 'TE-0001', fullName: 'Tesfaye Bekele Gebre' });

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const grant = (constant: string, active = true) => ({
  _id: `g-${constant}`,
  permission: { _id: `p-${constant}`, name: constant, constant, description: '' },
  unlocks: null,
  grantedAt: '2026-11-01T00:00:00.000Z',
  expiresAt: active ? null : '2026-11-02T00:00:00.000Z',
  active,
});
const period = { _id: 'p1', year: 2026, semester: 1 };
const section = (id: string, name: string, periodId = 'p1') => ({
  _id: id,
  name,
  capacity: 40,
  actual: 30,
  grade_academic_period_id: { _id: 'gp', academic_period_id: { _id: periodId, year: 2026, semester: 1 } },
});

function serve(grants: ReturnType<typeof grant>[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input instanceof Request ? input.url : input).replace(/^.*\/api\//, '');
      if (url.startsWith('mypermissions')) return json({ grants, stats: { active: grants.length, available: 0, pending: 0, rejected: 0 } });
      if (url.startsWith('schedule/TE-0001')) return json({ academic_period: period, periods: [period], lessons: [], section: null });
      if (url.startsWith('getteacher/TE-0001/current'))
        return json({
          academic_period: period,
          teacher: {
            assignedSections: [
              {
                _id: 's7a',
                name: 'Grade 7 A',
                gradeID: 'Grade 7',
                course: { _id: 'm', name: 'Mathematics' },
                academic_period_id: 'p1',
                section_in_teacher_id: 'a1',
              },
              {
                _id: 's7a',
                name: 'Grade 7 A',
                gradeID: 'Grade 7',
                course: { _id: 'i', name: 'ICT' },
                academic_period_id: 'p1',
                section_in_teacher_id: 'a2',
              },
              {
                _id: 's8b',
                name: 'Grade 8 B',
                gradeID: 'Grade 8',
                course: { _id: 'm', name: 'Mathematics' },
                academic_period_id: 'p1',
                section_in_teacher_id: 'a3',
              },
            ],
          },
        });
      if (url.startsWith('sectionowner'))
        return json({
          sectionOwners: [
            { _id: 'o1', section_id: section('s7a', 'Grade 7 A'), owner_id: { _id: 'u-te1', ID: 'TE-0001', email: null, fullName: 'T' } },
            {
              _id: 'o2',
              section_id: section('s6c', 'Grade 6 C', 'p0'),
              owner_id: { _id: 'u-te1', ID: 'TE-0001', email: null, fullName: 'T' },
            },
          ],
        });
      if (url.startsWith('getsection/s7a')) return json({ section: { _id: 's7a', name: 'Grade 7 A' } });
      if (url.startsWith('getschedule/s7a')) return json({ periods: [], entries: [] });
      if (url.startsWith('getsectionteacher/s7a')) return json({ teachers: [] });
      if (url.startsWith('getnews')) return json({ news: [], totalPages: 0, totalItems: 0 });
      if (url.startsWith('getallgallery')) return json({ gallery: [], totalPages: 0, totalItems: 0 });
      if (url.startsWith('notifications')) return json({ data: [], totalPages: 0, totalItems: 0, unread: 0 });
      return json({ error: 'not found' }, 404);
    }),
  );
}

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function renderAt(path: string, grants: ReturnType<typeof grant>[]) {
  createSessionStore().save('t', teacher);
  serve(grants);
  return render(
    <UiTestProvider>
      <SessionProvider>
        <SessionQueryProvider>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route
                path="/dashboard/*"
                element={
                  <>
                    <DashboardRoutes />
                    <Where />
                  </>
                }
              />
            </Routes>
          </MemoryRouter>
        </SessionQueryProvider>
      </SessionProvider>
    </UiTestProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  createSessionStore().clear();
});

const sidebar = () => within(screen.getByRole('navigation', { name: 'Main navigation' }));

describe('navigationFor with grants', () => {
  it('adds News and Gallery and Staff Messages (not Feedback) for a teacher holding Manage content only', () => {
    const labels = (role: SessionUser['type']['name'], held: string[]) =>
      navigationFor(englishMessages, role, 'X-1', new Set(held)).map((i) => i.label);
    expect(labels('teacher', [])).not.toContain('News and Gallery');
    expect(labels('teacher', ['PUSH_NOTIFICATION', 'MANAGE_SCHEDULE'])).not.toContain('News and Gallery');
    const granted = navigationFor(englishMessages, 'teacher', 'TE-0001', new Set(['MANAGE_CONTENT']));
    expect(granted).toEqual(
      expect.arrayContaining([
        { to: '/dashboard/admin/news_and_gallery', label: 'News and Gallery' },
        { to: '/dashboard/admin/staff-message', label: 'Staff Messages' },
      ]),
    );
    expect(granted.map((i) => i.label)).not.toContain('Feedback');
    // Students and parents gain nothing from a grant.
    for (const role of ['student', 'Family'] as const) expect(labels(role, ['MANAGE_CONTENT'])).not.toContain('News and Gallery');
  });
});

describe('a teacher in the portal', () => {
  it('with an active Manage content grant sees the content items and enters the content pages, not Feedback', async () => {
    renderAt('/dashboard/admin/news_and_gallery', [grant('MANAGE_CONTENT')]);
    expect(await screen.findByRole('heading', { name: 'Galleries' })).toBeInTheDocument();
    expect(await sidebar().findByRole('link', { name: 'News and Gallery' })).toHaveAttribute('aria-current', 'page');
    expect(sidebar().getByRole('link', { name: 'Staff Messages' })).toBeInTheDocument();
    expect(sidebar().queryByRole('link', { name: 'Feedback' })).toBeNull();
  });

  it('refuses the content pages and shows no item without the grant, or with an expired one', async () => {
    const { unmount } = renderAt('/dashboard/admin/news_and_gallery', [grant('MANAGE_CONTENT', false)]);
    expect(await screen.findByRole('heading', { name: 'Unauthorized Access' })).toBeInTheDocument();
    await sidebar().findByRole('link', { name: 'Settings' });
    expect(sidebar().queryByRole('link', { name: 'News and Gallery' })).toBeNull();
    unmount();
    renderAt('/dashboard/admin/staff-message', []);
    expect(await screen.findByRole('heading', { name: 'Unauthorized Access' })).toBeInTheDocument();
  });

  it('is refused Feedback even with Manage content', async () => {
    renderAt('/dashboard/admin/feedback', [grant('MANAGE_CONTENT')]);
    expect(await screen.findByRole('heading', { name: 'Unauthorized Access' })).toBeInTheDocument();
  });

  it('with Manage schedule gets an Edit schedule link per section taught or owned this period, opening their editor', async () => {
    const user = userEvent.setup();
    renderAt('/dashboard/teacher/TE-0001/schedule', [grant('MANAGE_SCHEDULE')]);
    const region = await screen.findByRole('region', { name: 'Timetables you can edit' });
    const links = await within(region).findAllByRole('button', { name: /^Edit schedule of / });
    expect(links.map((b) => b.getAttribute('aria-label'))).toEqual(['Edit schedule of Grade 7 A', 'Edit schedule of Grade 8 B']);
    await user.click(links[0]);
    expect(await screen.findByRole('heading', { name: 'Weekly schedule of Grade 7 A' })).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/dashboard/teacher/TE-0001/edit_schedule/s7a');
    await user.click(screen.getByRole('button', { name: /Back/ }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/dashboard\/teacher\/TE-0001\/schedule$/));
  });

  it('without Manage schedule sees no Edit schedule and is refused the editor', async () => {
    const { unmount } = renderAt('/dashboard/teacher/TE-0001/schedule', [grant('PUSH_NOTIFICATION')]);
    expect(await screen.findByRole('heading', { name: 'Weekly schedule' })).toBeInTheDocument();
    await sidebar().findByRole('link', { name: 'Settings' });
    expect(screen.queryByRole('button', { name: /^Edit schedule/ })).toBeNull();
    unmount();
    renderAt('/dashboard/teacher/TE-0001/edit_schedule/s7a', [grant('MANAGE_SCHEDULE', false)]);
    expect(await screen.findByRole('heading', { name: 'Unauthorized Access' })).toBeInTheDocument();
  });

  it('gets Add Notification with Push notification only', async () => {
    const { unmount } = renderAt('/dashboard/teacher/TE-0001/notifications', [grant('PUSH_NOTIFICATION')]);
    expect(await screen.findByRole('button', { name: 'Add Notification' })).toBeInTheDocument();
    unmount();
    renderAt('/dashboard/teacher/TE-0001/notifications', [grant('PUSH_NOTIFICATION', false)]);
    expect(await screen.findByText('No notifications available.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Notification' })).toBeNull();
  });
});
