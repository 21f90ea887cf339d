import type { Meta, StoryObj } from '@storybook/react-vite';
import { Select } from './Select';

const options = [
  { value: 'g1', label: 'Grade 1' },
  { value: 'g2', label: 'Grade 2' },
  { value: 'g3', label: 'Grade 3' },
];
const meta = {
  title: 'UI/Forms/Select',
  component: Select,
  args: { label: 'Class', options, placeholder: 'Choose a class' },
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { parameters: { chromatic: { disableSnapshot: false } } };
export const WithError: Story = { args: { error: 'Choose a class' } };
