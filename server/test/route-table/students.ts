import { ADMINS, NONE, type RouteTable } from './_types';

/** Students of the admin area, a student's record and its files. */
const admin = { allowed: ADMINS };
const superAdmin = { allowed: ['SA-0001'] as const };

const studentsTable: RouteTable = {
  'GET /api/getstudents': admin,
  'GET /api/getstudent/:id': {
    allowed: [...ADMINS, 'ST-0001', 'FA-0001'],
    params: { id: 'ST-0001' },
    note: 'the student, their linked family, admins; not their teachers (admission papers); an applicant reads their own',
  },
  'POST /api/addsinglestudent': { ...admin, body: {} },
  'POST /api/importstudent': { ...admin, body: {} },
  'PUT /api/editstudent/:id': { ...superAdmin, params: { id: NONE }, body: {} },
  'DELETE /api/deletestudent/:id': { ...superAdmin, params: { id: NONE } },
  'PUT /api/freezstudent': { ...superAdmin, body: {} },
  'POST /api/addstudenttosection': { ...admin, body: {} },
  'PUT /api/editstudenttosection': { ...admin, body: {} },
  'DELETE /api/deletestudenttosection/:student_id/:section_id/:academic_period_id': {
    ...admin,
    params: { student_id: NONE, section_id: NONE, academic_period_id: NONE },
  },
  'POST /api/addbirthcertificate/:id': { ...admin, params: { id: NONE } },
  'POST /api/addgradereport/:id': { ...admin, params: { id: NONE } },
  'POST /api/addnationalid/:id': { ...admin, params: { id: NONE } },
  'POST /api/addotherdoc/:id': { ...admin, params: { id: NONE } },
  'DELETE /api/deletestudentfile/:type/:id/:index': { ...admin, params: { type: 'GradeReport', id: NONE, index: '0' } },
  'PUT /api/editprofilepic/:id': { ...admin, params: { id: NONE } },
  'GET /api/students/:file/:token': {
    allowed: [...ADMINS, 'ST-0001', 'FA-0001'],
    params: { file: 'seed-st0001-birth-certificate.pdf' },
    note: 'ST-0001’s birth certificate: the student, their linked family, admins',
  },
};
export default studentsTable;
