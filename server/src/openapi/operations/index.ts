// ─── Every operation's name, summary, domain and path parameters (issue 37) ──────────────────
// One table for the whole API, keyed by the route as Fastify registers it ("METHOD /api/path/:x"),
// read by the document's finishing pass (finish.ts) instead of every route file carrying its own
// words. server/test/contract/openapi.test.ts fails when a route has no entry here (or an entry
// names no route), as the route table does for policies.
//
// An entry: [operationId, summary, path parameters' descriptions (where the name alone does not
// say which id it takes), rules a client must know (printed in the description)].
// operationId is the spec's call name where there is one (the path's first segment), else a
// name of ours; the spec's names are kept as written (`start_exam`, `add-multiple-teachers`).
//
// One file per domain in this folder (accounts.ts, site.ts, …, operations.ts), assembled here into the
// same table; the domains and an entry's type are in domains.ts.

import { type Domain, type OperationEntry } from './domains';
import { accounts } from './accounts';
import { site } from './site';
import { academics } from './academics';
import { admissions } from './admissions';
import { students } from './students';
import { teachers } from './teachers';
import { teaching } from './teaching';
import { exams } from './exams';
import { grades } from './grades';
import { communication } from './communication';
import { permissions } from './permissions';
import { operations as operationsDomain } from './operations';

export { domains, type Domain, type OperationEntry } from './domains';

/** Path parameters whose name says which id they take (an entry's own words win). */
export const paramWords: Record<string, string> = {
  token: 'The signed file token of the address (as given in the record that names the file), or the session token.',
  photo: 'The stored file name of the photo, as the record gives it.',
  image: 'The stored file name of the image, as the record gives it.',
  file: 'The stored file name, as the record gives it.',
  academic_period_id: "The academic period's id.",
  periodId: "The academic period's id.",
  course_id: "The course's id.",
  courseId: "The course's id.",
  section_id: "The section's id.",
  teacher_id: "The teacher's user id.",
  teacherId: "The teacher's user id.",
  student_id: "The student's user id.",
  studentId: "The student's user id.",
  parent_id: "The family account's user id.",
  gradeId: "The grade's id.",
  exam_id: "The exam's id.",
  question_id: "The question's id.",
  figure_id: "The figure's id.",
  code_id: "The exam code's id.",
  assignment_id: "The assignment's id.",
  submission_id: "The submission's id.",
  report_id: "The grade record's id.",
  teacherInSection_id: 'The id of the teacher-in-section record (a teacher teaching a course in a section).',
  emailId: "The email's id.",
  questionaireId: "The questionnaire's id.",
  section_name: "The section's name (e.g. `7A`).",
  year: 'The academic year (e.g. `2026`).',
};

export const operationsByDomain: Record<Domain, Record<string, OperationEntry>> = {
  accounts,
  site,
  academics,
  admissions,
  students,
  teachers,
  teaching,
  exams,
  grades,
  communication,
  permissions,
  operations: operationsDomain,
};

/** The table by route, each entry with its domain. */
export const operations: Record<string, { domain: Domain; entry: OperationEntry }> = Object.fromEntries(
  Object.entries(operationsByDomain).flatMap(([domain, entries]) =>
    Object.entries(entries).map(([route, entry]) => [route, { domain: domain as Domain, entry }]),
  ),
);

/**
 * Paths that differ only in their parameters' names (the spec names the same place differently
 * per method): one path each in the document, with each operation's own descriptions of its
 * parameters. Route → the document's path and the route's names renamed.
 */
export const mergedPaths: Record<string, { path: string; rename: Record<string, string> }> = {
  'DELETE /api/assignment/:ID/:_id': { path: '/api/assignment/{id}/{second_id}', rename: { ID: 'id', _id: 'second_id' } },
  'GET /api/assignment/:id/:section_id': { path: '/api/assignment/{id}/{second_id}', rename: { section_id: 'second_id' } },
  'GET /api/exam/:_id/:exam_id': { path: '/api/exam/{id}/{exam_id}', rename: { _id: 'id' } },
  'PUT /api/examcode/:code_id': { path: '/api/examcode/{id}', rename: { code_id: 'id' } },
  'DELETE /api/examcode/:exam_id': { path: '/api/examcode/{id}', rename: { exam_id: 'id' } },
};
