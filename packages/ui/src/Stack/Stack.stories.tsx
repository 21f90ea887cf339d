import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button';
import { Stack } from './Stack';

const meta = {
  title: 'UI/Layout/Stack',
  component: Stack,
  args: {
    children: [
      <Button key="a">Save</Button>,
      <Button key="b" variant="secondary">
        Cancel
      </Button>,
      <Button key="c" variant="ghost">
        Help
      </Button>,
    ],
  },
} satisfies Meta<typeof Stack>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Column: Story = {};
export const Row: Story = { args: { direction: 'row', gap: 'sm' } };
export const RowWrapping: Story = {
  args: { direction: 'row', wrap: true, gap: 'sm' },
  decorators: [(S) => <div style={{ width: 160 }}>{S()}</div>],
};
export const SpaceBetween: Story = { args: { direction: 'row', justify: 'space-between', align: 'center' } };

/** Every gap step (the Chromatic snapshot). */
export const Gaps: Story = {
  parameters: { chromatic: { disableSnapshot: false } },
  render: () => (
    <Stack gap="lg">
      {(['none', 'xxs', 'xs', 'sm', 'md', 'lg', 'xl', 'xxl'] as const).map((gap) => (
        <Stack key={gap} direction="row" gap={gap}>
          <Button size="sm">{gap}</Button>
          <Button size="sm" variant="secondary">
            {gap}
          </Button>
        </Stack>
      ))}
    </Stack>
  ),
};
