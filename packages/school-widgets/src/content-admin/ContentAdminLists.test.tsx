import { screen, waitFor, within } from '@testing-library/react';
import * as XLSX from 'xlsx';
import type * as XlsxModule from 'xlsx';
import { describe, expect, it, vi } from 'vitest';
import { createFakeApi, fakeFail, fakeOk, type GalleryQuery, type NewsQuery } from '@school/api';
import { renderWidget } from '../shared/test-utils';
import { adminGalleries, adminNews, adminStaffMessages } from './fixtures';
import { GalleryAdminList } from './GalleryAdminList';
import { NewsAdminList } from './NewsAdminList';
import { StaffMessageAdminList } from './StaffMessageAdminList';

// The workbook is built for real; only the browser download is replaced.
vi.mock('xlsx', async (original) => ({ ...(await original<typeof XlsxModule>()), writeFile: vi.fn() }));

const newsList = () =>
  vi.fn(async (q: NewsQuery) =>
    fakeOk({ news: adminNews, totalPages: 1, totalItems: adminNews.length, ...(q.page! > 1 ? { news: [] } : {}) }),
  );
const titlesShown = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[0].textContent);

describe('NewsAdminList', () => {
  it('lists every item (live and garbage) newest first, 5 per page, and opens one by its title', async () => {
    const list = newsList();
    const onOpen = vi.fn();
    const { user } = renderWidget(<NewsAdminList api={createFakeApi({ content: { news: { list } } })} onOpen={onOpen} />);
    expect(await screen.findByRole('button', { name: 'Science fair winners' })).toBeInTheDocument();
    // The admin list asks without `show`: the server then answers live and garbage items.
    expect(list).toHaveBeenCalledWith({ page: 1, limit: 100 });
    expect(titlesShown()).toHaveLength(5);
    expect(screen.getByRole('row', { name: /Draft: exam timetable/ })).toHaveTextContent('Garbage');
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(titlesShown()).toEqual(['Tree planting']);
    await user.click(screen.getByRole('button', { name: 'Tree planting' }));
    expect(onOpen).toHaveBeenCalledWith('n6');
  });

  it('filters by the search box', async () => {
    const { user } = renderWidget(
      <NewsAdminList api={createFakeApi({ content: { news: { list: newsList() } } })} onOpen={() => undefined} />,
    );
    await screen.findByRole('button', { name: 'Science fair winners' });
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'sports');
    expect(titlesShown()).toEqual(['Sports day results']);
  });

  it('exports news.xlsx with the rows', async () => {
    const { user } = renderWidget(
      <NewsAdminList api={createFakeApi({ content: { news: { list: newsList() } } })} onOpen={() => undefined} />,
    );
    await screen.findByRole('button', { name: 'Science fair winners' });
    await user.click(screen.getByRole('button', { name: 'Export Excel' }));
    await waitFor(() => expect(XLSX.writeFile).toHaveBeenCalled());
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
  it('reads every gallery, 2 per page, and exports galleries.xlsx', async () => {
    const listAll = vi.fn(async (q: GalleryQuery) => fakeOk({ gallery: q.page === 1 ? adminGalleries : [], totalPages: 1, totalItems: 3 }));
    const { user } = renderWidget(<GalleryAdminList api={createFakeApi({ content: { gallery: { listAll } } })} onOpen={() => undefined} />);
    await screen.findByRole('button', { name: 'Graduation 2025' });
    expect(titlesShown()).toEqual(['Graduation 2025', 'Chemistry lab']);
    expect(screen.getByRole('row', { name: /Chemistry lab/ })).toHaveTextContent('Not on the landing page');
    await user.click(screen.getByRole('button', { name: 'Export Excel' }));
    await waitFor(() => expect(vi.mocked(XLSX.writeFile).mock.lastCall?.[1]).toBe('galleries.xlsx'));
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
