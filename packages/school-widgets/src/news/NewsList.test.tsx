import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createFakeApi, fakeFail, fakeOk, type NewsQuery } from '@school/api';
import { renderWidget } from '../shared/test-utils';
import { newsPage } from './fixtures';
import { NewsList } from './NewsList';

const listFake = () => vi.fn(async (q: NewsQuery) => fakeOk(newsPage(q.page ?? 1, q.limit ?? 5, q.searchTerm)));

describe('NewsList', () => {
  it('shows one live item per page with its photo, title, date and description, and pages on', async () => {
    const list = listFake();
    const { user } = renderWidget(<NewsList api={createFakeApi({ content: { news: { list } } })} onOpen={() => undefined} />);
    const card = await screen.findByRole('article', { name: 'Science fair winners' });
    expect(within(card).getByText('March 2, 2026')).toBeInTheDocument();
    expect(within(card).getByText(/first three places/)).toBeInTheDocument();
    expect(card.querySelector('img')).toHaveAttribute('src', '/fake-files/news/science-fair.jpg');
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(list).toHaveBeenLastCalledWith({ searchTerm: undefined, page: 1, limit: 1, show: 'true' });

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('article', { name: 'Registration for 2026/27 is open' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('reads in Amharic: the search box, the card’s Read more and its date in the reader’s language', async () => {
    const { setLanguage } = renderWidget(
      <NewsList api={createFakeApi({ content: { news: { list: listFake() } } })} onOpen={() => undefined} />,
      {
        language: 'am',
      },
    );
    const card = await screen.findByRole('article', { name: 'Science fair winners' });
    expect(screen.getByRole('searchbox', { name: 'ዜና ይፈልጉ' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'ተጨማሪ ያንብቡ' })).toBeInTheDocument();
    expect(card.querySelector('time')).toHaveTextContent('2 ማርች 2026');
    setLanguage('en');
    expect(await within(card).findByRole('button', { name: 'Read more' })).toBeInTheDocument();
    expect(within(card).getByText('March 2, 2026')).toBeInTheDocument();
  });

  it('searches with searchTerm and goes back to page 1', async () => {
    const list = listFake();
    const { user } = renderWidget(
      <NewsList api={createFakeApi({ content: { news: { list } } })} onOpen={() => undefined} searchDelayMs={10} />,
    );
    await user.click(await screen.findByRole('button', { name: 'Page 3' }));
    await screen.findByRole('article', { name: 'Sports day results' });
    await user.type(screen.getByRole('searchbox', { name: 'Search news' }), 'science');
    await waitFor(() => expect(list).toHaveBeenLastCalledWith({ searchTerm: 'science', page: 1, limit: 1, show: 'true' }));
    expect(await screen.findByRole('article', { name: 'Science fair winners' })).toBeInTheDocument();
    // One result, one page: no pagination.
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it("says 'No News Available' when nothing matches", async () => {
    const { user } = renderWidget(
      <NewsList api={createFakeApi({ content: { news: { list: listFake() } } })} onOpen={() => undefined} searchDelayMs={10} />,
    );
    await screen.findByRole('article');
    await user.type(screen.getByRole('searchbox', { name: 'Search news' }), 'zzz');
    expect(await screen.findByText('No News Available')).toBeInTheDocument();
  });

  it('opens an item by its id', async () => {
    const onOpen = vi.fn();
    const { user } = renderWidget(<NewsList api={createFakeApi({ content: { news: { list: listFake() } } })} onOpen={onOpen} />);
    await user.click(await screen.findByRole('button', { name: 'Read more' }));
    expect(onOpen).toHaveBeenCalledWith('n1');
  });

  it("shows 'Error: ' and the text, and can try again", async () => {
    const list = vi
      .fn()
      .mockResolvedValueOnce(fakeFail('poor connection', 0))
      .mockImplementation(async (q: NewsQuery) => fakeOk(newsPage(q.page ?? 1, 1)));
    const { user } = renderWidget(<NewsList api={createFakeApi({ content: { news: { list } } })} onOpen={() => undefined} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: poor connection');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Science fair winners' })).toBeInTheDocument();
  });
});
