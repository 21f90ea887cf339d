import { ADMINS, BODY_NAMES_RECORD, NONE, SIGNED_IN, TEACHERS, type RouteTable } from './_types';
import type { SeedIds } from './_ids';

/**
 * The teacher and student areas (issue 8). TE-0001 teaches Mathematics in Grade 7 A; ST-0001 sits
 * there; FA-0001 is ST-0001's family. No assignment or course material is seeded, so routes
 * whose rule asks "is this the caller's assignment/material" refuse everyone for a dummy key.
 */
type Seed = { ids: SeedIds };
const teacher7A = ({ ids }: Seed) => ({ section_id: ids.section7A, course_id: ids.mathematics });
const unknownRecord = 'the rule refuses an assignment or material that is not the caller’s (none is seeded)';

const teaching: RouteTable = {
  // ─── Teacher ──────────────────────────────────────────────────────────────
  'GET /api/assignment/:teacher_id/:section_id/:course_id': {
    allowed: ['TE-0001'],
    params: (s) => ({ teacher_id: 'TE-0001', ...teacher7A(s) }),
  },
  'POST /api/assignment': { allowed: TEACHERS, body: {}, note: BODY_NAMES_RECORD },
  'POST /api/assignment/': { allowed: TEACHERS, body: {}, note: BODY_NAMES_RECORD },
  'PUT /api/assignment/:_id': { allowed: TEACHERS, params: { _id: NONE }, body: {}, note: BODY_NAMES_RECORD },
  'DELETE /api/assignment/:ID/:_id': { allowed: [], params: { ID: 'TE-0001', _id: NONE }, note: unknownRecord },
  'POST /api/assignmentlink': { allowed: TEACHERS, body: {}, note: BODY_NAMES_RECORD },
  'POST /api/assignmentdoc/:_id/:asg': { allowed: [], params: { _id: 'TE-0001', asg: NONE }, note: unknownRecord },
  'DELETE /api/assignmentdoc/:_id/:asg/:index': { allowed: [], params: { _id: 'TE-0001', asg: NONE, index: '0' }, note: unknownRecord },
  'GET /api/submittedassignment_by_student/:teacher_id/:assignment_id/:student_id/:section_id/:course_id': {
    allowed: ['TE-0001'],
    params: (s) => ({ teacher_id: 'TE-0001', assignment_id: NONE, student_id: s.ids.student['ST-0001'], ...teacher7A(s) }),
  },
  'GET /api/getcoursematerial/:_id/:course_id/:section_id': { allowed: ['TE-0001'], params: (s) => ({ _id: 'TE-0001', ...teacher7A(s) }) },
  'POST /api/addcoursematerial/:_id/:course_id/:section_id': { allowed: ['TE-0001'], params: (s) => ({ _id: 'TE-0001', ...teacher7A(s) }) },
  'DELETE /api/deletecoursematerial/:_id/:cm': { allowed: [], params: { _id: 'TE-0001', cm: NONE }, note: unknownRecord },
  'DELETE /api/deletecoursematerial/:_id/:cm/': { allowed: [], params: { _id: 'TE-0001', cm: NONE }, note: unknownRecord },
  'GET /api/getattendancestudents/:_id/:course_id/:section_id/:date': {
    allowed: ['TE-0001'],
    params: (s) => ({ _id: 'TE-0001', date: '2026-11-20', ...teacher7A(s) }),
  },
  'POST /api/markattendance': { allowed: TEACHERS, body: {}, note: BODY_NAMES_RECORD },
  'POST /api/markattendanceall': { allowed: TEACHERS, body: {}, note: BODY_NAMES_RECORD },
  'PUT /api/changeteacherprofilepic/:teacher_id': { allowed: ['TE-0001'], params: { teacher_id: 'TE-0001' } },

  // ─── Student ──────────────────────────────────────────────────────────────
  'GET /api/assignment/:id/:section_id': { allowed: ['ST-0001'], params: ({ ids }) => ({ id: 'ST-0001', section_id: ids.section7A }) },
  'GET /api/assignmentforstudent/:id/:assignment_id': { allowed: ['ST-0001'], params: { id: 'ST-0001', assignment_id: NONE } },
  'POST /api/assignmentsubmission/:id': { allowed: ['ST-0001'], params: { id: 'ST-0001' } },
  'PUT /api/assignmentsubmission/:id': { allowed: ['ST-0001'], params: { id: 'ST-0001' } },
  'DELETE /api/assignmentsubmission/:id/:submission_id': { allowed: ['ST-0001'], params: { id: 'ST-0001', submission_id: NONE } },
  'GET /api/getattendancesinglestudent/:_id/:section_id': {
    allowed: [...ADMINS, 'TE-0001', 'TE-0003', 'ST-0001', 'FA-0001'],
    params: ({ ids }) => ({ _id: 'ST-0001', section_id: ids.section7A }),
  },
  'GET /api/getattendancesinglestudent/:_id/:section_id/': {
    allowed: [...ADMINS, 'TE-0001', 'TE-0003', 'ST-0001', 'FA-0001'],
    params: ({ ids }) => ({ _id: 'ST-0001', section_id: ids.section7A }),
  },
  'GET /api/examsforenterance/:student/:page/:limit': {
    allowed: [...ADMINS, 'ST-0002'],
    params: { student: 'ST-0002', page: '1', limit: '10' },
    note: 'the applicant’s onboarding',
  },
  'POST /api/createanswerforquestionnaire': { allowed: ['ST-0001', 'ST-0002'], note: 'the receiver is checked on the form (400 here)' },

  // ─── Dashboards and schedules ─────────────────────────────────────────────
  'GET /api/teacher_dash_data/:teacherId': { allowed: [...ADMINS, 'TE-0001'], params: { teacherId: 'TE-0001' } },
  'GET /api/student_dash_data/:studentId': { allowed: [...ADMINS, 'ST-0001', 'FA-0001'], params: { studentId: 'ST-0001' } },
  'GET /api/schedule/:a/:b': { allowed: [...ADMINS, 'ST-0001', 'FA-0001'], params: ({ ids }) => ({ a: 'ST-0001', b: ids.period }) },
  'GET /api/getteacher/:a/:b': { allowed: [...ADMINS, 'TE-0001'], params: ({ ids }) => ({ a: 'TE-0001', b: ids.period }) },

  // ─── Files, token in the path ─────────────────────────────────────────────
  'GET /api/assignments/:file/:assignment_id/:token': {
    allowed: SIGNED_IN,
    params: { file: 'none.pdf', assignment_id: NONE },
    note: '404 past the role rule (the file names no record); the locked accounts are refused first',
  },
  'GET /api/submittedassignmentfile/:file/:assignment_id/:token': {
    allowed: SIGNED_IN,
    params: { file: 'none.pdf', assignment_id: NONE },
    note: '404 past the role rule (the file names no record)',
  },
  'GET /api/courseMaterial/:file/:token': {
    allowed: SIGNED_IN,
    params: { file: 'none.pdf' },
    note: '404 past the role rule (the file names no record)',
  },
  'GET /api/questionniare/:answer/:questionaireId/:token': {
    allowed: [...SIGNED_IN, 'ST-0002'],
    params: { answer: 'none.pdf', questionaireId: NONE },
    note: '404 past the role rule; the applicant may read their answers',
  },
};
export default teaching;
