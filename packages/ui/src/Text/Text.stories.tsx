import type { Meta, StoryObj } from '@storybook/react-vite';
import { Text } from './Text';

const meta = {
  title: 'UI/Layout/Text',
  component: Text,
  args: { children: 'Photos cannot be imported from a spreadsheet.' },
} satisfies Meta<typeof Text>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Muted: Story = { args: { tone: 'muted', size: 'sm' } };
export const Danger: Story = { args: { tone: 'danger', size: 'sm' } };
export const Bold: Story = { args: { bold: true } };

/** Tones by sizes (the Chromatic snapshot). */
export const Matrix: Story = {
  parameters: { chromatic: { disableSnapshot: false } },
  render: () => (
    <>
      {(['default', 'muted', 'danger'] as const).flatMap((tone) =>
        (['xs', 'sm', 'md'] as const).map((size) => (
          <Text key={`${tone}-${size}`} tone={tone} size={size}>
            {tone} {size}
          </Text>
        )),
      )}
    </>
  ),
};
