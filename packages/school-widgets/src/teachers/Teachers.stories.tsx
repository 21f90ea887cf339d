import type { Meta, StoryObj } from '@storybook/react-vite';
import { createFakeApi, fakeFail, fakeOk, type Teacher } from '@school/api';
import { courses, history, periods, sections, teachers } from './fixtures';
import { TeacherDetail } from './TeacherDetail';
import { TeacherList } from './TeacherList';

const meta: Meta = { title: 'Widgets/Teachers' };
export default meta;

// ─── An in-memory school: freezing and deleting change the stories' data ───
const store = { teachers: [...teachers] };
const api = createFakeApi({
  academics: {
    periods: { list: async () => fakeOk({ academicPeriods: periods, totalPages: 1, totalItems: periods.length }) },
    courses: { list: async () => fakeOk({ courses, totalPages: 1, totalItems: courses.length }) },
    sections: { list: async () => fakeOk({ sections, totalPages: 1, totalItems: sections.length }) },
  },
  teachers: {
    // One page as the server cuts it (search and sort left out in the stories).
    list: async (_periodId, q) => {
      const limit = q.limit === 'all' || !q.limit ? Math.max(store.teachers.length, 1) : q.limit;
      const at = q.page ?? 1;
      return fakeOk({
        teachers: store.teachers.slice((at - 1) * limit, at * limit),
        totalPages: Math.ceil(store.teachers.length / limit),
        totalItems: store.teachers.length,
      });
    },
    add: async () => ({
      ok: true,
      status: 201,
      message: 'successfully added',
      data: { message: 'successfully added', teacher: store.teachers[1], temporaryPassword: 'Story!pass12' },
    }),
    assign: async () => ({
      ok: true,
      status: 201,
      message: 'successfully added',
      data: { message: 'successfully added', teacher: store.teachers[1] },
    }),
    importMany: async (rows) => ({
      ok: true,
      status: 201,
      message: 'successfully imported',
      data: {
        message: 'successfully imported',
        teachers: rows.map((r, i) => ({
          _id: `n${i}`,
          ID: `TE-${String(20 + i).padStart(4, '0')}`,
          fullName: String(r.fullName),
          temporaryPassword: 'Story!pass12',
        })),
      },
    }),
    fullInfo: async (id) => {
      const teacher = store.teachers.find((t) => t._id === id) ?? store.teachers[0];
      return fakeOk({ teacher, history: teacher._id === 't1' ? history : [] });
    },
    freeze: async ({ ID, status }) => {
      const i = store.teachers.findIndex((t) => t.ID === ID);
      store.teachers[i] = { ...store.teachers[i], status } as Teacher;
      return fakeOk({
        message: status ? 'Teacher unfrozen: employed again' : 'Teacher frozen: terminated/dismissed',
        teacher: store.teachers[i],
      });
    },
    remove: async () => fakeOk({ message: 'successfully deleted' }, 'successfully deleted'),
    editAssigned: async () => fakeOk({ message: 'successfully updated' }, 'successfully updated'),
    removeAssigned: async () => fakeOk({ message: 'successfully deleted' }, 'successfully deleted'),
  },
});

/** The list with ADD and Import; imports are parsed by the real worker in Storybook. */
export const List: StoryObj = {
  render: () => <TeacherList api={api} periodId="p2026-1" onOpen={() => undefined} onBack={() => undefined} />,
};
/** No period in the address: the period selector, current period first. */
export const ListWithPeriodPicker: StoryObj = { render: () => <TeacherList api={api} onOpen={() => undefined} /> };
export const Empty: StoryObj = {
  render: () => (
    <TeacherList
      api={createFakeApi({ teachers: { list: async () => fakeOk({ teachers: [], totalPages: 0, totalItems: 0 }) } })}
      periodId="p"
      onOpen={() => undefined}
    />
  ),
};
export const ListError: StoryObj = {
  render: () => (
    <TeacherList
      api={createFakeApi({ teachers: { list: async () => fakeFail('poor connection', 0) } })}
      periodId="p"
      onOpen={() => undefined}
    />
  ),
};
export const Detail: StoryObj = { render: () => <TeacherDetail api={api} periodId="p2026-1" teacherId="t1" onBack={() => undefined} /> };
export const DetailFrozen: StoryObj = {
  render: () => <TeacherDetail api={api} periodId="p2026-1" teacherId="t3" onBack={() => undefined} />,
};
/** One story with every state, for visual review. */
export const StateMatrix: StoryObj = {
  parameters: { chromatic: { disableSnapshot: false } },
  render: () => (
    <div style={{ display: 'grid', gap: 32 }}>
      <TeacherList api={api} periodId="p2026-1" onOpen={() => undefined} />
      <TeacherDetail api={api} periodId="p2026-1" teacherId="t1" onBack={() => undefined} />
    </div>
  ),
};
