import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button';
import { ToastProvider, useToasts } from './Toasts';

function Demo() {
  const { push, clear } = useToasts();
  return (
    <div style={{ display: 'flex', gap: 8 }}>
      <Button onClick={() => push({ kind: 'success', message: 'Grades saved' })}>Success</Button>
      <Button variant="danger" onClick={() => push({ kind: 'error', message: 'Could not save grades' })}>
        Error
      </Button>
      <Button variant="secondary" onClick={() => push({ kind: 'info', message: `Info at ${new Date().toLocaleTimeString()}` })}>
        Info
      </Button>
      <Button variant="ghost" onClick={clear}>
        Clear
      </Button>
    </div>
  );
}

const meta = {
  title: 'UI/Feedback/Toasts',
  component: ToastProvider,
  render: (args) => (
    <ToastProvider {...args}>
      <Demo />
    </ToastProvider>
  ),
} satisfies Meta<typeof ToastProvider>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

function Shown() {
  const { push } = useToasts();
  return (
    <Button
      onClick={() => {
        push({ kind: 'success', message: 'Grades saved' });
        push({ kind: 'error', message: 'Upload failed' });
      }}
    >
      Show two
    </Button>
  );
}
/** Two toasts kept on screen for the visual snapshot. */
export const Kinds: Story = {
  args: { durationMs: 60_000 },
  parameters: { chromatic: { disableSnapshot: false } },
  render: (args) => (
    <ToastProvider {...args}>
      <Shown />
    </ToastProvider>
  ),
};
