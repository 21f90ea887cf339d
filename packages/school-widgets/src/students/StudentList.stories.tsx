import type { Meta, StoryObj } from '@storybook/react-vite';
import { createFakeApi, fakeOk } from '@school/api';
import { studentRecord, studentRows } from './fixtures';
import { StudentDetail } from './StudentDetail';
import { StudentList } from './StudentList';

const api = createFakeApi({
  students: {
    list: async () => fakeOk({ students: studentRows, totalPages: 1, totalItems: studentRows.length }),
    get: async () => fakeOk({ student: studentRecord }),
    import: async () => ({
      ok: false,
      status: 400,
      error: 'Some rows have errors',
      body: { error: 'Some rows have errors', students: [{ errors: ['Invalid email'] }] },
    }),
  },
});
const csv = async () => ({
  ok: true as const,
  matrix: [
    ['firstName', 'lastName', 'email'],
    ['Abel', 'Tesfaye', 'broken'],
  ],
});

const meta = {
  title: 'Widgets/Students/StudentList',
  component: StudentList,
  args: { api, onOpen: () => {}, parseFile: csv },
} satisfies Meta<typeof StudentList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = { parameters: { chromatic: { disableSnapshot: false } } };
export const Empty: Story = {
  args: { api: createFakeApi({ students: { list: async () => fakeOk({ students: [], totalPages: 0, totalItems: 0 }) } }) },
};
export const Failing: Story = {
  args: { api: createFakeApi({ students: { list: async () => ({ ok: false, status: 0, error: 'poor connection' }) } }) },
};
export const Detail: StoryObj<typeof StudentDetail> = {
  render: () => <StudentDetail api={api} userID="ST-0001" isSuperAdmin onBack={() => {}} />,
};
