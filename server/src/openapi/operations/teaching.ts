// The teaching domain's operations (Teaching): its part of the table in index.ts, which says what an entry holds.
import { type OperationEntry, P, own } from './domains';

export const teaching: Record<string, OperationEntry> = {
  'GET /api/assignment/:teacher_id/:section_id/:course_id': ['listTeacherAssignments', "A teacher's assignments for a section and course"],
  'POST /api/assignment': ['assignment', 'Create an assignment (with files)'],
  'POST /api/assignment/': ['assignment-slash', 'Create an assignment (the spec’s spelling, trailing slash)'],
  'PUT /api/assignment/:_id': ['updateAssignment', 'Edit an assignment (files may be added)', P({ _id: "The assignment's id." })],
  'DELETE /api/assignment/:ID/:_id': [
    'deleteAssignment',
    'Delete an assignment',
    P({ ID: own('the teacher'), _id: "The assignment's id." }),
  ],
  'POST /api/assignmentlink': ['assignmentlink', 'Add a link to an assignment'],
  'POST /api/assignmentdoc/:_id/:asg': [
    'assignmentdoc',
    'Add files to an assignment',
    P({ _id: own('the teacher'), asg: "The assignment's id." }),
  ],
  'DELETE /api/assignmentdoc/:_id/:asg/:index': [
    'deleteAssignmentDoc',
    "Delete one of an assignment's files",
    P({ _id: own('the teacher'), asg: "The assignment's id.", index: 'The place of the file in the list, from 0.' }),
  ],
  'GET /api/submittedassignment_by_student/:teacher_id/:assignment_id/:student_id/:section_id/:course_id': [
    'submittedassignment_by_student',
    "A student's submission of an assignment",
  ],
  'GET /api/getcoursematerial/:_id/:course_id/:section_id': [
    'getcoursematerial',
    'The course material of a section and course',
    P({ _id: own('the teacher') }),
  ],
  'POST /api/addcoursematerial/:_id/:course_id/:section_id': [
    'addcoursematerial',
    'Add course material (files)',
    P({ _id: own('the teacher') }),
  ],
  'DELETE /api/deletecoursematerial/:_id/:cm': [
    'deletecoursematerial',
    'Delete course material',
    P({ _id: own('the teacher'), cm: "The course material's id." }),
  ],
  'DELETE /api/deletecoursematerial/:_id/:cm/': [
    'deletecoursematerial-slash',
    'Delete course material (the spec’s spelling, trailing slash)',
    P({ _id: own('the teacher'), cm: "The course material's id." }),
  ],
  'GET /api/getattendancestudents/:_id/:course_id/:section_id/:date': [
    'getattendancestudents',
    "A section's attendance on a day",
    P({ _id: own('the teacher'), date: 'The day, `YYYY-MM-DD`.' }),
  ],
  'POST /api/markattendance': [
    'markattendance',
    "Mark one student's attendance",
    undefined,
    'The student must sit in the section, and the date lie inside its period.',
  ],
  'POST /api/markattendanceall': ['markattendanceall', "Mark a whole section's attendance"],
  'GET /api/assignment/:id/:section_id': ['listStudentAssignments', "A student's assignments in a section", P({ id: own('the student') })],
  'GET /api/assignmentforstudent/:id/:assignment_id': [
    'assignmentforstudent',
    'Read one assignment (student)',
    P({ id: own('the student') }),
  ],
  'POST /api/assignmentsubmission/:id': [
    'assignmentsubmission',
    'Submit an assignment (text and a file)',
    P({ id: own('the student') }),
    'Once per student and assignment (the assignment named in the form). Refused after the due date (400), and for an assignment not submitted in the system.',
  ],
  'PUT /api/assignmentsubmission/:id': [
    'updateAssignmentSubmission',
    'Replace my submission (new text; a new file replaces the old)',
    P({ id: own('the student') }),
    'Refused after the due date (400), and for an assignment not submitted in the system.',
  ],
  'DELETE /api/assignmentsubmission/:id/:submission_id': [
    'deleteAssignmentSubmission',
    'Withdraw a submission',
    P({ id: own('the student') }),
    'Only before the due date, and while not graded.',
  ],
  'GET /api/getattendancesinglestudent/:_id/:section_id': [
    'getattendancesinglestudent',
    "A student's attendance in a section",
    P({ _id: "The student's user id." }),
  ],
  'GET /api/getattendancesinglestudent/:_id/:section_id/': [
    'getattendancesinglestudent-slash',
    "A student's attendance (the spec’s spelling, trailing slash)",
    P({ _id: "The student's user id." }),
  ],
  'GET /api/assignments/:file/:assignment_id/:token': ['assignmentFile', "An assignment's file"],
  'GET /api/submittedassignmentfile/:file/:assignment_id/:token': ['submittedAssignmentFile', "A submission's file"],
  'GET /api/courseMaterial/:file/:token': ['courseMaterialFile', 'A course material file'],
};
