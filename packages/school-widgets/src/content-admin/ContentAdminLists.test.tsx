import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import * as XLSX from 'xlsx';
import type * as XlsxModule from 'xlsx';
import { describe, expect, it, vi } from 'vitest';
import { createFakeApi, fakeFail, fakeOk, type GalleryQuery, type News, type NewsQuery } from '@school/api';
import type { DataTableState } from '@school/ui';
import { renderWidget } from '../shared/test-utils';
import { adminGalleries, adminNews, adminStaffMessages } from './fixtures';
import { GalleryAdminList } from './GalleryAdminList';
import { NewsAdminList } from './NewsAdminList';
import { StaffMessageAdminList } from './StaffMessageAdminList';

// The workbook is built for real; only the browser download is replaced.
vi.mock('xlsx', async (original) => ({ ...(await original<typeof XlsxModule>()), writeFile: vi.fn() }));

/** What the server does with getnews: search title and description, sort (newest first), cut out the page. */
function newsAnswer(q: NewsQuery, items: readonly News[] = adminNews) {
  const term = q.searchTerm?.toLowerCase() ?? '';
  const found = items.filter((n) => `${n.title} ${n.description}`.toLowerCase().includes(term));
  const key = (q.sortBy ?? 'Date') as 'title' | 'Date' | 'show';
  const dir = q.sortBy ? (q.sortDir === 'desc' ? -1 : 1) : -1;
  const sorted = [...found].sort((a, b) => String(a[key]).localeCompare(String(b[key])) * dir);
  const limit = q.limit ?? 5;
  const page = q.page ?? 1;
  return { news: sorted.slice((page - 1) * limit, page * limit), totalItems: sorted.length, totalPages: Math.ceil(sorted.length / limit) };
}
const newsList = () => vi.fn(async (q: NewsQuery) => fakeOk(newsAnswer(q)));

/** A host that keeps the list's state (as the portal does in the URL). */
function HostedNews({
  list,
  initial = {},
  onState,
}: {
  list: ReturnType<typeof newsList>;
  initial?: Partial<DataTableState>;
  onState?: (s: DataTableState) => void;
}) {
  const [state, setState] = useState(initial);
  return (
    <NewsAdminList
      api={createFakeApi({ content: { news: { list } } })}
      onOpen={() => undefined}
      listState={state}
      onListStateChange={(next) => {
        onState?.(next);
        setState(next);
      }}
    />
  );
}
const titlesShown = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[0].textContent);

describe('NewsAdminList', () => {
  // Issue 38 (decision 220): the folder reads its texts from SchoolIntlProvider, not the live catalogue.
  it('reads the title, the Add button and the column headers in Amharic', async () => {
    renderWidget(<NewsAdminList api={createFakeApi({ content: { news: { list: newsList() } } })} onOpen={() => undefined} />, {
      language: 'am',
    });
    const table = await screen.findByRole('table', { name: 'ዜና' });
    expect(screen.getByRole('button', { name: 'ዜና ጨምር' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: /ርዕስ/ })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: /ሁኔታ/ })).toBeInTheDocument();
    expect(await within(table).findAllByText('ቆሻሻ')).not.toHaveLength(0);
  });

  it('reads one page of every item (live and garbage) from the server, 5 per page, and opens one by its title', async () => {
    const list = newsList();
    const onOpen = vi.fn();
    const { user } = renderWidget(<NewsAdminList api={createFakeApi({ content: { news: { list } } })} onOpen={onOpen} />);
    expect(await screen.findByRole('button', { name: 'Science fair winners' })).toBeInTheDocument();
    // The admin list asks without `show`: the server then answers live and garbage items.
    expect(list).toHaveBeenCalledTimes(1);
    expect(list).toHaveBeenCalledWith({ page: 1, limit: 5 });
    expect(titlesShown()).toHaveLength(5);
    expect(screen.getByText('1–5 of 6')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Draft: exam timetable/ })).toHaveTextContent('Garbage');
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('6–6 of 6')).toBeInTheDocument();
    expect(list).toHaveBeenLastCalledWith({ page: 2, limit: 5 });
    expect(titlesShown()).toEqual(['Tree planting']);
    await user.click(screen.getByRole('button', { name: 'Tree planting' }));
    expect(onOpen).toHaveBeenCalledWith('n6');
  });

  it('searches on the server from page 1, and sorts there by title, date or status', async () => {
    const list = newsList();
    const onState = vi.fn();
    const { user } = renderWidget(<HostedNews list={list} initial={{ page: 2 }} onState={onState} />);
    await screen.findByRole('button', { name: 'Tree planting' });
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'sports');
    await waitFor(() => expect(list).toHaveBeenLastCalledWith({ page: 1, limit: 5, searchTerm: 'sports' }));
    expect(onState).toHaveBeenLastCalledWith({ page: 1, pageSize: 5, search: 'sports', sort: null });
    await waitFor(() => expect(titlesShown()).toEqual(['Sports day results']));
    await user.clear(screen.getByRole('searchbox', { name: 'Search' }));
    await waitFor(() => expect(titlesShown()).toHaveLength(5));
    await user.click(within(screen.getByRole('columnheader', { name: /Title/ })).getByRole('button'));
    await waitFor(() => expect(list).toHaveBeenLastCalledWith({ page: 1, limit: 5, sortBy: 'title', sortDir: 'asc' }));
    await waitFor(() => expect(titlesShown()[0]).toBe('Draft: exam timetable'));
    await user.click(within(screen.getByRole('columnheader', { name: /Status/ })).getByRole('button'));
    await waitFor(() => expect(list).toHaveBeenLastCalledWith({ page: 1, limit: 5, sortBy: 'show', sortDir: 'asc' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '10');
    expect(onState).toHaveBeenLastCalledWith({ page: 1, pageSize: 10, search: '', sort: { id: 'status', desc: false } });
  });

  it('keeps the shown page while the next one loads', async () => {
    let release: () => void = () => undefined;
    const list = vi.fn(async (q: NewsQuery) => {
      if (q.page === 2) await new Promise<void>((r) => (release = r));
      return fakeOk(newsAnswer(q));
    });
    const { user } = renderWidget(<HostedNews list={list} />);
    await screen.findByRole('button', { name: 'Science fair winners' });
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(list).toHaveBeenLastCalledWith({ page: 2, limit: 5 }));
    expect(titlesShown()).toHaveLength(5);
    expect(screen.getByText('1–5 of 6')).toBeInTheDocument();
    release();
    expect(await screen.findByText('6–6 of 6')).toBeInTheDocument();
    expect(titlesShown()).toEqual(['Tree planting']);
  });

  it('exports news.xlsx with every matching item, not one page', async () => {
    const list = newsList();
    const { user } = renderWidget(<NewsAdminList api={createFakeApi({ content: { news: { list } } })} onOpen={() => undefined} />);
    await screen.findByRole('button', { name: 'Science fair winners' });
    await user.click(screen.getByRole('button', { name: 'Export Excel' }));
    await waitFor(() => expect(XLSX.writeFile).toHaveBeenCalled());
    expect(list).toHaveBeenLastCalledWith({ page: 1, limit: 100 });
    const [book, fileName] = vi.mocked(XLSX.writeFile).mock.lastCall!;
    expect(fileName).toBe('news.xlsx');
    const rows = XLSX.utils.sheet_to_json<Record<string, string>>(book.Sheets[book.SheetNames[0]]);
    expect(rows).toHaveLength(6);
    expect(rows[0]).toMatchObject({ Title: 'Science fair winners', Date: '2026-03-02', Status: 'Live' });
  });

  it('adds through Add News and reloads the list', async () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:x');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const list = newsList();
    const add = vi.fn(async () => fakeOk({ message: 'successfully added', news: adminNews[0] }));
    const { user } = renderWidget(<NewsAdminList api={createFakeApi({ content: { news: { list, add } } })} onOpen={() => undefined} />);
    await screen.findByRole('button', { name: 'Science fair winners' });
    await user.click(screen.getByRole('button', { name: 'Add News' }));
    const dialog = screen.getByRole('dialog', { name: 'Add News' });
    await user.type(within(dialog).getByLabelText('Title'), 'Open day');
    await user.type(within(dialog).getByLabelText('Description'), 'Friday');
    await user.upload(within(dialog).getByLabelText('Photo'), new File(['x'], 'a.png', { type: 'image/png' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(list).toHaveBeenCalledTimes(2));
    expect(screen.getByText(/^successfully added\. A new news item stays hidden/)).toBeInTheDocument();
    vi.restoreAllMocks();
  });

  it('shows the error and tries again', async () => {
    const list = vi.fn().mockResolvedValueOnce(fakeFail('poor connection', 0)).mockImplementation(newsList());
    const { user } = renderWidget(<NewsAdminList api={createFakeApi({ content: { news: { list } } })} onOpen={() => undefined} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: poor connection');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Science fair winners' })).toBeInTheDocument();
  });

  it("says 'No Data Available' when there is no news", async () => {
    const list = vi.fn(async () => fakeOk({ news: [], totalPages: 0, totalItems: 0 }));
    renderWidget(<NewsAdminList api={createFakeApi({ content: { news: { list } } })} onOpen={() => undefined} />);
    expect(await screen.findByText('No Data Available')).toBeInTheDocument();
  });
});

describe('GalleryAdminList', () => {
  it('reads 2 galleries a page from the server, and exports every one to galleries.xlsx', async () => {
    const listAll = vi.fn(async (q: GalleryQuery) => {
      const page = q.page ?? 1;
      const limit = q.limit ?? 10;
      return fakeOk({ gallery: adminGalleries.slice((page - 1) * limit, page * limit), totalPages: Math.ceil(3 / limit), totalItems: 3 });
    });
    const { user } = renderWidget(<GalleryAdminList api={createFakeApi({ content: { gallery: { listAll } } })} onOpen={() => undefined} />);
    await screen.findByRole('button', { name: 'Graduation 2025' });
    expect(listAll).toHaveBeenCalledWith({ page: 1, limit: 2 });
    expect(titlesShown()).toEqual(['Graduation 2025', 'Chemistry lab']);
    expect(screen.getByText('1–2 of 3')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Chemistry lab/ })).toHaveTextContent('Not on the landing page');
    await user.click(screen.getByRole('button', { name: 'Export Excel' }));
    await waitFor(() => expect(vi.mocked(XLSX.writeFile).mock.lastCall?.[1]).toBe('galleries.xlsx'));
    const [book] = vi.mocked(XLSX.writeFile).mock.lastCall!;
    expect(XLSX.utils.sheet_to_json(book.Sheets[book.SheetNames[0]])).toHaveLength(3);
  });
});

describe('StaffMessageAdminList', () => {
  it("is titled 'Messages from Our Staff Member', 6 per page, and exports messages.xlsx", async () => {
    const listAll = vi.fn(async () => fakeOk({ messages: adminStaffMessages }));
    const onOpen = vi.fn();
    const { user } = renderWidget(
      <StaffMessageAdminList api={createFakeApi({ content: { staffMessages: { listAll } } })} onOpen={onOpen} />,
    );
    expect(await screen.findByRole('heading', { name: 'Messages from Our Staff Member' })).toBeInTheDocument();
    await screen.findByRole('button', { name: 'Abebe Kebede' });
    expect(titlesShown()).toHaveLength(6);
    expect(screen.getByRole('row', { name: /Meron Tadesse/ })).toHaveTextContent('Vice Director');
    await user.click(screen.getByRole('button', { name: 'Meron Tadesse' }));
    expect(onOpen).toHaveBeenCalledWith('m2');
    await user.click(screen.getByRole('button', { name: 'Export Excel' }));
    await waitFor(() => expect(vi.mocked(XLSX.writeFile).mock.lastCall?.[1]).toBe('messages.xlsx'));
    expect(screen.getByRole('button', { name: 'Add Message' })).toBeInTheDocument();
  });
});
