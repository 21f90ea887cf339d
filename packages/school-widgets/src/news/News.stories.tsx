import type { Meta, StoryObj } from '@storybook/react-vite';
import { createFakeApi, fakeFail, fakeOk } from '@school/api';
import { newsItems, newsPage } from './fixtures';
import { NewsDetail } from './NewsDetail';
import { NewsList } from './NewsList';

const meta: Meta = { title: 'Widgets/News' };
export default meta;

const api = createFakeApi({
  content: {
    news: {
      list: async (q) => fakeOk(newsPage(q.page ?? 1, q.limit ?? 1, q.searchTerm)),
      get: async (id) => {
        const news = newsItems.find((n) => n._id === id);
        return news ? fakeOk({ news }) : fakeFail('not found', 404);
      },
    },
  },
});
const failing = createFakeApi({
  content: { news: { list: async () => fakeFail('poor connection', 0), get: async () => fakeFail('poor connection', 0) } },
});
const empty = createFakeApi({ content: { news: { list: async () => fakeOk({ news: [], totalPages: 0, totalItems: 0 }) } } });
const loading = createFakeApi({ content: { news: { list: () => new Promise(() => undefined) } } });
const open = (id: string) => console.info('open', id);

export const List: StoryObj = { render: () => <NewsList api={api} onOpen={open} /> };
export const ListThreePerPage: StoryObj = { render: () => <NewsList api={api} pageSize={3} onOpen={open} /> };
export const ListEmpty: StoryObj = { render: () => <NewsList api={empty} onOpen={open} /> };
export const ListFailed: StoryObj = { render: () => <NewsList api={failing} onOpen={open} /> };
export const ListLoading: StoryObj = { render: () => <NewsList api={loading} onOpen={open} /> };
export const Detail: StoryObj = { render: () => <NewsDetail api={api} id="n1" onBack={() => undefined} /> };
export const DetailNotFound: StoryObj = { render: () => <NewsDetail api={api} id="missing" onBack={() => undefined} /> };
export const DetailFailed: StoryObj = { render: () => <NewsDetail api={failing} id="n1" onBack={() => undefined} /> };
