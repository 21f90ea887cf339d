import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useBackToList, useOpenFromList, useTableStateInUrl } from './listInUrl';

function Where() {
  const { pathname, search } = useLocation();
  return <output aria-label="address">{pathname + search}</output>;
}

/** Two lists of one page (news and gallery), each with its own keys. */
function TwoLists() {
  const [news, setNews] = useTableStateInUrl({ prefix: 'news', pageSize: 5 });
  const [gallery, setGallery] = useTableStateInUrl({ prefix: 'gallery', pageSize: 2 });
  const open = useOpenFromList();
  return (
    <>
      <output aria-label="news">{JSON.stringify(news)}</output>
      <output aria-label="gallery">{JSON.stringify(gallery)}</output>
      <button onClick={() => setNews({ ...news, page: 3, sort: { id: 'title', desc: true } })}>news page 3</button>
      <button onClick={() => setNews({ page: 1, pageSize: 5, search: '', sort: null })}>news defaults</button>
      <button onClick={() => setGallery({ ...gallery, pageSize: 10, search: 'lab' })}>gallery size 10</button>
      <button onClick={() => open('/detail/1')}>open</button>
      <Where />
    </>
  );
}

function Detail() {
  const back = useBackToList('/list');
  return (
    <>
      <button onClick={back}>Back</button>
      <Where />
    </>
  );
}

function renderAt(url: string) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/list" element={<TwoLists />} />
        <Route path="/detail/:id" element={<Detail />} />
      </Routes>
    </MemoryRouter>,
  );
}

const shown = (name: string) => JSON.parse(screen.getByRole('status', { name }).textContent ?? '') as unknown;

describe('list state in the URL', () => {
  it('reads each list from its own keys; missing or odd values are the defaults', () => {
    renderAt('/list?news_q=fair&news_page=2&news_sort=-title&gallery_page=abc&gallery_size=-1&gallery_sort=x%20y');
    expect(shown('news')).toEqual({ search: 'fair', page: 2, pageSize: 5, sort: { id: 'title', desc: true } });
    expect(shown('gallery')).toEqual({ search: '', page: 1, pageSize: 2, sort: null });
  });

  it('writes a change into its own keys, leaves the defaults and the other keys, and Back returns to it', async () => {
    const user = userEvent.setup();
    renderAt('/list?period=p1&gallery_page=2');
    await user.click(screen.getByRole('button', { name: 'news page 3' }));
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent(
      '/list?period=p1&gallery_page=2&news_page=3&news_sort=-title',
    );
    await user.click(screen.getByRole('button', { name: 'gallery size 10' }));
    expect(shown('gallery')).toEqual({ search: 'lab', page: 2, pageSize: 10, sort: null });
    await user.click(screen.getByRole('button', { name: 'news defaults' }));
    const address = '/list?period=p1&gallery_page=2&gallery_q=lab&gallery_size=10';
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent(address);
    await user.click(screen.getByRole('button', { name: 'open' }));
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent('/detail/1');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent(address);
  });

  it('Back from a detail opened directly goes to the bare list', async () => {
    const user = userEvent.setup();
    renderAt('/detail/1');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent(/^\/list$/);
  });

  it('keeps a list without a prefix (students, applicants, teachers) on q, page, size and sort', async () => {
    const user = userEvent.setup();
    function Students() {
      const [state, set] = useTableStateInUrl();
      return (
        <>
          <output aria-label="students">{JSON.stringify(state)}</output>
          <button onClick={() => set({ search: 'abel', page: 1, pageSize: 10, sort: { id: 'lastName', desc: false } })}>search</button>
          <Where />
        </>
      );
    }
    render(
      <MemoryRouter initialEntries={['/students?page=2&sort=-firstName']}>
        <Routes>
          <Route path="/students" element={<Students />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(shown('students')).toEqual({ search: '', page: 2, pageSize: 5, sort: { id: 'firstName', desc: true } });
    await user.click(screen.getByRole('button', { name: 'search' }));
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent(/^\/students\?sort=lastName&q=abel&size=10$/);
  });
});
