import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from './Badge';

const meta = { title: 'UI/Data/Badge', component: Badge, args: { children: 3, label: '3 unread messages' } } satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Count: Story = {};
export const Overflow: Story = { args: { children: 150 } };
export const Tones: Story = {
  parameters: { chromatic: { disableSnapshot: false } },
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      <Badge tone="neutral">New</Badge>
      <Badge tone="info">4</Badge>
      <Badge tone="success">OK</Badge>
      <Badge tone="warning">!</Badge>
      <Badge tone="danger">{120}</Badge>
    </div>
  ),
};
