import type { Meta, StoryObj } from '@storybook/react-vite';
import { createFakeApi, fakeFail, fakeOk } from '@school/api';
import { TeacherAssignments } from './TeacherAssignments';
import { AssignmentDetail } from './AssignmentDetail';
import { SubmissionGrading } from './SubmissionGrading';
import { StudentAssignments } from './StudentAssignments';
import { StudentAssignmentDetail } from './StudentAssignmentDetail';
import { assignmentsFixture, fromNow, makeAssignment, makeSubmissionDetail } from './fixtures';

const meta: Meta = { title: 'Widgets/Assignments' };
export default meta;

const teacherApi = (list = assignmentsFixture) =>
  createFakeApi({
    teaching: {
      assignments: {
        listForTeacher: async () => fakeOk({ assignments: list }),
        create: async () => fakeOk({ message: 'successfully added', assignment: makeAssignment() }),
        link: async () => fakeOk({ message: 'successfully linked', assignment: makeAssignment() }),
      },
    },
  });
const noop = () => undefined;

export const TeacherList: StoryObj = {
  render: () => <TeacherAssignments api={teacherApi()} teacherId="TE-0001" sectionId="sec7a" courseId="math" onOpen={noop} onBack={noop} />,
};
export const TeacherListEmpty: StoryObj = {
  render: () => <TeacherAssignments api={teacherApi([])} teacherId="TE-0001" sectionId="sec7a" courseId="math" onOpen={noop} />,
};
export const TeacherListLoading: StoryObj = {
  render: () => (
    <TeacherAssignments
      api={createFakeApi({ teaching: { assignments: { listForTeacher: () => new Promise(noop) } } })}
      teacherId="TE-0001"
      sectionId="sec7a"
      courseId="math"
      onOpen={noop}
    />
  ),
};
export const TeacherListFailed: StoryObj = {
  render: () => (
    <TeacherAssignments
      api={createFakeApi({ teaching: { assignments: { listForTeacher: async () => fakeFail('poor connection', 0) } } })}
      teacherId="TE-0001"
      sectionId="sec7a"
      courseId="math"
      onOpen={noop}
    />
  ),
};
export const TeacherDetail: StoryObj = {
  render: () => (
    <AssignmentDetail
      api={teacherApi()}
      teacherId="TE-0001"
      sectionId="sec7a"
      courseId="math"
      assignmentId="a1"
      onOpenSubmission={noop}
      onBack={noop}
    />
  ),
};
export const Grading: StoryObj = {
  render: () => (
    <SubmissionGrading
      api={createFakeApi({ teaching: { assignments: { submission: async () => fakeOk(makeSubmissionDetail()) } } })}
      teacherId="TE-0001"
      assignmentId="a1"
      studentId="s1"
      sectionId="sec7a"
      courseId="math"
      onBack={noop}
    />
  ),
};
export const GradingNotLinked: StoryObj = {
  render: () => (
    <SubmissionGrading
      api={createFakeApi({
        teaching: {
          assignments: {
            submission: async () =>
              fakeOk(makeSubmissionDetail({ assignment: makeAssignment({ assignmentlink: null, gs: null }), gradescalevalue: null })),
          },
        },
      })}
      teacherId="TE-0001"
      assignmentId="a1"
      studentId="s1"
      sectionId="sec7a"
      courseId="math"
      onBack={noop}
    />
  ),
};
const own = (a: ReturnType<typeof makeAssignment>) => ({ ...a, submitedAssignment: a.submitedAssignment.slice(0, 1) });
export const StudentList: StoryObj = {
  render: () => (
    <StudentAssignments
      api={createFakeApi({
        teaching: {
          assignments: {
            listForStudent: async () =>
              fakeOk({
                assignments: [
                  own(makeAssignment()),
                  own(makeAssignment({ _id: 'a2', title: 'Geometry quiz', dueDate: fromNow(0.4) })),
                  own(makeAssignment({ _id: 'a3', title: 'Algebra project', dueDate: fromNow(-2) })),
                ],
              }),
          },
        },
      })}
      studentId="ST-0001"
      sectionId="sec7a"
      onOpen={noop}
    />
  ),
};
export const StudentDetail: StoryObj = {
  render: () => (
    <StudentAssignmentDetail
      api={createFakeApi({
        teaching: { assignments: { forStudent: async () => fakeOk({ assignment: own(makeAssignment()), submission: null }) } },
      })}
      studentId="ST-0001"
      assignmentId="a1"
      onBack={noop}
    />
  ),
};
export const StudentDetailGraded: StoryObj = {
  render: () => (
    <StudentAssignmentDetail
      api={createFakeApi({
        teaching: {
          assignments: {
            forStudent: async () =>
              fakeOk({
                assignment: own(makeAssignment({ value: 8 })),
                submission: { ...makeSubmissionDetail().submission!, status: 'graded', grade: 8 },
              }),
          },
        },
      })}
      studentId="ST-0001"
      assignmentId="a1"
      onBack={noop}
    />
  ),
};
