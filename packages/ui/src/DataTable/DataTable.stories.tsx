import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button } from '../Button/Button';
import { DataTable, type DataTableProps } from './DataTable';
import { manyStudents, studentColumns, students, type StudentRow } from './fixtures';

const meta = {
  title: 'UI/Data/DataTable',
  component: DataTable,
  args: {
    title: 'Students',
    columns: studentColumns,
    data: students,
    getRowId: (row: StudentRow) => row.id,
    onRefresh: fn(),
  },
} satisfies Meta<DataTableProps<StudentRow>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { parameters: { chromatic: { disableSnapshot: false } } };
export const WithActionsAndBack: Story = { args: { onBack: fn(), actions: <Button size="sm">Add student</Button>, onRowClick: fn() } };
export const Empty: Story = { args: { data: [] } };
export const Loading: Story = { args: { loading: true } };
export const CustomPageSizes: Story = { args: { pageSizes: [10, 50, 100], defaultPageSize: 10 } };
export const VirtualizedLongList: Story = { args: { data: manyStudents, paginated: false, title: '2,000 students (virtualized)' } };
