import type { Meta, StoryObj } from '@storybook/react-vite';
import { createFakeApi, fakeFail, fakeOk } from '@school/api';
import { galleries, galleryPage } from './fixtures';
import { GalleryDetail } from './GalleryDetail';
import { GalleryGrid } from './GalleryGrid';

const meta: Meta = { title: 'Widgets/Gallery' };
export default meta;

const api = createFakeApi({
  content: {
    gallery: {
      listShown: async (q) => fakeOk(galleryPage(q.page ?? 1, q.limit ?? 10)),
      get: async (id) => {
        const gallery = galleries.find((g) => g._id === id);
        return gallery ? fakeOk({ gallery }) : fakeFail('not found', 404);
      },
    },
  },
});
const onePage = createFakeApi({ content: { gallery: { listShown: async () => fakeOk(galleryPage(1, 10, galleries.slice(0, 5))) } } });
const empty = createFakeApi({ content: { gallery: { listShown: async () => fakeOk({ gallery: [], totalPages: 0, totalItems: 0 }) } } });
const failing = createFakeApi({
  content: { gallery: { listShown: async () => fakeFail('poor connection', 0), get: async () => fakeFail('poor connection', 0) } },
});
const loading = createFakeApi({ content: { gallery: { listShown: () => new Promise(() => undefined) } } });
const open = (id: string) => console.info('open', id);

export const Grid: StoryObj = { render: () => <GalleryGrid api={api} onOpen={open} /> };
export const GridOnePage: StoryObj = { render: () => <GalleryGrid api={onePage} onOpen={open} /> };
export const GridEmpty: StoryObj = { render: () => <GalleryGrid api={empty} onOpen={open} /> };
export const GridFailed: StoryObj = { render: () => <GalleryGrid api={failing} onOpen={open} /> };
export const GridLoading: StoryObj = { render: () => <GalleryGrid api={loading} onOpen={open} /> };
export const Detail: StoryObj = { render: () => <GalleryDetail api={api} id="g1" onBack={() => undefined} /> };
export const DetailNotFound: StoryObj = { render: () => <GalleryDetail api={api} id="missing" onBack={() => undefined} /> };
export const DetailFailed: StoryObj = { render: () => <GalleryDetail api={failing} id="g1" onBack={() => undefined} /> };
