import type { Meta, StoryObj } from '@storybook/react-vite';
import { createFakeApi, fakeFail, fakeOk, type ScheduleEntry, type SectionSchedule } from '@school/api';
import { scheduleFixture, sectionFixture, teachersFixture } from './fixtures';
import { ScheduleGrid } from './ScheduleGrid';

const meta: Meta<typeof ScheduleGrid> = { title: 'Widgets/Schedule grid', component: ScheduleGrid };
export default meta;

// An in-memory timetable: slots (`periods` on the wire) and lessons added in the story stay until reload.
const store: SectionSchedule = { periods: [...scheduleFixture.periods], entries: [...scheduleFixture.entries] };
const api = createFakeApi({
  academics: {
    sections: { get: async () => fakeOk({ section: sectionFixture }), teachers: async () => fakeOk({ teachers: teachersFixture }) },
    schedule: {
      get: async () => fakeOk({ periods: [...store.periods], entries: [...store.entries] }),
      addPeriod: async ({ startTime, endTime }) => {
        const slot = { _id: `p${Date.now()}`, startTime, endTime };
        store.periods.push(slot);
        return fakeOk({ message: 'successfully added', period: slot });
      },
      removePeriod: async (id) => {
        store.periods = store.periods.filter((p) => p._id !== id);
        store.entries = store.entries.filter((e) => e.periodId !== id);
        return fakeOk({ message: 'successfully deleted' });
      },
      assign: async (body) => {
        const slot = store.periods.find((s) => s.startTime === body.startTime)!;
        const teacher = teachersFixture.find((t) => t._id === body.teacher_id)!;
        if (teacher._id === 't3' && body.day === 1)
          return fakeFail(`${teacher.fullName} already teaches Grade 8 B on Monday ${slot.startTime}–${slot.endTime}`);
        const entry: ScheduleEntry = {
          _id: `e${Date.now()}`,
          periodId: slot._id,
          day: Number(body.day),
          startTime: slot.startTime,
          endTime: slot.endTime,
          teacher,
          course: teacher.course,
        };
        store.entries.push(entry);
        return fakeOk({ message: 'successfully added', entry });
      },
      unassign: async (body) => {
        store.entries = store.entries.filter((e) => !(e.day === Number(body.day) && e.startTime === body.startTime));
        return fakeOk({ message: 'successfully deleted' });
      },
    },
  },
});
// Both reads fail alike: which answers first is a race, and the story's screenshot must not depend on it.
const failing = createFakeApi({
  academics: {
    sections: { get: async () => fakeFail('poor connection', 0) },
    schedule: { get: async () => fakeFail('poor connection', 0) },
  },
});

type Story = StoryObj<typeof ScheduleGrid>;
export const Default: Story = { args: { api, sectionId: 's7a', onBack: () => undefined } };
export const LoadError: Story = { args: { api: failing, sectionId: 's7a', onBack: () => undefined } };
