import type { Meta, StoryObj } from '@storybook/react-vite';
import { createFakeApi, fakeFail, fakeOk, type AcademicPeriod } from '@school/api';
import { AcademicPeriodDetail } from './AcademicPeriodDetail';
import { AcademicPeriodList } from './AcademicPeriodList';
import { coursesFixture, gradesFixture, periodsFixture, sectionsFixture, sectionStudentsFixture, sectionTeachersFixture } from './fixtures';
import { SectionDetails } from './SectionDetails';

const meta: Meta = { title: 'Widgets/Academics' };
export default meta;

// An in-memory school: adding, editing and deleting periods really changes the list.
let periods = [...periodsFixture];
const api = createFakeApi({
  academics: {
    periods: {
      list: async () => fakeOk({ academicPeriods: periods, totalPages: 1, totalItems: periods.length }),
      get: async (id) => fakeOk({ academicPeriod: periods.find((p) => p._id === id) ?? periods[0] }),
      add: async (body) => {
        const academicPeriod: AcademicPeriod = { _id: `ap${Date.now()}`, ...body };
        periods = [academicPeriod, ...periods];
        return fakeOk({ message: 'successfully added', academicPeriod });
      },
      edit: async (id, body) => {
        periods = periods.map((p) => (p._id === id ? { ...p, ...body } : p));
        return fakeOk({ message: 'successfully updated', academicPeriod: periods.find((p) => p._id === id)! });
      },
      remove: async () => fakeFail('This academic period cannot be deleted while it has grades, courses, enrolled students'),
    },
    courses: {
      list: async () => fakeOk({ courses: coursesFixture, totalPages: 1, totalItems: coursesFixture.length }),
      add: async () => fakeOk({ message: 'successfully added', course: coursesFixture[0] }),
      edit: async () => fakeOk({ message: 'successfully updated', course: coursesFixture[0] }),
      remove: async () => fakeFail('The course Mathematics cannot be deleted while it has assigned teachers, schedule entries'),
    },
    grades: {
      list: async () => fakeOk({ grades: gradesFixture, totalPages: 1, totalItems: gradesFixture.length }),
      add: async () => fakeOk({ message: 'successfully added', grade: gradesFixture[0] }),
      edit: async () => fakeFail('Sections with students cannot be removed: Grade 7 B'),
      remove: async () => fakeOk({ message: 'successfully deleted' }),
    },
    sections: {
      list: async () => fakeOk({ sections: sectionsFixture, totalPages: 1, totalItems: sectionsFixture.length }),
      get: async () => fakeOk({ section: sectionsFixture[0] }),
      students: async () => fakeOk({ students: sectionStudentsFixture }),
      teachers: async () => fakeOk({ teachers: sectionTeachersFixture }),
    },
  },
});
const failing = createFakeApi({
  academics: { periods: { list: async () => fakeFail('poor connection', 0), get: async () => fakeFail('poor connection', 0) } },
});
const empty = createFakeApi({
  academics: { periods: { list: async () => fakeOk({ academicPeriods: [], totalPages: 0, totalItems: 0 }) } },
});
const noop = () => undefined;

export const PeriodList: StoryObj = { render: () => <AcademicPeriodList api={api} onOpen={noop} /> };
export const PeriodListEmpty: StoryObj = { render: () => <AcademicPeriodList api={empty} onOpen={noop} /> };
export const PeriodListError: StoryObj = { render: () => <AcademicPeriodList api={failing} onOpen={noop} /> };
export const PeriodDetail: StoryObj = {
  render: () => <AcademicPeriodDetail api={api} periodId="ap6" onOpenSection={noop} onBack={noop} />,
};
export const PeriodDetailError: StoryObj = {
  render: () => <AcademicPeriodDetail api={failing} periodId="ap6" onOpenSection={noop} onBack={noop} />,
};
export const Section: StoryObj = { render: () => <SectionDetails api={api} sectionId="s7a" onOpenSchedule={noop} onBack={noop} /> };
