import type { Meta, StoryObj } from '@storybook/react-vite';
import { TimerRing } from './TimerRing';

const meta: Meta<typeof TimerRing> = {
  title: 'UI/TimerRing',
  component: TimerRing,
  args: { totalMs: 600_000, label: 'Time left', timesUpText: "Time's up!", moveHint: 'Drag or use the arrow keys' },
};
export default meta;
type Story = StoryObj<typeof TimerRing>;

export const Running: Story = { args: { remainingMs: 420_000 } };
export const Warning: Story = { args: { remainingMs: 90_000 } };
export const TimesUp: Story = { args: { remainingMs: 0 } };
