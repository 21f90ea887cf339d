import type { Meta, StoryObj } from '@storybook/react-vite';
import { Checkbox } from './Checkbox';

const meta = { title: 'UI/Forms/Checkbox', component: Checkbox, args: { label: 'I agree to the school rules' } } satisfies Meta<
  typeof Checkbox
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {};
export const Checked: Story = { args: { defaultChecked: true }, parameters: { chromatic: { disableSnapshot: false } } };
export const WithError: Story = { args: { error: 'You must agree' } };
