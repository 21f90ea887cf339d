import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextField } from './TextField';

const meta = {
  title: 'UI/Forms/TextField',
  component: TextField,
  args: { label: 'First name', placeholder: 'Amina' },
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithHint: Story = { args: { hint: 'As written on the birth certificate.' } };
export const WithError: Story = { args: { error: 'First name is required', defaultValue: '' } };
export const Disabled: Story = { args: { disabled: true, defaultValue: 'Amina' } };
export const States: Story = {
  parameters: { chromatic: { disableSnapshot: false } },
  render: () => (
    <div style={{ display: 'grid', gap: 16, maxWidth: 320 }}>
      <TextField label="Default" />
      <TextField label="Hint" hint="Help text" />
      <TextField label="Error" error="Something is wrong" />
      <TextField label="Disabled" disabled defaultValue="Read only" />
    </div>
  ),
};
