import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSessionStore, type SessionUser } from '@school/api';
import { UiTestProvider } from '@school/ui';
import { SchoolQueryProvider } from '@school/widgets/query';
import DashboardRoutes from '../../../routes/DashboardRoutes';
import { SessionProvider } from '../../../session/SessionProvider';

// Issue 17 in the portal: a running exam shows no sidebar, and signing out mid-exam is recorded
// as leaving it (level 3) while the session still exists.

const student = {
  _id: 'u-ST-0001',
  ID: 'ST-0001',
  fullName: 'ST-0001',
  email: null,
  type: { name: 'student' },
  temp_password_changed: true,
  approved: true,
  photo: null,
  url: 'users',
  online: false,
  unreadMessage: 0,
} as SessionUser;
const at = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
const exam = (attempt: unknown) => ({
  _id: 'e1',
  title: 'Fractions quiz',
  description: '',
  start_time: at(-5),
  end_time: at(60),
  duration: 30,
  total_marks: 10,
  courses: [],
  is_entrance: false,
  isExamTaken: !!attempt,
  isExamAnnounced: false,
  caution: '',
  figures: [],
  questionCount: 1,
  hasCode: false,
  attempt,
  integrityLog: [],
  serverNow: at(0),
});
const running = { _id: 'a1', start_time: at(-1), deadline: at(29), submitted_at: null, terminated: false, finalized_by: null };
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function stubFetch(examBody: unknown) {
  const calls: { url: string; body: string | null; auth: string | null }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input instanceof Request ? input.url : input);
      const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
      calls.push({ url, body: typeof init?.body === 'string' ? init.body : null, auth: headers.get('authorization') });
      if (url.includes('/examforstudent/ST-0001/e1')) return json({ exam: examBody });
      if (url.includes('/examforstudentquestion/'))
        return json({
          questions: [{ _id: 'q1', number: 1, text: 'Is 2/4 equal to 1/2?', type: 'true-false', options: ['True', 'False'] }],
          pagination: { totalQuestions: 1, totalPages: 1, page: 1 },
          answer: null,
          answers: [],
          unansweredQuestions: 1,
          deadline: running.deadline,
          serverNow: at(0),
        });
      if (url.includes('/studentmistakes')) return json({ message: 'recorded', termination: false, mistakes: 1 });
      if (url.includes('/logout')) return json({ message: 'Logged out' });
      return json({ error: 'not found' }, 404);
    }),
  );
  return calls;
}
const renderExam = () =>
  render(
    <UiTestProvider>
      <SessionProvider>
        <SchoolQueryProvider>
          <MemoryRouter initialEntries={['/dashboard/student/ST-0001/exam/e1']}>
            <Routes>
              <Route path="/dashboard/*" element={<DashboardRoutes />} />
              <Route path="/home" element={<p>Home page</p>} />
            </Routes>
          </MemoryRouter>
        </SchoolQueryProvider>
      </SessionProvider>
    </UiTestProvider>,
  );

describe('a running exam in the portal', () => {
  afterEach(async () => {
    // The Back guard takes its extra history entry away a tick after the page goes: wait for that
    // Back here, so that it never reaches the next test's guard.
    const marked = !!(window.history.state as { examGuard?: boolean } | null)?.examGuard;
    const back = marked ? new Promise((r) => window.addEventListener('popstate', r, { once: true })) : null;
    cleanup();
    await back;
    vi.unstubAllGlobals();
    createSessionStore().clear();
  });

  it('shows no sidebar while the exam runs; the start screen has it', async () => {
    createSessionStore().save('t', student);
    stubFetch(exam(null));
    const { unmount } = renderExam();
    expect(await screen.findByRole('button', { name: 'Start Exam' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    unmount();
    stubFetch(exam(running));
    renderExam();
    expect(await screen.findByRole('heading', { name: 'Is 2/4 equal to 1/2?' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
  });

  it('records signing out mid-exam as leaving it, with the session, before the session ends', async () => {
    createSessionStore().save('t', student);
    const calls = stubFetch(exam(running));
    const user = userEvent.setup();
    renderExam();
    await screen.findByRole('heading', { name: 'Is 2/4 equal to 1/2?' });
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Logout' });
    await user.click(within(dialog).getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    const leave = calls.findIndex((c) => c.url.includes('/studentmistakes') && c.body?.includes('Leaving the exam page'));
    const logout = calls.findIndex((c) => c.url.includes('/logout'));
    expect(leave).toBeGreaterThanOrEqual(0);
    expect(calls[leave].auth).toBe('Bearer t');
    expect(JSON.parse(calls[leave].body!)).toEqual({ exam_id: 'e1', name: 'Leaving the exam page', type: 3 });
    await waitFor(() => expect(logout).toBeGreaterThan(leave));
  });

  it('hides the top bar’s notification and email links; any other link asks “Leave the exam?” first (issue 34)', async () => {
    createSessionStore().save('t', student);
    const calls = stubFetch(exam(running));
    const user = userEvent.setup();
    renderExam();
    await screen.findByRole('heading', { name: 'Is 2/4 equal to 1/2?' });
    expect(screen.queryByRole('link', { name: /notification|email|mail/i })).not.toBeInTheDocument();
    // A link in the page (a notification's, the logo's): asked first; Stay keeps the exam.
    const stray = document.createElement('a');
    stray.href = '/dashboard/student/ST-0001/exams';
    stray.textContent = 'A stray link';
    document.querySelector('main')!.append(stray);
    await user.click(screen.getByRole('link', { name: 'A stray link' }));
    const ask = await screen.findByRole('dialog', { name: 'Leave the exam?' });
    await user.click(within(ask).getByRole('button', { name: 'Stay in the exam' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Leave the exam?' })).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Is 2/4 equal to 1/2?' })).toBeInTheDocument();
    expect(calls.some((c) => c.url.includes('/studentmistakes'))).toBe(false);
    // Confirmed: the leave goes, and is recorded at level 3.
    await user.click(screen.getByRole('link', { name: 'A stray link' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Leave the exam?' })).getByRole('button', { name: 'Leave the exam' }),
    );
    await waitFor(() =>
      expect(calls.some((c) => c.url.includes('/studentmistakes') && c.body?.includes('Leaving the exam page'))).toBe(true),
    );
    expect(screen.queryByRole('heading', { name: 'Is 2/4 equal to 1/2?' })).not.toBeInTheDocument();
  });
});
