import type { Meta, StoryObj } from '@storybook/react-vite';
import { createFakeApi, fakeFail, fakeOk } from '@school/api';
import { OtherHub } from './OtherHub';
import { GradeScalePanel } from './GradeScalePanel';
import { section } from '../grade-reports/fixtures';

const meta: Meta = { title: 'Widgets/Grade admin' };
export default meta;

const noop = () => undefined;
const owner = { _id: 'u1', ID: 'TE-0001', email: 'tesfaye@example.et', fullName: 'Tesfaye Bekele Gebre' };
const api = (over: { scale?: boolean; empty?: boolean } = {}) =>
  createFakeApi({
    gradeReports: {
      gradeScale: async () =>
        fakeOk({ gradeScale: over.scale === false ? null : { total: 100, finalExam: 40, midExam: 30, teachExam: 30 } }),
      saveGradeScale: async (b) => fakeOk({ message: 'Grade scale saved successfully', gradeScale: b }, 'Grade scale saved successfully'),
      sectionOwners: async () => fakeOk({ sectionOwners: over.empty ? [] : [{ _id: 'o1', section_id: section, owner_id: owner }] }),
      sectionYearOwners: async () =>
        fakeOk({
          sectionOwnerships: over.empty
            ? []
            : [
                {
                  _id: 'y1',
                  section_name: 'Grade 7 A',
                  year: 2026,
                  owner_id: owner,
                  createdAt: '2026-09-01T08:00:00Z',
                  updatedAt: '2026-09-01T08:00:00Z',
                },
              ],
        }),
      allSections: async () => fakeOk({ sections: [section] }),
    },
  });

export const AdminHub: StoryObj = { render: () => <OtherHub api={api()} canManage onOpenSection={noop} onOpenYear={noop} /> };
export const TeacherHub: StoryObj = { render: () => <OtherHub api={api()} canManage={false} onOpenSection={noop} onOpenYear={noop} /> };
export const NoOwnerships: StoryObj = {
  render: () => <OtherHub api={api({ empty: true })} canManage onOpenSection={noop} onOpenYear={noop} />,
};
export const ScaleCreateMode: StoryObj = { render: () => <GradeScalePanel api={api({ scale: false })} canEdit /> };
export const ScaleLoading: StoryObj = {
  render: () => <GradeScalePanel api={createFakeApi({ gradeReports: { gradeScale: () => new Promise(noop) } })} />,
};
export const ScaleFailed: StoryObj = {
  render: () => <GradeScalePanel api={createFakeApi({ gradeReports: { gradeScale: async () => fakeFail('poor connection', 0) } })} />,
};
