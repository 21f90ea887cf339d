import type { Meta, StoryObj } from '@storybook/react-vite';
import { PasswordField } from './PasswordField';

const meta = {
  title: 'UI/Forms/PasswordField',
  component: PasswordField,
  args: { label: 'Password' },
} satisfies Meta<typeof PasswordField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Hidden: Story = { parameters: { chromatic: { disableSnapshot: false } }, args: { defaultValue: 'secret123' } };
export const Visible: Story = { args: { defaultValue: 'secret123', defaultVisible: true } };
export const WithError: Story = { args: { error: 'Password must be at least 8 characters' } };
