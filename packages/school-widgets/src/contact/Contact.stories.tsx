import type { Meta, StoryObj } from '@storybook/react-vite';
import { createFakeApi, fakeFail, fakeOk } from '@school/api';
import { ContactDetails } from './ContactDetails';
import { FeedbackForm } from './FeedbackForm';

const meta: Meta = { title: 'Widgets/Contact' };
export default meta;

const ok = createFakeApi({ content: { feedback: { add: async () => fakeOk({ message: 'successfully added' }, 'successfully added') } } });
const failing = createFakeApi({ content: { feedback: { add: async () => fakeFail('poor connection', 0) } } });

export const Feedback: StoryObj = { render: () => <FeedbackForm api={ok} /> };
export const FeedbackServerError: StoryObj = { render: () => <FeedbackForm api={failing} errorClearMs={60_000} /> };
export const Details: StoryObj = { render: () => <ContactDetails /> };
export const DetailsOnDark: StoryObj = {
  render: () => (
    <div style={{ background: '#111827', padding: 16 }}>
      <ContactDetails tone="dark" headingLevel={3} />
    </div>
  ),
};
