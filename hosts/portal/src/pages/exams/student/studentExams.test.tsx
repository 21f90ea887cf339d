import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSessionStore, englishMessages, type SessionUser } from '@school/api';
import { UiTestProvider } from '@school/ui';
import { SchoolQueryProvider } from '@school/widgets/query';
import DashboardRoutes from '../../../routes/DashboardRoutes';
import { SessionProvider } from '../../../session/SessionProvider';
import { navigationFor } from '../../../shell/navigation';

const person = (ID: string, approved = true) =>
  ({
    _id: `u-${ID}`,
    ID,
    fullName: ID,
    email: null,
    type: { name: 'student' },
    temp_password_changed: true,
    approved,
    photo: null,
    url: 'users',
    online: false,
    unreadMessage: 0,
  }) as SessionUser;
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const at = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
const entrance = {
  _id: 'e1',
  title: 'Grade 7 entrance',
  description: '',
  start_time: at(-5),
  end_time: at(60),
  duration: 30,
  total_marks: 10,
  courses: [],
  is_entrance: true,
  isExamTaken: false,
  isExamAnnounced: false,
  caution: '',
  figures: [],
  questionCount: 3,
  hasCode: false,
  attempt: null,
  integrityLog: [],
  serverNow: at(0),
};

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
            </Routes>
            <Where />
          </MemoryRouter>
        </SchoolQueryProvider>
      </SessionProvider>
    </UiTestProvider>,
  );
}
function stubFetch(routes: Record<string, () => Response>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input instanceof Request ? input.url : input);
      const hit = Object.keys(routes).find((k) => url.includes(k));
      return hit ? routes[hit]() : json({ error: 'not found' }, 404);
    }),
  );
}

describe('the student’s exam pages', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    createSessionStore().clear();
  });

  it('puts Exams in the student’s sidebar', () => {
    expect(navigationFor(englishMessages, 'student', 'ST-0001')).toContainEqual({ to: '/dashboard/student/ST-0001/exams', label: 'Exams' });
  });

  it('shows the server’s refusal on the result route before the announcement', async () => {
    createSessionStore().save('t', person('ST-0001'));
    stubFetch({
      '/myexam/ST-0001/e1': () =>
        json(
          { error: 'The result has not been announced yet.', errors: ['The result has not been announced yet.'], code: 'not_announced' },
          403,
        ),
    });
    renderAt('/dashboard/student/ST-0001/exams/e1');
    expect(await screen.findByText('The result has not been announced yet.')).toBeInTheDocument();
  });

  it('lets an applicant into the exam entry (and back to the onboarding), not into the list', async () => {
    createSessionStore().save('t', person('ST-0002', false));
    stubFetch({ '/examforstudent/ST-0002/e1': () => json({ exam: entrance }), '/getstudent/': () => json({ error: 'x' }, 500) });
    const user = userEvent.setup();
    const { unmount } = renderAt('/dashboard/student/ST-0002/exam/e1');
    expect(await screen.findByRole('heading', { name: 'Grade 7 entrance' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Back/ }));
    expect(await screen.findByRole('status', { name: 'path' })).toHaveTextContent(/^\/dashboard\/student\/ST-0002$/);
    unmount();
    renderAt('/dashboard/student/ST-0002/exams');
    expect(await screen.findByRole('status', { name: 'path' })).toHaveTextContent(/^\/dashboard\/student\/ST-0002$/);
  });
});
