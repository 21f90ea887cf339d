// The students domain's operations (Students): its part of the table in index.ts, which says what an entry holds.
import { type OperationEntry, P } from './domains';

export const students: Record<string, OperationEntry> = {
  'GET /api/getstudents': ['getstudents', 'Page the students'],
  'GET /api/getstudent/:id': ['getstudent', 'Read one student', P({ id: "The student's user id." })],
  'POST /api/addsinglestudent': ['addsinglestudent', 'Add a student'],
  'POST /api/importstudent': ['importstudent', 'Import students (a list)'],
  'PUT /api/editstudent/:id': ['editstudent', 'Edit a student', P({ id: "The student's user id." })],
  'DELETE /api/deletestudent/:id': ['deletestudent', 'Delete a student', P({ id: "The student's user id." })],
  'PUT /api/freezstudent': [
    'freezstudent',
    'Freeze or unfreeze a student',
    undefined,
    'Active ⇄ Inactive: an Inactive student cannot sign in and their sessions end.',
  ],
  'POST /api/addstudenttosection': [
    'addstudenttosection',
    'Place a student in a section',
    undefined,
    'One section per period, within the section’s capacity.',
  ],
  'PUT /api/editstudenttosection': ['editstudenttosection', "Move a student's place to another section"],
  'DELETE /api/deletestudenttosection/:student_id/:section_id/:academic_period_id': [
    'deletestudenttosection',
    'Take a student out of a section',
  ],
  'POST /api/addbirthcertificate/:id': ['addbirthcertificate', "Upload a student's birth certificate", P({ id: "The student's user id." })],
  'POST /api/addgradereport/:id': ['addgradereport', "Upload a student's previous grade report", P({ id: "The student's user id." })],
  'POST /api/addnationalid/:id': ['addnationalid', "Upload a student's national id", P({ id: "The student's user id." })],
  'POST /api/addotherdoc/:id': ['addotherdoc', "Upload another of a student's documents", P({ id: "The student's user id." })],
  'DELETE /api/deletestudentfile/:type/:id/:index': [
    'deletestudentfile',
    "Delete one of a student's documents",
    P({
      type: 'The kind of document: `birthCertificate`, `gradeReport`, `nationalId` or `otherDoc`.',
      id: "The student's user id.",
      index: 'The place of the file in that kind’s list, from 0.',
    }),
  ],
  'PUT /api/editprofilepic/:id': ['editprofilepic', "Replace a student's photo", P({ id: "The student's user id." })],
  'GET /api/students/:file/:token': ['studentFile', "A student's document or photo (file)"],
  'GET /api/students/profile/:file/:token': ['studentProfileFile', "A student's document or photo (file; the spec's other address)"],
  'GET /api/students/:file/:repeatedToken/:token': [
    'studentFileRepeatedToken',
    "A student's document or photo (file; the spec's address with the token twice)",
    P({ repeatedToken: 'Any value: the last segment is the token that counts.' }),
  ],
  'GET /api/student_dash_data/:studentId': [
    'student_dash_data',
    "A student's dashboard: open assignments, attendance counts, today's lessons",
  ],
  'GET /api/get_students': ['get_students', 'List students to link to a family'],
};
