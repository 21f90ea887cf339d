import type { Meta, StoryObj } from '@storybook/react-vite';
import { Tabs } from './Tabs';

const items = [
  { value: 'grades', label: 'Grades', content: <p>Grades for this term.</p> },
  { value: 'attendance', label: 'Attendance', content: <p>Attendance record.</p> },
  { value: 'schedule', label: 'Schedule', content: <p>Weekly schedule.</p> },
  { value: 'fees', label: 'Fees', content: <p>Not available.</p>, disabled: true },
];
const meta = { title: 'UI/Navigation/Tabs', component: Tabs, args: { items, label: 'Student record' } } satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { parameters: { chromatic: { disableSnapshot: false } } };
export const ManualActivation: Story = { args: { activationMode: 'manual', defaultValue: 'attendance' } };
