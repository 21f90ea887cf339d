import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button';
import { TextField } from '../TextField/TextField';
import { Dialog, DialogClose } from './Dialog';

const meta = {
  title: 'UI/Overlays/Dialog',
  component: Dialog,
  args: {
    title: 'Edit student',
    description: 'Changes are visible to teachers immediately.',
    trigger: <Button>Open dialog</Button>,
    children: <TextField label="First name" defaultValue="Amina" />,
    footer: (
      <DialogClose asChild>
        <Button>Done</Button>
      </DialogClose>
    ),
  },
} satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithTrigger: Story = {};
export const Open: Story = { args: { defaultOpen: true }, parameters: { chromatic: { disableSnapshot: false } } };
