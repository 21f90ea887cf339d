import type { Meta, StoryObj } from '@storybook/react-vite';
import { createFakeApi, fakeFail, fakeOk } from '@school/api';
import { ApplyPrompt } from './ApplyPrompt';
import { galleryItems, staffMessages, testimonials } from './fixtures';
import { GalleryCarousel } from './GalleryCarousel';
import { StaffMessages } from './StaffMessages';
import { Testimonials } from './Testimonials';

const meta: Meta = { title: 'Widgets/Home/Public blocks' };
export default meta;

const never = () => new Promise<never>(() => undefined);
const api = createFakeApi({
  content: {
    gallery: { listShown: async () => fakeOk({ gallery: galleryItems, totalPages: 1, totalItems: galleryItems.length }) },
    staffMessages: { listShown: async () => fakeOk({ messages: staffMessages }) },
    feedback: { listShown: async () => fakeOk({ feedbacks: testimonials }) },
  },
});
const failing = createFakeApi({
  content: {
    gallery: { listShown: async () => fakeFail('poor connection', 0) },
    staffMessages: { listShown: async () => fakeFail('poor connection', 0) },
    feedback: { listShown: async () => fakeFail('poor connection', 0) },
  },
});
const empty = createFakeApi({
  content: {
    gallery: { listShown: async () => fakeOk({ gallery: [], totalPages: 0, totalItems: 0 }) },
    staffMessages: { listShown: async () => fakeOk({ messages: [] }) },
    feedback: { listShown: async () => fakeOk({ feedbacks: [] }) },
  },
});
const loading = createFakeApi({
  content: { gallery: { listShown: never }, staffMessages: { listShown: never }, feedback: { listShown: never } },
});

export const ImageCarousel: StoryObj = { render: () => <GalleryCarousel api={api} /> };
export const ImageCarouselEmpty: StoryObj = { render: () => <GalleryCarousel api={empty} /> };
export const ImageCarouselFailed: StoryObj = { render: () => <GalleryCarousel api={failing} /> };
export const ImageCarouselLoading: StoryObj = { render: () => <GalleryCarousel api={loading} /> };
export const Staff: StoryObj = { render: () => <StaffMessages api={api} /> };
export const StaffEmpty: StoryObj = { render: () => <StaffMessages api={empty} /> };
export const StaffFailed: StoryObj = { render: () => <StaffMessages api={failing} /> };
export const TestimonialCarousel: StoryObj = { render: () => <Testimonials api={api} /> };
export const TestimonialsFailed: StoryObj = { render: () => <Testimonials api={failing} /> };
export const Apply: StoryObj = { render: () => <ApplyPrompt /> };
