import { ADMINS, BODY_NAMES_RECORD, NONE, SIGNED_IN, TEACHERS, type RouteTable } from './_types';
import type { SeedIds } from './_ids';

/**
 * Grade reports (issue 10). TE-0001 owns Grade 7 A and teaches Mathematics there; ST-0001 sits
 * there. No report is released in the seed, so the student and the family get 403
 * 'No Report Released' from the report reads.
 */
type Seed = { ids: SeedIds };
const ownerOf7A = [...ADMINS, 'TE-0001'] as const;
const anyTeacher = [...ADMINS, ...TEACHERS] as const;
const in7A = ({ ids }: Seed) => ({ section_id: ids.section7A });
const notReleased = 'not released: the student and family get 403 No Report Released';

const gradesTable: RouteTable = {
  'POST /api/gradereportstudent': { allowed: anyTeacher, body: {}, note: BODY_NAMES_RECORD },
  'PUT /api/gradereportstudent/:report_id/:student_id': {
    allowed: anyTeacher,
    params: { report_id: NONE, student_id: NONE },
    body: {},
    note: BODY_NAMES_RECORD,
  },
  'GET /api/studentgradereport/:section_id': { allowed: ownerOf7A, params: in7A },
  'GET /api/studentgradereportcards/:section_id': { allowed: ownerOf7A, params: in7A },
  'GET /api/singlestudentgradereport/:student_id/:section_id': {
    allowed: ownerOf7A,
    params: (s) => ({ student_id: 'ST-0001', ...in7A(s) }),
    note: notReleased,
  },
  'GET /api/gradereportbycourse/:section_id/:course_id/:academic_period_id/:student_id': {
    allowed: ownerOf7A,
    params: ({ ids }) => ({ section_id: ids.section7A, course_id: ids.mathematics, academic_period_id: ids.period, student_id: 'ST-0001' }),
    note: notReleased,
  },
  'GET /api/studentgradereportbyyear/:section_name/:year': {
    allowed: ownerOf7A,
    params: ({ ids }) => ({ section_name: 'Grade 7 A', year: String(ids.year) }),
  },
  'GET /api/studentgradereportbyyear/:section_name/:year/:student_id': {
    allowed: ownerOf7A,
    params: ({ ids }) => ({ section_name: 'Grade 7 A', year: String(ids.year), student_id: 'ST-0001' }),
    note: notReleased,
  },
  'GET /api/gradechanges/:section_id/:course_id/:student_id': {
    allowed: ownerOf7A,
    params: ({ ids }) => ({ section_id: ids.section7A, course_id: ids.mathematics, student_id: 'ST-0001' }),
  },
  'GET /api/gradereportcourses/:teacher_id': { allowed: [...ADMINS, 'TE-0001'], params: { teacher_id: 'TE-0001' } },
  'GET /api/gradereportstudent/:teacherInSection_id': {
    allowed: ownerOf7A,
    params: ({ ids }) => ({ teacherInSection_id: ids.teacherSection }),
  },
  'GET /api/studentgradesections/:student_id': { allowed: [...ADMINS, 'ST-0001', 'FA-0001'], params: { student_id: 'ST-0001' } },
  'GET /api/gradescale': { allowed: SIGNED_IN },
  'POST /api/gradescale': { allowed: ADMINS, body: {} },
  'GET /api/getallsections': { allowed: ADMINS },
  'GET /api/sectionowner': { allowed: anyTeacher, note: 'a teacher lists their own sections (the list scope: none for TE-0003)' },
  'POST /api/sectionowner': { allowed: ADMINS, body: {} },
  'DELETE /api/sectionowner/:id': { allowed: ADMINS, params: { id: NONE } },
  'GET /api/sectionownerbyyear': { allowed: anyTeacher, note: 'a teacher lists their own ownerships' },
  'POST /api/sectionowneryear': { allowed: ADMINS, body: {} },
  'DELETE /api/sectionowneryear/:id': { allowed: ADMINS, params: { id: NONE } },
  'POST /api/changegradevisibilitystatus': { allowed: anyTeacher, body: {}, note: BODY_NAMES_RECORD },
  'POST /api/changegradevisibilitystatusbyyear': { allowed: anyTeacher, body: {}, note: BODY_NAMES_RECORD },
  'POST /api/reopenterm': { allowed: anyTeacher, body: {}, note: BODY_NAMES_RECORD },
  'GET /api/releasepreview/:section_id': { allowed: ownerOf7A, params: in7A },
  'GET /api/releasepreviewbyyear/:section_name/:year': {
    allowed: ownerOf7A,
    params: ({ ids }) => ({ section_name: 'Grade 7 A', year: String(ids.year) }),
  },
  'POST /api/commentstudentgrade/:student_id/:section_id': {
    allowed: anyTeacher,
    params: { student_id: NONE, section_id: NONE },
    body: {},
    note: BODY_NAMES_RECORD,
  },
  'PUT /api/commentstudentgrade/:id': { allowed: anyTeacher, params: { id: NONE }, body: {}, note: BODY_NAMES_RECORD },
  'DELETE /api/commentstudentgrade/:id': { allowed: ADMINS, params: { id: NONE }, note: 'an unknown comment: admins only (404)' },
  'POST /api/studentbehavior': { allowed: anyTeacher, body: {}, note: BODY_NAMES_RECORD },
  'PUT /api/studentbehavior/:id': { allowed: anyTeacher, params: { id: NONE }, body: {}, note: BODY_NAMES_RECORD },
  'DELETE /api/studentbehavior/:student_id/:section_id': { allowed: ownerOf7A, params: (s) => ({ student_id: NONE, ...in7A(s) }) },
};
export default gradesTable;
