import type { Meta, StoryObj } from '@storybook/react-vite';
import { createFakeApi, fakeFail, fakeOk, type Feedback, type Gallery, type News, type StaffMessage } from '@school/api';
import { GalleryDialog, NewsDialog, StaffMessageDialog } from './ContentItemDialog';
import { FeedbackAdmin } from './FeedbackAdmin';
import { adminFeedback, adminGalleries, adminNews, adminStaffMessages } from './fixtures';
import { GalleryAdminDetail } from './GalleryAdminDetail';
import { GalleryAdminList } from './GalleryAdminList';
import { NewsAdminDetail } from './NewsAdminDetail';
import { NewsAdminList } from './NewsAdminList';
import { StaffMessageAdminDetail } from './StaffMessageAdminDetail';
import { StaffMessageAdminList } from './StaffMessageAdminList';

const meta: Meta = { title: 'Widgets/Content admin' };
export default meta;

// ─── An in-memory school: toggles, edits and deletes really change the stories' data ───

const store = { news: [...adminNews], gallery: [...adminGalleries], staff: [...adminStaffMessages], feedback: [...adminFeedback] };
const flip = <T extends { _id: string; show: boolean }>(list: T[], id: string, show?: boolean) => {
  const i = list.findIndex((x) => x._id === id);
  list[i] = { ...list[i], show: show ?? !list[i].show };
  return list[i];
};
const fromForm = (form: FormData) =>
  Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === 'string')) as Record<string, string>;
/** One page as the server cuts it (search and sort left out in the stories). */
const page = <T,>(items: T[], q: { page?: number; limit?: number } = {}) => {
  const limit = q.limit ?? 10;
  const at = q.page ?? 1;
  return { totalPages: Math.ceil(items.length / limit), totalItems: items.length, items: items.slice((at - 1) * limit, at * limit) };
};

const api = createFakeApi({
  content: {
    news: {
      list: async (q) => {
        const p = page(store.news, q);
        return fakeOk({ news: p.items, totalPages: p.totalPages, totalItems: p.totalItems });
      },
      get: async (id) => {
        const news = store.news.find((n) => n._id === id);
        return news ? fakeOk({ news }) : fakeFail('not found', 404);
      },
      add: async (form) => {
        const news: News = {
          _id: `n${Date.now()}`,
          content: '',
          photo: null,
          Date: Date.now(),
          show: false,
          title: '',
          description: '',
          ...fromForm(form),
        };
        store.news.push(news);
        return fakeOk({ message: 'successfully added', news });
      },
      edit: async (form) => {
        const f = fromForm(form);
        const i = store.news.findIndex((n) => n._id === f._id);
        store.news[i] = { ...store.news[i], ...f };
        return fakeOk({ message: 'successfully updated', news: store.news[i] });
      },
      remove: async (id) => {
        store.news = store.news.filter((n) => n._id !== id);
        return fakeOk({ message: 'successfully deleted' });
      },
      setStatus: async ({ _id, show }) => fakeOk({ message: 'successfully updated', news: flip(store.news, _id, show) }),
    },
    gallery: {
      listAll: async (q) => {
        const p = page(store.gallery, q);
        return fakeOk({ gallery: p.items, totalPages: p.totalPages, totalItems: p.totalItems });
      },
      get: async (id) => {
        const gallery = store.gallery.find((g) => g._id === id);
        return gallery ? fakeOk({ gallery }) : fakeFail('not found', 404);
      },
      add: async (form) => {
        const gallery: Gallery = {
          _id: `g${Date.now()}`,
          photo: null,
          date: Date.now(),
          show: false,
          title: '',
          description: '',
          ...fromForm(form),
        };
        store.gallery.push(gallery);
        return fakeOk({ message: 'successfully added', gallery });
      },
      toggle: async (id) => fakeOk({ message: 'successfully updated', gallery: flip(store.gallery, id) }),
      remove: async () => fakeOk({ message: 'successfully deleted' }),
    },
    staffMessages: {
      listAll: async () => fakeOk({ messages: store.staff }),
      add: async (form) => {
        const staffMessage: StaffMessage = {
          _id: `m${Date.now()}`,
          photo: null,
          date: Date.now(),
          show: false,
          fullName: '',
          position: '',
          message: '',
          ...fromForm(form),
        };
        store.staff.push(staffMessage);
        return fakeOk({ message: 'successfully added', staffMessage });
      },
      toggle: async (id) => fakeOk({ message: 'successfully updated', staffMessage: flip(store.staff, id) }),
      remove: async () => fakeOk({ message: 'successfully deleted' }),
    },
    feedback: {
      listAll: async () => fakeOk({ feedbacks: store.feedback }),
      toggle: async (id) => fakeOk({ message: 'successfully updated', feedback: flip<Feedback>(store.feedback, id) }),
    },
  },
});

const failing = createFakeApi({
  content: {
    news: {
      list: async () => fakeFail('poor connection', 0),
      get: async () => fakeFail('poor connection', 0),
      add: async () => fakeFail('Photos must be JPEG, PNG, GIF or WebP images'),
    },
    gallery: { listAll: async () => fakeFail('poor connection', 0) },
    staffMessages: { listAll: async () => fakeFail('poor connection', 0) },
    feedback: { listAll: async () => fakeFail('poor connection', 0) },
  },
});
const empty = createFakeApi({
  content: {
    news: { list: async () => fakeOk({ news: [], totalPages: 0, totalItems: 0 }) },
    feedback: { listAll: async () => fakeOk({ feedbacks: [] }) },
  },
});
const loading = createFakeApi({
  content: {
    news: { list: () => new Promise(() => undefined), get: () => new Promise(() => undefined) },
    feedback: { listAll: () => new Promise(() => undefined) },
  },
});
const open = (id: string) => console.info('open', id);
const back = () => console.info('back');
const noop = () => undefined;

export const NewsList: StoryObj = {
  render: () => <NewsAdminList api={api} onOpen={open} />,
  parameters: { chromatic: { disableSnapshot: false } },
};
export const NewsListEmpty: StoryObj = { render: () => <NewsAdminList api={empty} onOpen={open} /> };
export const NewsListLoading: StoryObj = { render: () => <NewsAdminList api={loading} onOpen={open} /> };
export const NewsListFailed: StoryObj = { render: () => <NewsAdminList api={failing} onOpen={open} /> };
export const NewsDetailGarbage: StoryObj = { render: () => <NewsAdminDetail api={api} id="n2" onBack={back} /> };
export const NewsDetailNotFound: StoryObj = { render: () => <NewsAdminDetail api={api} id="missing" onBack={back} /> };
export const NewsDetailFailed: StoryObj = { render: () => <NewsAdminDetail api={failing} id="n1" onBack={back} /> };
export const NewsAddDialog: StoryObj = { render: () => <NewsDialog api={api} open onOpenChange={noop} onSaved={noop} /> };
export const NewsAddDialogServerError: StoryObj = { render: () => <NewsDialog api={failing} open onOpenChange={noop} onSaved={noop} /> };
export const NewsEditDialog: StoryObj = {
  render: () => <NewsDialog api={api} item={adminNews[0]} open onOpenChange={noop} onSaved={noop} />,
};
export const GalleryList: StoryObj = { render: () => <GalleryAdminList api={api} onOpen={open} /> };
export const GalleryListFailed: StoryObj = { render: () => <GalleryAdminList api={failing} onOpen={open} /> };
export const GalleryDetail: StoryObj = { render: () => <GalleryAdminDetail api={api} id="g2" onBack={back} /> };
export const GalleryAddDialog: StoryObj = { render: () => <GalleryDialog api={api} open onOpenChange={noop} onSaved={noop} /> };
export const StaffMessageList: StoryObj = { render: () => <StaffMessageAdminList api={api} onOpen={open} /> };
export const StaffMessageListFailed: StoryObj = { render: () => <StaffMessageAdminList api={failing} onOpen={open} /> };
export const StaffMessageDetail: StoryObj = { render: () => <StaffMessageAdminDetail api={api} id="m1" onBack={back} /> };
export const StaffMessageAddDialog: StoryObj = { render: () => <StaffMessageDialog api={api} open onOpenChange={noop} onSaved={noop} /> };
export const Feedbacks: StoryObj = { render: () => <FeedbackAdmin api={api} /> };
export const FeedbacksEmpty: StoryObj = { render: () => <FeedbackAdmin api={empty} /> };
export const FeedbacksLoading: StoryObj = { render: () => <FeedbackAdmin api={loading} /> };
export const FeedbacksFailed: StoryObj = { render: () => <FeedbackAdmin api={failing} /> };
