import type { Meta, StoryObj } from '@storybook/react-vite';
import { createFakeApi, fakeFail, fakeOk } from '@school/api';
import { NewsletterBox } from './NewsletterBox';

const meta: Meta<typeof NewsletterBox> = { title: 'Widgets/Home/Newsletter', component: NewsletterBox };
export default meta;

const api = createFakeApi({
  content: {
    subscribe: async ({ email }) =>
      email.endsWith('@taken.com')
        ? fakeFail('already subscribed', 409)
        : fakeOk({ message: 'successfully subscribed' }, 'successfully subscribed'),
  },
});

export const Newsletter: StoryObj<typeof NewsletterBox> = { name: 'Newsletter (use x@taken.com for an error)', args: { api } };
