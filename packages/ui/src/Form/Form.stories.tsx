import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SignUpForm } from './fixtures';

const meta = {
  title: 'UI/Forms/Form (react-hook-form + zod)',
  component: SignUpForm,
  args: { onSubmit: fn(() => new Promise<void>((r) => setTimeout(r, 800))) },
} satisfies Meta<typeof SignUpForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SignUp: Story = { parameters: { chromatic: { disableSnapshot: false } } };
