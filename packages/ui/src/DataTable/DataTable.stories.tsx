import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button } from '../Button/Button';
import { DataTable, type DataTableProps } from './DataTable';
import { manyStudents, studentColumns, students, type StudentRow } from './fixtures';
import type { DataTableState } from './listState';

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

/** Server mode: the story plays the server (search on names, sort, one page at a time). */
function ServerPagedTable() {
  const [state, setState] = useState<DataTableState>({ page: 1, pageSize: 5, search: '', sort: null });
  const matching = manyStudents.filter((s) => s.name.toLowerCase().includes(state.search.toLowerCase()));
  const sorted = state.sort
    ? [...matching].sort(
        (a, b) =>
          String(a[state.sort!.id as keyof StudentRow]).localeCompare(String(b[state.sort!.id as keyof StudentRow]), undefined, {
            numeric: true,
          }) * (state.sort!.desc ? -1 : 1),
      )
    : matching;
  return (
    <DataTable<StudentRow>
      title="2,000 students (paged on the server)"
      columns={studentColumns}
      data={sorted.slice((state.page - 1) * state.pageSize, state.page * state.pageSize)}
      getRowId={(r) => r.id}
      state={state}
      onStateChange={setState}
      server={{ totalItems: matching.length, sortable: ['name', 'average'], loadAll: async () => sorted }}
    />
  );
}
export const ServerMode: Story = { render: () => <ServerPagedTable /> };
