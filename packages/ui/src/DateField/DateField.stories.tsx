import type { Meta, StoryObj } from '@storybook/react-vite';
import { DateField } from './DateField';
import { TimeField } from '../TimeField/TimeField';

const meta = { title: 'UI/Forms/DateField', component: DateField, args: { label: 'Exam date' } } satisfies Meta<typeof DateField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: { defaultValue: '2025-06-15' }, parameters: { chromatic: { disableSnapshot: false } } };
export const WithBounds: Story = { args: { min: '2025-01-01', max: '2025-12-31', hint: 'Within this school year' } };
export const WithTime: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16, maxWidth: 280 }}>
      <DateField {...args} />
      <TimeField label="Start time" defaultValue="08:30" />
    </div>
  ),
};
