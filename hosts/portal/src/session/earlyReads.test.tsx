import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSessionStore } from '@school/api';
import { UiTestProvider } from '@school/ui';
import DashboardRoutes from '../routes/DashboardRoutes';
import { LANDING_NEEDS, LANDINGS } from '../routes/landings';
import { sessionUser } from '../testing/sessionUser';
import { SessionProvider } from './SessionProvider';
import { SessionQueryProvider } from './SessionQueryProvider';
import * as early from './earlyReads';

// The answers the server inlines into a dashboard's HTML (decision 119) are only worth sending
// if the page asks for exactly those URLs: this renders each landing and checks it takes every one.

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** An answer of each read the widgets can show (their own shapes, empty). */
function answerOf(url: string): unknown {
  if (url.startsWith('/api/notifications')) return { data: [], totalPages: 0, totalItems: 0, unread: 4 };
  if (url.startsWith('/api/emails')) return { emails: [], totalPages: 0, totalItems: 0, inbox: { new: 0, total: 0 } };
  if (url.startsWith('/api/student_dash_data')) return { section: null, academic_period: null };
  if (url.startsWith('/api/examsforstudent')) return { exams: [], serverNow: '2026-11-27T10:00:00.000Z' };
  if (url.endsWith('/digest')) return { since: null, children: [] };
  if (url.startsWith('/api/parent/')) return { links: [] };
  throw new Error(`no answer for ${url}`);
}

function pageWith(reads: Record<string, unknown>, token: string) {
  const el = document.createElement('script');
  el.type = 'application/json';
  el.id = 'early-reads';
  el.textContent = JSON.stringify(reads);
  document.head.append(el);
  document.cookie = `token=${encodeURIComponent(token)}; Path=/`;
}

afterEach(() => {
  vi.unstubAllGlobals();
  createSessionStore().clear();
  document.getElementById('early-reads')?.remove();
});

describe('earlyFetch', () => {
  const fromPage = () => ({ answers: new Map<string, unknown>([['/api/a?x=1', { a: 1 }]]), token: 'tok' });

  it('answers a GET of the same URL with the same token once, then goes to the network', async () => {
    const network = vi.fn(async () => json({ from: 'network' }));
    const f = early.earlyFetch(fromPage(), network);
    const first = await f('/api/a?x=1', { method: 'GET', headers: { Authorization: 'Bearer tok' } });
    expect(await first.json()).toEqual({ a: 1 });
    expect(network).not.toHaveBeenCalled();
    await f('/api/a?x=1', { method: 'GET', headers: { Authorization: 'Bearer tok' } });
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('sends another token, another method, another query or no token to the network', async () => {
    const network = vi.fn(async () => json({ from: 'network' }));
    const f = early.earlyFetch(fromPage(), network);
    await f('/api/a?x=1', { method: 'GET', headers: { Authorization: 'Bearer other' } });
    await f('/api/a?x=1', { method: 'POST', headers: { Authorization: 'Bearer tok' } });
    await f('/api/a?x=2', { method: 'GET', headers: { Authorization: 'Bearer tok' } });
    await f('/api/a?x=1', { method: 'GET' });
    expect(network).toHaveBeenCalledTimes(4);
  });

  it('takes the answers from the page once, and the cookie token they were read with', () => {
    pageWith({ '/api/a': { a: 1 } }, 'tok 1');
    const got = early.takeEarlyReads();
    expect([...got.answers.entries()]).toEqual([['/api/a', { a: 1 }]]);
    expect(got.token).toBe('tok 1');
    expect(document.getElementById('early-reads')).toBeNull();
  });
});

describe('each landing asks for exactly the reads the server inlines', () => {
  const cases = [
    { path: '/dashboard/student/ST-0001', user: sessionUser('student', { _id: 's1', ID: 'ST-0001', url: 'students' }) },
    { path: '/dashboard/student/ST-0001/exams', user: sessionUser('student', { _id: 's1', ID: 'ST-0001', url: 'students' }) },
    { path: '/dashboard/parent/FA-0001', user: sessionUser('Family', { _id: 'f1', ID: 'FA-0001' }) },
  ];
  it.each(cases)('$path', async ({ path, user }) => {
    const landing = LANDINGS.find((l) => new RegExp(l.pattern).test(path))!;
    const id = path.match(new RegExp(landing.pattern))![1];
    const reads = LANDING_NEEDS[landing.name].reads.map((r) => r.replaceAll('$1', id));
    pageWith(Object.fromEntries(reads.map((r) => [r, answerOf(r)])), 'tok');
    createSessionStore().save('tok', user);
    const network = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => json({ error: 'not found' }, 404));
    vi.stubGlobal('fetch', network);
    render(
      <UiTestProvider>
        <SessionProvider>
          <SessionQueryProvider>
            <MemoryRouter initialEntries={[path]}>
              <Routes>
                <Route path="/dashboard/*" element={<DashboardRoutes />} />
              </Routes>
            </MemoryRouter>
          </SessionQueryProvider>
        </SessionProvider>
      </UiTestProvider>,
    );
    expect(document.getElementById('early-reads')).toBeNull(); // taken by the session's client
    await waitFor(() => expect(early.earlyReadsLeft()).toEqual([]), { timeout: 5000 });
    const asked = network.mock.calls.map(([input]) => String(input));
    for (const r of reads) expect(asked).not.toContain(r);
    expect(await screen.findByText('4')).toBeInTheDocument(); // the bell's count, from the page
  });
});

describe('the landings table', () => {
  it('has a loader in preload.ts for each landing, and names DashboardRoutes and one widget module for each', async () => {
    const { LANDING_LOADERS } = await import('../routes/preload');
    for (const l of LANDINGS) {
      await expect(LANDING_LOADERS[l.name]()).resolves.toBeTruthy();
      expect(LANDING_NEEDS[l.name].modules).toEqual(['src/routes/DashboardRoutes.tsx', expect.stringMatching(/\.tsx?$/)]);
    }
  });
});
