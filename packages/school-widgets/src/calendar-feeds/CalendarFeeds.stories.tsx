import type { Meta, StoryObj } from '@storybook/react-vite';
import { createFakeApi, fakeOk, type CalendarFeed } from '@school/api';
import { CalendarFeeds } from './CalendarFeeds';
import { childFeed, ownFeed } from './fixtures';

const meta: Meta<typeof CalendarFeeds> = { title: 'Widgets/CalendarFeeds', component: CalendarFeeds };
export default meta;
type Story = StoryObj<typeof CalendarFeeds>;

const apiWith = (feeds: CalendarFeed[]) =>
  createFakeApi({
    calendar: {
      feeds: {
        list: async () => fakeOk({ feeds }),
        save: async () => fakeOk({ message: '', feed: ownFeed() }, 'Calendar subscription address made'),
        revoke: async () => fakeOk({ message: '' }, 'Calendar subscription stopped: its address no longer works'),
      },
    },
  });

/** A teacher's or student's own calendar, its address made. */
export const Own: Story = { args: { api: apiWith([ownFeed()]) } };
/** No address yet. */
export const NotMade: Story = { args: { api: apiWith([ownFeed({ _id: null, url: null, createdAt: null })]) } };
/** A family with two children, one subscribed. */
export const Family: Story = {
  args: {
    api: apiWith([
      childFeed({ _id: 'feed-2', url: ownFeed().url, createdAt: ownFeed().createdAt }),
      childFeed({ student: { _id: 'student-2', ID: 'ST-0009', fullName: 'Sara Kebede Alemu' } }),
    ]),
  },
};
/** A family with no linked child. */
export const NoChildren: Story = { args: { api: apiWith([]) } };
