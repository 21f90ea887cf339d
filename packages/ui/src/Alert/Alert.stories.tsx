import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button';
import { Alert } from './Alert';

const meta = { title: 'UI/Feedback/Alert', component: Alert, args: { message: 'Attendance saved.' } } satisfies Meta<typeof Alert>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {};
export const Kinds: Story = {
  parameters: { chromatic: { disableSnapshot: false } },
  render: () => (
    <div style={{ display: 'grid', gap: 8 }}>
      <Alert kind="info" message="Info" />
      <Alert kind="success" message="Saved" />
      <Alert kind="warning" message="Check the dates" />
      <Alert kind="error" message="Could not save" />
    </div>
  ),
};
function AutoClearing() {
  const [message, setMessage] = useState<string | null>(null);
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      <Button onClick={() => setMessage('Saved — this disappears after 2 s')}>Save</Button>
      <Alert kind="success" message={message} clearAfterMs={2000} onClear={() => setMessage(null)} />
    </div>
  );
}
export const ClearsItself: Story = { render: () => <AutoClearing /> };
