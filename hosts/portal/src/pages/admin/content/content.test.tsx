import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSessionStore, englishMessages, type News, type SessionUser } from '@school/api';
import { UiTestProvider } from '@school/ui';
import DashboardRoutes from '../../../routes/DashboardRoutes';
import { SessionProvider } from '../../../session/SessionProvider';
import { SessionQueryProvider } from '../../../session/SessionQueryProvider';
import { navigationFor } from '../../../shell/navigation';
import { sessionUser } from '../../../testing/sessionUser';

const admin = sessionUser();
const news: News = {
  _id: 'n1',
  title: 'Open day',
  description: 'Visit us',
  content: '',
  photo: null,
  Date: Date.UTC(2026, 2, 2),
  show: false,
};
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('admin sidebar', () => {
  it('lists News and Gallery, Feedback and Staff Messages for admins and super admins only', () => {
    const labels = (role: SessionUser['type']['name']) => navigationFor(englishMessages, role, 'X-1').map((i) => i.label);
    for (const role of ['admin', 'super admin'] as const) {
      expect(navigationFor(englishMessages, role, 'AD-0001')).toEqual(
        expect.arrayContaining([
          { to: '/dashboard/admin/news_and_gallery', label: 'News and Gallery' },
          { to: '/dashboard/admin/feedback', label: 'Feedback' },
          { to: '/dashboard/admin/staff-message', label: 'Staff Messages' },
        ]),
      );
    }
    for (const role of ['teacher', 'student', 'Family'] as const) expect(labels(role)).not.toContain('News and Gallery');
  });
});

describe('news detail route', () => {
  const calls: string[] = [];
  beforeEach(() => {
    calls.length = 0;
    createSessionStore().save('t', admin);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = String(input instanceof Request ? input.url : input);
        calls.push(`${init?.method ?? (input instanceof Request ? input.method : 'GET')} ${url.replace(/^.*\/api\//, '')}`);
        if (url.includes('getsinglenews')) return json({ news });
        if (url.includes('deletenews/n1')) return json({ message: 'successfully deleted' });
        if (url.includes('getnews')) return json({ news: [], totalPages: 0, totalItems: 0 });
        if (url.includes('getallgallery')) return json({ gallery: [], totalPages: 0, totalItems: 0 });
        return json({ error: 'not found' }, 404);
      }),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    createSessionStore().clear();
  });

  it('deletes after confirmation and goes back to /dashboard/admin/news_and_gallery', async () => {
    const user = userEvent.setup();
    render(
      <UiTestProvider>
        <SessionProvider>
          <SessionQueryProvider>
            <MemoryRouter initialEntries={['/dashboard/admin/news/n1']}>
              <Routes>
                <Route path="/dashboard/*" element={<DashboardRoutes />} />
              </Routes>
            </MemoryRouter>
          </SessionQueryProvider>
        </SessionProvider>
      </UiTestProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Open day' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('heading', { name: 'Galleries' })).toBeInTheDocument();
    await waitFor(() => expect(calls).toContain('DELETE deletenews/n1'));
    expect(screen.getByRole('link', { name: 'News and Gallery' })).toHaveAttribute('aria-current', 'page');
  });
});
