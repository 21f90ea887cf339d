import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSessionStore } from '@school/api';
import { UiTestProvider } from '@school/ui';
import DashboardRoutes from '../../../routes/DashboardRoutes';
import { SessionProvider } from '../../../session/SessionProvider';
import { SessionQueryProvider } from '../../../session/SessionQueryProvider';
import { sessionUser } from '../../../testing/sessionUser';

// The students' and applicants' lists keep search, page, size and sort in the URL through the
// same hook as the teachers' (docs/decisions/0026-data-layer-tanstack-query-behind-one-hook-pair.md, docs/decisions/0037-teachers-news-and-gallery-lists-page-on-the-server.md): Back from a detail returns to them.
const admin = sessionUser();
const person = (i: number) => ({
  _id: `r${i}`,
  ID: `ST-000${i}`,
  firstName: `First${i}`,
  middleName: 'M',
  lastName: `Last${i}`,
  gender: 'female',
  email: null,
  age: 12,
  status: true,
  classG: 'Grade 7',
  application_year: 2026,
  application_semester: 1,
  Date: Date.UTC(2026, 5, i),
});
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Seven people; the fake server pages them (search and sort are the real server's, checked by the API tests). */
function pageOf(url: URL) {
  const page = Number(url.searchParams.get('page') ?? 1);
  const limit = Number(url.searchParams.get('limit') ?? 5);
  const all = Array.from({ length: 7 }, (_, i) => person(i + 1));
  return { rows: all.slice((page - 1) * limit, page * limit), totalItems: 7, totalPages: Math.ceil(7 / limit) };
}

function Where() {
  const { pathname, search } = useLocation();
  return <output aria-label="address">{pathname + search}</output>;
}

function renderAt(url: string) {
  return render(
    <UiTestProvider>
      <SessionProvider>
        <SessionQueryProvider>
          <MemoryRouter initialEntries={[url]}>
            <Routes>
              <Route path="/dashboard/*" element={<DashboardRoutes />} />
            </Routes>
            <Where />
          </MemoryRouter>
        </SessionQueryProvider>
      </SessionProvider>
    </UiTestProvider>,
  );
}

const address = () => screen.getByRole('status', { name: 'address' }).textContent;

// Each test clicks through a list and a detail: room on a busy two-core machine.
vi.setConfig({ testTimeout: 20_000 });

describe('admin students and applicants lists', () => {
  const lists: URL[] = [];
  beforeEach(() => {
    lists.length = 0;
    createSessionStore().save('t', admin);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
        if (url.pathname.endsWith('/getstudents')) {
          lists.push(url);
          const { rows, ...rest } = pageOf(url);
          return json({ students: rows, ...rest });
        }
        if (url.pathname.endsWith('/studenttobeapproved')) {
          lists.push(url);
          const { rows, ...rest } = pageOf(url);
          return json({ StudentsTobeApproved: rows, ...rest });
        }
        return json({ error: 'not found' }, 404);
      }),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    createSessionStore().clear();
  });

  it('students: reads the page, size and sort of the URL, writes a sort there, and Back from a student returns to it', async () => {
    const user = userEvent.setup();
    renderAt('/dashboard/admin/students?page=2&size=5&sort=-lastName');
    const table = await screen.findByRole('table', { name: 'Students' });
    expect(await screen.findByText('6–7 of 7')).toBeInTheDocument();
    expect(Object.fromEntries(lists.at(-1)!.searchParams)).toEqual({ page: '2', limit: '5', sortBy: 'lastName', sortDir: 'desc' });
    // Ascending on First Name: page 1, in the URL.
    await user.click(within(screen.getByRole('columnheader', { name: /First Name/ })).getByRole('button'));
    await waitFor(() => expect(address()).toBe('/dashboard/admin/students?sort=firstName'));
    await waitFor(() =>
      expect(Object.fromEntries(lists.at(-1)!.searchParams)).toEqual({ page: '1', limit: '5', sortBy: 'firstName', sortDir: 'asc' }),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '10');
    await user.click(await within(table).findByRole('cell', { name: 'First7' }));
    await waitFor(() => expect(address()).toBe('/dashboard/admin/student/ST-0007'));
    await user.click(await screen.findByRole('button', { name: /Back/ }));
    await waitFor(() => expect(address()).toBe('/dashboard/admin/students?sort=firstName&size=10'));
    expect(await screen.findByText('1–7 of 7')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('10');
  });

  it('applicants: a search goes into the URL on page 1, and Back from an applicant returns to it', async () => {
    const user = userEvent.setup();
    renderAt('/dashboard/admin/approve?page=2');
    expect(await screen.findByText('6–7 of 7')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'First');
    await waitFor(() => expect(address()).toBe('/dashboard/admin/approve?q=First'));
    await waitFor(() => expect(Object.fromEntries(lists.at(-1)!.searchParams)).toEqual({ searchTerm: 'First', page: '1', limit: '5' }));
    await user.click(await screen.findByRole('cell', { name: 'ST-0003' }));
    await waitFor(() => expect(address()).toBe('/dashboard/admin/approve/student/r3'));
    await user.click(await screen.findByRole('button', { name: /Back/ }));
    await waitFor(() => expect(address()).toBe('/dashboard/admin/approve?q=First'));
    expect(await screen.findByRole('searchbox', { name: 'Search' })).toHaveValue('First');
  });
});
