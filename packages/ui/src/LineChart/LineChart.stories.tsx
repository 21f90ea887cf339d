import type { Meta, StoryObj } from '@storybook/react-vite';
import { LineChart } from './LineChart';

const data = [
  { label: 'Sep', value: 12.5 },
  { label: 'Oct', value: 13.1 },
  { label: 'Nov', value: 12.8 },
  { label: 'Dec', value: 14.2 },
  { label: 'Jan', value: 15 },
  { label: 'Feb', value: 14.6 },
];
const meta = { title: 'UI/Charts/LineChart', component: LineChart, args: { data, title: 'Class average by month' } } satisfies Meta<
  typeof LineChart
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { parameters: { chromatic: { disableSnapshot: false } } };
export const SinglePoint: Story = { args: { data: [{ label: 'Sep', value: 12 }] } };
export const Empty: Story = { args: { data: [] } };
