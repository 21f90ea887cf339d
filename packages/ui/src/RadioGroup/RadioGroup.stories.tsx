import type { Meta, StoryObj } from '@storybook/react-vite';
import { RadioGroup } from './RadioGroup';

const options = [
  { value: 'present', label: 'Present' },
  { value: 'absent', label: 'Absent' },
  { value: 'late', label: 'Late' },
];
const meta = {
  title: 'UI/Forms/RadioGroup',
  component: RadioGroup,
  args: { label: 'Attendance', options, defaultValue: 'present' },
} satisfies Meta<typeof RadioGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Vertical: Story = { parameters: { chromatic: { disableSnapshot: false } } };
export const Horizontal: Story = { args: { orientation: 'horizontal' } };
export const WithError: Story = { args: { defaultValue: undefined, error: 'Choose one' } };
