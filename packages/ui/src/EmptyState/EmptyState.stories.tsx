import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button';
import { EmptyState } from './EmptyState';

const meta = { title: 'UI/Feedback/EmptyState', component: EmptyState } satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithAction: Story = {
  args: { description: 'No students are enrolled in this class yet.', action: <Button variant="secondary">Refresh</Button> },
  parameters: { chromatic: { disableSnapshot: false } },
};
