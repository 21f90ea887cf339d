import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Chip } from './Chip';

const meta = { title: 'UI/Data/Chip', component: Chip, args: { label: 'Present' } } satisfies Meta<typeof Chip>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Neutral: Story = {};
export const Removable: Story = { args: { label: 'Mathematics', onRemove: fn() } };
export const Tones: Story = {
  parameters: { chromatic: { disableSnapshot: false } },
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      <Chip label="Neutral" />
      <Chip label="Present" tone="success" />
      <Chip label="Absent" tone="danger" />
      <Chip label="Late" tone="warning" />
      <Chip label="Excused" tone="info" />
    </div>
  ),
};
