import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button } from '../Button/Button';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';

function Demo(props: Partial<ConfirmDialogProps>) {
  const [open, setOpen] = useState(props.open ?? false);
  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        Delete class
      </Button>
      <ConfirmDialog title="Delete class?" onConfirm={() => {}} {...props} open={open} onOpenChange={setOpen} />
    </>
  );
}

const meta = {
  title: 'UI/Overlays/ConfirmDialog',
  component: ConfirmDialog,
  args: { open: false, onOpenChange: fn(), title: 'Delete class?', onConfirm: fn() },
  render: (args) => <Demo {...args} />,
} satisfies Meta<typeof ConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const DefaultText: Story = { args: { open: true }, parameters: { chromatic: { disableSnapshot: false } } };
export const Danger: Story = { args: { danger: true, confirmLabel: 'Delete', description: 'Grade 3-B and its schedule will be removed.' } };
export const SlowConfirm: Story = { args: { onConfirm: fn(() => new Promise<void>((r) => setTimeout(r, 1500))) } };
export const FailingConfirm: Story = {
  args: {
    onConfirm: fn(
      () => new Promise<void>((_, reject) => setTimeout(() => reject(new Error('The server refused: class has students.')), 800)),
    ),
  },
};
