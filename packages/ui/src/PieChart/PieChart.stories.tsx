import type { Meta, StoryObj } from '@storybook/react-vite';
import { PieChart } from './PieChart';

const data = [
  { label: 'Present', value: 412 },
  { label: 'Absent', value: 31 },
  { label: 'Late', value: 22 },
  { label: 'Excused', value: 17 },
];
const meta = { title: 'UI/Charts/PieChart', component: PieChart, args: { data, title: 'Attendance this week' } } satisfies Meta<
  typeof PieChart
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { parameters: { chromatic: { disableSnapshot: false } } };
export const OneSlice: Story = { args: { data: [{ label: 'Paid', value: 10 }] } };
