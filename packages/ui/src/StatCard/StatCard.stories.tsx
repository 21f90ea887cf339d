import type { Meta, StoryObj } from '@storybook/react-vite';
import { StatCard } from './StatCard';

const meta = { title: 'UI/Data/StatCard', component: StatCard, args: { label: 'Students', value: 482, icon: '🎓' } } satisfies Meta<
  typeof StatCard
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Tones: Story = {
  parameters: { chromatic: { disableSnapshot: false } },
  render: () => (
    <div style={{ display: 'grid', gap: 12, gridTemplateColumns: 'repeat(3, 220px)' }}>
      <StatCard label="Students" value={482} icon="🎓" />
      <StatCard label="Attendance" value="96%" icon="✓" tone="success" hint="+2% this week" />
      <StatCard label="Unpaid fees" value={7} icon="!" tone="danger" />
    </div>
  ),
};
